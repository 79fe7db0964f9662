// German strings of the early close: an open order's sale price, "Close now" and its confirmation.
import type { EarlyCloseMessages } from '../en/earlyClose';

export const earlyClose: EarlyCloseMessages = {
  sellPrice: 'Verkaufspreis',
  salePnl: 'G/V bei Schließung',
  closeNow: 'Jetzt schließen',
  reasons: {
    SELL_WINDOW_CLOSED: 'Nicht kurz nach Start oder vor Ablauf',
    FEED_UNAVAILABLE: 'Derzeit kein Live-Kurs',
  },
  confirm: {
    title: 'Position jetzt schließen?',
    price: 'Sie erhalten',
    pnl: 'Gewinn/Verlust',
    note: 'Der Preis folgt dem Markt. Liegt er beim Bestätigen unter dem angezeigten Preis, wird nichts verkauft und Sie sehen den neuen Preis.',
    waiting: 'Warten auf einen Kurs…',
    moved: 'Der Preis hat sich geändert. Bitte prüfen Sie den neuen Preis und bestätigen Sie erneut.',
    submit: 'Für {{price}} schließen',
    closing: 'Wird geschlossen…',
    keep: 'Offen lassen',
  },
};
