import { Router, type Request } from 'express';
import {
  adjustBalanceBody,
  adminLoginBody,
  auditLogQuery,
  idParam,
  idempotencyKeyField,
  issueOpeningCodesBody,
  resetPasswordBody,
  setCreditScoreBody,
  userLookupQuery,
} from '@tempo/shared';
import { findLedgerMismatches } from '../ledger';
import type { UserEvents } from '../realtime/UserEvents';
import type { SessionCache } from '../accounts';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/http/AppError';
import { clientAddress, route } from '../platform/http/asyncRoute';
import { body, parseInput } from '../platform/http/validate';
import { revokeSession } from '../platform/sessions';
import { findUserView, findUserViewByAccount } from './adminUsersRepo';
import { listAuditLog } from './auditLog';
import { OPS_SESSION_COOKIE, requireAdmin } from './adminSessions';
import { catalogueRouter } from './catalogueRoutes';
import type { Actor } from './commands/actor';
import { adjustBalance } from './commands/adjustBalance';
import { issueCodes } from './commands/issueCodes';
import { loginAdmin } from './commands/loginAdmin';
import { resetUserPassword } from './commands/resetUserPassword';
import { setCreditScore } from './commands/setCreditScore';
import { PERMISSIONS } from './permissions';

function actorOf(req: Request): Actor {
  return { adminId: req.admin!.id, ip: clientAddress(req), requestId: String(req.id ?? '') };
}

function userIdOf(req: Request): number {
  return parseInput(idParam, req.params.id);
}

/** The ops API: its own login, roles checked on every route, every change audited. */
export function adminRouter(ctx: AppContext, userEvents: UserEvents, sessions: SessionCache): Router {
  const router = Router();
  const can = (roles: readonly (typeof PERMISSIONS)[keyof typeof PERMISSIONS][number][]) =>
    requireAdmin(ctx.db, roles);

  router.post(
    '/auth/login',
    route(async (req, res) => {
      const session = await loginAdmin(ctx, body(req, adminLoginBody), {
        ip: clientAddress(req),
        userAgent: req.get('user-agent'),
      });
      // The same session as a cookie, for the ops pages a browser opens (the queue dashboard).
      res.cookie(OPS_SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.config.NODE_ENV === 'production',
        path: '/api/admin',
        expires: new Date(session.expiresAt),
      });
      return session;
    }),
  );

  router.post(
    '/auth/logout',
    can(PERMISSIONS.viewUsers),
    route(async (req, res) => {
      await revokeSession(ctx.db, 'admin_sessions', req.admin!.sessionId);
      res.clearCookie(OPS_SESSION_COOKIE, { path: '/api/admin' });
      return null;
    }),
  );

  router.get(
    '/users',
    can(PERMISSIONS.viewUsers),
    route(async (req) => {
      const { account } = parseInput(userLookupQuery, req.query);
      const user = await findUserViewByAccount(ctx.db, account);
      if (!user) throw new AppError('NOT_FOUND');
      return user;
    }),
  );

  router.get(
    '/users/:id',
    can(PERMISSIONS.viewUsers),
    route(async (req) => {
      const user = await findUserView(ctx.db, userIdOf(req));
      if (!user) throw new AppError('NOT_FOUND');
      return user;
    }),
  );

  router.post(
    '/users/:id/balance-adjustments',
    can(PERMISSIONS.adjustBalances),
    route(async (req) => {
      const key = parseInput(idempotencyKeyField, req.get('idempotency-key'));
      const userId = userIdOf(req);
      const adjustment = await adjustBalance(ctx.db, actorOf(req), userId, body(req, adjustBalanceBody), key);
      userEvents.balance(userId, adjustment.balances);
      return adjustment;
    }),
  );

  router.put(
    '/users/:id/credit-score',
    can(PERMISSIONS.setCreditScores),
    route(async (req) => {
      const { creditScore } = body(req, setCreditScoreBody);
      await setCreditScore(ctx.db, actorOf(req), userIdOf(req), creditScore);
      return null;
    }),
  );

  router.post(
    '/users/:id/password-reset',
    can(PERMISSIONS.resetPasswords),
    route(async (req) => {
      const userId = userIdOf(req);
      const ended = await resetUserPassword(ctx.db, actorOf(req), userId, body(req, resetPasswordBody));
      await sessions.revoked({ userId, sessionIds: ended, reason: 'revoked' });
      return null;
    }),
  );

  router.post(
    '/opening-codes',
    can(PERMISSIONS.issueOpeningCodes),
    route(async (req) => ({
      codes: await issueCodes(ctx.db, actorOf(req), body(req, issueOpeningCodesBody).count),
    })),
  );

  router.get(
    '/audit-log',
    can(PERMISSIONS.viewAuditLog),
    route((req) => listAuditLog(ctx.db, parseInput(auditLogQuery, req.query))),
  );

  router.get(
    '/ledger/reconciliation',
    can(PERMISSIONS.viewAuditLog),
    route(async () => {
      const mismatches = await findLedgerMismatches(ctx.db);
      return { reconciled: mismatches.length === 0, mismatches };
    }),
  );

  router.use(catalogueRouter(ctx));

  return router;
}
