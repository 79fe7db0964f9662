// Korean words of the inbox messages.
import type { InboxMessages } from '../catalogueTypes';

export const ko: InboxMessages = {
  deposit_confirmed: {
    title: '입금 완료',
    body: '{{amount}} 입금이 잔액에 반영되었어요.',
  },
  deposit_rejected: {
    title: '입금 실패',
    body: '{{amount}} 입금이 승인되지 않았어요. 사유: {{reason}}',
  },
  withdrawal_successful: {
    title: '출금 완료',
    body: '{{amount}} 출금이 승인되어 출금 계좌로 보내졌어요.',
  },
  withdrawal_failed: {
    title: '출금 실패',
    body: '{{amount}} 출금이 승인되지 않아 잔액으로 환불되었어요. 사유: {{reason}}',
  },
  verification_approved: {
    title: '실명 인증 완료',
    body: '실명 인증이 승인되었어요.',
  },
  verification_rejected: {
    title: '실명 인증 반려',
    body: '실명 인증이 승인되지 않았어요. 사유: {{reason}}. 정보를 확인한 뒤 다시 제출해 주세요.',
  },
};
