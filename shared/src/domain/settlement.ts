// The settlement rules of a countdown order, as pure functions. The server's settlement SQL
// implements the same rules (server/src/orders/SPEC.md names them S1–S9); the tests check that
// both agree, and that every settled order can be re-derived from its recorded ticks.

export const DIRECTIONS = ['up', 'down'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** How an order closed: settled at its expiry (S1–S9), or `sold` before it (E5). */
export const SETTLED_STATUSES = ['won', 'lost', 'draw', 'void', 'sold'] as const;
export type SettledStatus = (typeof SETTLED_STATUSES)[number];

export interface RecordedTick {
  /** Price as published. */
  p: number;
  /** Server timestamp, epoch ms. */
  t: number;
}

export interface SettlementInput {
  direction: Direction;
  /** Stake in cents. */
  amount: number;
  /** Payout rate in basis points (8500 = 85%). */
  payoutBps: number;
  entry: RecordedTick;
  /** Expiry, epoch ms. */
  expiryTs: number;
  /** The last tick at or before expiry, or null when none is known. */
  exit: RecordedTick | null;
  /**
   * The stale window of S9 in ms: an exit tick older than this at expiry means the feed was down
   * then. Null applies no such check (a live estimate, or an order settled before the rule).
   */
  feedStaleMs: number | null;
}

export interface SettlementResult {
  /** Settlement at the expiry never sells: that is the trader's act before it. */
  status: Exclude<SettledStatus, 'sold'>;
  /** Cents returned to the balance: stake plus winnings, the stake on a draw or void, 0 on a loss. */
  payout: number;
  /** payout − stake, in cents. */
  profit: number;
}

/** What a win pays back in cents: the stake plus the stake × rate, rounded down to the cent. */
export function winningPayout(amount: number, payoutBps: number): number {
  return amount + Math.floor((amount * payoutBps) / 10_000);
}

/** Applies S1–S5 and S9 to one order. */
export function settle(input: SettlementInput): SettlementResult {
  const { amount, entry, exit } = input;
  // S5: fewer than two ticks inside the contract (no tick after the entry tick) voids it.
  if (!exit || exit.t <= entry.t) return { status: 'void', payout: amount, profit: 0 };
  // S9: the feed was down at expiry; its last price is no price to settle on.
  if (isStaleExit(exit, input.expiryTs, input.feedStaleMs))
    return { status: 'void', payout: amount, profit: 0 };
  // S3: an unchanged price is a draw and refunds the stake.
  if (exit.p === entry.p) return { status: 'draw', payout: amount, profit: 0 };
  // S1, S2: up wins on a higher exit, down on a lower one.
  const won = input.direction === 'up' ? exit.p > entry.p : exit.p < entry.p;
  if (!won) return { status: 'lost', payout: 0, profit: -amount };
  // S4: a win pays stake × (1 + rate).
  const payout = winningPayout(amount, input.payoutBps);
  return { status: 'won', payout, profit: payout - amount };
}

/** S9: whether the exit tick is older than the stale window at expiry (epoch ms). */
export function isStaleExit(exit: RecordedTick, expiryTs: number, feedStaleMs: number | null): boolean {
  return feedStaleMs !== null && expiryTs - exit.t > feedStaleMs;
}

/** The exit spot: the last of `ticks` (in publishing order) at or before `expiryTs`. */
export function exitTickOf<T extends RecordedTick>(ticks: readonly T[], expiryTs: number): T | null {
  let exit: T | null = null;
  for (const tick of ticks) {
    if (tick.t <= expiryTs) exit = tick;
    else break;
  }
  return exit;
}
