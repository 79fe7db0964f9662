import type { Balances } from '@tempo/shared';

/** A user's balances as a client sees them, in cents: these four buckets and nothing else. */
export function presentBalances(balances: Balances): Balances {
  return {
    available: balances.available,
    frozen: balances.frozen,
    savings: balances.savings,
    demo: balances.demo,
  };
}
