// Mục lịch bằng tiếng Việt: ngày nghỉ thị trường, lịch tiết kiệm, lãi suất và chốt ngày.
import type { Catalogue } from '../../../locales/catalogue';
import type { calendars as english } from './en';

export const calendars: Catalogue<typeof english> = {
  title: 'Lịch',
  day: 'Ngày',
  name: 'Tên',
  date: 'Ngày',
  add: 'Thêm ngày nghỉ',
  remove: 'Xóa',
  reloadFailed: 'Không làm mới được: thông tin đang hiển thị có thể đã cũ.',
  market: {
    title: 'Ngày nghỉ thị trường',
    explain: 'Vào ngày nghỉ, mọi sản phẩm theo giờ của lịch này đóng cửa trọn ngày theo giờ địa phương.',
    calendar: 'Lịch',
    calendars: {
      fx: 'Ngoại hối',
      metals: 'Kim loại quý',
    },
    empty: 'Lịch này chưa có ngày nghỉ nào',
    added: 'Đã thêm {{name}} vào lịch {{calendar}}',
    confirmTitle: 'Xóa ngày nghỉ thị trường',
    confirm:
      'Xóa {{name}} ({{day}}) khỏi lịch {{calendar}}? Các sản phẩm theo lịch này sẽ mở cửa bình thường vào ngày đó.',
    removed: 'Đã xóa {{name}} khỏi lịch {{calendar}}',
  },
  savings: {
    title: 'Lịch tiết kiệm',
    explain:
      'Thứ Bảy và Chủ nhật không bao giờ là ngày giao dịch. Vào ngày nghỉ đã liệt kê, tiền chuyển vào tiết kiệm không được xác nhận: các khoản đang chờ chuyển sang ngày giao dịch kế tiếp.',
    empty: 'Chưa liệt kê ngày nghỉ tiết kiệm nào',
    settled: 'Ngày trước hôm nay hoặc ngày đã chốt thì không thể thay đổi.',
    added: 'Đã thêm {{name}} vào lịch tiết kiệm',
    confirmTitle: 'Xóa ngày nghỉ tiết kiệm',
    confirm:
      'Xóa {{name}} ({{day}}) khỏi lịch tiết kiệm? Ngày đó trở lại là ngày giao dịch và các khoản đang chờ sẽ được chuyển về ngày đó.',
    removed: 'Đã xóa {{name}} khỏi lịch tiết kiệm',
  },
  rate: {
    title: 'Lãi suất tiết kiệm',
    explain:
      'Lãi suất theo ngày trên phần đã xác nhận; lãi suất năm bằng 365 lần lãi suất ngày (lãi đơn, không cộng dồn).',
    from: 'Từ ngày',
    daily: 'Theo ngày',
    annual: 'Theo năm',
    ppb: 'Phần tỷ mỗi ngày',
    now: 'Áp dụng hôm nay',
    empty: 'Chưa đặt lãi suất',
    percent: '{{value}} %',
    newRate: 'Lãi suất mới (% mỗi ngày)',
    newRateHint: 'Từ 0 đến {{max}} % mỗi ngày, tối đa 7 chữ số thập phân',
    willBe: '{{daily}} % mỗi ngày = {{annual}} % mỗi năm ({{ppb}} phần tỷ mỗi ngày)',
    invalid: 'Nhập tỷ lệ phần trăm từ 0 đến {{max}}, tối đa 7 chữ số thập phân',
    effectiveFrom: 'Áp dụng từ ngày',
    effectiveHint: 'Hôm nay hoặc một ngày sau đó: ngày đã trả lãi không bao giờ thay đổi',
    submit: 'Đặt lãi suất',
    confirmTitle: 'Đặt lãi suất tiết kiệm',
    confirm:
      'Trả {{daily}} % mỗi ngày ({{annual}} % mỗi năm) trên số tiền tiết kiệm đã xác nhận, kể từ ngày {{day}}?',
    confirmOk: 'Đặt lãi suất',
    done: 'Đã đặt lãi suất {{daily}} % mỗi ngày từ ngày {{day}}',
  },
  roll: {
    title: 'Chốt ngày',
    explain:
      'Việc chốt ngày tự chạy vào giờ chốt hằng ngày: xác nhận các khoản đang chờ và cộng tiền lãi của ngày hôm trước. Chỉ chạy thủ công khi bị sót một ngày; ngày đã chốt sẽ không bị trả lãi hai lần.',
    day: 'Ngày cần chốt',
    submit: 'Chạy chốt ngày',
    confirmTitle: 'Chạy chốt ngày',
    confirm: 'Chạy chốt tiết kiệm cho ngày {{day}} ngay bây giờ, cùng mọi ngày bị sót trước đó?',
    confirmOk: 'Chạy',
    done: 'Đã chốt {{days}}: xác nhận {{lots}} khoản, cộng {{earnings}} tiền lãi',
    nothing: 'Không có gì để chạy: ngày {{day}} đã được chốt',
  },
};
