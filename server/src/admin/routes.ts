import { OPS_SESSION_COOKIE, epochMs, routes } from '@tempo/shared';
import type { Router } from 'express';
import { findLedgerMismatches, getBalances, presentBalances } from '../ledger';
import {
  findUserRow,
  findUserRowByAccount,
  secondFactorSummary,
  type SessionCache,
  type UserRecordRow,
} from '../accounts';
import type { InboxNotifier } from '../inbox';
import { readBreak } from '../limits';
import type { Catalogue } from '../quotes';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/AppError';
import { TableRouter, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { revokeSession } from '../platform/sessions';
import type { AdminNotifier } from './AdminNotifier';
import { listAuditRecords } from './listAuditRecords';
import { OPS_SESSION_COOKIE_PATH } from './adminSessions';
import { presentAdminUser, presentMismatch } from './presenters';
import { mountCatalogueRoutes } from './catalogueRoutes';
import { mountDeskRoutes, type DeskCounters } from './deskRoutes';
import { mountFeedRoutes } from './feedRoutes';
import { mountOpsAccountsRoutes } from './opsAccountsRoutes';
import { mountUserCareRoutes } from './userCareRoutes';
import { mountSecondFactorResetRoutes } from './secondFactorResetRoutes';
import { opsUsernames } from './opsAccountsRepo';
import { adjustBalance } from './commands/adjustBalance';
import { issueCodes } from './commands/issueCodes';
import { loginAdmin } from './commands/loginAdmin';
import { resetUserPassword } from './commands/resetUserPassword';
import { setCreditScore } from './commands/setCreditScore';

/** The ops API: its own login, roles checked on every route (see the table), every change audited. */
export function adminRouter(
  ctx: AppContext,
  notify: AdminNotifier,
  sessions: SessionCache,
  guards: RouteGuards,
  deskCounters: DeskCounters,
  catalogue: Catalogue,
  inbox: InboxNotifier,
): Router {
  const router = new TableRouter(guards);
  const table = routes.admin;

  /** A found trader with the ledger's balances, as ops see them; NOT_FOUND when there is none. */
  const presentUser = async (row: UserRecordRow | null) => {
    const balances = row && (await getBalances(ctx.db, row.id));
    if (!row || !balances) throw new AppError('NOT_FOUND');
    const [tradingBreak, secondFactor] = await Promise.all([
      readBreak(ctx.db, row.id),
      secondFactorSummary(ctx.db, row.id),
    ]);
    const reset = secondFactor.pendingReset;
    const requester = reset && (await opsUsernames(ctx.db, [reset.requestedBy])).get(reset.requestedBy);
    return presentAdminUser(
      row,
      balances,
      tradingBreak && { ...tradingBreak, until: epochMs(tradingBreak.until) },
      {
        on: secondFactor.on,
        pendingReset: reset && { requestedBy: requester ?? String(reset.requestedBy), reason: reset.reason },
      },
    );
  };

  mountRoute(router, table.login, async ({ body, origin, cookies }) => {
    const session = await loginAdmin(ctx, body, origin);
    // The same session as a cookie, for the ops console and the queue dashboard: script never reads it.
    cookies.set(OPS_SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.config.NODE_ENV === 'production',
      path: OPS_SESSION_COOKIE_PATH,
      expires: new Date(session.expiresAt),
    });
    return session;
  });

  mountRoute(router, table.logout, async ({ admin, cookies }) => {
    await revokeSession(ctx.db, 'admin_sessions', admin.sessionId);
    notify.opsAccessEnded({ sessionId: admin.sessionId });
    cookies.clear(OPS_SESSION_COOKIE, { path: OPS_SESSION_COOKIE_PATH });
    return null;
  });

  mountRoute(router, table.session, async ({ admin }) => ({
    id: admin.id,
    username: admin.username,
    role: admin.role,
  }));

  mountRoute(router, table.findUser, async ({ query }) => {
    return presentUser(await findUserRowByAccount(ctx.db, query.account));
  });

  mountRoute(router, table.user, async ({ params }) => {
    return presentUser(await findUserRow(ctx.db, params.id));
  });

  mountRoute(router, table.adjustBalance, async ({ actor, params, body, idempotencyKey }) => {
    const adjustment = await adjustBalance(ctx.db, actor, params.id, body, idempotencyKey);
    const balances = presentBalances(adjustment.balances);
    notify.balance(params.id, balances);
    return { adjustmentId: adjustment.adjustmentId, balances };
  });

  mountRoute(router, table.setCreditScore, async ({ actor, params, body }) => {
    await setCreditScore(ctx.db, actor, params.id, body.creditScore);
    return null;
  });

  mountRoute(router, table.resetPassword, async ({ actor, params, body }) => {
    const ended = await resetUserPassword(ctx.db, actor, params.id, body);
    await sessions.revoked({ userId: params.id, sessionIds: ended, reason: 'revoked' });
    return null;
  });

  mountRoute(router, table.issueOpeningCodes, async ({ actor, body }) => ({
    codes: await issueCodes(ctx.db, actor, body.count),
  }));

  mountRoute(router, table.auditLog, async ({ query }) => listAuditRecords(ctx.db, query));

  mountRoute(router, table.ledgerReconciliation, async () => {
    const mismatches = await findLedgerMismatches(ctx.db);
    return { reconciled: mismatches.length === 0, mismatches: mismatches.map(presentMismatch) };
  });

  mountCatalogueRoutes(ctx, router);
  mountDeskRoutes(router, deskCounters);
  mountFeedRoutes(ctx, router, catalogue);
  mountOpsAccountsRoutes(ctx, router, notify);
  mountUserCareRoutes(ctx, router, sessions);
  mountSecondFactorResetRoutes(ctx, router, sessions, inbox);

  return router.express;
}
