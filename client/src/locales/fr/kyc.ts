// French strings of the kyc screens.
import type { KycMessages } from '../en/kyc';

export const kyc: KycMessages = {
  form: {
    nationality: 'Nationalité',
    nationalityPlaceholder: 'Sélectionnez votre nationalité',
    name: 'Nom',
    namePlaceholder: 'Saisissez votre nom',
    nameHint: 'Votre nom complet, exactement comme sur votre pièce d’identité ou votre passeport',
    nameHintChina: '2 à 5 caractères chinois, comme sur votre carte d’identité',
    idNumber: 'Numéro de pièce d’identité',
    idNumberPlaceholder: 'Saisissez votre numéro de pièce d’identité',
    idNumberHint: 'Numéro de pièce d’identité ou de passeport : 5 à 30 lettres et chiffres',
    idNumberHintChina: '15 ou 18 chiffres ; le dernier peut être un X',
    submit: 'Envoyer pour vérification',
    submitting: 'Envoi en cours…',
    submitted: 'Documents envoyés',
  },
  photos: {
    front: {
      label: 'Pièce d’identité (recto)',
      preview: 'Recto de votre pièce d’identité',
      required: 'Veuillez ajouter la photo du recto de votre pièce d’identité',
    },
    back: {
      label: 'Pièce d’identité (verso)',
      preview: 'Verso de votre pièce d’identité',
      required: 'Veuillez ajouter la photo du verso de votre pièce d’identité',
    },
    choose: 'Ajouter',
    change: 'Changer',
    hint: 'JPEG, PNG ou WebP, 5 Mo maximum. Les quatre coins doivent être visibles et le texte bien net.',
  },
  status: {
    none: {
      title: 'Vérifiez votre identité',
      message:
        'Envoyez votre nom, votre numéro de pièce d’identité et les photos recto verso de celle-ci. Vos informations servent uniquement à la vérification.',
      pill: 'Non envoyé',
    },
    pending: {
      title: 'Vérification en cours',
      message: 'Documents envoyés, veuillez patienter pendant l’examen',
      pill: 'En cours d’examen',
    },
    approved: {
      title: 'Vérification réussie',
      message: 'Votre identité a été vérifiée.',
      pill: 'Approuvée',
    },
    rejected: {
      title: 'Vérification refusée',
      message: 'Veuillez vérifier vos informations et les envoyer à nouveau.',
      pill: 'Refusée',
    },
    verifiedBadge: 'Vérifié',
    reason: 'Motif :',
  },
  details: {
    status: 'Statut',
    name: 'Nom',
    idNumber: 'N° de pièce d’identité',
    nationality: 'Nationalité',
    submittedAt: 'Envoyé le',
    reviewedAt: 'Examiné le',
  },
};
