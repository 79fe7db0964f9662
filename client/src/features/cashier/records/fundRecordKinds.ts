// What a fund record is, as the list shows it: its ledger kind's name and group, its bucket, the
// screen its source opens on, and the filter of the list (SPEC §2 fund records).
import { FUND_RECORD_GROUPS, type FundRecordGroup, type FundRecordView } from '@tempo/shared';
import { PATHS } from '../../../app/paths';
import { depositPath } from '../deposits/depositPaths';

/**
 * Every ledger kind the server writes to a real-money bucket (server/src: cashier, orders, savings,
 * admin): each has a name of its own in the `records` catalogue; any other reads as `other`.
 */
export const FUND_RECORD_KINDS = [
  'deposit',
  'withdrawal_freeze',
  'withdrawal_payout',
  'withdrawal_refund',
  'order_stake',
  'order_payout',
  'order_refund',
  'adjustment',
  'savings_in',
  'savings_out',
  'savings_earnings',
] as const;
export type FundRecordKind = (typeof FUND_RECORD_KINDS)[number];

/** The name key of a ledger kind: the kind itself when known, `other` for one this build does not know. */
export function kindLabelKey(kind: string): FundRecordKind | 'other' {
  return (FUND_RECORD_KINDS as readonly string[]).includes(kind) ? (kind as FundRecordKind) : 'other';
}

/** The group a kind belongs to (`order_stake` → `order`), as the server filters them; null for none. */
export function groupOfKind(kind: string): FundRecordGroup | null {
  return FUND_RECORD_GROUPS.find((group) => kind === group || kind.startsWith(`${group}_`)) ?? null;
}

export const FUND_RECORD_BUCKETS = ['available', 'frozen', 'savings'] as const;
export type FundRecordBucket = (typeof FUND_RECORD_BUCKETS)[number];

/** The name key of a bucket; `other` for one this build does not know. */
export function bucketLabelKey(bucket: string): FundRecordBucket | 'other' {
  return (FUND_RECORD_BUCKETS as readonly string[]).includes(bucket) ? (bucket as FundRecordBucket) : 'other';
}

/** The filter chips of the list, in order: everything, then each group. */
export type FundRecordFilter = 'all' | FundRecordGroup;
export const FUND_RECORD_FILTERS: readonly FundRecordFilter[] = ['all', ...FUND_RECORD_GROUPS];

/** The filter a `?kind=` query names; anything else is all records. */
export function parseFundRecordFilter(value: string | null): FundRecordFilter {
  return (FUND_RECORD_GROUPS as readonly string[]).includes(value ?? '') ? (value as FundRecordGroup) : 'all';
}

/** The route of the list under a filter (the filter lives in the query, so back and reload keep it). */
export const fundRecordsPath = (filter: FundRecordFilter): string =>
  filter === 'all' ? PATHS.fundRecords : `${PATHS.fundRecords}?kind=${filter}`;

/** The group a filter asks the server for; none for all. */
export const groupOfFilter = (filter: FundRecordFilter): FundRecordGroup | undefined =>
  filter === 'all' ? undefined : filter;

/** A record id of the API as a number, or null when it is not a positive integer. */
function positiveId(id: string): number | null {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null;
}

/**
 * Where one tap on a record leads: its order's detail, its deposit, the withdrawal list
 * (withdrawals have no page of their own), the savings details; null when its source has no
 * screen (a balance adjustment by ops).
 */
export function sourcePath(source: FundRecordView['source']): string | null {
  switch (source.type) {
    case 'order': {
      const id = positiveId(source.id);
      // The order records page shows one order with `?id=`.
      return id === null ? null : `${PATHS.orderRecords}?id=${id}`;
    }
    case 'deposit': {
      const id = positiveId(source.id);
      return id === null ? null : depositPath(id);
    }
    case 'withdrawal':
      return PATHS.withdrawalDetails;
    case 'savings_transfer':
    case 'savings_roll':
      return PATHS.savingsDetails;
    default:
      return null;
  }
}

/** Whether a record added to its bucket (a credit, shown green) or took from it (a debit, red). */
export const directionOf = (amount: number): 'credit' | 'debit' | 'none' =>
  amount > 0 ? 'credit' : amount < 0 ? 'debit' : 'none';
