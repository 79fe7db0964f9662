// Korean strings of the security screen.
import type { SessionsMessages } from '../en/sessions';

export const sessions: SessionsMessages = {
  intro:
    '계정에 로그인되어 있는 기기와 최근 {{days}}일 동안의 모든 로그인 기록이에요. 본인이 아닌 기록이 있다면 해당 기기를 로그아웃하고 로그인 비밀번호를 변경하세요.',
  unknownDevice: '알 수 없는 기기',
  address: 'IP 주소 {{ip}}',
  devices: {
    title: '로그인된 기기',
    thisDevice: '이 기기',
    since: '{{time}}에 로그인',
    logOut: '로그아웃',
    logOutLabel: '{{device}} 로그아웃',
    noOthers: '로그인된 다른 기기가 없어요.',
    endOthers: '다른 기기 모두 로그아웃',
    confirmTitle: '다른 기기를 모두 로그아웃할까요?',
    confirmMessage: '이 기기를 제외한 모든 기기가 즉시 로그아웃되며, 다시 로그인하려면 비밀번호가 필요해요.',
    confirm: '로그아웃',
    cancel: '취소',
    ended: '기기를 로그아웃했어요',
    endedOthers: '로그아웃한 기기: {{count}}대',
    loadFailed: '기기 목록을 불러오지 못했어요',
  },
  history: {
    title: '로그인 기록',
    period: '최근 {{days}}일, 최신순',
    succeeded: '성공',
    failed: '실패',
    methods: {
      password: '비밀번호',
      passkey: '패스키',
    },
    withSecondFactor: '{{method}} + {{factor}}',
    secondFactors: {
      totp: '인증 앱',
      passkey: '패스키',
      'recovery-code': '복구 코드',
    },
    empty: '최근 {{days}}일 동안 로그인 기록이 없어요',
    loadFailed: '로그인 기록을 불러오지 못했어요',
  },
};
