// French strings of the early close: an open order's sale price, "Close now" and its confirmation.
import type { EarlyCloseMessages } from '../en/earlyClose';

export const earlyClose: EarlyCloseMessages = {
  sellPrice: 'Prix de vente',
  salePnl: 'Résultat si clôturé',
  closeNow: 'Clôturer maintenant',
  reasons: {
    SELL_WINDOW_CLOSED: 'Indisponible en début ou en fin de durée',
    FEED_UNAVAILABLE: 'Aucun cours en direct pour le moment',
  },
  confirm: {
    title: 'Clôturer cette position maintenant ?',
    price: 'Vous recevez',
    pnl: 'Gains/pertes',
    note: 'Le prix suit le marché. S’il passe sous le prix affiché au moment où vous confirmez, rien n’est vendu et le nouveau prix s’affiche.',
    waiting: 'En attente d’un prix…',
    moved: 'Le prix a changé. Vérifiez le nouveau prix et confirmez à nouveau.',
    submit: 'Clôturer pour {{price}}',
    closing: 'Clôture en cours…',
    keep: 'Garder la position',
  },
};
