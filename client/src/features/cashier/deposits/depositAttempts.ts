// Idempotency keys of deposit requests: one key per attempt, sent again when the same attempt is
// retried (a double tap, a retry after a lost answer), so the server records one request. Once the
// server has answered (a deposit or a refusal), the next request is a new attempt with a new key.
import { newIdempotencyKey } from '../../../lib/idempotencyKey';

/** What makes two requests the same attempt: the same channel, amount (cents) and hash. */
export interface DepositAttempt {
  channelId: number;
  amount: number;
  txHash?: string | undefined;
}

const signature = ({ channelId, amount, txHash }: DepositAttempt) => `${channelId}:${amount}:${txHash ?? ''}`;

/** Hands out the key of each deposit attempt. */
export class DepositAttempts {
  private pending: { signature: string; key: string } | null = null;

  constructor(private readonly makeKey: () => string = () => newIdempotencyKey('dep')) {}

  /** The key to send `attempt` with: the pending attempt's when nothing changed since. */
  keyFor(attempt: DepositAttempt): string {
    const next = signature(attempt);
    if (this.pending?.signature !== next) this.pending = { signature: next, key: this.makeKey() };
    return this.pending.key;
  }

  /** The server answered: the attempt is over. */
  answered(): void {
    this.pending = null;
  }
}
