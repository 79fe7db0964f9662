// Simplified Chinese strings of the early close: an open order's sale price, "Close now" and its confirmation.
import type { EarlyCloseMessages } from '../en/earlyClose';

export const earlyClose: EarlyCloseMessages = {
  sellPrice: '卖出价',
  salePnl: '平仓盈亏',
  closeNow: '立即平仓',
  reasons: {
    SELL_WINDOW_CLOSED: '开仓初期和临近到期时不可平仓',
    FEED_UNAVAILABLE: '暂无实时价格',
  },
  confirm: {
    title: '确认立即平仓？',
    price: '到账金额',
    pnl: '盈亏',
    note: '价格随行情变动。若确认时价格低于所显示的价格，将不会平仓，并为您显示最新价格。',
    waiting: '正在获取价格…',
    moved: '价格已变动，请查看最新价格后再次确认。',
    submit: '以 {{price}} 平仓',
    closing: '平仓中…',
    keep: '继续持仓',
  },
};
