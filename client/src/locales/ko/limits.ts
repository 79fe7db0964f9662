// Korean strings of the limits screen.
import type { LimitsMessages } from '../en/limits';

export const limits: LimitsMessages = {
  intro:
    '실거래와 입금을 직접 정한 한도 안에서 관리하세요. 한도를 낮추면 바로 적용돼요. 한도를 높이거나 없애면 24시간 뒤에 적용되고, 그 전에는 취소할 수 있어요. 모의 주문에는 한도가 없어요.',
  groups: {
    deposit: '입금',
    loss: '순손실',
    stake: '총 주문 금액',
    order: '주문',
  },
  keys: {
    depositDay: '하루 입금',
    depositWeek: '주간 입금',
    depositMonth: '월간 입금',
    lossDay: '하루 순손실',
    lossWeek: '주간 순손실',
    lossMonth: '월간 순손실',
    stakeDay: '하루 주문 금액',
    stakeWeek: '주간 주문 금액',
    stakeMonth: '월간 주문 금액',
    orderStake: '주문 1건 최대 금액',
    openOrders: '동시 보유 주문 수',
  },
  none: '한도 없음',
  edit: '변경',
  pending: '{{date}}에 {{value}}(으)로 변경',
  pendingRemoval: '{{date}}에 해제',
  cancelPending: '변경 취소',
  pendingCancelled: '변경을 취소했어요',
  savedNow: '한도를 저장했어요. 바로 적용돼요.',
  savedLater: '저장했어요. 변경은 {{date}}에 적용돼요.',
  form: {
    amountLabel: '새 한도 ({{currency}})',
    countLabel: '최대 보유 주문 수',
    rule: '낮추면 바로 적용, 높이거나 없애면 24시간 뒤 적용돼요.',
    save: '저장',
    remove: '한도 없애기',
  },
  realityCheck: {
    settingTitle: '이용 시간 알림',
    settingIntro: '로그인 중에 이용 시간과 실거래 주문의 손익을 알려 드려요.',
    every: '알림 간격',
    off: '끄기',
    minutes_one: '{{count}}분',
    minutes_other: '{{count}}분',
    title: '이용 시간 알림',
    duration: '로그인한 지 {{hours}}시간 {{minutes}}분이 지났어요.',
    result: '이번 세션의 실거래 손익: {{profit}} (정산 {{count}}건)',
    continue: '계속하기',
    logOut: '로그아웃',
  },
  break: {
    title: '휴식하기',
    intro:
      '실거래와 입금을 한동안 멈춰요. 휴식은 바로 시작되고 모든 기기에서 로그아웃돼요. 본인도 저희 직원도 중간에 끝낼 수 없어요. 다시 로그인해서 잔액을 출금하거나 저축에서 돈을 뺄 수는 있어요.',
    timeout: '잠시 멈춤',
    exclusion: '자기 제한',
    periods: {
      '24h': '24시간',
      '7d': '7일',
      '6w': '6주',
      '6m': '6개월',
      '1y': '1년',
      '5y': '5년',
    },
    current: {
      timeout: '{{date}}까지 잠시 멈춤 중',
      exclusion: '{{date}}까지 자기 제한 중',
    },
    currentNote: '그때까지 실거래와 입금은 닫혀 있어요. 휴식 기간은 더 늘릴 수 있어요.',
    confirmTitle: '{{period}} 동안 휴식할까요?',
    confirmMessage:
      '{{date}}까지 실거래와 입금을 할 수 없고, 누구도 중간에 끝낼 수 없어요. 지금 모든 기기에서 로그아웃돼요.',
    confirm: '휴식 시작',
    cancel: '다음에',
  },
};
