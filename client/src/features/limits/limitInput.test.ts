import { describe, expect, it } from 'vitest';
import { limitOfInput, sanitizeLimitInput } from './limitInput';

describe('the field of a new limit', () => {
  it('takes money with two decimals and gives cents', () => {
    expect(sanitizeLimitInput('lossDay', '12.345')).toBe('12.34');
    expect(limitOfInput('lossDay', '12.34')).toBe(1_234);
    expect(limitOfInput('lossDay', '12.')).toBe(1_200);
    expect(limitOfInput('lossDay', '')).toBeNull();
  });

  it('takes a whole count of open orders, at most a thousand', () => {
    expect(sanitizeLimitInput('openOrders', '0012a')).toBe('12');
    expect(sanitizeLimitInput('openOrders', '5000')).toBe('1000');
    expect(limitOfInput('openOrders', '12')).toBe(12);
    expect(limitOfInput('openOrders', '')).toBeNull();
  });
});
