// English strings of the early close (orders/SPEC.md E5): an open order's sale price on its card,
// "Close now" and its confirmation; the reference catalogue of the `earlyClose` namespace.
import type { Catalogue } from '../catalogue';

export const earlyClose = {
  /** The card's figure: what the order sells for now. */
  sellPrice: 'Sell price',
  /** The card's figure: the sell price less the amount, signed. */
  salePnl: 'P/L if closed',
  closeNow: 'Close now',
  /** Why "Close now" is off this moment, in a few words under it. */
  reasons: {
    SELL_WINDOW_CLOSED: 'Not available near the start or end',
    FEED_UNAVAILABLE: 'No live price right now',
  },
  confirm: {
    title: 'Close this position now?',
    /** The money credited if the sale goes through. */
    price: 'You get',
    pnl: 'Profit and loss',
    note: 'The price moves with the market. If it falls below the price shown when you confirm, nothing is sold and you see the new price.',
    waiting: 'Waiting for a live price…',
    /** After a sale refused because the price fell: the new price shows above. */
    moved: 'The price has changed. Check the new price and confirm again.',
    /** The confirm button: {{price}} is the sell price shown. */
    submit: 'Close for {{price}}',
    closing: 'Closing…',
    keep: 'Keep it open',
  },
};

export type EarlyCloseMessages = Catalogue<typeof earlyClose>;
