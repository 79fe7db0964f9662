// Idempotency keys of purchases (server rule P5): one key per purchase attempt, sent again when the
// same attempt is retried (a double tap, a retry after a lost answer), so the server places it once.
import { newIdempotencyKey as newKey } from '../../lib/idempotencyKey';

/** A fresh key for the `Idempotency-Key` header of a purchase. */
export function newIdempotencyKey(): string {
  return newKey('ord');
}

/** The fields of a purchase that make two requests "the same attempt". */
export interface PurchaseRequest {
  symbol: string;
  direction: string;
  amount: number;
  durationSec: number;
  account: string;
}

const signatureOf = (request: PurchaseRequest): string =>
  [request.symbol, request.direction, request.amount, request.durationSec, request.account].join('|');

/**
 * Hands out the key of each purchase attempt. A request equal to the last one whose outcome is
 * not known (in flight, or lost on the network) gets that attempt's key again; once the server
 * has answered, the next purchase is a new attempt with a new key.
 */
export class PurchaseAttempts {
  private pending: { signature: string; key: string } | null = null;

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  /** The key to send `request` with. */
  keyFor(request: PurchaseRequest): string {
    const signature = signatureOf(request);
    if (this.pending?.signature !== signature) this.pending = { signature, key: this.makeKey() };
    return this.pending.key;
  }

  /** The server answered (an order, or a refusal that changed nothing): the attempt is over. */
  answered(): void {
    this.pending = null;
  }
}
