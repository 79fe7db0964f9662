import { describe, expect, it } from 'vitest';
import { looksLikeAddress } from './walletAddress';

describe('looksLikeAddress', () => {
  it('takes a TRC20 address: T and 33 base58 characters', () => {
    expect(looksLikeAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(looksLikeAddress('TRC20', '  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ')).toBe(true);
  });

  it('refuses a TRC20 address of the wrong length, start or alphabet', () => {
    expect(looksLikeAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(looksLikeAddress('TRC20', 'AR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    // 0, O, I and l are not base58.
    expect(looksLikeAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false);
    expect(looksLikeAddress('TRC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
  });

  it('takes an ERC20 address: 0x and 40 hex digits, in any case', () => {
    expect(looksLikeAddress('ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(true);
    expect(looksLikeAddress('ERC20', '0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(true);
  });

  it('refuses an ERC20 address of the wrong length or digits', () => {
    expect(looksLikeAddress('ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec')).toBe(false);
    expect(looksLikeAddress('ERC20', '0xgAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
    expect(looksLikeAddress('ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });
});
