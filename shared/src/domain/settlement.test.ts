import { describe, expect, it } from 'vitest';
import { isStaleExit, settle, type SettlementInput } from './settlement';

const order = (overrides: Partial<SettlementInput>): SettlementInput => ({
  direction: 'up',
  amount: 1_000,
  payoutBps: 8_500,
  entry: { t: 10_000, p: 100 },
  expiryTs: 40_000,
  exit: { t: 39_900, p: 101 },
  feedStaleMs: 2_000,
  ...overrides,
});

describe('settle', () => {
  it('S1, S4: up wins on a higher exit and pays stake × (1 + rate), rounded down', () => {
    expect(settle(order({ amount: 333 }))).toEqual({ status: 'won', payout: 616, profit: 283 });
  });

  it('S5: no tick after the entry tick voids', () => {
    expect(settle(order({ exit: { t: 10_000, p: 101 } })).status).toBe('void');
    expect(settle(order({ exit: null })).status).toBe('void');
  });

  it('S9: an exit older than the stale window at expiry voids and refunds; at the window it counts', () => {
    expect(settle(order({ exit: { t: 37_999, p: 101 } }))).toEqual({
      status: 'void',
      payout: 1_000,
      profit: 0,
    });
    expect(settle(order({ exit: { t: 38_000, p: 101 } })).status).toBe('won');
    // Orders settled before the rule carry no window and are judged without it.
    expect(settle(order({ exit: { t: 11_000, p: 101 }, feedStaleMs: null })).status).toBe('won');
    expect(isStaleExit({ t: 1, p: 1 }, 5_000, 4_998)).toBe(true);
  });
});
