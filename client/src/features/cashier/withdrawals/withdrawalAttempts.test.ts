import { describe, expect, it } from 'vitest';
import { WithdrawalAttempts } from './withdrawalAttempts';

function counting() {
  let count = 0;
  return new WithdrawalAttempts(() => `key-${++count}`);
}

describe('WithdrawalAttempts', () => {
  it('sends a retry of the same amount with the same key until the server answers', () => {
    const attempts = counting();
    expect(attempts.keyFor(10_000)).toBe('key-1');
    expect(attempts.keyFor(10_000)).toBe('key-1');
    attempts.answered();
    expect(attempts.keyFor(10_000)).toBe('key-2');
  });

  it('starts a new attempt when the amount changes', () => {
    const attempts = counting();
    expect(attempts.keyFor(10_000)).toBe('key-1');
    expect(attempts.keyFor(20_000)).toBe('key-2');
    expect(attempts.keyFor(10_000)).toBe('key-3');
  });

  it('makes keys the server accepts by default', () => {
    const key = new WithdrawalAttempts().keyFor(1);
    expect(key).toMatch(/^wdr-[0-9a-f]{32}$/);
  });
});
