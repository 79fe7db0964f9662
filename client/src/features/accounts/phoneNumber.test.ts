import { describe, expect, it } from 'vitest';
import {
  callingCodeOf,
  defaultPhoneCountry,
  fromE164,
  isPhoneCountry,
  phoneCountries,
  toE164,
} from './phoneNumber';

describe('phone numbers as typed', () => {
  it('reads a national number in the chosen country and sends E.164', () => {
    expect(toE164('0912 345 678', 'VN')).toEqual({ ok: true, e164: '+84912345678' });
    expect(toE164('912345678', 'VN')).toEqual({ ok: true, e164: '+84912345678' });
    expect(toE164('(213) 373-4253', 'US')).toEqual({ ok: true, e164: '+12133734253' });
    expect(toE164('090-1234-5678', 'JP')).toEqual({ ok: true, e164: '+819012345678' });
  });

  it('takes an international number whatever the country chosen', () => {
    expect(toE164('+84 912 345 678', 'US')).toEqual({ ok: true, e164: '+84912345678' });
    expect(toE164(' +84912345678 ', 'VN')).toEqual({ ok: true, e164: '+84912345678' });
    // Dialled from Vietnam with its international prefix.
    expect(toE164('00 1 213 373 4253', 'VN')).toEqual({ ok: true, e164: '+12133734253' });
  });

  it('refuses a blank field and a number outside the country plan', () => {
    expect(toE164('   ', 'VN')).toEqual({ ok: false, reason: 'EMPTY' });
    expect(toE164('0912 345', 'VN')).toEqual({ ok: false, reason: 'INVALID' });
    expect(toE164('abc', 'VN')).toEqual({ ok: false, reason: 'INVALID' });
    // A Vietnamese mobile read as a US number is not one.
    expect(toE164('0912 345 678', 'US')).toEqual({ ok: false, reason: 'INVALID' });
  });

  it('shows a number sent before in its country and national format', () => {
    expect(fromE164('+84912345678')).toEqual({ country: 'VN', national: '0912 345 678' });
    expect(fromE164('not a number')).toBeNull();
  });

  it('starts on the region of the first locale the plan knows, else Vietnam', () => {
    expect(defaultPhoneCountry(['ja-JP', 'en-US'])).toBe('JP');
    expect(defaultPhoneCountry(['en', 'de_DE'])).toBe('DE');
    expect(defaultPhoneCountry(['en', 'fr'])).toBe('VN');
    expect(defaultPhoneCountry(['en-XX'])).toBe('VN');
  });

  it('lists the countries of the plan with their calling codes, named in the language on screen', () => {
    const english = phoneCountries('en');
    expect(english.length).toBeGreaterThan(200);
    expect(english.find((country) => country.code === 'VN')).toEqual({
      code: 'VN',
      name: 'Vietnam',
      callingCode: '+84',
    });
    const names = english.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(phoneCountries('de').find((country) => country.code === 'DE')?.name).toBe('Deutschland');
    expect(callingCodeOf('TW')).toBe('+886');
    expect(isPhoneCountry('VN')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
  });
});
