// Idempotency keys of savings transfers: one key per attempt, sent again when the same attempt is
// retried (a double tap, a retry after a lost answer), so the server moves the money once. The
// server remembers the answer of each key, refusals included, so once it has answered the next
// request is a new attempt with a new key.
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import type { TransferDirection } from './transferAmount';

/** Hands out the key of each transfer attempt; an attempt is one direction and one amount. */
export class TransferAttempts {
  private pending: { signature: string; key: string } | null = null;

  constructor(private readonly makeKey: () => string = () => newIdempotencyKey('sav')) {}

  /** The key to move `amount` cents `direction` with: the pending attempt's when it is the same. */
  keyFor(direction: TransferDirection, amount: number): string {
    const signature = `${direction}:${amount}`;
    if (this.pending?.signature !== signature) this.pending = { signature, key: this.makeKey() };
    return this.pending.key;
  }

  /** The server answered (a transfer or a refusal): the attempt is over. */
  answered(): void {
    this.pending = null;
  }
}
