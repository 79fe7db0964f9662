// Korean strings of the early close: an open order's sale price, "Close now" and its confirmation.
import type { EarlyCloseMessages } from '../en/earlyClose';

export const earlyClose: EarlyCloseMessages = {
  sellPrice: '매도 금액',
  salePnl: '청산 시 손익',
  closeNow: '지금 청산',
  reasons: {
    SELL_WINDOW_CLOSED: '주문 직후와 만기 직전에는 청산할 수 없어요',
    FEED_UNAVAILABLE: '지금은 시세가 없어요',
  },
  confirm: {
    title: '지금 청산할까요?',
    price: '받는 금액',
    pnl: '손익',
    note: '가격은 시세에 따라 움직여요. 확인하는 순간 표시된 가격보다 낮아지면 청산되지 않고 새 가격을 보여 드려요.',
    waiting: '시세를 기다리는 중…',
    moved: '가격이 바뀌었어요. 새 가격을 확인하고 다시 눌러 주세요.',
    submit: '{{price}}에 청산하기',
    closing: '청산 중…',
    keep: '계속 보유하기',
  },
};
