// Confirming it is you (2F7), like a "sudo mode": a session that proved the second factor (or,
// with none on, the login password) lets protected actions through for five minutes. Redis keeps
// which proof it was under the session's id, so every process of the deployment sees it at once,
// and it ends with the session (a revoked session never gets this far).
import type { RequestHandler } from 'express';
import type { JsonRoute } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';
import type { Redis } from '../../platform/redis';
import { AppError } from '../../platform/AppError';
import { accountsKeys } from '../accountsKeys';
import { findSecondFactor, isSecondFactorOn } from './twoFactorRepo';

export const CONFIRMATION_TTL_SECONDS = 300;

/** What a session proved: the second factor, or only the login password. */
export type ConfirmedBy = 'second-factor' | 'password';

export async function recordConfirmation(redis: Redis, sessionId: number, by: ConfirmedBy): Promise<number> {
  await redis.set(accountsKeys.identityConfirmed(sessionId), by, 'EX', CONFIRMATION_TTL_SECONDS);
  return Date.now() + CONFIRMATION_TTL_SECONDS * 1000;
}

/** The route guard: refuses a protected action this session has not confirmed lately enough. */
export function requireConfirmation(
  db: Queryable,
  redis: Redis,
  level: NonNullable<JsonRoute['confirm']>,
): RequestHandler {
  return async (req, _res, next) => {
    const user = req.user;
    if (!user) throw new AppError('NOT_LOGGED_IN');
    const [state, by] = await Promise.all([
      findSecondFactor(db, user.id),
      redis.get(accountsKeys.identityConfirmed(user.sessionId)),
    ]);
    if (isSecondFactorOn(state)) {
      if (by !== 'second-factor') throw new AppError('SECOND_FACTOR_REQUIRED');
    } else if (level === 'identity' && by === null) {
      throw new AppError('PASSWORD_CONFIRMATION_REQUIRED');
    }
    next();
  };
}
