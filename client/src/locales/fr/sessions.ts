// French strings of the security screen.
import type { SessionsMessages } from '../en/sessions';

export const sessions: SessionsMessages = {
  intro:
    'Les appareils connectés à votre compte et chaque connexion des {{days}} derniers jours. Si l’une d’elles ne vient pas de vous, déconnectez l’appareil et changez votre mot de passe de connexion.',
  unknownDevice: 'Appareil inconnu',
  address: 'Adresse IP {{ip}}',
  devices: {
    title: 'Appareils connectés',
    thisDevice: 'Cet appareil',
    since: 'Connecté le {{time}}',
    logOut: 'Déconnecter',
    logOutLabel: 'Déconnecter {{device}}',
    noOthers: 'Aucun autre appareil n’est connecté.',
    endOthers: 'Déconnecter tous les autres appareils',
    confirmTitle: 'Déconnecter tous les autres appareils ?',
    confirmMessage:
      'Tous les appareils sauf celui-ci seront déconnectés immédiatement et devront saisir le mot de passe pour se reconnecter.',
    confirm: 'Déconnecter',
    cancel: 'Annuler',
    ended: 'Appareil déconnecté',
    endedOthers: 'Appareils déconnectés : {{count}}',
    loadFailed: 'Impossible de charger vos appareils',
  },
  history: {
    title: 'Historique des connexions',
    period: '{{days}} derniers jours, les plus récentes en premier',
    succeeded: 'Réussie',
    failed: 'Échouée',
    methods: {
      password: 'Mot de passe',
      passkey: 'Clé d’accès',
    },
    withSecondFactor: '{{method}} + {{factor}}',
    secondFactors: {
      totp: 'application d’authentification',
      passkey: 'clé d’accès',
      'recovery-code': 'code de récupération',
    },
    empty: 'Aucune connexion ces {{days}} derniers jours',
    loadFailed: 'Impossible de charger l’historique des connexions',
  },
};
