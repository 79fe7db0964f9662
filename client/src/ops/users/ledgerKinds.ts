// The names of ledger kinds and buckets as the console shows a trader's ledger: every kind the
// server writes (cashier, orders, savings, admin, the demo account) has a name of its own in the
// `ops` catalogue; any other reads as `other`, with its code.
import { LEDGER_ROW_KINDS } from '../../features/cashier/records/fundRecordKinds';

/** Every ledger kind the server writes: those a trader's fund records open to, and the demo account's. */
export const LEDGER_KINDS = [...LEDGER_ROW_KINDS, 'demo_grant', 'demo_reset'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The name key of a ledger kind: the kind itself when known, `other` for one this build does not know. */
export function ledgerKindLabelKey(kind: string): LedgerKind | 'other' {
  return (LEDGER_KINDS as readonly string[]).includes(kind) ? (kind as LedgerKind) : 'other';
}

export const LEDGER_BUCKETS = ['available', 'frozen', 'savings', 'demo'] as const;
export type LedgerBucket = (typeof LEDGER_BUCKETS)[number];

/** The name key of a bucket; `other` for one this build does not know. */
export function bucketLabelKey(bucket: string): LedgerBucket | 'other' {
  return (LEDGER_BUCKETS as readonly string[]).includes(bucket) ? (bucket as LedgerBucket) : 'other';
}
