// French strings of the records screens.
import type { RecordsMessages } from '../en/records';

export const records: RecordsMessages = {
  filter: 'Type d’opération',
  filters: {
    all: 'Tout',
    deposit: 'Dépôts',
    withdrawal: 'Retraits',
    order: 'Ordres',
    adjustment: 'Ajustements',
    savings: 'Épargne',
  },
  kinds: {
    deposit: 'Dépôt',
    withdrawal_freeze: 'Demande de retrait',
    withdrawal_payout: 'Retrait versé',
    withdrawal_refund: 'Retrait remboursé',
    order_stake: 'Mise de l’ordre',
    order_payout: 'Gain de l’ordre',
    order_refund: 'Remboursement de l’ordre',
    adjustment: 'Ajustement du solde',
    savings_in: 'Placé en épargne',
    savings_out: 'Retiré de l’épargne',
    savings_earnings: 'Gains de l’épargne',
    other: 'Variation du solde',
  },
  buckets: {
    available: 'Disponible',
    frozen: 'Gelé',
    savings: 'Épargne',
    other: 'Solde',
  },
  balanceAfter: 'Solde : {{amount}}',
  empty: 'Aucune opération pour le moment',
  emptyFiltered: 'Aucune opération de ce type',
  depositNow: 'Déposer',
};
