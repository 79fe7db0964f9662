import { describe, expect, it } from 'vitest';
import { isValidWalletAddress, toEip55 } from './walletAddress';
import { withdrawalFee, withinWithdrawalHours, minuteOfDay } from './withdrawalSettings';

describe('coin address checksums', () => {
  it('accepts TRC20 addresses whose base58check holds and refuses altered ones', () => {
    expect(isValidWalletAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidWalletAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isValidWalletAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    // A valid base58check of another network (a Bitcoin address): wrong prefix byte.
    expect(isValidWalletAddress('TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isValidWalletAddress('TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });

  it('accepts EIP-55 checksummed ERC20 addresses and refuses a flipped case or no checksum', () => {
    // The test vectors of EIP-55 itself.
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(isValidWalletAddress('ERC20', address)).toBe(true);
      expect(toEip55(address.slice(2).toLowerCase())).toBe(address.slice(2));
    }
    expect(isValidWalletAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidWalletAddress('ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
    expect(isValidWalletAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(isValidWalletAddress('ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });
});

describe('withdrawal settings rules', () => {
  it('takes a fixed fee plus basis points rounded up to the cent', () => {
    expect(withdrawalFee({ feeFixed: 0, feeBps: 0 }, 12_345)).toBe(0);
    expect(withdrawalFee({ feeFixed: 100, feeBps: 150 }, 10_001)).toBe(100 + 151);
  });

  it('allows the hours [open, close), a window over midnight, and all day when open equals close', () => {
    const day = { openMinute: 9 * 60, closeMinute: 17 * 60 };
    expect(withinWithdrawalHours(day, 9 * 60)).toBe(true);
    expect(withinWithdrawalHours(day, 17 * 60)).toBe(false);
    const night = { openMinute: 22 * 60, closeMinute: 2 * 60 };
    expect(withinWithdrawalHours(night, 23 * 60)).toBe(true);
    expect(withinWithdrawalHours(night, 60)).toBe(true);
    expect(withinWithdrawalHours(night, 12 * 60)).toBe(false);
    expect(withinWithdrawalHours({ openMinute: 0, closeMinute: 0 }, 720)).toBe(true);
  });

  it('reads the minute of the day in the platform time zone', () => {
    expect(minuteOfDay(new Date('2026-01-01T00:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe(7 * 60 + 30);
  });
});
