// Korean strings of the inbox screens.
import type { InboxMessages } from '../en/inbox';

export const inbox: InboxMessages = {
  unreadLabel: '읽지 않음 {{count}}개',
  unread: '읽지 않음',
  justNow: '방금',
  markAllRead: '모두 읽음',
  empty: '아직 알림이 없어요',
  reference: {
    deposit: '입금 보기',
    withdrawal: '출금 내역 보기',
    verification: '인증 보기',
    sign_in: '로그인 기록 보기',
    second_factor_reset: '보안 설정',
  },
};
