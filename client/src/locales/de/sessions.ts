// German strings of the security screen.
import type { SessionsMessages } from '../en/sessions';

export const sessions: SessionsMessages = {
  intro:
    'Die Geräte, die bei Ihrem Konto angemeldet sind, und jede Anmeldung der letzten {{days}} Tage. Wenn Sie eine sehen, die nicht von Ihnen stammt, melden Sie das Gerät ab und ändern Sie Ihr Login-Passwort.',
  unknownDevice: 'Unbekanntes Gerät',
  address: 'IP-Adresse {{ip}}',
  devices: {
    title: 'Angemeldete Geräte',
    thisDevice: 'Dieses Gerät',
    since: 'Angemeldet am {{time}}',
    logOut: 'Abmelden',
    logOutLabel: '{{device}} abmelden',
    noOthers: 'Kein anderes Gerät ist angemeldet.',
    endOthers: 'Alle anderen Geräte abmelden',
    confirmTitle: 'Alle anderen Geräte abmelden?',
    confirmMessage:
      'Alle Geräte außer diesem werden sofort abgemeldet und brauchen das Passwort, um sich wieder anzumelden.',
    confirm: 'Abmelden',
    cancel: 'Abbrechen',
    ended: 'Gerät abgemeldet',
    endedOthers: 'Abgemeldete Geräte: {{count}}',
    loadFailed: 'Ihre Geräte konnten nicht geladen werden',
  },
  history: {
    title: 'Anmeldeverlauf',
    period: 'Letzte {{days}} Tage, neueste zuerst',
    succeeded: 'Angemeldet',
    failed: 'Fehlgeschlagen',
    methods: {
      password: 'Passwort',
      passkey: 'Passkey',
    },
    withSecondFactor: '{{method}} + {{factor}}',
    secondFactors: {
      totp: 'Authenticator-App',
      passkey: 'Passkey',
      'recovery-code': 'Wiederherstellungscode',
    },
    empty: 'Keine Anmeldungen in den letzten {{days}} Tagen',
    loadFailed: 'Ihr Anmeldeverlauf konnte nicht geladen werden',
  },
};
