// Các từ của mục kênh nạp tiền bằng tiếng Việt.
import type { Catalogue } from '../../../locales/catalogue';
import type { channels as english } from './en';

export const channels: Catalogue<typeof english> = {
  title: 'Kênh nạp tiền',
  pick: 'Chọn một kênh',
  create: 'Thêm kênh',
  newTitle: 'Kênh nạp tiền mới',
  edit: 'Kênh nạp tiền',
  on: 'Đang bật',
  off: 'Đã tắt',
  names: 'Tên hiển thị',
  namesHint:
    'Bắt buộc có tên tiếng Việt. Khách dùng ngôn ngữ chưa có tên sẽ thấy tên chữ Hán còn lại, nếu không thì tên tiếng Anh, sau cùng là tên tiếng Việt.',
  required: 'bắt buộc',
  payTo: 'Thông tin thanh toán',
  kind: 'Loại',
  kinds: {
    bank: 'Chuyển khoản ngân hàng',
    crypto: 'Tiền mã hóa',
  },
  conversion: 'Tiền tệ chuyển khoản',
  currency: 'Mã tiền tệ (ISO 4217)',
  rate: 'Số đơn vị cho 1 USD',
  conversionHint:
    'Để trống cả hai nếu chuyển khoản bằng USD. Mỗi yêu cầu giữ tỷ giá tại thời điểm tạo; khách chuyển số tiền theo tỷ giá này, làm tròn lên.',
  settings: 'Hạn mức và thứ tự',
  minAmount: 'Tối thiểu (USD)',
  maxAmount: 'Tối đa (USD)',
  sortOrder: 'Thứ tự hiển thị',
  enabled: 'Bật cho khách',
  save: 'Lưu',
  saved: 'Đã lưu kênh',
  created: 'Đã thêm kênh',
};
