import { describe, expect, it } from 'vitest';
import { depositPath, parseDepositId } from './depositPaths';

describe('deposit page query', () => {
  it('reads the id of an existing deposit', () => {
    expect(parseDepositId('42')).toBe(42);
    expect(depositPath(42)).toBe('/pages/recharge/index?id=42');
  });

  it('takes anything but a positive whole id as no id', () => {
    for (const value of [null, '', '0', '-1', '1.5', '12abc', '007', '1e3'])
      expect(parseDepositId(value)).toBeNull();
  });
});
