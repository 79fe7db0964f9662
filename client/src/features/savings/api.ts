// The savings endpoints of the REST API, called through the route table (see @tempo/shared).
import { routes, type SavingsRecordKind } from '@tempo/shared';
import { call, type RequestOptions } from '../../lib/apiClient';
import type { TransferDirection } from './transferAmount';

/** Records per page of the details list. */
const PAGE_SIZE = 20;

/** Every figure of the trader's savings balance and today's limits. */
export const fetchSavingsSummary = (options?: RequestOptions) => call(routes.savings.summary, options);

/**
 * Moves `amount` cents in or out under `idempotencyKey` (one per attempt); answers the new summary.
 * Quiet: the transfer page shows a refusal under the amount field and toasts the rest itself.
 */
export const transferSavings = (direction: TransferDirection, amount: number, idempotencyKey: string) =>
  call(direction === 'in' ? routes.savings.moveIn : routes.savings.moveOut, {
    body: { amount },
    headers: { 'Idempotency-Key': idempotencyKey },
    quiet: true,
  });

/** One page of the savings records, newest first, of one kind or all, after `cursor`. */
export const fetchSavingsRecords = (kind: SavingsRecordKind | null, cursor: string | null) =>
  call(routes.savings.records, {
    query: { kind: kind ?? undefined, cursor: cursor ?? undefined, limit: PAGE_SIZE },
    hideLoading: true,
    quiet: true,
  });

/** The numbers of the savings rules: cut-off, time zone, limits, rate and the coming holidays. */
export const fetchSavingsRules = () => call(routes.savings.rules, { hideLoading: true, quiet: true });
