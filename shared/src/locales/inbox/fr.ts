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
  new_device_sign_in: {
    title: 'Nouvelle connexion à votre compte',
    body: 'Nouvelle connexion depuis {{device}} le {{time}} ({{ip}}). Ce n’était pas vous ? Changez tout de suite votre mot de passe de connexion et déconnectez vos autres appareils.',
  },
  second_factor_reset: {
    title: 'Votre second facteur a été réinitialisé',
    body: 'À votre demande, notre équipe a désactivé votre application d’authentification, supprimé vos clés d’accès et codes de récupération, et déconnecté tous vos appareils. Connectez-vous avec votre mot de passe et réactivez un second facteur.',
  },
};
