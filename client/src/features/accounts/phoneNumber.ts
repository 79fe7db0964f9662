// A phone number as a person types it: in their country's own format ("0912 345 678") with the
// country chosen beside it, or international ("+84 912 345 678") whatever the country says. The
// server takes E.164 (+84912345678) and checks it against the same number plan: libphonenumber's
// smallest ("min") metadata, the build the server uses too. Only the registration page imports
// this file, so the plan's metadata loads with that page and never with the first screen.
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { countryName } from '../../lib/countries';

export type { CountryCode };

export interface PhoneCountry {
  code: CountryCode;
  /** The country's name in the reader's language. */
  name: string;
  /** Its calling code with the plus: "+84". */
  callingCode: string;
}

/** Every country of the number plan, named in `language` and sorted as that language sorts. */
export function phoneCountries(language: string): PhoneCountry[] {
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((code) => ({ code, name: countryName(code, language), callingCode: callingCodeOf(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** "+84" for VN. */
export function callingCodeOf(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/** Whether `code` is a country of the number plan (a value from the selector, a stored choice). */
export function isPhoneCountry(code: string): code is CountryCode {
  return isSupportedCountry(code);
}

/**
 * The country a phone field starts on: the region of the first of `locales` (the app language's
 * locale, then the browser's) the number plan knows, else Vietnam (the product's default language).
 */
export function defaultPhoneCountry(locales: readonly string[]): CountryCode {
  for (const locale of locales) {
    const region = locale.split(/[-_]/)[1]?.toUpperCase();
    if (region && isPhoneCountry(region)) return region;
  }
  return 'VN';
}

export type PhoneCheck = { ok: true; e164: string } | { ok: false; reason: 'EMPTY' | 'INVALID' };

/**
 * The number typed as the server takes it (E.164), read in `country`'s national format, or as
 * an international number when it starts with + (or the country's own international prefix).
 */
export function toE164(text: string, country: CountryCode): PhoneCheck {
  const typed = text.trim();
  if (typed === '') return { ok: false, reason: 'EMPTY' };
  const parsed = parsePhoneNumberFromString(typed, country);
  return parsed?.isValid() ? { ok: true, e164: parsed.number } : { ok: false, reason: 'INVALID' };
}

/** A number sent before (E.164), back as its country and its national format, to show in the field. */
export function fromE164(e164: string): { country: CountryCode; national: string } | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.country) return null;
  return { country: parsed.country, national: parsed.formatNational() };
}
