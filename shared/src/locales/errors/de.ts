// German messages of the error kinds.
import type { ErrorMessages } from '../catalogueTypes';

export const de: ErrorMessages = {
  NOT_LOGGED_IN: 'Bitte melden Sie sich zuerst an',
  VALIDATION_FAILED: 'Einige Angaben sind ungültig',
  EMPTY_VALUE: 'Einige Felder sind leer',
  PASSWORDS_MISMATCH: 'Die Passwörter stimmen nicht überein',
  TRANSACTION_PASSWORDS_MISMATCH: 'Die Transaktionspasswörter stimmen nicht überein',
  INVALID_ACCOUNT: 'Der Benutzername muss aus 6 bis 12 Buchstaben, Ziffern oder Unterstrichen bestehen',
  INVALID_PHONE: 'Bitte geben Sie eine gültige Telefonnummer mit Ländervorwahl ein',
  INVALID_PASSWORD: 'Das Passwort muss 6 bis 32 Zeichen lang sein',
  UNKNOWN_OPENING_CODE: 'Der Kontoeröffnungscode ist ungültig',
  ACCOUNT_TAKEN: 'Dieser Benutzername ist bereits vergeben',
  WRONG_CREDENTIALS: 'Benutzername oder Passwort falsch',
  TOO_MANY_ATTEMPTS: 'Zu viele Fehlversuche. Bitte versuchen Sie es später erneut',
  WRONG_OLD_PASSWORD: 'Das alte Passwort ist falsch. Verbleibende Versuche: {{remaining}}',
  SAME_PASSWORD: 'Das neue Passwort muss sich vom alten unterscheiden',
  WRONG_TRANSACTION_PASSWORD: 'Das Transaktionspasswort ist falsch. Verbleibende Versuche: {{remaining}}',
  MALFORMED_JSON: 'Die Anfrage konnte nicht gelesen werden',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß',
  NOT_FOUND: 'Nicht gefunden',
  FORBIDDEN: 'Dazu sind Sie nicht berechtigt',
  INSUFFICIENT_BALANCE: 'Guthaben nicht ausreichend',
  IDEMPOTENCY_KEY_REQUIRED: 'Die Anfrage benötigt einen Idempotenzschlüssel',
  IDEMPOTENCY_KEY_REUSED: 'Dieser Anfrageschlüssel wurde bereits für eine andere Anfrage verwendet',
  ACCOUNT_DISABLED: 'Dieses Konto ist gesperrt. Bitte wenden Sie sich an den Kundenservice',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte etwas langsamer',
  INVALID_CHARACTERS: 'Der Text enthält unzulässige Zeichen',
  INVALID_DATE: 'Dieses Datum existiert nicht',
  UNKNOWN_SYMBOL: 'Unbekanntes Produkt',
  BAD_INTERVAL: 'Unbekannter Chart-Zeitraum',
  LIMIT_TOO_LARGE: 'Es können 1 bis 1000 Kerzen auf einmal abgerufen werden',
  PRODUCT_EXISTS: 'Ein Produkt mit diesem Kürzel existiert bereits',
  TICK_RANGE_TOO_LONG: 'Es kann höchstens eine Stunde an Ticks auf einmal abgerufen werden',
  MARKET_CLOSED: 'Der Markt ist geschlossen',
  UNDER_MAINTENANCE: 'Dieses Produkt wird gerade gewartet',
  UNKNOWN_DURATION: 'Diese Laufzeit wird für dieses Produkt nicht angeboten',
  AMOUNT_OUT_OF_RANGE: 'Der Betrag liegt außerhalb des zulässigen Bereichs',
  TOO_MANY_OPEN_ORDERS: 'Sie haben zu viele offene Orders',
  FEED_UNAVAILABLE: 'Kurse sind derzeit nicht verfügbar. Bitte versuchen Sie es erneut',
  PRODUCT_IN_SANDBOX: 'Dieses Produkt zeigt eine Wiedergabe: Es sind nur Demo-Orders möglich',
  PRODUCT_NOT_IN_SANDBOX:
    'Versetzen Sie das Produkt zuerst in die Sandbox: Wiedergaben und eingespielte Kurse sind nur dort erlaubt',
  REAL_ORDERS_OPEN:
    'Auf diesem Produkt sind noch Echtgeld-Orders offen; es kann erst nach deren Abrechnung in die Sandbox wechseln',
  SANDBOX_ORDERS_OPEN:
    'Auf diesem Produkt sind noch Demo-Orders offen; es kann die Sandbox erst nach deren Abrechnung verlassen',
  SANDBOX_FEED_ACTIVE:
    'Dieses Produkt wird noch von einer Wiedergabe gespeist; geben Sie sie zuerst frei und wechseln Sie zurück zur Live-Quelle',
  FEED_CHANGE_WITH_ORDERS_OPEN:
    'Auf diesem Produkt sind noch Echtgeld-Orders offen; die Kursquelle kann erst nach deren Abrechnung geändert werden',
  FEED_URL_NOT_ALLOWED:
    'Dieser Börsen-Stream ist auf der Plattform nicht zugelassen; lassen Sie ihn in den Einstellungen freigeben',
  PRICE_SETTINGS_WITH_ORDERS_OPEN:
    'Auf diesem Produkt sind noch Echtgeld-Orders offen; die Kurseinstellungen können erst nach deren Abrechnung geändert werden',
  SANDBOX_SOURCE_NOT_ALLOWED:
    'Die Kursquelle dieses Produkts ist für Echtgeld nicht zugelassen; wechseln Sie vor dem Verlassen der Sandbox zum Simulator oder zu einem zugelassenen Börsen-Stream',
  SANDBOX_FEED_SWITCHING:
    'Dieses Produkt wechselt noch zu seiner Live-Kursquelle; bitte versuchen Sie es in ein paar Sekunden erneut',
  UNSUPPORTED_FILE_TYPE: 'Bitte laden Sie ein JPEG-, PNG- oder WebP-Bild hoch',
  FILE_TOO_LARGE: 'Das Bild ist zu groß: höchstens 5 MB',
  EMPTY_FILE: 'Das Bild ist leer. Bitte wählen Sie ein anderes',
  PHOTO_REQUIRED: 'Bitte laden Sie Vorder- und Rückseite Ihres Ausweises hoch',
  INVALID_NAME: 'Bitte geben Sie Ihren Namen wie im Ausweis ein',
  INVALID_ID_NUMBER: 'Bitte geben Sie eine gültige Ausweisnummer ein',
  VERIFICATION_PENDING: 'Ihre Unterlagen wurden eingereicht. Bitte warten Sie auf die Prüfung',
  ALREADY_VERIFIED: 'Ihre Identitätsprüfung ist bereits abgeschlossen',
  VERIFICATION_ALREADY_REVIEWED: 'Diese Verifizierung wurde bereits geprüft',
  DEPOSIT_CHANNEL_UNAVAILABLE:
    'Diese Einzahlungsmethode ist derzeit nicht verfügbar. Bitte wählen Sie eine andere',
  DEPOSIT_ALREADY_REVIEWED: 'Diese Einzahlung wurde bereits geprüft',
  PROOF_REQUIRED: 'Bitte wählen Sie ein Bild Ihres Zahlungsbelegs',
  WITHDRAWAL_ACCOUNT_LOCKED:
    'Ihr Auszahlungskonto ist bereits hinterlegt und kann hier nicht geändert werden. Für Änderungen wenden Sie sich bitte an den Kundenservice',
  WITHDRAWAL_ACCOUNT_MISSING: 'Bitte hinterlegen Sie zuerst ein Auszahlungskonto',
  INVALID_WALLET_ADDRESS:
    'Diese Adresse ist im gewählten Netzwerk ungültig. Bitte prüfen Sie sie und geben Sie sie erneut ein',
  VERIFICATION_REQUIRED: 'Bitte schließen Sie vor der Auszahlung die Identitätsprüfung ab',
  WITHDRAWAL_CLOSED:
    'Auszahlungen sind derzeit nicht möglich. Bitte versuchen Sie es während der Auszahlungszeiten erneut',
  WITHDRAWAL_DAILY_LIMIT: 'Sie haben die Anzahl der heute erlaubten Auszahlungen erreicht',
  WITHDRAWAL_NOT_UNDER_REVIEW: 'Diese Auszahlung wurde bereits bearbeitet',
  SAME_APPROVER: 'Die zweite Freigabe muss von einem anderen Ops-Mitarbeiter erfolgen',
  APPROVERS_LINKED:
    'Die zweite Freigabe muss von einem unabhängigen Ops-Mitarbeiter erfolgen: Keines der beiden Konten darf das andere in den letzten 30 Tagen angelegt, aktiviert oder dessen Passwort oder Rolle zurückgesetzt haben',
  SAVINGS_AMOUNT_TOO_SMALL: 'Der Betrag liegt unter dem Mindestbetrag einer Sparumbuchung',
  SAVINGS_DAILY_LIMIT: 'Sie haben alle Sparumbuchungen für heute genutzt',
  SAVINGS_NOT_TRANSFERABLE:
    'Nur bestätigte Anteile können entnommen werden; ausstehende Anteile sind noch nicht entnehmbar',
  SAVINGS_DAY_ROLLED:
    'Das Sparguthaben dieses Tages ist bereits abgerechnet und kann nicht mehr geändert werden',
  SAVINGS_ROLL_NOT_DUE:
    'Der Tagesabschluss des Sparguthabens für diesen Tag ist noch nicht fällig: Er kann erst ab 08:00 Uhr Plattformzeit an diesem Tag laufen',
  INVALID_USERNAME:
    'Der Benutzername muss aus 3 bis 32 Buchstaben, Ziffern, Punkten, Bindestrichen oder Unterstrichen bestehen und mit einem Buchstaben beginnen',
  OPS_ACCOUNT_EXISTS: 'Ein Ops-Konto mit diesem Benutzernamen existiert bereits',
  OPS_ACCOUNT_SELF:
    'Ihr eigenes Ops-Konto können Sie hier nicht ändern. Bitte wenden Sie sich an einen anderen Superadmin',
  LAST_SUPERADMIN:
    'Dies ist der letzte aktive Superadmin und kann weder deaktiviert noch einer anderen Rolle zugewiesen werden',
  INVALID_RECORDING:
    'Diese Datei ist keine abspielbare Kursaufzeichnung: CSV oder NDJSON mit Ticks oder 1-Minuten-Kerzen',
  RECORDING_TOO_LARGE: 'Die Aufzeichnung ist zu groß: höchstens 20 MB',
  LIMIT_DEPOSIT_DAY:
    'Diese Einzahlung würde Ihr tägliches Einzahlungslimit von {{limit}} überschreiten. Es wird am {{resetsAt}} zurückgesetzt.',
  LIMIT_DEPOSIT_WEEK:
    'Diese Einzahlung würde Ihr wöchentliches Einzahlungslimit von {{limit}} überschreiten. Es wird am {{resetsAt}} zurückgesetzt.',
  LIMIT_DEPOSIT_MONTH:
    'Diese Einzahlung würde Ihr monatliches Einzahlungslimit von {{limit}} überschreiten. Es wird am {{resetsAt}} zurückgesetzt.',
  LIMIT_LOSS_DAY:
    'Verliert diese Order, könnten Ihre Verluste Ihr tägliches Verlustlimit von {{limit}} überschreiten. Es wird am {{resetsAt}} zurückgesetzt.',
  LIMIT_LOSS_WEEK:
    'Verliert diese Order, könnten Ihre Verluste Ihr wöchentliches Verlustlimit von {{limit}} überschreiten. Es wird am {{resetsAt}} zurückgesetzt.',
  LIMIT_LOSS_MONTH:
    'Verliert diese Order, könnten Ihre Verluste Ihr monatliches Verlustlimit von {{limit}} überschreiten. Es wird am {{resetsAt}} zurückgesetzt.',
  LIMIT_STAKE_DAY:
    'Diese Order würde Ihr tägliches Einsatzlimit von {{limit}} überschreiten. Es wird am {{resetsAt}} zurückgesetzt.',
  LIMIT_STAKE_WEEK:
    'Diese Order würde Ihr wöchentliches Einsatzlimit von {{limit}} überschreiten. Es wird am {{resetsAt}} zurückgesetzt.',
  LIMIT_STAKE_MONTH:
    'Diese Order würde Ihr monatliches Einsatzlimit von {{limit}} überschreiten. Es wird am {{resetsAt}} zurückgesetzt.',
  LIMIT_ORDER_STAKE: 'Ihr Limit für den Einsatz einer einzelnen Order beträgt {{limit}}.',
  LIMIT_OPEN_ORDERS: 'Sie haben Ihr Limit von {{limit}} offenen Orders erreicht.',
  TAKING_A_BREAK: 'Sie pausieren den Handel mit Echtgeld und Einzahlungen bis {{until}}.',
  BREAK_TOO_SHORT:
    'Eine Pause kann nur verlängert, nicht verkürzt werden, und ein Selbstausschluss dauert mindestens sechs Monate.',
  SECOND_FACTOR_REQUIRED: 'Bestätigen Sie zuerst mit Ihrem zweiten Faktor, dass Sie es sind.',
  PASSWORD_CONFIRMATION_REQUIRED: 'Bestätigen Sie zuerst mit Ihrem Login-Passwort, dass Sie es sind.',
  WRONG_SECOND_FACTOR: 'Der Code ist nicht richtig. Verbleibende Versuche: {{remaining}}',
  LOGIN_TICKET_EXPIRED: 'Die Anmeldung hat zu lange gedauert. Bitte melden Sie sich erneut an.',
  PASSKEY_REJECTED: 'Dieser Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  TOTP_ALREADY_ON: 'Die Authenticator-App ist bereits aktiviert.',
  TOTP_NOT_ENROLLING: 'Beginnen Sie das Hinzufügen der Authenticator-App bitte von vorn.',
  NO_SECOND_FACTOR: 'Für dieses Konto ist kein zweiter Faktor aktiviert.',
  WRONG_PASSWORD: 'Das Passwort ist falsch. Verbleibende Versuche: {{remaining}}',
  EARLY_CLOSE_OFF: 'Für diesen Auftrag ist keine vorzeitige Schließung möglich.',
  SELL_WINDOW_CLOSED:
    'Dieser Auftrag kann jetzt nicht vorzeitig geschlossen werden: zu kurz nach der Eröffnung oder zu kurz vor dem Ablauf.',
  ORDER_NOT_OPEN: 'Dieser Auftrag ist bereits geschlossen.',
  PRICE_MOVED:
    'Der Preis hat sich bewegt: Dieser Auftrag bringt jetzt {{price}}. Bitte prüfen und erneut versuchen.',
  CLIENT_TOO_OLD: 'Eine neue Version von Tempo ist verfügbar. Bitte laden Sie die Seite neu',
  SERVICE_UNAVAILABLE: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es erneut',
  INTERNAL: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut',
};
