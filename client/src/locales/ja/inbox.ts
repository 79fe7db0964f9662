// Japanese strings of the inbox screens.
import type { InboxMessages } from '../en/inbox';

export const inbox: InboxMessages = {
  unreadLabel: '未読 {{count}}件',
  unread: '未読',
  justNow: 'たった今',
  markAllRead: 'すべて既読にする',
  empty: 'お知らせはまだありません',
  reference: {
    deposit: '入金を見る',
    withdrawal: '出金履歴を見る',
    verification: '本人確認を見る',
    sign_in: 'ログイン履歴を見る',
    second_factor_reset: 'セキュリティ設定',
  },
};
