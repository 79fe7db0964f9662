import type { RequestHandler } from 'express';
import { platformKeys } from '../platformKeys';
import type { Redis } from '../redis';
import { AppError } from '../AppError';
import { clientAddress } from './clientAddress';

export interface AddressRateLimit {
  /** Names the counter: routes with different names are counted apart. */
  name: string;
  /** Requests one address may make per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Refuses with RATE_LIMITED once one client address has made `limit` requests within a window that
 * starts at its first. The count and its expiry are set in one MULTI, so a window always ends.
 */
export function addressRateLimit(redis: Redis, options: AddressRateLimit): RequestHandler {
  return async (req, _res, next) => {
    const key = platformKeys.addressRate(options.name, clientAddress(req));
    const replies = await redis.multi().incr(key).expire(key, options.windowSeconds, 'NX').exec();
    const count = Number(replies?.[0]?.[1] ?? 0);
    if (count > options.limit) throw new AppError('RATE_LIMITED');
    next();
  };
}
