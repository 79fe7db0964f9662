// French strings of the limits screen.
import type { LimitsMessages } from '../en/limits';

export const limits: LimitsMessages = {
  intro:
    'Gardez votre trading en argent réel et vos dépôts dans les limites que vous choisissez. Une limite plus basse s’applique immédiatement. Une limite plus haute, ou sa suppression, s’applique 24 heures plus tard, et vous pouvez l’annuler d’ici là. Les ordres démo ne sont pas limités.',
  groups: {
    deposit: 'Dépôts',
    loss: 'Perte nette',
    stake: 'Mise totale',
    order: 'Ordres',
  },
  keys: {
    depositDay: 'Dépôts par jour',
    depositWeek: 'Dépôts par semaine',
    depositMonth: 'Dépôts par mois',
    lossDay: 'Perte nette par jour',
    lossWeek: 'Perte nette par semaine',
    lossMonth: 'Perte nette par mois',
    stakeDay: 'Mise totale par jour',
    stakeWeek: 'Mise totale par semaine',
    stakeMonth: 'Mise totale par mois',
    orderStake: 'Mise maximale par ordre',
    openOrders: 'Ordres ouverts en même temps',
  },
  none: 'Aucune limite',
  edit: 'Modifier',
  pending: 'Passe à {{value}} le {{date}}',
  pendingRemoval: 'Supprimée le {{date}}',
  cancelPending: 'Annuler la modification',
  pendingCancelled: 'Modification annulée',
  savedNow: 'Limite enregistrée. Elle s’applique immédiatement.',
  savedLater: 'Enregistré. La modification s’applique le {{date}}.',
  form: {
    amountLabel: 'Nouvelle limite ({{currency}})',
    countLabel: 'Nombre maximal d’ordres ouverts',
    rule: 'Plus basse : immédiatement. Plus haute ou supprimée : dans 24 heures.',
    save: 'Enregistrer',
    remove: 'Supprimer la limite',
  },
  realityCheck: {
    settingTitle: 'Rappel de session',
    settingIntro:
      'Un rappel pendant votre session du temps passé connecté et de vos gains ou pertes sur les ordres en argent réel.',
    every: 'Me rappeler toutes les',
    off: 'Désactivé',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    title: 'Rappel de session',
    duration: 'Vous êtes connecté depuis {{hours}} h {{minutes}} min.',
    result: 'Résultat des ordres en argent réel de cette session : {{profit}} ({{count}} réglés).',
    continue: 'Continuer',
    logOut: 'Se déconnecter',
  },
  break: {
    title: 'Faire une pause',
    intro:
      'Suspendez le trading en argent réel et les dépôts pendant un temps. La pause commence immédiatement et vous déconnecte sur tous vos appareils. Personne ne peut y mettre fin plus tôt, ni vous ni notre équipe. Vous pouvez toujours vous connecter pour retirer votre solde ou sortir de l’argent de l’épargne.',
    timeout: 'Pause',
    exclusion: 'Auto-exclusion',
    periods: {
      '24h': '24 heures',
      '7d': '7 jours',
      '6w': '6 semaines',
      '6m': '6 mois',
      '1y': '1 an',
      '5y': '5 ans',
    },
    current: {
      timeout: 'En pause jusqu’au {{date}}',
      exclusion: 'Auto-exclu jusqu’au {{date}}',
    },
    currentNote:
      'Le trading en argent réel et les dépôts restent fermés jusque-là. Vous pouvez encore prolonger la pause.',
    confirmTitle: 'Faire une pause de {{period}} ?',
    confirmMessage:
      'Jusqu’au {{date}}, vous ne pourrez ni trader en argent réel ni déposer, et personne ne pourra mettre fin à la pause plus tôt. Vous allez être déconnecté sur tous vos appareils.',
    confirm: 'Commencer la pause',
    cancel: 'Pas maintenant',
  },
};
