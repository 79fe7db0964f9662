// The deposit endpoints of the REST API, called through the route table (see @tempo/shared).
import { routes, type DepositStatus, type RequestDepositBody } from '@tempo/shared';
import { call, type RequestOptions } from '../../../lib/apiClient';

/** Deposits per page of the list. */
const PAGE_SIZE = 20;

/** The channels that are on now, with their limits and instructions. */
export const fetchDepositChannels = (options?: RequestOptions) => call(routes.deposits.channels, options);

/**
 * Asks to deposit under `idempotencyKey` (one per attempt). Quiet: the form shows an amount out of
 * range under its field and toasts the rest itself.
 */
export const requestDeposit = (body: RequestDepositBody, idempotencyKey: string) =>
  call(routes.deposits.request, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    quiet: true,
  });

/** One page of the trader's deposits, newest first, older than `cursor` (a deposit id). */
export const fetchDeposits = (status: DepositStatus | undefined, cursor: number | null) =>
  call(routes.deposits.list, {
    query: { status, cursor: cursor ?? undefined, limit: PAGE_SIZE },
    hideLoading: true,
    quiet: true,
  });

/** One deposit of the trader. */
export const fetchDeposit = (id: number, options?: RequestOptions) =>
  call(routes.deposits.detail, { params: { id }, ...options });

/** Attaches the transfer's transaction hash to a deposit under review. */
export const attachDepositTxHash = (id: number, txHash: string) =>
  call(routes.deposits.attachTxHash, { params: { id }, body: { txHash } });

/** Attaches the proof image (replacing any earlier one) to a deposit under review. */
export const attachDepositProof = (id: number, proof: Blob) =>
  call(routes.deposits.attachProof, { params: { id }, body: {}, files: { proof } });
