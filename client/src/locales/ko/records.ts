// Korean strings of the records screens.
import type { RecordsMessages } from '../en/records';

export const records: RecordsMessages = {
  filter: '내역 유형',
  filters: {
    all: '전체',
    deposit: '입금',
    withdrawal: '출금',
    order: '거래',
    adjustment: '조정',
    savings: '저축',
  },
  kinds: {
    deposit: '입금',
    withdrawal_freeze: '출금 신청',
    withdrawal_payout: '출금 완료',
    withdrawal_refund: '출금 환불',
    order_stake: '거래 매수',
    order_payout: '거래 정산',
    order_refund: '거래 환불',
    adjustment: '잔액 조정',
    savings_in: '저축 넣기',
    savings_out: '저축 빼기',
    savings_earnings: '저축 수익',
    other: '잔액 변동',
  },
  buckets: {
    available: '사용 가능',
    frozen: '동결',
    savings: '저축',
    other: '잔액',
  },
  balanceAfter: '잔액 {{amount}}',
  empty: '아직 자금 내역이 없어요',
  emptyFiltered: '이 유형의 내역이 없어요',
  depositNow: '입금하기',
};
