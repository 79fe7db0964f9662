import { routes } from '@tempo/shared';
import type { Router } from 'express';
import type { InboxNotifier } from '../inbox';
import { getBalances } from '../ledger';
import type { AppContext } from '../platform/context';
import { addressRateLimit } from '../platform/http/addressRateLimit';
import { AppError } from '../platform/AppError';
import { TableRouter, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { changePassword } from './commands/changePassword';
import { checkRegistration } from './commands/checkRegistration';
import { loginUser } from './commands/loginUser';
import { registerUser } from './commands/registerUser';
import { presentProfile } from './presenters';
import type { SessionCache } from './SessionCache';
import { revokeUserSession } from './userSessions';
import { findProfileRow } from './usersRepo';

/**
 * A trader's settled profit on real money in cents, all time and today, for the personal center.
 * Orders own it; app/ passes it in, so accounts never imports orders (orders builds on accounts).
 */
export type ProfitAndLossOf = (userId: number) => Promise<{ accountPnl: number; todayPnl: number }>;

export function accountsRouter(
  ctx: AppContext,
  sessions: SessionCache,
  guards: RouteGuards,
  profitAndLossOf: ProfitAndLossOf,
  /** Where a message filed in a trader's inbox (a sign-in from a new device) reaches their sockets. */
  inbox: InboxNotifier,
): Router {
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

  mountRoute(router, table.login, ({ body, origin }) => loginUser({ ...ctx, inbox }, body, origin));

  mountRoute(router, table.logout, async ({ user }) => {
    await revokeUserSession(ctx.db, user.sessionId);
    await sessions.revoked({ userId: user.id, sessionIds: [user.sessionId], reason: 'logged-out' });
    return null;
  });

  mountRoute(router, table.profile, async ({ user }) => {
    const [row, balances, pnl] = await Promise.all([
      findProfileRow(ctx.db, user.id),
      getBalances(ctx.db, user.id),
      profitAndLossOf(user.id),
    ]);
    if (!row || !balances) throw new AppError('NOT_FOUND');
    return presentProfile(row, balances, pnl);
  });

  mountRoute(router, table.changePassword, async ({ user, body, origin }) => {
    const ended = await changePassword(ctx, user, body, origin.ip);
    // A new login password ended the user's other sessions.
    await sessions.revoked({ userId: user.id, sessionIds: ended, reason: 'revoked' });
    return null;
  });

  return router.express;
}
