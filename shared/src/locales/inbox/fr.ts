// French words of the inbox messages.
import type { InboxMessages } from '../catalogueTypes';

export const fr: InboxMessages = {
  deposit_confirmed: {
    title: 'Dépôt réussi',
    body: 'Votre dépôt de {{amount}} a été crédité sur votre solde.',
  },
  deposit_rejected: {
    title: 'Échec du dépôt',
    body: 'Votre dépôt de {{amount}} n’a pas été approuvé. Motif : {{reason}}',
  },
  withdrawal_successful: {
    title: 'Retrait réussi',
    body: 'Votre retrait de {{amount}} a été approuvé et envoyé sur votre compte de retrait.',
  },
  withdrawal_failed: {
    title: 'Échec du retrait',
    body: 'Votre retrait de {{amount}} n’a pas été approuvé et a été recrédité sur votre solde. Motif : {{reason}}',
  },
  verification_approved: {
    title: 'Vérification approuvée',
    body: 'Votre vérification d’identité a été approuvée.',
  },
  verification_rejected: {
    title: 'Vérification refusée',
    body: 'Votre vérification d’identité n’a pas été approuvée. Motif : {{reason}}. Veuillez vérifier vos informations et les envoyer à nouveau.',
  },
};
