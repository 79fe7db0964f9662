// English strings of the savings screens: the reference catalogue of the `savings` namespace.
import type { Catalogue } from '../catalogue';

export const savings = {
  overview: {
    total: 'Total savings ({{currency}})',
    yesterdayEarnings: 'Yesterday’s earnings',
    totalEarnings: 'Total earnings',
    dailyRate: 'Daily rate',
    annualRate: 'Annual rate',
    percent: '{{value}}%',
    confirmed: 'Confirmed shares',
    pending: 'Pending shares',
    transferable: 'Transferable shares',
    transfersLeft: 'Transfers left today',
    transfersLeftValue: '{{left}} of {{perDay}}',
    moveIn: 'Move in',
    moveOut: 'Move out',
    details: 'Savings details',
    rules: 'Savings rules',
    inviteTitle: 'Put your idle money to work',
    inviteText:
      'Move money in and your confirmed shares earn {{daily}}% every day, {{annual}}% a year. Move it back out whenever you need it.',
    inviteAction: 'Move money in',
    pendingTitle: 'Waiting for confirmation',
    confirmedOn: 'Confirmed on {{day}}',
    lotMovedIn: 'Moved in {{time}}',
  },
  transfer: {
    sourceIn: 'Available balance',
    sourceOut: 'Transferable shares',
    amountIn: 'Amount to move in',
    amountOut: 'Amount to move out',
    amountPlaceholder: 'At least {{min}}',
    all: 'All',
    minimum: 'Minimum per transfer',
    transfersLeft: 'Transfers left today',
    transfersLeftValue: '{{left}} of {{perDay}}',
    ruleIn:
      'Moved in before {{cutoff}} on a trading day: confirmed the next trading day. Later, or on a weekend or holiday: one trading day later.',
    ruleOut: 'Only confirmed shares can move out. They reach your available balance at once.',
    pendingNote: '{{amount}} is still waiting for confirmation and cannot move out yet.',
    noTransfersLeft: 'You have used all of today’s transfers. Please come back tomorrow.',
    rulesLink: 'Read the savings rules',
    submitIn: 'Move in',
    submitOut: 'Move out',
    confirmTitleIn: 'Move money into savings?',
    confirmTitleOut: 'Move money out of savings?',
    confirmMessageIn: '{{amount}} will move from your available balance into savings.',
    confirmMessageOut: '{{amount}} will move from savings to your available balance.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    movedIn: 'Moved in. {{amount}} will be confirmed on {{day}}.',
    movedInNoDay: 'Moved in. {{amount}} is waiting for confirmation.',
    movedOut: 'Moved out. {{amount}} is back in your available balance.',
    problem: {
      EMPTY: 'Please enter an amount',
      BELOW_MIN: 'The minimum per transfer is {{min}}',
      ABOVE_MAX: 'The maximum per transfer is {{max}}',
      NO_TRANSFERS_LEFT: 'You have used all {{perDay}} transfers for today',
      INSUFFICIENT_BALANCE: 'Not enough available balance: you have {{balance}}',
      NOT_TRANSFERABLE: 'Only {{balance}} can move out now: pending shares must be confirmed first',
    },
  },
  details: {
    filterLabel: 'Show',
    filters: {
      all: 'All',
      in: 'Moved in',
      out: 'Moved out',
      confirmed: 'Confirmed',
      earnings: 'Earnings',
    },
    kinds: {
      in: 'Moved in',
      out: 'Moved out',
      confirmed: 'Shares confirmed',
      earnings: 'Earnings',
    },
    days: {
      in: '{{day}}',
      out: '{{day}}',
      confirmed: 'Confirmed on {{day}}',
      earnings: 'For {{day}}',
    },
    empty: 'No savings records yet',
    emptyFiltered: 'No records of this kind yet',
    moveIn: 'Move money in',
  },
  rules: {
    intro:
      'Your savings balance holds money you do not need right now and pays earnings on it every day. This is how it works.',
    movingInTitle: 'Moving money in',
    movingIn: 'Money you move in leaves your available balance at once and becomes pending shares.',
    dayT: 'Moved in before {{cutoff}} on a trading day, it counts for that day. Moved in at {{cutoff}} or later, or on a day that is not a trading day, it counts for the next trading day. We call that day T.',
    confirmation: 'Pending shares become confirmed shares at {{cutoff}} on the next trading day after day T.',
    example:
      'For example: moved in just before {{cutoff}} on a Monday, confirmed on Tuesday; moved in after {{cutoff}} on a Friday, confirmed on the Tuesday after (when no holiday falls in between).',
    tradingDaysTitle: 'Trading days',
    tradingDays:
      'Trading days are Monday to Friday, except listed holidays. Nothing is confirmed on weekends and holidays: confirmation moves to the next trading day.',
    holidays: 'Upcoming holidays:',
    noHolidays: 'No holidays are listed for the coming weeks.',
    earningsTitle: 'Earnings',
    earnings:
      'Every day at {{cutoff}}, the previous day’s earnings are credited on your confirmed shares, weekends and holidays included. Pending shares do not earn yet.',
    compounding: 'Earnings join your confirmed shares, so from then on they earn too.',
    rate: 'The current daily rate is {{daily}}%, that is {{annual}}% a year (365 times the daily rate). The rate may change: a new rate applies from the day it takes effect, never to days already paid.',
    rounding:
      'Each day’s earnings are rounded down to the cent. What is rounded off, always less than one cent a day, stays with the platform.',
    movingOutTitle: 'Moving money out',
    movingOut:
      'Only confirmed shares are transferable: they return to your available balance at once. Pending shares cannot move out until they are confirmed.',
    limitsTitle: 'Limits',
    limits:
      'Every transfer, in or out, must be at least {{min}}. You can make up to {{count}} transfers a day, moves in and out together.',
    timeZone: 'All days and times follow the platform’s clock: {{zone}}.',
  },
};

export type SavingsMessages = Catalogue<typeof savings>;
