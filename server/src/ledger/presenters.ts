import { epochMs, type Balances, type FundRecordView } from '@tempo/shared';
import type { LedgerRow } from './listLedgerEntries';

/** A user's balances as a client sees them, in cents: these four buckets and nothing else. */
export function presentBalances(balances: Balances): Balances {
  return {
    available: balances.available,
    frozen: balances.frozen,
    savings: balances.savings,
    demo: balances.demo,
  };
}

/**
 * A ledger row as its owner reads it in fund records, and ops in a trader's records: each field
 * named, amounts in cents, times in epoch ms.
 */
export function presentLedgerRow(row: LedgerRow): FundRecordView {
  return {
    id: row.id,
    kind: row.kind,
    bucket: row.bucket,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    source: { type: row.refType, id: row.refId },
    createdAt: epochMs(row.createdAt.getTime()),
  };
}
