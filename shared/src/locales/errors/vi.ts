// Vietnamese messages of the error kinds.
import type { ErrorMessages } from '../catalogueTypes';

export const vi: ErrorMessages = {
  NOT_LOGGED_IN: 'Vui lòng đăng nhập trước',
  VALIDATION_FAILED: 'Một số giá trị không hợp lệ',
  EMPTY_VALUE: 'Có giá trị còn trống',
  PASSWORDS_MISMATCH: 'Mật khẩu không khớp',
  TRANSACTION_PASSWORDS_MISMATCH: 'Mật khẩu giao dịch không khớp',
  INVALID_ACCOUNT: 'Tài khoản phải gồm 6 đến 12 chữ cái, chữ số hoặc dấu gạch dưới',
  INVALID_PHONE: 'Vui lòng nhập số điện thoại hợp lệ kèm mã quốc gia',
  INVALID_PASSWORD: 'Mật khẩu phải có từ 6 đến 32 ký tự',
  UNKNOWN_OPENING_CODE: 'Mã mở tài khoản không hợp lệ',
  ACCOUNT_TAKEN: 'Tài khoản này đã được đăng ký',
  WRONG_CREDENTIALS: 'Sai tài khoản hoặc mật khẩu',
  TOO_MANY_ATTEMPTS: 'Bạn đã thử sai quá nhiều lần, vui lòng thử lại sau',
  WRONG_OLD_PASSWORD: 'Mật khẩu cũ không đúng, bạn còn {{remaining}} lần thử',
  SAME_PASSWORD: 'Mật khẩu mới phải khác mật khẩu cũ',
  WRONG_TRANSACTION_PASSWORD: 'Mật khẩu giao dịch không đúng, bạn còn {{remaining}} lần thử',
  MALFORMED_JSON: 'Không đọc được yêu cầu',
  PAYLOAD_TOO_LARGE: 'Yêu cầu quá lớn',
  NOT_FOUND: 'Không tìm thấy',
  FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này',
  INSUFFICIENT_BALANCE: 'Số dư không đủ',
  IDEMPOTENCY_KEY_REQUIRED: 'Yêu cầu cần có khóa chống trùng lặp',
  IDEMPOTENCY_KEY_REUSED: 'Khóa yêu cầu này đã được dùng cho một yêu cầu khác',
  ACCOUNT_DISABLED: 'Tài khoản đã bị khóa, vui lòng liên hệ chăm sóc khách hàng',
  RATE_LIMITED: 'Quá nhiều yêu cầu, vui lòng chậm lại',
  INVALID_CHARACTERS: 'Nội dung chứa ký tự không được phép',
  INVALID_DATE: 'Ngày này không tồn tại',
  UNKNOWN_SYMBOL: 'Sản phẩm không tồn tại',
  BAD_INTERVAL: 'Khung thời gian biểu đồ không hợp lệ',
  LIMIT_TOO_LARGE: 'Mỗi lần chỉ lấy từ 1 đến 1000 nến',
  PRODUCT_EXISTS: 'Sản phẩm với mã này đã tồn tại',
  TICK_RANGE_TOO_LONG: 'Mỗi lần chỉ lấy được dữ liệu giá của tối đa một giờ',
  MARKET_CLOSED: 'Thị trường đã đóng cửa',
  UNDER_MAINTENANCE: 'Sản phẩm đang bảo trì',
  UNKNOWN_DURATION: 'Sản phẩm này không có thời hạn đếm ngược đã chọn',
  AMOUNT_OUT_OF_RANGE: 'Số tiền nằm ngoài phạm vi cho phép',
  TOO_MANY_OPEN_ORDERS: 'Bạn có quá nhiều lệnh đang mở',
  FEED_UNAVAILABLE: 'Hiện không có giá, vui lòng thử lại',
  PRODUCT_IN_SANDBOX: 'Sản phẩm này đang phát lại dữ liệu giá: chỉ nhận lệnh bằng tài khoản demo',
  PRODUCT_NOT_IN_SANDBOX:
    'Hãy đưa sản phẩm vào chế độ thử nghiệm (sandbox) trước: chỉ ở đó mới được phát lại hoặc đẩy giá',
  REAL_ORDERS_OPEN:
    'Sản phẩm này còn lệnh bằng số dư thật đang mở; chỉ vào được chế độ thử nghiệm khi các lệnh đó đã tất toán',
  SANDBOX_ORDERS_OPEN:
    'Sản phẩm này còn lệnh demo đang mở; chỉ rời được chế độ thử nghiệm khi các lệnh đó đã tất toán',
  SANDBOX_FEED_ACTIVE:
    'Sản phẩm vẫn đang nhận giá phát lại; hãy giải phóng và chuyển về nguồn giá thực trước',
  FEED_CHANGE_WITH_ORDERS_OPEN:
    'Sản phẩm này còn lệnh bằng số dư thật đang mở; chỉ đổi được nguồn giá khi các lệnh đó đã tất toán',
  FEED_URL_NOT_ALLOWED: 'Luồng dữ liệu sàn này chưa được nền tảng cho phép; hãy đề nghị thêm vào cấu hình',
  PRICE_SETTINGS_WITH_ORDERS_OPEN:
    'Sản phẩm này còn lệnh bằng số dư thật đang mở; chỉ đổi được thiết lập giá khi các lệnh đó đã tất toán',
  SANDBOX_SOURCE_NOT_ALLOWED:
    'Nguồn giá hiện tại của sản phẩm không được dùng cho số dư thật; hãy chuyển về bộ mô phỏng hoặc một luồng dữ liệu sàn được phép trước khi rời chế độ thử nghiệm',
  SANDBOX_FEED_SWITCHING: 'Sản phẩm vẫn đang chuyển về nguồn giá thực; vui lòng thử lại sau vài giây',
  UNSUPPORTED_FILE_TYPE: 'Vui lòng tải lên ảnh định dạng JPEG, PNG hoặc WebP',
  FILE_TOO_LARGE: 'Ảnh quá lớn, dung lượng tối đa là 5 MB',
  EMPTY_FILE: 'Ảnh trống, vui lòng chọn ảnh khác',
  PHOTO_REQUIRED: 'Vui lòng tải lên cả mặt trước và mặt sau giấy tờ tùy thân',
  INVALID_NAME: 'Vui lòng nhập họ tên đúng như trên giấy tờ tùy thân',
  INVALID_ID_NUMBER: 'Vui lòng nhập số giấy tờ tùy thân hợp lệ',
  VERIFICATION_PENDING: 'Hồ sơ đã được gửi, vui lòng chờ xét duyệt',
  ALREADY_VERIFIED: 'Bạn đã hoàn tất xác minh danh tính',
  VERIFICATION_ALREADY_REVIEWED: 'Hồ sơ xác minh này đã được xét duyệt',
  DEPOSIT_CHANNEL_UNAVAILABLE: 'Phương thức nạp tiền này hiện không khả dụng, vui lòng chọn phương thức khác',
  DEPOSIT_ALREADY_REVIEWED: 'Yêu cầu nạp tiền này đã được xét duyệt',
  PROOF_REQUIRED: 'Vui lòng chọn ảnh chứng từ chuyển khoản',
  WITHDRAWAL_ACCOUNT_LOCKED:
    'Tài khoản rút tiền đã được liên kết và không thể tự thay đổi. Vui lòng liên hệ chăm sóc khách hàng để thay đổi',
  WITHDRAWAL_ACCOUNT_MISSING: 'Vui lòng liên kết tài khoản rút tiền trước',
  INVALID_WALLET_ADDRESS: 'Địa chỉ này không hợp lệ trên mạng đã chọn, vui lòng kiểm tra và nhập lại',
  VERIFICATION_REQUIRED: 'Vui lòng hoàn tất xác minh danh tính trước khi rút tiền',
  WITHDRAWAL_CLOSED: 'Hiện không thể rút tiền, vui lòng thử lại trong khung giờ rút tiền',
  WITHDRAWAL_DAILY_LIMIT: 'Bạn đã hết số lần rút tiền trong hôm nay',
  WITHDRAWAL_NOT_UNDER_REVIEW: 'Yêu cầu rút tiền này đã được xử lý',
  SAME_APPROVER: 'Lần duyệt thứ hai phải do một nhân viên vận hành khác thực hiện',
  APPROVERS_LINKED:
    'Lần duyệt thứ hai phải do một nhân viên vận hành độc lập thực hiện: trong 30 ngày qua, hai tài khoản không được tạo, kích hoạt lại hay đặt lại mật khẩu hoặc vai trò cho nhau',
  SAVINGS_AMOUNT_TOO_SMALL: 'Số tiền thấp hơn mức tối thiểu của một lần chuyển tiết kiệm',
  SAVINGS_DAILY_LIMIT: 'Bạn đã dùng hết số lần chuyển tiết kiệm hôm nay',
  SAVINGS_NOT_TRANSFERABLE: 'Chỉ có thể chuyển ra phần đã xác nhận; phần đang chờ xác nhận chưa thể chuyển',
  SAVINGS_DAY_ROLLED: 'Lợi nhuận tiết kiệm của ngày này đã được chốt, không thể thay đổi',
  SAVINGS_ROLL_NOT_DUE:
    'Chưa thể chốt lợi nhuận tiết kiệm của ngày này: chỉ chạy được từ 08:00 (giờ hệ thống) của chính ngày đó',
  INVALID_USERNAME:
    'Tên đăng nhập phải gồm 3 đến 32 chữ cái, chữ số, dấu chấm, dấu gạch ngang hoặc dấu gạch dưới, bắt đầu bằng chữ cái',
  OPS_ACCOUNT_EXISTS: 'Đã có tài khoản vận hành với tên đăng nhập này',
  OPS_ACCOUNT_SELF:
    'Bạn không thể tự thay đổi tài khoản vận hành của mình tại đây. Vui lòng nhờ một quản trị viên cấp cao khác',
  LAST_SUPERADMIN:
    'Đây là quản trị viên cấp cao cuối cùng đang hoạt động, không thể vô hiệu hóa hoặc đổi vai trò',
  INVALID_RECORDING:
    'Tệp này không phải bản ghi giá có thể phát lại: cần CSV hoặc NDJSON gồm tick hoặc nến 1 phút',
  RECORDING_TOO_LARGE: 'Tệp ghi giá quá lớn, tối đa 20 MB',
  LIMIT_DEPOSIT_DAY:
    'Khoản nạp này sẽ vượt giới hạn nạp tiền mỗi ngày của bạn là {{limit}}. Giới hạn được đặt lại vào {{resetsAt}}.',
  LIMIT_DEPOSIT_WEEK:
    'Khoản nạp này sẽ vượt giới hạn nạp tiền mỗi tuần của bạn là {{limit}}. Giới hạn được đặt lại vào {{resetsAt}}.',
  LIMIT_DEPOSIT_MONTH:
    'Khoản nạp này sẽ vượt giới hạn nạp tiền mỗi tháng của bạn là {{limit}}. Giới hạn được đặt lại vào {{resetsAt}}.',
  LIMIT_LOSS_DAY:
    'Nếu lệnh này thua, khoản lỗ của bạn có thể vượt giới hạn lỗ mỗi ngày là {{limit}}. Giới hạn được đặt lại vào {{resetsAt}}.',
  LIMIT_LOSS_WEEK:
    'Nếu lệnh này thua, khoản lỗ của bạn có thể vượt giới hạn lỗ mỗi tuần là {{limit}}. Giới hạn được đặt lại vào {{resetsAt}}.',
  LIMIT_LOSS_MONTH:
    'Nếu lệnh này thua, khoản lỗ của bạn có thể vượt giới hạn lỗ mỗi tháng là {{limit}}. Giới hạn được đặt lại vào {{resetsAt}}.',
  LIMIT_STAKE_DAY:
    'Lệnh này sẽ vượt giới hạn tổng tiền đặt lệnh mỗi ngày của bạn là {{limit}}. Giới hạn được đặt lại vào {{resetsAt}}.',
  LIMIT_STAKE_WEEK:
    'Lệnh này sẽ vượt giới hạn tổng tiền đặt lệnh mỗi tuần của bạn là {{limit}}. Giới hạn được đặt lại vào {{resetsAt}}.',
  LIMIT_STAKE_MONTH:
    'Lệnh này sẽ vượt giới hạn tổng tiền đặt lệnh mỗi tháng của bạn là {{limit}}. Giới hạn được đặt lại vào {{resetsAt}}.',
  LIMIT_ORDER_STAKE: 'Giới hạn số tiền cho mỗi lệnh của bạn là {{limit}}.',
  LIMIT_OPEN_ORDERS: 'Bạn đã đạt giới hạn {{limit}} lệnh đang mở.',
  TAKING_A_BREAK: 'Bạn đang tạm nghỉ giao dịch tiền thật và nạp tiền đến {{until}}.',
  BREAK_TOO_SHORT:
    'Thời gian tạm nghỉ chỉ có thể kéo dài thêm, không thể rút ngắn, và tự loại trừ kéo dài ít nhất sáu tháng.',
  SECOND_FACTOR_REQUIRED: 'Vui lòng xác minh danh tính bằng lớp bảo mật thứ hai trước.',
  PASSWORD_CONFIRMATION_REQUIRED: 'Vui lòng xác minh danh tính bằng mật khẩu đăng nhập trước.',
  WRONG_SECOND_FACTOR: 'Mã không đúng. Số lần thử còn lại: {{remaining}}',
  LOGIN_TICKET_EXPIRED: 'Phiên đăng nhập đã quá thời gian. Vui lòng đăng nhập lại.',
  PASSKEY_REJECTED: 'Không xác minh được khóa truy cập này. Vui lòng thử lại.',
  TOTP_ALREADY_ON: 'Ứng dụng xác thực đã được bật.',
  TOTP_NOT_ENROLLING: 'Vui lòng bắt đầu thêm ứng dụng xác thực lại từ đầu.',
  NO_SECOND_FACTOR: 'Tài khoản này chưa bật lớp bảo mật thứ hai.',
  WRONG_PASSWORD: 'Mật khẩu không đúng. Số lần thử còn lại: {{remaining}}',
  EARLY_CLOSE_OFF: 'Lệnh này không được đóng sớm.',
  SELL_WINDOW_CLOSED: 'Lúc này chưa thể đóng sớm lệnh này: quá sớm sau khi mở lệnh hoặc quá gần lúc đáo hạn.',
  ORDER_NOT_OPEN: 'Lệnh này đã đóng.',
  PRICE_MOVED: 'Giá đã thay đổi: lệnh này hiện bán được {{price}}. Vui lòng xem lại rồi thử lại.',
  CLIENT_TOO_OLD: 'Đã có phiên bản Tempo mới. Vui lòng tải lại trang',
  SERVICE_UNAVAILABLE: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại',
  INTERNAL: 'Đã xảy ra lỗi, vui lòng thử lại',
};
