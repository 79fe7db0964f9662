// The withdrawal endpoints of the REST API, called through the route table (see @tempo/shared).
import { routes, type RequestWithdrawalBody, type WithdrawalAccountBody } from '@tempo/shared';
import { call, type RequestOptions } from '../../../lib/apiClient';

/** Withdrawals per page of the list. */
const PAGE_SIZE = 20;

/** The bound account, masked; `{ account: null }` when none is bound. */
export const fetchWithdrawalAccount = (options?: RequestOptions) => call(routes.withdrawals.account, options);

/** Binds the account, once. Quiet: the form shows the refusal under the field at fault. */
export const bindWithdrawalAccount = (body: WithdrawalAccountBody) =>
  call(routes.withdrawals.bindAccount, { body, quiet: true });

/** Fee, limits, count left today, hours and the verification gate, as the server sees them now. */
export const fetchWithdrawalQuote = (options?: RequestOptions) => call(routes.withdrawals.quote, options);

/**
 * Requests a withdrawal under `idempotencyKey` (one per attempt). Quiet: the confirm sheet shows
 * a wrong password under its field and toasts the rest itself.
 */
export const requestWithdrawal = (body: RequestWithdrawalBody, idempotencyKey: string) =>
  call(routes.withdrawals.request, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    quiet: true,
  });

/** One page of the trader's withdrawals, newest first, older than `cursor` (a withdrawal id). */
export const fetchWithdrawals = (cursor: number | null) =>
  call(routes.withdrawals.list, {
    query: { cursor: cursor ?? undefined, limit: PAGE_SIZE },
    hideLoading: true,
    quiet: true,
  });
