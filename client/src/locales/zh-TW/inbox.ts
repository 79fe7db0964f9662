// Traditional Chinese (Taiwan) strings of the inbox screens.
import type { InboxMessages } from '../en/inbox';

export const inbox: InboxMessages = {
  unreadLabel: '{{count}} 則未讀',
  unread: '未讀',
  justNow: '剛剛',
  markAllRead: '全部標為已讀',
  empty: '尚無訊息',
  reference: {
    deposit: '查看入金',
    withdrawal: '查看出金紀錄',
    verification: '查看身分驗證',
    sign_in: '查看登入紀錄',
    second_factor_reset: '安全性設定',
  },
};
