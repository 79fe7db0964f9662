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
  new_device_sign_in: {
    title: '새 기기에서 로그인',
    body: '{{time}}에 {{device}}({{ip}})에서 계정에 로그인했습니다. 본인이 아니라면 지금 바로 로그인 비밀번호를 변경하고 다른 기기에서 모두 로그아웃하세요.',
  },
  second_factor_reset: {
    title: '2단계 인증이 초기화되었어요',
    body: '요청하신 대로 지원팀이 인증 앱을 끄고 패스키와 복구 코드를 삭제했으며, 모든 기기에서 로그아웃했어요. 비밀번호로 로그인한 뒤 2단계 인증을 다시 켜 주세요.',
  },
};
