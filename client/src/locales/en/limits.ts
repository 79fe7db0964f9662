// English strings of the limits screen: the reference catalogue of the `limits` namespace.
import type { Catalogue } from '../catalogue';

export const limits = {
  intro:
    'Keep your real-money trading and deposits within limits you choose. A lower limit applies at once. A higher limit, or removing one, applies 24 hours later, and you can cancel it until then. Demo orders are not limited.',
  groups: {
    deposit: 'Deposits',
    loss: 'Net loss',
    stake: 'Total stake',
    order: 'Orders',
  },
  keys: {
    depositDay: 'Deposits per day',
    depositWeek: 'Deposits per week',
    depositMonth: 'Deposits per month',
    lossDay: 'Net loss per day',
    lossWeek: 'Net loss per week',
    lossMonth: 'Net loss per month',
    stakeDay: 'Total stake per day',
    stakeWeek: 'Total stake per week',
    stakeMonth: 'Total stake per month',
    orderStake: 'Largest stake per order',
    openOrders: 'Open orders at once',
  },
  none: 'No limit',
  edit: 'Change',
  pending: 'Becomes {{value}} on {{date}}',
  pendingRemoval: 'Removed on {{date}}',
  cancelPending: 'Cancel change',
  pendingCancelled: 'Change cancelled',
  savedNow: 'Limit saved. It applies now.',
  savedLater: 'Saved. The change applies on {{date}}.',
  form: {
    amountLabel: 'New limit ({{currency}})',
    countLabel: 'Most open orders',
    rule: 'Lower: applies now. Higher or removed: applies in 24 hours.',
    save: 'Save',
    remove: 'Remove limit',
  },
  realityCheck: {
    settingTitle: 'Reality check',
    settingIntro:
      'A reminder during your session of how long you have been logged in and what you have won or lost on real orders.',
    every: 'Remind me every',
    off: 'Off',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    title: 'Reality check',
    duration: 'You have been logged in for {{hours}} h {{minutes}} min.',
    result: 'Result on real orders this session: {{profit}} ({{count}} settled).',
    continue: 'Continue',
    logOut: 'Log out',
  },
  break: {
    title: 'Take a break',
    intro:
      'Stop real-money trading and deposits for a while. It starts at once and logs you out on every device. Nobody can end it early, not you and not our staff. You can still log in to withdraw your balance or move money out of savings.',
    timeout: 'Time-out',
    exclusion: 'Self-exclusion',
    periods: {
      '24h': '24 hours',
      '7d': '7 days',
      '6w': '6 weeks',
      '6m': '6 months',
      '1y': '1 year',
      '5y': '5 years',
    },
    current: {
      timeout: 'Time-out until {{date}}',
      exclusion: 'Self-excluded until {{date}}',
    },
    currentNote: 'Real-money trading and deposits stay closed until then. A longer break can still be added.',
    confirmTitle: 'Take a break of {{period}}?',
    confirmMessage:
      'Until {{date}} you cannot trade with real money or deposit, and nobody can end the break early. You will be logged out on every device now.',
    confirm: 'Start the break',
    cancel: 'Not now',
  },
};

export type LimitsMessages = Catalogue<typeof limits>;
