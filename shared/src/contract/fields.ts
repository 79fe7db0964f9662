// Field schemas reused by the request bodies, queries and path parameters. Each failure carries an
// error code as its message so that both sides can translate it (see errors.ts). Every text field
// is built by `text()` so that none lets a control character through: nobody types one, and NUL in
// particular is refused by PostgreSQL (it would surface as a server fault instead of a 4xx).
import { z } from 'zod';
import { ACCOUNT_PATTERN, hasPhoneShape, isCalendarDay } from '../domain/validation';

// Matching control characters is the point of these two patterns.
/** No C0 or C1 control character and no DEL anywhere. */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** The same, except tabs and line breaks, for text that may span lines (a reason, a note). */
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

export interface TextOptions {
  /** Keep tabs and line breaks (a reason or a note); single-line fields refuse them. */
  multiline?: boolean;
  /** The error code of a value that is missing or not a string. */
  error?: 'EMPTY_VALUE' | 'VALIDATION_FAILED';
}

/**
 * Any text of a request, trimmed; a control character fails with INVALID_CHARACTERS. Chain `.min`,
 * `.max` or `.regex` after it as with `z.string()`.
 */
export const text = (options: TextOptions = {}) =>
  z
    .string({ error: options.error ?? 'VALIDATION_FAILED' })
    .trim()
    .regex(options.multiline ? MULTI_LINE : SINGLE_LINE, { error: 'INVALID_CHARACTERS' });

/** A string that must not be blank; a missing or blank one fails with EMPTY_VALUE. */
export const requiredText = (options: Omit<TextOptions, 'error'> = {}) =>
  text({ ...options, error: 'EMPTY_VALUE' }).min(1, { error: 'EMPTY_VALUE' });

export const accountField = requiredText().regex(ACCOUNT_PATTERN, { error: 'INVALID_ACCOUNT' });

/**
 * A phone number's shape. Its number plan is checked where a phone is taken (the register page and
 * checkRegistration, with isInternationalPhone): the plan's metadata would otherwise ride along
 * with the route table onto every screen.
 */
export const phoneField = requiredText()
  .refine(hasPhoneShape, { error: 'INVALID_PHONE' })
  .meta({ examples: ['+84912345678'] });

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30); anything else is INVALID_DATE. */
export const calendarDayField = z
  .string({ error: 'INVALID_DATE' })
  .refine(isCalendarDay, { error: 'INVALID_DATE' })
  .meta({ format: 'date', examples: ['2026-12-25'] });

/** A row id in a path or query: a positive whole number within PostgreSQL's bigint; else NOT_FOUND. */
export const idParam = z.coerce
  .number({ error: 'NOT_FOUND' })
  .int({ error: 'NOT_FOUND' })
  .positive({ error: 'NOT_FOUND' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'NOT_FOUND' });

// Passwords, one rule for every password field (login and transaction passwords, their
// confirmations, the old and new ones of a change, ops passwords): kept exactly as typed, never
// trimmed on either side. A space is a character a password may hold (password managers and
// passphrases use them), and trimming one side only made " abcdef1" impossible to register.
// Control characters are refused: no keyboard types them and hashing them is a trap.

/** A new password: 6 to 32 characters exactly as typed, no control characters. */
export const passwordField = z
  .string({ error: 'EMPTY_VALUE' })
  .min(1, { error: 'EMPTY_VALUE' })
  .regex(SINGLE_LINE, { error: 'INVALID_CHARACTERS' })
  .min(6, { error: 'INVALID_PASSWORD' })
  .max(32, { error: 'INVALID_PASSWORD' });

/**
 * A password typed to prove or confirm one (login, old password, confirmation): exactly as typed,
 * not blank, no control characters. No length rule beyond a bound, so a login is never refused for
 * a password set under another length rule.
 */
export const enteredPasswordField = z
  .string({ error: 'EMPTY_VALUE' })
  .min(1, { error: 'EMPTY_VALUE' })
  .regex(SINGLE_LINE, { error: 'INVALID_CHARACTERS' })
  .max(128, { error: 'INVALID_PASSWORD' });

/** An idempotency key as sent in the `Idempotency-Key` header of money-moving requests. */
export const idempotencyKeyField = z
  .string({ error: 'IDEMPOTENCY_KEY_REQUIRED' })
  .regex(/^[\w-]{8,64}$/, { error: 'IDEMPOTENCY_KEY_REQUIRED' });
