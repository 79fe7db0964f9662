// Bảng điều khiển vận hành bằng tiếng Việt.
import { accounts } from './accounts/vi';
import { audit } from './audit/vi';
import { channels } from './channels/vi';
import { calendars } from './calendars/vi';
import { content } from './content/vi';
import { exposure } from './exposure/vi';
import { health } from './health/vi';
import { products } from './products/vi';
import { deposits, queue, verifications, withdrawals } from './queues/vi';
import { users } from './users/vi';
import type { Catalogue } from '../../locales/catalogue';
import type { ops as english } from './en';

export const ops: Catalogue<typeof english> = {
  title: 'Tempo Vận hành',
  language: 'Ngôn ngữ',
  role: {
    superadmin: 'Quản trị cấp cao',
    ops: 'Vận hành',
    support: 'Hỗ trợ',
  },
  nav: {
    label: 'Mục',
    withdrawals: 'Rút tiền',
    deposits: 'Nạp tiền',
    channels: 'Kênh nạp tiền',
    verifications: 'Xác minh danh tính',
    users: 'Khách hàng',
    products: 'Sản phẩm',
    content: 'Nội dung',
    calendars: 'Lịch',
    exposure: 'Mức rủi ro',
    health: 'Tình trạng',
    audit: 'Nhật ký thao tác',
    accounts: 'Tài khoản vận hành',
    logout: 'Đăng xuất',
    waiting: '{{count}} đang chờ',
  },
  login: {
    title: 'Bảng điều khiển vận hành',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    failed: 'Đăng nhập thất bại',
  },
  live: {
    connected: 'Trực tiếp',
    disconnected: 'Đang kết nối lại…',
  },
  queue,
  withdrawals,
  deposits,
  verifications,
  users,
  exposure,
  health,
  products,
  content,
  calendars,
  accounts,
  audit,
  channels,
};
