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
  new_device_sign_in: {
    title: 'Neue Anmeldung bei Ihrem Konto',
    body: 'Neue Anmeldung von {{device}} am {{time}} ({{ip}}). Das waren nicht Sie? Ändern Sie sofort Ihr Login-Passwort und melden Sie Ihre anderen Geräte ab.',
  },
  second_factor_reset: {
    title: 'Ihr zweiter Faktor wurde zurückgesetzt',
    body: 'Auf Ihre Anfrage hat unser Team Ihre Authenticator-App deaktiviert, Ihre Passkeys und Wiederherstellungscodes entfernt und alle Geräte abgemeldet. Melden Sie sich mit Ihrem Passwort an und aktivieren Sie erneut einen zweiten Faktor.',
  },
};
