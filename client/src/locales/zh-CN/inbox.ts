// Simplified Chinese strings of the inbox screens.
import type { InboxMessages } from '../en/inbox';

export const inbox: InboxMessages = {
  unreadLabel: '{{count}} 条未读',
  unread: '未读',
  justNow: '刚刚',
  markAllRead: '全部已读',
  empty: '暂无消息',
  reference: {
    deposit: '查看充值详情',
    withdrawal: '查看提现记录',
    verification: '查看实名认证',
    sign_in: '查看登录记录',
    second_factor_reset: '安全设置',
  },
};
