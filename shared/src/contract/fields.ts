// Field schemas reused by the request bodies. Each failure carries an error code as its message so
// that both sides can translate it (see errors.ts).
import { z } from 'zod';
import { ACCOUNT_PATTERN, isInternationalPhone } from '../domain/validation';

/** A string that must not be blank; a missing or blank one fails with EMPTY_VALUE. */
export const requiredText = () => z.string({ error: 'EMPTY_VALUE' }).trim().min(1, { error: 'EMPTY_VALUE' });

export const accountField = requiredText().regex(ACCOUNT_PATTERN, { error: 'INVALID_ACCOUNT' });

export const phoneField = requiredText().refine(isInternationalPhone, { error: 'INVALID_PHONE' });

/** Login and transaction passwords: 6 to 32 characters, kept exactly as typed. */
export const passwordField = z
  .string({ error: 'EMPTY_VALUE' })
  .min(1, { error: 'EMPTY_VALUE' })
  .min(6, { error: 'INVALID_PASSWORD' })
  .max(32, { error: 'INVALID_PASSWORD' });

/** An idempotency key as sent in the `Idempotency-Key` header of money-moving requests. */
export const idempotencyKeyField = z
  .string({ error: 'IDEMPOTENCY_KEY_REQUIRED' })
  .regex(/^[\w-]{8,64}$/, { error: 'IDEMPOTENCY_KEY_REQUIRED' });
