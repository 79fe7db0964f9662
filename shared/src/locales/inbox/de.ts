// German words of the inbox messages.
import type { InboxMessages } from '../catalogueTypes';

export const de: InboxMessages = {
  deposit_confirmed: {
    title: 'Einzahlung erfolgreich',
    body: 'Ihre Einzahlung über {{amount}} wurde Ihrem Guthaben gutgeschrieben.',
  },
  deposit_rejected: {
    title: 'Einzahlung fehlgeschlagen',
    body: 'Ihre Einzahlung über {{amount}} wurde nicht genehmigt. Grund: {{reason}}',
  },
  withdrawal_successful: {
    title: 'Auszahlung erfolgreich',
    body: 'Ihre Auszahlung über {{amount}} wurde genehmigt und an Ihr Auszahlungskonto gesendet.',
  },
  withdrawal_failed: {
    title: 'Auszahlung fehlgeschlagen',
    body: 'Ihre Auszahlung über {{amount}} wurde nicht genehmigt und Ihrem Guthaben wieder gutgeschrieben. Grund: {{reason}}',
  },
  verification_approved: {
    title: 'Verifizierung bestätigt',
    body: 'Ihre Identitätsprüfung wurde erfolgreich abgeschlossen.',
  },
  verification_rejected: {
    title: 'Verifizierung abgelehnt',
    body: 'Ihre Identitätsprüfung wurde nicht genehmigt. Grund: {{reason}}. Bitte prüfen Sie Ihre Angaben und reichen Sie sie erneut ein.',
  },
};
