import { describe, expect, it } from 'vitest';
import { cents } from '@tempo/shared';
import {
  allAmountText,
  checkTransfer,
  directionOfQuery,
  problemOfRefusal,
  sanitizeTransferAmount,
  sourceBalance,
  type TransferLimits,
} from './transferAmount';

// 500.00 available, 80.00 transferable, at least 20.00 a transfer, 3 transfers left today.
const LIMITS: TransferLimits = {
  available: cents(50_000),
  transferable: cents(8_000),
  minTransfer: 2_000,
  transfersLeftToday: 3,
};

describe('the direction of the page', () => {
  it('is out only when the query says so, in otherwise', () => {
    expect(directionOfQuery('dir=out')).toBe('out');
    expect(directionOfQuery('dir=in')).toBe('in');
    expect(directionOfQuery('')).toBe('in');
    expect(directionOfQuery('dir=sideways')).toBe('in');
  });

  it('moves in from the available balance and out from the transferable shares', () => {
    expect(sourceBalance('in', LIMITS)).toBe(50_000);
    expect(sourceBalance('out', LIMITS)).toBe(8_000);
  });
});

describe('the amount field', () => {
  it('keeps digits and one dot with two decimals, as typed', () => {
    expect(sanitizeTransferAmount('12a.3.45')).toBe('12.34');
    expect(sanitizeTransferAmount('100.')).toBe('100.');
    expect(sanitizeTransferAmount('')).toBe('');
  });

  it('turns zero into 1 and caps at the most one transfer may move', () => {
    expect(sanitizeTransferAmount('0')).toBe('1');
    expect(sanitizeTransferAmount('999999999')).toBe('100000000');
  });

  it('fills "All" with the whole source balance, exactly, or nothing when it is empty', () => {
    expect(allAmountText(50_000)).toBe('500.00');
    expect(allAmountText(8_001)).toBe('80.01');
    expect(allAmountText(0)).toBe('');
    expect(allAmountText(20_000_000_000)).toBe('100000000.00');
  });
});

describe('a transfer against the limits', () => {
  it('takes an amount from the minimum to the whole source balance, in cents', () => {
    expect(checkTransfer('20', 'in', LIMITS)).toEqual({ ok: true, cents: 2_000 });
    expect(checkTransfer('500.00', 'in', LIMITS)).toEqual({ ok: true, cents: 50_000 });
    expect(checkTransfer('80.', 'out', LIMITS)).toEqual({ ok: true, cents: 8_000 });
  });

  it('refuses below the minimum before sending', () => {
    expect(checkTransfer('19.99', 'in', LIMITS)).toEqual({ ok: false, problem: 'BELOW_MIN' });
    expect(checkTransfer('', 'in', LIMITS)).toEqual({ ok: false, problem: 'EMPTY' });
  });

  it('refuses more than the source holds, with the reason of the direction', () => {
    expect(checkTransfer('500.01', 'in', LIMITS)).toEqual({ ok: false, problem: 'INSUFFICIENT_BALANCE' });
    expect(checkTransfer('80.01', 'out', LIMITS)).toEqual({ ok: false, problem: 'NOT_TRANSFERABLE' });
  });

  it('refuses every amount once no transfer is left today', () => {
    const spent = { ...LIMITS, transfersLeftToday: 0 };
    expect(checkTransfer('50', 'in', spent)).toEqual({ ok: false, problem: 'NO_TRANSFERS_LEFT' });
  });

  it('refuses beyond the most one transfer may move', () => {
    const rich = { ...LIMITS, available: 50_000_000_000 };
    expect(checkTransfer('100000000.01', 'in', rich)).toEqual({ ok: false, problem: 'ABOVE_MAX' });
  });
});

describe('a refusal of the server under the field', () => {
  it('names the problem of each savings refusal', () => {
    expect(problemOfRefusal('SAVINGS_AMOUNT_TOO_SMALL')).toBe('BELOW_MIN');
    expect(problemOfRefusal('SAVINGS_DAILY_LIMIT')).toBe('NO_TRANSFERS_LEFT');
    expect(problemOfRefusal('SAVINGS_NOT_TRANSFERABLE')).toBe('NOT_TRANSFERABLE');
    expect(problemOfRefusal('INSUFFICIENT_BALANCE')).toBe('INSUFFICIENT_BALANCE');
    expect(problemOfRefusal('AMOUNT_OUT_OF_RANGE')).toBe('ABOVE_MAX');
  });

  it('leaves any other failure to a toast', () => {
    expect(problemOfRefusal('NETWORK_FAILED')).toBeNull();
    expect(problemOfRefusal('INTERNAL')).toBeNull();
  });
});
