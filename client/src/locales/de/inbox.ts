// German strings of the inbox screens.
import type { InboxMessages } from '../en/inbox';

export const inbox: InboxMessages = {
  unreadLabel: '{{count}} ungelesen',
  unread: 'Ungelesen',
  justNow: 'Gerade eben',
  markAllRead: 'Alle als gelesen markieren',
  empty: 'Noch keine Nachrichten',
  reference: {
    deposit: 'Einzahlung ansehen',
    withdrawal: 'Auszahlungen ansehen',
    verification: 'Verifizierung ansehen',
    sign_in: 'Anmeldungen ansehen',
    second_factor_reset: 'Sicherheitseinstellungen',
  },
};
