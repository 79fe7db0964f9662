// Nội dung tiếng Việt nền tảng có sẵn khi khởi chạy.
import type { ContentSeed } from './ContentSeed';

export const vi: ContentSeed = {
  banners: {
    deposit: { title: 'Nạp tiền nhanh qua ngân hàng hoặc USDT' },
    products: { title: 'Vàng, ngoại hối, tiền mã hóa: đón đầu từng nhịp giá' },
    savings: { title: 'Tiết kiệm: tiền nhàn rỗi sinh lời mỗi ngày' },
  },

  news: {
    newProducts: {
      title: 'Tempo có gì mới: mười sản phẩm, đếm ngược từ 30 giây',
      summary:
        'Vàng, các cặp tiền chính và sáu đồng tiền mã hóa hàng đầu nay nằm chung một danh sách, với thời gian đếm ngược từ 30 giây đến 5 phút.',
      body: `Chúng tôi đã mở rộng danh sách sản phẩm để bạn theo dõi nhiều thị trường hơn ngay trên một màn hình.

**Bạn có thể giao dịch**

- **Kim loại quý:** vàng so với đô la Mỹ (XAU/USD), mở cửa theo phiên giao dịch kim loại.
- **Ngoại hối:** EUR/USD, GBP/USD và USD/JPY, mở cửa các ngày trong tuần.
- **Tiền mã hóa:** Bitcoin, Ethereum, Solana, BNB, XRP và Dogecoin so với USDT, giao dịch suốt ngày đêm.

Mỗi sản phẩm hiển thị giá mới nhất, biến động 24 giờ, giá cao nhất, thấp nhất, khối lượng và biểu đồ trực tiếp. Thời gian đếm ngược từ 30 giây đến 5 phút; tỷ lệ lợi nhuận của từng mức được hiển thị trước khi bạn xác nhận lệnh.

**Trước khi giao dịch**

Lệnh đếm ngược ngắn biến động rất nhanh. Hãy bắt đầu với số tiền nhỏ, đọc kỹ bản công bố rủi ro và đừng bao giờ đặt lệnh bằng số tiền bạn không thể chấp nhận mất.`,
    },
    savingsLaunch: {
      title: 'Ra mắt Tiết kiệm: lợi nhuận cộng vào mỗi sáng',
      summary:
        'Chuyển tiền nhàn rỗi vào Tiết kiệm để phần đã xác nhận sinh lời mỗi ngày. Cùng xem cách xác nhận và tính lợi nhuận.',
      body: `Tiết kiệm giúp khoản tiền bạn chưa dùng để giao dịch vẫn sinh lời mỗi ngày.

**Cách hoạt động**

1. Tại thẻ Tiết kiệm, chuyển vào tối thiểu 20.
2. Số tiền này trước tiên là **phần chờ xác nhận**. Lệnh chuyển trước 08:00 của một ngày giao dịch được tính cho ngày đó; chuyển sau 08:00 được tính cho ngày giao dịch kế tiếp.
3. Phần chờ xác nhận trở thành **phần đã xác nhận** vào ngày giao dịch tiếp theo.
4. Phần đã xác nhận sinh lời theo lãi suất ngày hiển thị ở thẻ Tiết kiệm. Lợi nhuận của mỗi ngày được cộng vào lúc **08:00 sáng hôm sau**.

Thứ Bảy, Chủ nhật và ngày lễ không phải ngày giao dịch, nên không có khoản nào được xác nhận trong những ngày này.

**Chuyển ra**

Phần đã xác nhận có thể chuyển về số dư khả dụng bất cứ lúc nào và về ngay lập tức. Mỗi ngày bạn được chuyển vào và chuyển ra tổng cộng tối đa 60 lần.`,
    },
    securityTips: {
      title: 'Năm thói quen giúp tài khoản của bạn luôn an toàn',
      summary:
        'Nhân viên sẽ không bao giờ hỏi mật khẩu của bạn. Vài thói quen đơn giản giúp bảo vệ số dư khỏi lừa đảo.',
      body: `Kẻ gian nhắm vào tài khoản giao dịch vì ở đó có tiền thật. Những thói quen dưới đây chặn được hầu hết các chiêu trò của chúng.

1. **Giữ mật khẩu cho riêng mình.** Nhân viên Tempo, kể cả bộ phận chăm sóc khách hàng, không bao giờ hỏi mật khẩu đăng nhập hay mật khẩu giao dịch của bạn.
2. **Dùng hai mật khẩu khác nhau.** Mật khẩu giao dịch bảo vệ lệnh rút tiền; đừng đặt trùng với mật khẩu đăng nhập hay mật khẩu bạn dùng ở nơi khác.
3. **Kiểm tra địa chỉ truy cập.** Chỉ đăng nhập qua địa chỉ chính thức của ứng dụng. Cảnh giác với đường link được gửi qua tin nhắn hay nhóm chat.
4. **Kiểm tra trước khi chuyển tiền.** Chỉ nạp tiền vào tài khoản hiển thị trên trang Nạp tiền và đính kèm mã giao dịch để chúng tôi đối chiếu.
5. **Đăng xuất trên thiết bị dùng chung.** Đăng xuất hoặc xóa bộ nhớ đệm trên điện thoại dùng chung sẽ kết thúc phiên đăng nhập của bạn trên máy đó.

Nếu thấy điều gì bất thường, như một lần đăng nhập lạ hay tin nhắn đòi thông tin cá nhân, hãy liên hệ ngay bộ phận chăm sóc khách hàng.`,
    },
    fairSettlement: {
      title: 'Mỗi lệnh được tất toán thế nào, và bạn kiểm tra ra sao',
      summary:
        'Giá vào lệnh và giá đóng lệnh lấy từ dòng giá trực tiếp, được lưu lại và có thể kiểm chứng. Không ai có thể chọn kết quả.',
      body: `Mọi lệnh đếm ngược đều được tất toán theo cùng một bộ quy tắc công khai.

- **Giá vào lệnh:** mức giá đầu tiên sau khi máy chủ nhận lệnh của bạn, nên không ai có thể lợi dụng một mức giá cũ, dù để có lợi hay gây bất lợi cho bạn.
- **Giá đóng lệnh:** mức giá cuối cùng tại hoặc trước thời điểm đếm ngược kết thúc.
- **Kết quả:** lệnh Mua lên thắng khi giá đóng lệnh cao hơn giá vào lệnh; lệnh Mua xuống thắng khi thấp hơn. Nếu hai giá bằng nhau, lệnh hòa và bạn được hoàn lại toàn bộ số tiền.
- **Tiền thắng:** lệnh thắng được trả lại số tiền đặt lệnh cộng lợi nhuận theo tỷ lệ hiển thị lúc đặt lệnh.

Mọi mức giá chúng tôi công bố đều được lưu trữ kèm chuỗi băm, nên có thể kiểm tra lại bất cứ lúc nào. Chi tiết lệnh hiển thị giá vào, giá đóng và thời điểm của từng mức giá.`,
    },
  },

  highlights: {
    fastSettlement: {
      title: 'Tất toán tức thì',
      text: 'Lệnh được tất toán ngay khi đếm ngược kết thúc, theo giá thị trường đã ghi nhận.',
    },
    fundsSecurity: {
      title: 'Tiền của bạn được bảo vệ',
      text: 'Rút tiền cần mật khẩu giao dịch và danh tính đã xác minh. Mọi thay đổi số dư đều được ghi lại.',
    },
    savingsDaily: {
      title: 'Sinh lời mỗi ngày',
      text: 'Tiền nhàn rỗi trong Tiết kiệm sinh lời hằng ngày, cộng vào lúc 08:00 mỗi sáng.',
    },
    support: {
      title: 'Hỗ trợ khi bạn cần',
      text: 'Bộ phận chăm sóc khách hàng luôn sẵn sàng, chỉ một chạm từ trang chủ hoặc phần cài đặt.',
    },
  },

  pages: {
    about: {
      title: 'Về chúng tôi',
      body: `## Chúng tôi là ai

Tempo là nền tảng giao dịch dành cho những ai muốn theo dõi thị trường ngay trên điện thoại. Chỉ với một ứng dụng, bạn có thể giao dịch biến động giá ngắn hạn của kim loại quý, ngoại hối và tiền mã hóa, gửi Tiết kiệm để sinh lời mỗi ngày, đồng thời quản lý việc nạp và rút tiền.

## Điều chúng tôi theo đuổi

- **Quy tắc rõ ràng.** Cách mở lệnh, tất toán và trả thưởng được công bố và áp dụng như nhau cho mọi người.
- **Giá được ghi lại.** Mọi mức giá chúng tôi công bố đều được lưu trữ và có thể kiểm chứng. Không ai, kể cả nhân viên của chúng tôi, có thể chọn kết quả của một lệnh.
- **Minh bạch từng đồng.** Mọi biến động số dư đều được ghi lại kèm lý do, và bạn xem được tất cả trong Lịch sử dòng tiền.
- **Luôn có người hỗ trợ.** Bộ phận chăm sóc khách hàng sẵn sàng giải đáp thắc mắc về tài khoản, nạp tiền và rút tiền.

## Liên hệ

Chạm vào **Chăm sóc khách hàng** trên trang chủ để liên hệ bộ phận chăm sóc khách hàng.`,
    },

    privacy: {
      title: 'Chính sách quyền riêng tư',
      body: `Chính sách này giải thích Tempo ("chúng tôi") thu thập những thông tin cá nhân nào khi bạn sử dụng ứng dụng và dịch vụ, lý do thu thập, cách chúng tôi bảo vệ thông tin đó và những lựa chọn của bạn. Khi đăng ký hoặc sử dụng Tempo, bạn đồng ý với chính sách này.

## 1. Khôi phục dữ liệu và bảo mật

Thông tin của bạn được giữ kín. Chỉ những nhân viên cần đến để phục vụ bạn, chẳng hạn khi xét duyệt xác minh danh tính hay lệnh rút tiền, mới được xem, và họ có nghĩa vụ bảo mật.

Dữ liệu được sao lưu định kỳ để có thể khôi phục khi xảy ra sự cố kỹ thuật. Bản sao lưu được bảo vệ theo cùng tiêu chuẩn với dữ liệu đang sử dụng, và dữ liệu khôi phục chỉ được dùng cho các mục đích nêu trong chính sách này. Chúng tôi không bán hay cho thuê thông tin cá nhân của bạn.

## 2. Thông tin cá nhân chúng tôi thu thập

**Thông tin thiết bị.** Khi bạn dùng ứng dụng, chúng tôi nhận được thông tin kỹ thuật từ thiết bị và trình duyệt: mẫu máy, hệ điều hành và phiên bản, loại trình duyệt, cài đặt ngôn ngữ, địa chỉ IP, thời gian và loại yêu cầu. Thông tin này giúp dịch vụ hoạt động ổn định, bảo vệ tài khoản của bạn và phát hiện hành vi lạm dụng.

**Thông tin đăng ký.** Khi đăng ký, chúng tôi thu thập số điện thoại, tên đăng nhập (tài khoản), mật khẩu đăng nhập, mật khẩu giao dịch và mã mở tài khoản bạn đã dùng. Mật khẩu chỉ được lưu ở dạng không thể chuyển ngược lại thành mật khẩu gốc. Bạn cũng có thể đặt ảnh đại diện và biệt danh.

**Thông tin xác minh.** Để xác minh danh tính, chúng tôi thu thập họ tên, số giấy tờ tùy thân, quốc tịch và ảnh hai mặt giấy tờ. Những thông tin này chỉ hiển thị với bạn và nhân viên xét duyệt.

**Thông tin tài chính.** Chúng tôi lưu lịch sử nạp tiền, rút tiền, lệnh giao dịch, chuyển Tiết kiệm và tài khoản rút tiền (thẻ ngân hàng hoặc địa chỉ ví), vì mọi biến động tiền của bạn đều phải được ghi nhận.

**Vị trí địa lý.** Khi được bạn cho phép, chúng tôi có thể dùng vị trí gần đúng của bạn (suy ra từ địa chỉ IP, hoặc từ dịch vụ định vị của thiết bị nếu bạn bật) để tuân thủ quy định địa phương, phòng chống gian lận và hiển thị nội dung phù hợp với khu vực. Bạn có thể từ chối hoặc thu hồi quyền truy cập vị trí trong cài đặt thiết bị bất cứ lúc nào.

## 3. Cách chúng tôi quản lý dữ liệu

- Chúng tôi dùng thông tin của bạn để cung cấp và bảo vệ dịch vụ, xử lý giao dịch, xác minh danh tính, trả lời yêu cầu của bạn và thực hiện nghĩa vụ pháp lý.
- Thông tin được lưu trong thời gian tài khoản còn hoạt động, và sau đó trong khoảng thời gian pháp luật hoặc việc giải quyết tranh chấp yêu cầu. Hết thời hạn, thông tin sẽ bị xóa hoặc ẩn danh.
- Chúng tôi chỉ chia sẻ thông tin với các nhà cung cấp dịch vụ giúp vận hành hệ thống (ví dụ xử lý thanh toán hay lưu trữ máy chủ), theo hợp đồng buộc họ bảo vệ thông tin, hoặc khi pháp luật yêu cầu.

## 4. Cách chúng tôi bảo vệ quyền riêng tư của bạn

- Mọi kết nối tới dịch vụ đều được mã hóa.
- Mật khẩu được băm bằng thuật toán tốn bộ nhớ; mã phiên đăng nhập chỉ được lưu dưới dạng băm và có thể thu hồi.
- Ảnh giấy tờ tùy thân được lưu ngoài vùng truy cập công khai và chỉ bạn cùng nhân viên xét duyệt có thẩm quyền mới mở được.
- Quyền truy cập của nhân viên được giới hạn theo vai trò và mọi thao tác quản trị đều được ghi nhật ký.

Không hệ thống nào an toàn tuyệt đối. Nếu phát hiện sự cố rò rỉ ảnh hưởng đến bạn, chúng tôi sẽ thông báo cho bạn và cơ quan chức năng theo quy định của pháp luật.

## 5. Quy định về nội dung do người dùng đăng tải

Khi ứng dụng cho phép bạn đăng nội dung, chẳng hạn biệt danh, ảnh đại diện hay tin nhắn gửi bộ phận chăm sóc khách hàng, bạn không được đăng nội dung:

- trái pháp luật, lừa đảo, bôi nhọ, khiêu dâm hoặc kích động thù ghét;
- xâm phạm quyền của người khác, bao gồm quyền riêng tư và quyền sở hữu trí tuệ;
- chứa thông tin cá nhân của người khác khi chưa được họ đồng ý;
- chứa mã độc, quảng cáo hoặc đường link nhằm đánh lừa người dùng khác.

Bạn chịu trách nhiệm về nội dung mình đăng. Chúng tôi có thể gỡ nội dung vi phạm và tạm khóa tài khoản vi phạm nhiều lần.

## 6. Điều khoản khác

- **Quyền của bạn.** Bạn có thể yêu cầu xem, chỉnh sửa hoặc xóa thông tin cá nhân, trừ những hồ sơ chúng tôi buộc phải lưu theo luật. Vui lòng liên hệ bộ phận chăm sóc khách hàng để gửi yêu cầu.
- **Người chưa thành niên.** Tempo chỉ dành cho người từ đủ 18 tuổi. Chúng tôi không cố ý thu thập thông tin của người dưới 18 tuổi.
- **Thay đổi chính sách.** Chúng tôi có thể cập nhật chính sách này. Với những thay đổi quan trọng, chúng tôi sẽ thông báo trong ứng dụng trước khi áp dụng.
- **Liên hệ.** Mọi thắc mắc về chính sách này, vui lòng gửi qua **Chăm sóc khách hàng** trên trang chủ.`,
    },

    'privacy-statement': {
      title: 'Tuyên bố về quyền riêng tư',
      body: `Tuyên bố này tóm tắt cách Tempo xử lý thông tin cá nhân của bạn. Chi tiết đầy đủ có trong Chính sách quyền riêng tư.

**Chúng tôi thu thập gì.** Thông tin bạn cung cấp khi đăng ký và xác minh danh tính (số điện thoại, tên đăng nhập, mật khẩu, họ tên, số giấy tờ và ảnh giấy tờ), thông tin kỹ thuật của thiết bị, vị trí gần đúng khi được cho phép, và lịch sử giao dịch của bạn.

**Để làm gì.** Để mở và bảo vệ tài khoản, xử lý nạp tiền, lệnh giao dịch và rút tiền, xác minh danh tính, phòng chống gian lận và thực hiện nghĩa vụ pháp lý.

**Ai được xem.** Chỉ bạn và những nhân viên cần thông tin để phục vụ bạn. Chúng tôi không bao giờ bán thông tin của bạn, và chỉ chia sẻ với nhà cung cấp dịch vụ có cam kết bảo mật hoặc khi pháp luật yêu cầu.

**Được bảo vệ thế nào.** Kết nối được mã hóa, mật khẩu được băm, quyền truy cập giới hạn theo vai trò và mọi thao tác quản trị đều được ghi nhật ký.

**Lựa chọn của bạn.** Bạn có thể yêu cầu xem, chỉnh sửa hoặc xóa thông tin của mình, và có thể thu hồi các quyền như truy cập vị trí trong cài đặt thiết bị.

Nếu có thắc mắc, vui lòng liên hệ bộ phận chăm sóc khách hàng.`,
    },

    risk: {
      title: 'Công bố rủi ro',
      body: `Vui lòng đọc kỹ bản công bố này trước khi đặt lệnh. Bản công bố nêu những rủi ro chính khi giao dịch lên/xuống ngắn hạn trên Tempo.

## 1. Bạn có thể mất toàn bộ số tiền đặt lệnh

Mỗi lệnh là một dự đoán rằng giá sẽ cao hơn (Mua lên) hoặc thấp hơn (Mua xuống) khi đếm ngược kết thúc. Nếu dự đoán sai, **bạn mất toàn bộ số tiền của lệnh đó**. Lệnh thắng được trả theo tỷ lệ lợi nhuận hiển thị trước khi xác nhận, và khoản này thấp hơn số tiền bạn có thể mất ở một lệnh thua.

## 2. Đếm ngược ngắn, biến động nhanh

Trong vài giây hay vài phút, giá biến động phần lớn là ngẫu nhiên. Kết quả trước đó, hình dạng biểu đồ hay chuỗi thắng thua đều không dự báo được nhịp giá tiếp theo. Đặt nhiều lệnh liên tiếp không làm giảm rủi ro mà chỉ nhân rủi ro lên.

## 3. Điều kiện thị trường

Giá có thể nhảy vọt khi có tin tức, lúc mở cửa hay đóng cửa thị trường, hoặc khi thanh khoản mỏng. Ngoại hối và kim loại quý chỉ giao dịch trong phiên; ngoài phiên hoặc trong thời gian bảo trì, lệnh sẽ bị từ chối.

## 4. Rủi ro kỹ thuật

Mạng, thiết bị của bạn hoặc hệ thống của chúng tôi có thể bị chậm hay gián đoạn. Lệnh chỉ được đặt khi máy chủ đã nhận; giá vào lệnh là mức giá đầu tiên sau thời điểm đó. Nếu dòng giá bị ngắt trong lúc đếm ngược, lệnh sẽ bị hủy và số tiền được hoàn lại.

## 5. Giao dịch có trách nhiệm

- Chỉ giao dịch bằng số tiền bạn chấp nhận được nếu mất.
- Tự đặt giới hạn và dừng lại khi chạm mức đó.
- Không vay tiền để giao dịch hay cố gỡ lại khoản đã thua.
- Nếu giao dịch không còn là lựa chọn của bạn, hãy liên hệ bộ phận chăm sóc khách hàng để đóng tài khoản.

Khi đặt lệnh, bạn xác nhận đã hiểu và chấp nhận những rủi ro nêu trên.`,
    },
  },
};
