import { Router } from 'express';
import { changePasswordBody, loginBody, registerBody, registerCheckBody } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { addressRateLimit } from '../platform/http/addressRateLimit';
import { AppError } from '../platform/http/AppError';
import { clientAddress, route } from '../platform/http/asyncRoute';
import { body } from '../platform/http/validate';
import { changePassword } from './commands/changePassword';
import { checkRegistration } from './commands/checkRegistration';
import { loginUser } from './commands/loginUser';
import { registerUser } from './commands/registerUser';
import { realProfitAndLoss } from '../orders';
import { presentProfile } from './presenters';
import { requireUser } from './requireUser';
import type { SessionCache } from './SessionCache';
import { revokeUserSession } from './userSessions';
import { findProfileRow } from './usersRepo';

export function accountsRouter(ctx: AppContext, sessions: SessionCache): Router {
  const router = Router();
  const loggedIn = requireUser(sessions);

  router.post(
    '/auth/register-check',
    // It tells whether an account exists: throttled per address so accounts cannot be listed.
    addressRateLimit(ctx.redis, {
      name: 'register-check',
      limit: ctx.config.REGISTER_CHECKS_PER_ADDRESS,
      windowSeconds: ctx.config.REGISTER_CHECK_WINDOW_SECONDS,
    }),
    route(async (req) => {
      await checkRegistration(ctx.db, body(req, registerCheckBody));
      return { available: true };
    }),
  );

  router.post(
    '/auth/register',
    route(async (req, res) => {
      const user = await registerUser(ctx.db, body(req, registerBody));
      res.status(201);
      return { account: user.account };
    }),
  );

  router.post(
    '/auth/login',
    route((req) =>
      loginUser(ctx, body(req, loginBody), { ip: clientAddress(req), userAgent: req.get('user-agent') }),
    ),
  );

  router.post(
    '/auth/logout',
    loggedIn,
    route(async (req) => {
      await revokeUserSession(ctx.db, req.user!.sessionId);
      await sessions.revoked({
        userId: req.user!.id,
        sessionIds: [req.user!.sessionId],
        reason: 'logged-out',
      });
      return null;
    }),
  );

  router.get(
    '/user/profile',
    loggedIn,
    route(async (req) => {
      const [row, pnl] = await Promise.all([
        findProfileRow(ctx.db, req.user!.id),
        realProfitAndLoss(ctx.db, req.user!.id, ctx.config.PLATFORM_TZ),
      ]);
      if (!row) throw new AppError('NOT_FOUND');
      return presentProfile(row, pnl);
    }),
  );

  router.post(
    '/user/password',
    loggedIn,
    route(async (req) => {
      const ended = await changePassword(ctx, req.user!, body(req, changePasswordBody), clientAddress(req));
      // A new login password ended the user's other sessions.
      await sessions.revoked({ userId: req.user!.id, sessionIds: ended, reason: 'revoked' });
      return null;
    }),
  );

  return router;
}
