import { routes } from '@tempo/shared';
import type { Router } from 'express';
import type { AppContext } from '../platform/context';
import { addressRateLimit } from '../platform/http/addressRateLimit';
import { AppError } from '../platform/http/AppError';
import { clientAddress } from '../platform/http/clientAddress';
import { TableRouter, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { changePassword } from './commands/changePassword';
import { checkRegistration } from './commands/checkRegistration';
import { loginUser } from './commands/loginUser';
import { registerUser } from './commands/registerUser';
import { realProfitAndLoss } from '../orders';
import { presentProfile } from './presenters';
import type { SessionCache } from './SessionCache';
import { revokeUserSession } from './userSessions';
import { findProfileRow } from './usersRepo';

export function accountsRouter(ctx: AppContext, sessions: SessionCache, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  const table = routes.accounts;

  mountRoute(
    router,
    table.registerCheck,
    async ({ body }) => {
      await checkRegistration(ctx.db, body);
      return { available: true } as const;
    },
    {
      // It tells whether an account exists: throttled per address so accounts cannot be listed.
      before: [
        addressRateLimit(ctx.redis, {
          name: 'register-check',
          limit: ctx.config.REGISTER_CHECKS_PER_ADDRESS,
          windowSeconds: ctx.config.REGISTER_CHECK_WINDOW_SECONDS,
        }),
      ],
    },
  );

  mountRoute(router, table.register, async ({ body }) => {
    const user = await registerUser(ctx.db, body);
    return { account: user.account };
  });

  mountRoute(router, table.login, ({ body, req }) =>
    loginUser(ctx, body, { ip: clientAddress(req), userAgent: req.get('user-agent') }),
  );

  mountRoute(router, table.logout, async ({ user }) => {
    await revokeUserSession(ctx.db, user.sessionId);
    await sessions.revoked({ userId: user.id, sessionIds: [user.sessionId], reason: 'logged-out' });
    return null;
  });

  mountRoute(router, table.profile, async ({ user }) => {
    const [row, pnl] = await Promise.all([
      findProfileRow(ctx.db, user.id),
      realProfitAndLoss(ctx.db, user.id, ctx.config.PLATFORM_TZ),
    ]);
    if (!row) throw new AppError('NOT_FOUND');
    return presentProfile(row, pnl);
  });

  mountRoute(router, table.changePassword, async ({ user, body, req }) => {
    const ended = await changePassword(ctx, user, body, clientAddress(req));
    // A new login password ended the user's other sessions.
    await sessions.revoked({ userId: user.id, sessionIds: ended, reason: 'revoked' });
    return null;
  });

  return router.express;
}
