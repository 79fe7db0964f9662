import { epochMs, routes } from '@tempo/shared';
import type { Router } from 'express';
import type { SessionCache } from '../accounts';
import { AppError } from '../platform/AppError';
import type { AppContext } from '../platform/context';
import { withTransaction } from '../platform/db/transaction';
import { TableRouter, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { limitOf, listLimits, setLimit } from './commands/setLimit';
import { takeBreak } from './commands/takeBreak';
import { readBreak, type BreakRow } from './breaksRepo';
import { clearPendingLimit } from './limitsRepo';
import { presentLimit } from './presenters';

const presentBreak = (row: BreakRow | null) => ({
  current: row && { kind: row.kind, until: epochMs(row.until) },
});

/** The trader's own limits (read, set, remove, cancel a loosening) and breaks (read, take). */
export function limitsRouter(ctx: AppContext, sessions: SessionCache, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  const table = routes.limits;

  mountRoute(router, table.list, async ({ user }) => ({
    limits: (await listLimits(ctx.db, user.id)).map(presentLimit),
  }));

  mountRoute(router, table.set, async ({ user, body }) => {
    const { limit, effective } = await setLimit(ctx.db, user.id, body.key, body.value);
    return { limit: presentLimit(limit), effective };
  });

  mountRoute(router, table.cancelPending, async ({ user, params }) => {
    const cleared = await withTransaction(ctx.db, (tx) => clearPendingLimit(tx, user.id, params.key));
    if (!cleared) throw new AppError('NOT_FOUND');
    return presentLimit(await limitOf(ctx.db, user.id, params.key));
  });

  mountRoute(router, table.breakState, async ({ user }) => presentBreak(await readBreak(ctx.db, user.id)));

  mountRoute(router, table.takeBreak, async ({ user, body }) => {
    const { current, endedSessionIds } = await takeBreak(ctx.db, user.id, body, ctx.config.PLATFORM_TZ);
    // L9: every session ends, this one too; the trader logs in again to withdraw.
    await sessions.revoked({ userId: user.id, sessionIds: endedSessionIds, reason: 'revoked' });
    return presentBreak(current);
  });

  return router.express;
}
