import {
  epochMs,
  type Balances,
  type FundRecordEntry,
  type FundRecordView,
  type LedgerRowView,
} from '@tempo/shared';
import type { LedgerAction } from './listLedgerActions';
import type { LedgerRow } from './listLedgerEntries';
import { summariseAction } from './summariseAction';

/** A user's balances as a client sees them, in cents: these four buckets and nothing else. */
export function presentBalances(balances: Balances): Balances {
  return {
    available: balances.available,
    frozen: balances.frozen,
    savings: balances.savings,
    demo: balances.demo,
  };
}

/** One row of a fund record: each field named, amounts in cents, times in epoch ms. */
function presentEntry(row: LedgerRow): FundRecordEntry {
  return {
    id: row.id,
    kind: row.kind,
    bucket: row.bucket,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    createdAt: epochMs(row.createdAt.getTime()),
  };
}

/** A ledger row as ops read it in a trader's records, with the business record behind it. */
export function presentLedgerRow(row: LedgerRow): LedgerRowView {
  return { ...presentEntry(row), source: { type: row.refType, id: row.refId } };
}

/**
 * An action as its owner reads it in fund records (L10–L12): what they did, where its money
 * stands, what it did to their balance, and the rows it opens to.
 */
export function presentFundRecord(action: LedgerAction): FundRecordView {
  const { kind, state, amount, bucket } = summariseAction(action);
  return {
    id: action.id,
    kind,
    state,
    amount,
    bucket,
    source: { type: action.refType, id: action.refId },
    createdAt: epochMs(action.rows[0]!.createdAt.getTime()),
    updatedAt: epochMs(action.rows.at(-1)!.createdAt.getTime()),
    entries: action.rows.map(presentEntry),
  };
}
