// What a fund record is, as the list shows it: the name of what the trader did and of its state,
// the names of its ledger rows and their buckets, its signed amount, the screen its source opens
// on, and the filter of the list (server/src/ledger/SPEC.md L10–L13).
import {
  FUND_RECORD_BUCKETS,
  FUND_RECORD_GROUPS,
  type FundRecordBucket,
  type FundRecordGroup,
  type FundRecordState,
  type FundRecordView,
} from '@tempo/shared';
import { PATHS } from '../../../app/paths';
import { formatMoney } from '../../../lib/formatMoney';
import { depositPath } from '../deposits/depositPaths';

/**
 * Every ledger kind the server writes to a real-money bucket (server/src: cashier, orders, savings,
 * admin): each row a record opens to has a name of its own in the `records` catalogue; any other
 * reads as `other`.
 */
export const LEDGER_ROW_KINDS = [
  'deposit',
  'withdrawal_freeze',
  'withdrawal_payout',
  'withdrawal_refund',
  'order_stake',
  'order_payout',
  'order_refund',
  'order_sale',
  'adjustment',
  'savings_in',
  'savings_out',
  'savings_earnings',
] as const;
export type LedgerRowKind = (typeof LEDGER_ROW_KINDS)[number];

/** The name key of a ledger kind: the kind itself when known, `other` for one this build does not know. */
export function kindLabelKey(kind: string): LedgerRowKind | 'other' {
  return (LEDGER_ROW_KINDS as readonly string[]).includes(kind) ? (kind as LedgerRowKind) : 'other';
}

/** The group a kind belongs to (`order_stake` → `order`), as the server filters them; null for none. */
export function groupOfKind(kind: string): FundRecordGroup | null {
  return FUND_RECORD_GROUPS.find((group) => kind === group || kind.startsWith(`${group}_`)) ?? null;
}

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

/** The screens a record's source opens on, each with the words of its link. */
export type SourceScreen = 'order' | 'deposit' | 'withdrawal' | 'savings';

/**
 * Where a record's source opens: its order's detail, its deposit, the withdrawal list
 * (withdrawals have no page of their own), the savings details; null when its source has no
 * screen (a balance adjustment by ops).
 */
export function sourceLink(source: FundRecordView['source']): { screen: SourceScreen; path: string } | null {
  switch (source.type) {
    case 'order': {
      const id = positiveId(source.id);
      // The order records page shows one order with `?id=`.
      return id === null ? null : { screen: 'order', path: `${PATHS.orderRecords}?id=${id}` };
    }
    case 'deposit': {
      const id = positiveId(source.id);
      return id === null ? null : { screen: 'deposit', path: depositPath(id) };
    }
    case 'withdrawal':
      return { screen: 'withdrawal', path: PATHS.withdrawalDetails };
    case 'savings_transfer':
    case 'savings_roll':
      return { screen: 'savings', path: PATHS.savingsDetails };
    default:
      return null;
  }
}

/** The path of `sourceLink`, or null. */
export const sourcePath = (source: FundRecordView['source']): string | null =>
  sourceLink(source)?.path ?? null;

/** Whether an amount is money in (shown green), money out (red) or neither. */
export const directionOf = (amount: number): 'credit' | 'debit' | 'none' =>
  amount > 0 ? 'credit' : amount < 0 ? 'debit' : 'none';

/**
 * An amount in cents with its sign, through the language's number format: "+$20.00" in, "−$20.00"
 * out (a true minus sign, as price changes show it), "$0.00" for nothing.
 */
export function signedMoney(cents: number, currencySymbol: string, locale?: string): string {
  const text = formatMoney(Math.abs(cents), currencySymbol, locale);
  return cents > 0 ? `+${text}` : cents < 0 ? `\u2212${text}` : text;
}

/**
 * What a record whose amount came to nothing moved before it did (a refunded withdrawal, a drawn
 * trade): its first row's size, shown struck through; null when the amount is not zero.
 */
export function undoneAmount(record: Pick<FundRecordView, 'amount' | 'entries'>): number | null {
  if (record.amount !== 0) return null;
  return Math.abs(record.entries[0]?.amount ?? 0) || null;
}

/** The colour of a state's pill: waiting, done well, or neither (money back, a stake out). */
const STATE_PILL: Record<FundRecordState, string> = {
  completed: 'status-success',
  under_review: 'status-pending',
  paid: 'status-success',
  refunded: 'fund-record-state-neutral',
  placed: 'fund-record-state-neutral',
  won: 'status-success',
  lost: 'status-failed',
  sold: 'fund-record-state-neutral',
};

/** The classes of the pill of `state`. */
export const statePillClass = (state: FundRecordState): string =>
  `status-pill fund-record-state ${STATE_PILL[state]}`;
