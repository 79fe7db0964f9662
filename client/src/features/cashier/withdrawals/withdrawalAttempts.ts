// Idempotency keys of withdrawal requests: one key per attempt, sent again when the same attempt
// is retried (a double tap, a retry after a lost answer), so the server freezes the money once.
// The server remembers the answer of each key, refusals included, so once it has answered the next
// request is a new attempt with a new key.
import { newIdempotencyKey } from '../../../lib/idempotencyKey';

/** Hands out the key of each withdrawal attempt; an attempt is one amount. */
export class WithdrawalAttempts {
  private pending: { amount: number; key: string } | null = null;

  constructor(private readonly makeKey: () => string = () => newIdempotencyKey('wdr')) {}

  /** The key to request `amount` cents with: the pending attempt's when it is the same amount. */
  keyFor(amount: number): string {
    if (this.pending?.amount !== amount) this.pending = { amount, key: this.makeKey() };
    return this.pending.key;
  }

  /** The server answered (a withdrawal or a refusal): the attempt is over. */
  answered(): void {
    this.pending = null;
  }
}
