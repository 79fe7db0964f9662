import type { RequestHandler } from 'express';
import { AppError } from '../platform/AppError';
import type { SessionCache } from './SessionCache';

/** Lets a request through only with a live session in its `token` header; sets `req.user`. */
export function requireUser(sessions: SessionCache): RequestHandler {
  return async (req, _res, next) => {
    const token = req.get('token');
    const user = token ? await sessions.find(token) : null;
    if (!user) throw new AppError('NOT_LOGGED_IN');
    req.user = user;
    next();
  };
}
