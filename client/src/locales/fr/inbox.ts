// French strings of the inbox screens.
import type { InboxMessages } from '../en/inbox';

export const inbox: InboxMessages = {
  unreadLabel: 'Non lus : {{count}}',
  unread: 'Non lu',
  justNow: 'À l’instant',
  markAllRead: 'Tout marquer comme lu',
  empty: 'Aucun message pour le moment',
  reference: {
    deposit: 'Voir le dépôt',
    withdrawal: 'Voir les retraits',
    verification: 'Voir la vérification',
    sign_in: 'Voir les connexions',
    second_factor_reset: 'Paramètres de sécurité',
  },
};
