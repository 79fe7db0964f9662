import { describe, expect, it } from 'vitest';
import { TransferAttempts } from './transferAttempts';

function counting() {
  let count = 0;
  return new TransferAttempts(() => `key-${++count}`);
}

describe('TransferAttempts', () => {
  it('sends a retry of the same transfer with the same key until the server answers', () => {
    const attempts = counting();
    expect(attempts.keyFor('in', 10_000)).toBe('key-1');
    expect(attempts.keyFor('in', 10_000)).toBe('key-1');
    attempts.answered();
    expect(attempts.keyFor('in', 10_000)).toBe('key-2');
  });

  it('starts a new attempt when the amount or the direction changes', () => {
    const attempts = counting();
    expect(attempts.keyFor('in', 10_000)).toBe('key-1');
    expect(attempts.keyFor('in', 20_000)).toBe('key-2');
    expect(attempts.keyFor('out', 20_000)).toBe('key-3');
    expect(attempts.keyFor('in', 20_000)).toBe('key-4');
  });

  it('makes keys the server accepts by default', () => {
    expect(new TransferAttempts().keyFor('out', 1)).toMatch(/^sav-[0-9a-f]{32}$/);
  });
});
