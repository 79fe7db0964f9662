import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, PurchaseAttempts } from './purchaseAttempts';

const REQUEST = { symbol: 'BTCUSDT', direction: 'up', amount: 1_000, durationSec: 5, account: 'real' };

describe('purchase attempts (P5)', () => {
  it('makes keys the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[\w-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('a double tap or a retry of the same purchase sends the same key', () => {
    const attempts = new PurchaseAttempts();
    const first = attempts.keyFor(REQUEST);
    expect(attempts.keyFor({ ...REQUEST })).toBe(first);
  });

  it('a different purchase is a new attempt', () => {
    const attempts = new PurchaseAttempts();
    const first = attempts.keyFor(REQUEST);
    expect(attempts.keyFor({ ...REQUEST, amount: 2_000 })).not.toBe(first);
  });

  it('once the server has answered, the next purchase gets a new key', () => {
    const attempts = new PurchaseAttempts();
    const first = attempts.keyFor(REQUEST);
    attempts.answered();
    expect(attempts.keyFor(REQUEST)).not.toBe(first);
  });
});
