// German strings of the deposit screens.
import type { DepositMessages } from '../en/deposit';

export const deposit: DepositMessages = {
  form: {
    channel: 'Einzahlungsmethode',
    kinds: {
      bank: 'Banküberweisung',
      crypto: '{{coin}} · {{network}}',
    },
    limits: '{{min}} – {{max}}',
    amount: 'Einzahlungsbetrag',
    amountPlaceholder: 'Betrag eingeben',
    amountHint: 'Mindestens {{min}}, höchstens {{max}}',
    enterAmount: 'Bitte einen Betrag eingeben',
    belowMin: 'Die Mindesteinzahlung beträgt {{min}}',
    aboveMax: 'Die Höchsteinzahlung beträgt {{max}}',
    txHash: 'Transaktions-Hash (optional)',
    txHashPlaceholder: 'Jetzt einfügen oder später ergänzen',
    submit: 'Zahlungsdaten anzeigen',
    submitted: 'Einzahlungsauftrag erstellt',
    note: 'Nach dem Absenden sehen Sie, wohin Sie zahlen. Ihr Guthaben wird gutgeschrieben, sobald die Zahlung bestätigt ist.',
  },
  unavailable: {
    title: 'Einzahlungen sind derzeit nicht möglich',
    text: 'Bitte versuchen Sie es später erneut oder wenden Sie sich an den Kundenservice.',
    service: 'Kundenservice kontaktieren',
  },
  detail: {
    amountToPay: 'Zu zahlender Betrag',
    channel: 'Methode',
    createdAt: 'Beantragt am',
    reviewedAt: 'Geprüft am',
    number: 'Einzahlungsnr.',
    reason: 'Grund',
    notFound: 'Diese Einzahlung wurde nicht gefunden',
    viewList: 'Meine Einzahlungen',
    payNote:
      'Überweisen Sie genau den oben genannten Betrag. Die Einzahlung wird bestätigt, sobald das Geld eingegangen ist.',
  },
  status: {
    pending: 'In Prüfung',
    confirmed: 'Erfolgreich',
    rejected: 'Fehlgeschlagen',
  },
  bank: {
    title: 'Per Banküberweisung zahlen',
    bankName: 'Name der Bank',
    branchName: 'Filiale',
    accountName: 'Kontoinhaber',
    accountNumber: 'Kontonummer',
  },
  crypto: {
    title: 'Mit {{coin}} zahlen',
    coin: 'Coin',
    network: 'Netzwerk',
    address: 'Einzahlungsadresse',
    qrLabel: 'QR-Code der Einzahlungsadresse',
    warning:
      'Senden Sie an diese Adresse ausschließlich {{coin}} über das Netzwerk {{network}}. Andere Coins oder Netzwerke führen zum unwiderruflichen Verlust.',
  },
  conversion: {
    transfer: 'Sie überweisen {{amount}} zum Kurs {{rate}}',
    rate: '{{base}} = {{quote}}',
    channel: 'Zahlung in {{currency}} zum Kurs {{rate}}',
    amount: 'Überweisungsbetrag',
    payNote:
      'Überweisen Sie genau {{amount}} und geben Sie den Verwendungszweck unten an. Die Einzahlung wird bestätigt, sobald das Geld eingegangen ist.',
  },
  reference: {
    label: 'Verwendungszweck',
    note: 'Geben Sie diese Referenz als Verwendungszweck der Überweisung an, damit wir Ihre Zahlung zuordnen können.',
  },
  copyValue: '{{label}} kopieren',
  txHash: {
    title: 'Transaktions-Hash',
    label: 'Transaktions-Hash',
    placeholder: 'Hash oder Referenz Ihrer Überweisung einfügen',
    save: 'Speichern',
    saved: 'Transaktions-Hash gespeichert',
    none: 'Nicht angegeben',
  },
  proof: {
    title: 'Zahlungsnachweis',
    hint: 'Screenshot oder Foto Ihres Zahlungsbelegs: JPEG, PNG oder WebP, bis 5 MB.',
    choose: 'Bild auswählen',
    change: 'Anderes Bild wählen',
    upload: 'Nachweis hochladen',
    uploaded: 'Nachweis hochgeladen',
    current: 'Hochgeladener Nachweis',
    preview: 'Ausgewähltes Bild',
    loadFailed: 'Das Bild konnte nicht geladen werden',
    none: 'Nicht angegeben',
  },
  list: {
    filter: 'Nach Status filtern',
    filters: {
      all: 'Alle',
      pending: 'In Prüfung',
      confirmed: 'Erfolgreich',
      rejected: 'Fehlgeschlagen',
    },
    empty: 'Noch keine Einzahlungen',
    emptyFiltered: 'Keine Einzahlungen mit diesem Status',
    depositNow: 'Jetzt einzahlen',
  },
};
