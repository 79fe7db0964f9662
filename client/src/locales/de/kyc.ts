// German strings of the kyc screens.
import type { KycMessages } from '../en/kyc';

export const kyc: KycMessages = {
  form: {
    nationality: 'Staatsangehörigkeit',
    nationalityPlaceholder: 'Bitte Staatsangehörigkeit auswählen',
    name: 'Name',
    namePlaceholder: 'Bitte Namen eingeben',
    nameHint: 'Ihr vollständiger Name genau wie im Ausweis oder Reisepass',
    nameHintChina: '2 bis 5 chinesische Schriftzeichen, wie im Personalausweis',
    idNumber: 'Ausweisnummer',
    idNumberPlaceholder: 'Bitte Ausweisnummer eingeben',
    idNumberHint: 'Ausweis- oder Reisepassnummer: 5 bis 30 Buchstaben und Ziffern',
    idNumberHintChina: '15 oder 18 Ziffern; die letzte darf ein X sein',
    submit: 'Zur Prüfung einreichen',
    submitting: 'Wird hochgeladen…',
    submitted: 'Unterlagen eingereicht',
  },
  photos: {
    front: {
      label: 'Ausweisfoto (Vorderseite)',
      preview: 'Vorderseite Ihres Ausweises',
      required: 'Bitte laden Sie das Ausweisfoto (Vorderseite) hoch',
    },
    back: {
      label: 'Ausweisfoto (Rückseite)',
      preview: 'Rückseite Ihres Ausweises',
      required: 'Bitte laden Sie das Ausweisfoto (Rückseite) hoch',
    },
    choose: 'Hochladen',
    change: 'Ändern',
    hint: 'JPEG, PNG oder WebP, bis 5 MB. Alle vier Ecken müssen sichtbar und der Text gut lesbar sein.',
  },
  status: {
    none: {
      title: 'Identität bestätigen',
      message:
        'Reichen Sie Ihren Namen, Ihre Ausweisnummer und Fotos beider Ausweisseiten ein. Ihre Angaben werden nur für die Prüfung verwendet.',
      pill: 'Nicht eingereicht',
    },
    pending: {
      title: 'Prüfung läuft',
      message: 'Unterlagen eingereicht, bitte warten Sie auf die Prüfung',
      pill: 'In Prüfung',
    },
    approved: {
      title: 'Verifizierung erfolgreich',
      message: 'Ihre Identität wurde bestätigt.',
      pill: 'Bestätigt',
    },
    rejected: {
      title: 'Verifizierung abgelehnt',
      message: 'Bitte prüfen Sie Ihre Angaben und reichen Sie sie erneut ein.',
      pill: 'Abgelehnt',
    },
    verifiedBadge: 'Verifiziert',
    reason: 'Grund:',
  },
  details: {
    status: 'Status',
    name: 'Name',
    idNumber: 'Ausweisnummer',
    nationality: 'Staatsangehörigkeit',
    submittedAt: 'Eingereicht',
    reviewedAt: 'Geprüft',
  },
};
