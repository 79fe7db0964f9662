import type { RequestHandler } from 'express';
import { platformKeys } from '../platformKeys';
import type { Redis } from '../redis';
import { AppError } from '../AppError';

export interface UserRateLimit {
  /** Names the counter: routes with different names are counted apart. */
  name: string;
  /** Requests one trader may make per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Refuses with RATE_LIMITED once one logged-in trader has made `limit` requests within a window
 * that starts at their first; mounted after the trader guard. Like addressRateLimit, the count and
 * its expiry are set in one MULTI, so a window always ends.
 */
export function userRateLimit(redis: Redis, options: UserRateLimit): RequestHandler {
  return async (req, _res, next) => {
    const key = platformKeys.userRate(options.name, req.user!.id);
    const replies = await redis.multi().incr(key).expire(key, options.windowSeconds, 'NX').exec();
    const count = Number(replies?.[0]?.[1] ?? 0);
    if (count > options.limit) throw new AppError('RATE_LIMITED');
    next();
  };
}
