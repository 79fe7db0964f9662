// Japanese strings of the early close: an open order's sale price, "Close now" and its confirmation.
import type { EarlyCloseMessages } from '../en/earlyClose';

export const earlyClose: EarlyCloseMessages = {
  sellPrice: '売却額',
  salePnl: '決済時の損益',
  closeNow: '今すぐ決済',
  reasons: {
    SELL_WINDOW_CLOSED: '約定直後と満期直前は決済できません',
    FEED_UNAVAILABLE: '現在、価格を取得できません',
  },
  confirm: {
    title: '今すぐ決済しますか？',
    price: '受取額',
    pnl: '損益',
    note: '価格は相場に合わせて変動します。確定した時点で表示中の価格を下回った場合は決済されず、新しい価格が表示されます。',
    waiting: '価格を取得中…',
    moved: '価格が変わりました。新しい価格を確認して、もう一度確定してください。',
    submit: '{{price}}で決済',
    closing: '決済中…',
    keep: '保有を続ける',
  },
};
