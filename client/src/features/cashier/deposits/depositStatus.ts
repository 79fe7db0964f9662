// How a deposit's status shows and filters: the pill's colour class (components.css), its words
// and what a live update does to a filtered list.
import type { DepositStatus, DepositView } from '@tempo/shared';
import { upsertById } from '../../../lib/usePagedList';

const PILL_CLASS: Record<DepositStatus, string> = {
  pending: 'status-pending',
  confirmed: 'status-success',
  rejected: 'status-failed',
};

/** The classes of the status pill of `status`. */
export function depositPillClass(status: DepositStatus): string {
  return `status-pill ${PILL_CLASS[status]}`;
}

/** The filters of the list: every deposit, or those of one status. */
export const DEPOSIT_FILTERS = ['all', 'pending', 'confirmed', 'rejected'] as const;
export type DepositFilter = (typeof DEPOSIT_FILTERS)[number];

/** The filter a `?status=` query names; anything else shows every deposit. */
export function parseDepositFilter(value: string | null): DepositFilter {
  return (DEPOSIT_FILTERS as readonly (string | null)[]).includes(value) ? (value as DepositFilter) : 'all';
}

/** The status the list asks the server for under `filter`. */
export function statusOfFilter(filter: DepositFilter): DepositStatus | undefined {
  return filter === 'all' ? undefined : filter;
}

/**
 * The rows after a live update of `deposit`: in place (or first, when new) if it belongs under the
 * filter, out of the list if it no longer does (a pending one confirmed while "Under Review" shows).
 */
export function applyDepositUpdate(
  items: DepositView[],
  deposit: DepositView,
  filter: DepositFilter,
): DepositView[] {
  if (filter === 'all' || deposit.status === filter) return upsertById(items, deposit);
  return items.filter((item) => item.id !== deposit.id);
}
