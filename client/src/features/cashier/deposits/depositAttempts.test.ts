import { describe, expect, it } from 'vitest';
import { DepositAttempts } from './depositAttempts';

function counter() {
  let next = 0;
  return () => `dep-${++next}`;
}

const ATTEMPT = { channelId: 1, amount: 10_000, txHash: undefined };

describe('deposit attempts', () => {
  it('sends a retry of the same attempt with the same key', () => {
    const attempts = new DepositAttempts(counter());
    expect(attempts.keyFor(ATTEMPT)).toBe('dep-1');
    expect(attempts.keyFor({ ...ATTEMPT })).toBe('dep-1');
  });

  it('makes a new attempt when the channel, amount or hash changes', () => {
    const attempts = new DepositAttempts(counter());
    expect(attempts.keyFor(ATTEMPT)).toBe('dep-1');
    expect(attempts.keyFor({ ...ATTEMPT, amount: 10_001 })).toBe('dep-2');
    expect(attempts.keyFor({ ...ATTEMPT, amount: 10_001, channelId: 2 })).toBe('dep-3');
    expect(attempts.keyFor({ ...ATTEMPT, amount: 10_001, channelId: 2, txHash: 'abc' })).toBe('dep-4');
  });

  it('starts a new attempt once the server has answered', () => {
    const attempts = new DepositAttempts(counter());
    expect(attempts.keyFor(ATTEMPT)).toBe('dep-1');
    attempts.answered();
    expect(attempts.keyFor(ATTEMPT)).toBe('dep-2');
  });
});
