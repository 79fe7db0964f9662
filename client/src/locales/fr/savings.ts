// French strings of the savings screens.
import type { SavingsMessages } from '../en/savings';

export const savings: SavingsMessages = {
  overview: {
    total: 'Épargne totale ({{currency}})',
    yesterdayEarnings: 'Gains d’hier',
    totalEarnings: 'Gains cumulés',
    dailyRate: 'Rendement quotidien',
    annualRate: 'Rendement annuel',
    percent: '{{value}} %',
    confirmed: 'Parts confirmées',
    pending: 'Parts en attente',
    transferable: 'Parts retirables',
    transfersLeft: 'Transferts restants aujourd’hui',
    transfersLeftValue: '{{left}} sur {{perDay}}',
    moveIn: 'Placer',
    moveOut: 'Retirer',
    details: 'Historique de l’épargne',
    rules: 'Règles de l’épargne',
    inviteTitle: 'Faites fructifier votre argent disponible',
    inviteText:
      'Placez de l’argent : vos parts confirmées rapportent {{daily}} % par jour, soit {{annual}} % par an. Retirez-le quand vous en avez besoin.',
    inviteAction: 'Placer de l’argent',
    pendingTitle: 'En attente de confirmation',
    confirmedOn: 'Confirmation le {{day}}',
    lotMovedIn: 'Placé le {{time}}',
  },
  transfer: {
    sourceIn: 'Solde disponible',
    sourceOut: 'Parts retirables',
    amountIn: 'Montant à placer',
    amountOut: 'Montant à retirer',
    amountPlaceholder: 'Au moins {{min}}',
    all: 'Tout',
    minimum: 'Minimum par transfert',
    transfersLeft: 'Transferts restants aujourd’hui',
    transfersLeftValue: '{{left}} sur {{perDay}}',
    ruleIn:
      'Placé avant {{cutoff}} un jour ouvré : confirmé le jour ouvré suivant. Plus tard, ou un week-end ou jour férié : un jour ouvré de plus.',
    ruleOut:
      'Seules les parts confirmées peuvent être retirées. Elles rejoignent immédiatement votre solde disponible.',
    pendingNote: '{{amount}} est encore en attente de confirmation et ne peut pas encore être retiré.',
    noTransfersLeft: 'Vous avez utilisé tous vos transferts du jour. Revenez demain.',
    rulesLink: 'Lire les règles de l’épargne',
    submitIn: 'Placer',
    submitOut: 'Retirer',
    confirmTitleIn: 'Placer de l’argent en épargne ?',
    confirmTitleOut: 'Retirer de l’argent de l’épargne ?',
    confirmMessageIn: '{{amount}} passera de votre solde disponible à votre épargne.',
    confirmMessageOut: '{{amount}} passera de votre épargne à votre solde disponible.',
    confirm: 'Confirmer',
    cancel: 'Annuler',
    movedIn: 'Placement effectué. {{amount}} sera confirmé le {{day}}.',
    movedInNoDay: 'Placement effectué. {{amount}} est en attente de confirmation.',
    movedOut: 'Retrait effectué. {{amount}} est de retour sur votre solde disponible.',
    problem: {
      EMPTY: 'Veuillez saisir un montant',
      BELOW_MIN: 'Le minimum par transfert est de {{min}}',
      ABOVE_MAX: 'Le maximum par transfert est de {{max}}',
      NO_TRANSFERS_LEFT: 'Vous avez utilisé vos {{perDay}} transferts du jour',
      INSUFFICIENT_BALANCE: 'Solde disponible insuffisant : vous disposez de {{balance}}',
      NOT_TRANSFERABLE:
        'Vous ne pouvez retirer que {{balance}} pour l’instant : les parts en attente doivent d’abord être confirmées',
    },
  },
  details: {
    filterLabel: 'Afficher',
    filters: {
      all: 'Tout',
      in: 'Placements',
      out: 'Retraits',
      confirmed: 'Confirmations',
      earnings: 'Gains',
    },
    kinds: {
      in: 'Placement',
      out: 'Retrait',
      confirmed: 'Parts confirmées',
      earnings: 'Gains',
    },
    days: {
      in: '{{day}}',
      out: '{{day}}',
      confirmed: 'Confirmées le {{day}}',
      earnings: 'Pour le {{day}}',
    },
    empty: 'Aucune opération d’épargne pour le moment',
    emptyFiltered: 'Aucune opération de ce type pour le moment',
    moveIn: 'Placer de l’argent',
  },
  rules: {
    intro:
      'Votre épargne accueille l’argent dont vous n’avez pas besoin tout de suite et vous verse des gains chaque jour. Voici comment elle fonctionne.',
    movingInTitle: 'Placer de l’argent',
    movingIn: 'L’argent placé quitte immédiatement votre solde disponible et devient des parts en attente.',
    dayT: 'Placé avant {{cutoff}} un jour ouvré, il compte pour ce jour-là. Placé à {{cutoff}} ou plus tard, ou un jour non ouvré, il compte pour le jour ouvré suivant. Nous appelons ce jour le jour J.',
    confirmation:
      'Les parts en attente deviennent des parts confirmées à {{cutoff}} le jour ouvré qui suit le jour J.',
    example:
      'Par exemple : placé juste avant {{cutoff}} un lundi, confirmé le mardi ; placé après {{cutoff}} un vendredi, confirmé le mardi suivant (en l’absence de jour férié entre les deux).',
    tradingDaysTitle: 'Jours ouvrés',
    tradingDays:
      'Les jours ouvrés vont du lundi au vendredi, hors jours fériés annoncés. Rien n’est confirmé le week-end ni les jours fériés : la confirmation est reportée au jour ouvré suivant.',
    holidays: 'Prochains jours fériés :',
    noHolidays: 'Aucun jour férié n’est annoncé pour les semaines à venir.',
    earningsTitle: 'Gains',
    earnings:
      'Chaque jour à {{cutoff}}, les gains de la veille sont crédités sur vos parts confirmées, week-ends et jours fériés compris. Les parts en attente ne rapportent encore rien.',
    compounding: 'Les gains s’ajoutent à vos parts confirmées et rapportent à leur tour.',
    rate: 'Le rendement quotidien actuel est de {{daily}} %, soit {{annual}} % par an (365 fois le rendement quotidien). Le taux peut changer : un nouveau taux s’applique à partir de sa date d’effet, jamais aux jours déjà versés.',
    rounding:
      'Les gains de chaque jour sont arrondis au centime inférieur. Le reste, toujours inférieur à un centime par jour, revient à la plateforme.',
    movingOutTitle: 'Retirer de l’argent',
    movingOut:
      'Seules les parts confirmées sont retirables : elles rejoignent immédiatement votre solde disponible. Les parts en attente ne peuvent être retirées qu’une fois confirmées.',
    limitsTitle: 'Limites',
    limits:
      'Chaque transfert, placement ou retrait, doit être d’au moins {{min}}. Vous pouvez effectuer jusqu’à {{count}} transferts par jour, placements et retraits confondus.',
    timeZone: 'Tous les jours et heures suivent l’horloge de la plateforme : {{zone}}.',
  },
};
