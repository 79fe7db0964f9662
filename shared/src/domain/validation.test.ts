import { describe, expect, it } from 'vitest';
import {
  isAccount,
  isChinaMobile,
  isChineseName,
  isEmail,
  hasPhoneShape,
  isMainlandId,
  isVerificationCode,
  maskPhone,
} from './validation';
import { isInternationalPhone, normalizePhone } from './phoneNumbers';
import { sanitizeAmountInput } from './amountInput';

describe('account (6 to 12 word characters)', () => {
  it.each([
    ['abcdef', true],
    ['abc_12', true],
    ['A1b2C3d4E5f6', true],
    ['abcde', false],
    ['abcdefghijklm', false],
    ['abc-def', false],
    ['abc def', false],
    ['', false],
  ])('%s → %s', (value, expected) => expect(isAccount(value)).toBe(expected));
});

describe('Chinese name (2 to 5 characters)', () => {
  it.each([
    ['张三', true],
    ['欧阳娜娜娜', true],
    ['张', false],
    ['欧阳娜娜娜娜', false],
    ['Zhang', false],
    ['张3', false],
  ])('%s → %s', (value, expected) => expect(isChineseName(value)).toBe(expected));
});

describe('mainland ID (15 or 18 digits, last may be X)', () => {
  it.each([
    ['110101199003074514', true],
    ['11010119900307451X', true],
    ['11010119900307451x', true],
    ['110101900307451', true],
    ['1101011990030745', false],
    ['X10101199003074514', false],
    ['11010119900307451XX', false],
  ])('%s → %s', (value, expected) => expect(isMainlandId(value)).toBe(expected));
});

describe('China mobile (1, then 3/4/5/7/8/9, then 9 digits)', () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['14912345678', true],
    ['12812345678', false],
    ['16812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['23812345678', false],
  ])('%s → %s', (value, expected) => expect(isChinaMobile(value)).toBe(expected));
});

describe('verification code and e-mail', () => {
  it.each([
    ['1234', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
  ])('code %s → %s', (value, expected) => expect(isVerificationCode(value)).toBe(expected));
  it.each([
    ['trader@example.com', true],
    ['first.last+tag@mail.example.co', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['trailing@example', false],
  ])('e-mail %s → %s', (value, expected) => expect(isEmail(value)).toBe(expected));
});

describe('international phone', () => {
  it.each([
    ['+84912345678', true],
    ['+84 912 345 678', true],
    ['+1 (415) 555-2671', true],
    ['+8613812345678', true],
    ['0912345678', false],
    ['+84123', false],
    ['+999912345678', false],
  ])('%s → %s', (value, expected) => expect(isInternationalPhone(value)).toBe(expected));

  it("the contract's shape check lets through what the number plan then judges", () => {
    expect(['+84 912 345 678', '+1 (415) 555-2671', '+999912345678'].map(hasPhoneShape)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['0912345678', '+84123', '+84 912 abc', '84912345678'].map(hasPhoneShape)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('normalises to E.164 and masks all but the prefix and last four digits', () => {
    expect(normalizePhone('+84 912-345-678')).toBe('+84912345678');
    expect(normalizePhone('0912345678')).toBeNull();
    expect(maskPhone('+84912345678')).toBe('+849****5678');
  });
});

describe('amount input (SPEC §5)', () => {
  it.each([
    ['12a3', '123', 'keeps digits only'],
    ['1.2.3', '1.23', 'keeps the first dot only'],
    ['3.14159', '3.14', 'cuts to two decimals'],
    ['0', '1', 'turns zero into 1'],
    ['0.00', '1', 'turns a zero amount with decimals into 1'],
    ['-5', '5', 'drops a minus sign'],
    ['1000000', '999999', 'caps at the default maximum'],
    ['999999.99', '999999', 'caps a fraction above the maximum'],
    ['999999', '999999', 'keeps the maximum itself'],
    ['', '', 'leaves an empty field empty'],
    ['12.', '12.', 'lets a trailing dot be finished'],
    ['0.', '0.', 'lets "0." become a fraction'],
    ['0.5', '0.5', 'keeps a fraction below 1'],
    ['.5', '0.5', 'adds the leading zero'],
    ['007', '7', 'drops leading zeros'],
    ['１２', '', 'drops full-width digits'],
  ])('%s → %s (%s)', (raw, expected) => expect(sanitizeAmountInput(raw)).toBe(expected));

  it('caps at a screen-specific maximum', () => {
    expect(sanitizeAmountInput('501', 500)).toBe('500');
    expect(sanitizeAmountInput('500.5', 500)).toBe('500');
    expect(sanitizeAmountInput('499.99', 500)).toBe('499.99');
  });
});
