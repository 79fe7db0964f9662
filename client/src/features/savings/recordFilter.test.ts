import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/formatMoney';
import { kindOfQuery, savingsDetailsPath, signedAmount } from './recordFilter';

describe('the filter of the details list', () => {
  it('reads each record kind from the query, and nothing else', () => {
    expect(kindOfQuery('kind=in')).toBe('in');
    expect(kindOfQuery('kind=out')).toBe('out');
    expect(kindOfQuery('kind=confirmed')).toBe('confirmed');
    expect(kindOfQuery('kind=earnings')).toBe('earnings');
    expect(kindOfQuery('kind=refund')).toBeNull();
    expect(kindOfQuery('')).toBeNull();
  });

  it('goes back into the query it was read from', () => {
    expect(savingsDetailsPath('earnings')).toBe('/pages/Particulars/Particulars?kind=earnings');
    expect(savingsDetailsPath(null)).toBe('/pages/Particulars/Particulars');
  });
});

describe('a record amount', () => {
  const money = (cents: number) => formatMoney(cents, '$');

  it('shows a plus for money in and the minus of money out', () => {
    expect(signedAmount(10_000, money)).toBe('+$100.00');
    expect(signedAmount(-5_050, money)).toBe('-$50.50');
    expect(signedAmount(1, money)).toBe('+$0.01');
  });
});
