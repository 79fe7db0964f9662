// German strings of the records screens.
import type { RecordsMessages } from '../en/records';

export const records: RecordsMessages = {
  filter: 'Umsatzart',
  filters: {
    all: 'Alle',
    deposit: 'Einzahlungen',
    withdrawal: 'Auszahlungen',
    order: 'Trades',
    adjustment: 'Korrekturen',
    savings: 'Sparen',
  },
  kinds: {
    deposit: 'Einzahlung',
    withdrawal_freeze: 'Auszahlung beantragt',
    withdrawal_payout: 'Auszahlung ausgeführt',
    withdrawal_refund: 'Auszahlung erstattet',
    order_stake: 'Trade-Einsatz',
    order_payout: 'Trade-Auszahlung',
    order_refund: 'Trade-Erstattung',
    adjustment: 'Guthabenkorrektur',
    savings_in: 'Ins Sparguthaben eingelegt',
    savings_out: 'Aus Sparguthaben entnommen',
    savings_earnings: 'Sparertrag',
    other: 'Guthabenänderung',
  },
  buckets: {
    available: 'Verfügbar',
    frozen: 'Eingefroren',
    savings: 'Sparguthaben',
    other: 'Guthaben',
  },
  balanceAfter: 'Saldo {{amount}}',
  empty: 'Noch keine Kontoumsätze',
  emptyFiltered: 'Keine Umsätze dieser Art',
  depositNow: 'Jetzt einzahlen',
};
