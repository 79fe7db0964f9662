// Money, prices and instants are all JavaScript numbers, and a mix-up between them type-checks:
// a price passed as a stake, a time as an amount. Branded, each is a number that only its own
// constructor (or its wire schema) makes, so the compiler refuses one where another is due. The
// brands cost nothing at run time; arithmetic gives plain numbers back, made whole again with the
// constructor, which checks what the brand promises.
import { z } from 'zod';

/** A whole number of cents (minor units): stakes, payouts, balances, ledger amounts, fees. */
export type Cents = number & z.$brand<'Cents'>;
/** A quoted price, as the feed published it. */
export type Price = number & z.$brand<'Price'>;
/** An instant as milliseconds since the Unix epoch, in server time. */
export type EpochMs = number & z.$brand<'EpochMs'>;

/** Cents as given; refuses fractions and unsafe integers so rounding never hides. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

/** A price as given; refuses what is not a finite positive number. */
export function price(value: number): Price {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`Not a price: ${value}`);
  return value as Price;
}

/** An instant as given; refuses what is not a whole, safe number of milliseconds. */
export function epochMs(value: number): EpochMs {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an instant in ms: ${value}`);
  return value as EpochMs;
}

/** Wire fields: each parses a number and hands it on branded. */
export const centsField = z.number().int().brand<'Cents'>();
export const priceField = z.number().brand<'Price'>();
export const epochMsField = z.number().int().brand<'EpochMs'>();
