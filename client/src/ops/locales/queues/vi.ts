// Các hàng đợi xét duyệt bằng tiếng Việt: phần dùng chung, rồi rút tiền, nạp tiền và xác minh danh tính.
import type { Catalogue } from '../../../locales/catalogue';
import type * as english from './en';

export const queue: Catalogue<typeof english.queue> = {
  status: 'Trạng thái',
  user: 'ID người dùng',
  filter: 'Lọc',
  clear: 'Xóa bộ lọc',
  empty: 'Không có gì ở đây',
  loadMore: 'Tải thêm',
  pick: 'Chọn một mục để xét duyệt',
  updated: 'Một nhân viên vận hành khác vừa cập nhật mục này',
  reason: 'Lý do',
  reasonHint: 'Khách hàng sẽ đọc lý do này',
  approve: 'Duyệt',
  reject: 'Từ chối',
  confirmReject: 'Từ chối với lý do này',
  cancel: 'Hủy',
  readOnly: 'Vai trò của bạn được xem hàng đợi này nhưng không được quyết định.',
  decided: 'Đã xử lý',
  decidedBy: '{{name}} xử lý lúc {{time}}',
  created: 'Thời gian yêu cầu',
  amount: 'Số tiền',
  account: 'Khách hàng',
  id: 'Số',
};

export const withdrawals: Catalogue<typeof english.withdrawals> = {
  title: 'Rút tiền',
  status: {
    under_review: 'Đang xét duyệt',
    successful: 'Đã chi trả',
    failed: 'Đã từ chối',
  },
  fee: 'Phí',
  payTo: 'Chi trả tới',
  approvals: 'Phê duyệt',
  approvalsOf: '{{done}}/{{required}}',
  makerChecker: 'Số tiền này cần hai nhân viên vận hành khác nhau phê duyệt.',
  firstApproval: 'Phê duyệt lần một bởi {{name}}',
  waitingForChecker: 'Đang chờ nhân viên thứ hai phê duyệt.',
  youApprovedFirst: 'Bạn đã phê duyệt lần một: cần một nhân viên khác phê duyệt lần hai.',
  approveSecond: 'Duyệt và chi trả',
  bank: {
    bankName: 'Ngân hàng',
    branchName: 'Chi nhánh',
    branchNumber: 'Mã chi nhánh',
    accountNumber: 'Số tài khoản',
    holderName: 'Chủ tài khoản',
    nationality: 'Quốc tịch',
    openingAddress: 'Địa chỉ mở tài khoản',
  },
  coin: {
    coin: 'Đồng tiền',
    network: 'Mạng',
    address: 'Địa chỉ ví',
  },
};

export const deposits: Catalogue<typeof english.deposits> = {
  title: 'Nạp tiền',
  status: {
    pending: 'Đang chờ',
    confirmed: 'Đã xác nhận',
    rejected: 'Đã từ chối',
  },
  channel: 'Kênh nạp',
  txHash: 'Mã giao dịch',
  proof: 'Chứng từ thanh toán',
  noProof: 'Chưa đính kèm chứng từ',
  confirm: 'Xác nhận và cộng tiền',
  reference: 'Mã nội dung chuyển khoản',
  referenceFilter: 'Mã tham chiếu',
  referenceAnyStatus: 'Tìm theo mã tham chiếu sẽ ra khoản nạp ở mọi trạng thái.',
  transfer: 'Số tiền chuyển',
  transferAt: '{{amount}} theo tỷ giá {{rate}}',
  rate: '{{base}} = {{quote}}',
};

export const verifications: Catalogue<typeof english.verifications> = {
  title: 'Xác minh danh tính',
  status: {
    pending: 'Đang chờ',
    approved: 'Đã duyệt',
    rejected: 'Đã từ chối',
  },
  name: 'Họ tên',
  idNumber: 'Số giấy tờ',
  nationality: 'Quốc tịch',
  front: 'Mặt trước',
  back: 'Mặt sau',
  zoom: 'Phóng to',
  zoomIn: 'Phóng to',
  zoomOut: 'Thu nhỏ',
  close: 'Đóng',
};
