// Traditional Chinese strings of the early close: an open order's sale price, "Close now" and its confirmation.
import type { EarlyCloseMessages } from '../en/earlyClose';

export const earlyClose: EarlyCloseMessages = {
  sellPrice: '賣出價',
  salePnl: '平倉損益',
  closeNow: '立即平倉',
  reasons: {
    SELL_WINDOW_CLOSED: '開倉初期與臨近到期時無法平倉',
    FEED_UNAVAILABLE: '暫無即時價格',
  },
  confirm: {
    title: '確定立即平倉？',
    price: '入帳金額',
    pnl: '損益',
    note: '價格隨行情變動。若確認時價格低於顯示的價格，將不會平倉，並顯示最新價格。',
    waiting: '正在取得價格…',
    moved: '價格已變動，請查看最新價格後再次確認。',
    submit: '以 {{price}} 平倉',
    closing: '平倉中…',
    keep: '繼續持倉',
  },
};
