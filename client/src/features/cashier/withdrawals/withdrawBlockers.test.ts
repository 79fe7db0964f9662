import { describe, expect, it } from 'vitest';
import { hoursText, minuteText, withdrawBlockers } from './withdrawBlockers';

const clear = {
  accountBound: true,
  verificationRequired: true,
  verified: true,
  open: true,
  countLeftToday: 3,
};

describe('withdrawBlockers', () => {
  it('is empty when nothing stands in the way', () => {
    expect(withdrawBlockers(clear)).toEqual([]);
    expect(withdrawBlockers({ ...clear, verificationRequired: false, verified: false })).toEqual([]);
  });

  it('names each blocker, the ones the trader can fix first', () => {
    expect(withdrawBlockers({ ...clear, accountBound: false })).toEqual(['NO_ACCOUNT']);
    expect(withdrawBlockers({ ...clear, verified: false })).toEqual(['NOT_VERIFIED']);
    expect(withdrawBlockers({ ...clear, countLeftToday: 0 })).toEqual(['NO_COUNT_LEFT']);
    expect(withdrawBlockers({ ...clear, open: false })).toEqual(['CLOSED']);
    expect(
      withdrawBlockers({
        accountBound: false,
        verificationRequired: true,
        verified: false,
        open: false,
        countLeftToday: 0,
      }),
    ).toEqual(['NO_ACCOUNT', 'NOT_VERIFIED', 'NO_COUNT_LEFT', 'CLOSED']);
  });
});

describe('the allowed hours', () => {
  it('writes minutes of the day as HH:MM', () => {
    expect(minuteText(0)).toBe('00:00');
    expect(minuteText(545)).toBe('09:05');
    expect(minuteText(1439)).toBe('23:59');
  });

  it('writes the range, across midnight too, and null for the whole day', () => {
    expect(hoursText(540, 1020)).toBe('09:00–17:00');
    expect(hoursText(1320, 360)).toBe('22:00–06:00');
    expect(hoursText(0, 0)).toBeNull();
    expect(hoursText(600, 600)).toBeNull();
  });
});
