import type { RequestHandler } from 'express';
import type { Db } from '../platform/db/pool';
import { AppError } from '../platform/http/AppError';
import { findSessionUser } from './userSessions';

/** Lets a request through only with a live session in its `token` header; sets `req.user`. */
export function requireUser(db: Db): RequestHandler {
  return async (req, _res, next) => {
    const token = req.get('token');
    const user = token ? await findSessionUser(db, token) : null;
    if (!user) throw new AppError('NOT_LOGGED_IN');
    req.user = user;
    next();
  };
}
