// International phone numbers checked against the number plan (libphonenumber's metadata). Kept
// apart from validation.ts and the contract so that only the screens and commands that take a
// phone number load the plan's metadata, not every screen that talks to the API.
import { isValidPhoneNumber } from 'libphonenumber-js/min';

/** An international phone number with its country code, such as +84 912 345 678. */
export function isInternationalPhone(value: string): boolean {
  const compact = value.replace(/[\s()-]/g, '');
  return compact.startsWith('+') && isValidPhoneNumber(compact);
}

/** The E.164 form (+84912345678) of an international phone number, or null when it is not one. */
export function normalizePhone(value: string): string | null {
  if (!isInternationalPhone(value)) return null;
  return `+${value.replace(/\D/g, '')}`;
}
