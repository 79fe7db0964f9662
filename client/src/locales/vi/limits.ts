// Vietnamese strings of the limits screen.
import type { LimitsMessages } from '../en/limits';

export const limits: LimitsMessages = {
  intro:
    'Giữ việc giao dịch tiền thật và nạp tiền trong giới hạn do bạn chọn. Giới hạn thấp hơn áp dụng ngay. Giới hạn cao hơn hoặc bỏ giới hạn sẽ áp dụng sau 24 giờ và bạn có thể hủy trước thời điểm đó. Lệnh demo không bị giới hạn.',
  groups: {
    deposit: 'Nạp tiền',
    loss: 'Lỗ ròng',
    stake: 'Tổng tiền đặt lệnh',
    order: 'Lệnh',
  },
  keys: {
    depositDay: 'Nạp mỗi ngày',
    depositWeek: 'Nạp mỗi tuần',
    depositMonth: 'Nạp mỗi tháng',
    lossDay: 'Lỗ ròng mỗi ngày',
    lossWeek: 'Lỗ ròng mỗi tuần',
    lossMonth: 'Lỗ ròng mỗi tháng',
    stakeDay: 'Tiền đặt lệnh mỗi ngày',
    stakeWeek: 'Tiền đặt lệnh mỗi tuần',
    stakeMonth: 'Tiền đặt lệnh mỗi tháng',
    orderStake: 'Số tiền tối đa mỗi lệnh',
    openOrders: 'Số lệnh mở cùng lúc',
  },
  none: 'Không giới hạn',
  edit: 'Thay đổi',
  pending: 'Thành {{value}} vào {{date}}',
  pendingRemoval: 'Bỏ giới hạn vào {{date}}',
  cancelPending: 'Hủy thay đổi',
  pendingCancelled: 'Đã hủy thay đổi',
  savedNow: 'Đã lưu giới hạn. Áp dụng ngay.',
  savedLater: 'Đã lưu. Thay đổi áp dụng vào {{date}}.',
  form: {
    amountLabel: 'Giới hạn mới ({{currency}})',
    countLabel: 'Số lệnh mở tối đa',
    rule: 'Thấp hơn: áp dụng ngay. Cao hơn hoặc bỏ: áp dụng sau 24 giờ.',
    save: 'Lưu',
    remove: 'Bỏ giới hạn',
  },
  realityCheck: {
    settingTitle: 'Nhắc nhở thời gian',
    settingIntro:
      'Trong phiên đăng nhập, nhắc bạn đã giao dịch bao lâu và đã thắng hay thua bao nhiêu với lệnh tiền thật.',
    every: 'Nhắc tôi mỗi',
    off: 'Tắt',
    minutes_one: '{{count}} phút',
    minutes_other: '{{count}} phút',
    title: 'Nhắc nhở thời gian',
    duration: 'Bạn đã đăng nhập {{hours}} giờ {{minutes}} phút.',
    result: 'Kết quả lệnh tiền thật trong phiên này: {{profit}} ({{count}} lệnh đã đóng).',
    continue: 'Tiếp tục',
    logOut: 'Đăng xuất',
  },
  break: {
    title: 'Tạm nghỉ',
    intro:
      'Tạm dừng giao dịch tiền thật và nạp tiền trong một thời gian. Việc tạm nghỉ bắt đầu ngay và đăng xuất bạn trên mọi thiết bị. Không ai có thể kết thúc sớm, kể cả bạn và nhân viên của chúng tôi. Bạn vẫn có thể đăng nhập để rút số dư hoặc chuyển tiền ra khỏi tiết kiệm.',
    timeout: 'Tạm nghỉ ngắn',
    exclusion: 'Tự loại trừ',
    periods: {
      '24h': '24 giờ',
      '7d': '7 ngày',
      '6w': '6 tuần',
      '6m': '6 tháng',
      '1y': '1 năm',
      '5y': '5 năm',
    },
    current: {
      timeout: 'Đang tạm nghỉ đến {{date}}',
      exclusion: 'Đang tự loại trừ đến {{date}}',
    },
    currentNote:
      'Giao dịch tiền thật và nạp tiền vẫn đóng đến lúc đó. Bạn vẫn có thể kéo dài thời gian tạm nghỉ.',
    confirmTitle: 'Tạm nghỉ {{period}}?',
    confirmMessage:
      'Đến {{date}} bạn không thể giao dịch bằng tiền thật hay nạp tiền, và không ai có thể kết thúc sớm. Bạn sẽ được đăng xuất trên mọi thiết bị ngay bây giờ.',
    confirm: 'Bắt đầu tạm nghỉ',
    cancel: 'Để sau',
  },
};
