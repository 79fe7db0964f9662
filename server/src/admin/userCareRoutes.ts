// The routes of routes.opsUsers: one trader's records and logins as ops see and manage them.
import { SIGN_IN_HISTORY_DAYS, routes } from '@tempo/shared';
import {
  listSignIns,
  listUserSessions,
  presentSignIn,
  searchUsers,
  userExists,
  type SessionCache,
} from '../accounts';
import { BUCKETS, listLedgerEntries, presentLedgerRow } from '../ledger';
import { listOrders, ownerView } from '../orders';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/AppError';
import { mountRoute, type TableRouter } from '../platform/http/mountRoute';
import { disableUserLogin, type LoginChange } from './commands/disableUserLogin';
import { enableUserLogin } from './commands/enableUserLogin';
import { presentUserSearchItem, presentUserSession } from './userCarePresenters';

/** The id after which the next page starts: the last row's when the page is full, else none. */
function nextCursorOf(rows: readonly { id: number }[], limit: number): number | null {
  return rows.length === limit ? rows.at(-1)!.id : null;
}

/** Mounts the user care routes on `router`. */
export function mountUserCareRoutes(ctx: AppContext, router: TableRouter, sessions: SessionCache): void {
  const table = routes.opsUsers;

  /** NOT_FOUND unless the trader exists: an empty list would not tell a typo from a quiet trader. */
  const assertUser = async (userId: number) => {
    if (!(await userExists(ctx.db, userId))) throw new AppError('NOT_FOUND');
  };

  /** Announces the sessions a change ended (every process drops them, sockets close), then answers. */
  const loginChanged = async (userId: number, disabled: boolean, change: LoginChange) => {
    await sessions.revoked({ userId, sessionIds: change.endedSessionIds, reason: 'revoked' });
    return { disabled, changed: change.changed, endedSessions: change.endedSessionIds.length };
  };

  mountRoute(router, table.search, async ({ query }) => {
    const rows = await searchUsers(ctx.db, { q: query.q, before: query.cursor, limit: query.limit });
    return { users: rows.map(presentUserSearchItem), nextCursor: nextCursorOf(rows, query.limit) };
  });

  mountRoute(router, table.ledger, async ({ params, query }) => {
    await assertUser(params.id);
    // Ops read any trader's rows, demo practice money included, unlike the trader's fund records.
    const rows = await listLedgerEntries(ctx.db, params.id, {
      buckets: BUCKETS,
      group: query.kind,
      before: query.cursor,
      limit: query.limit,
    });
    return { records: rows.map(presentLedgerRow), nextCursor: nextCursorOf(rows, query.limit) };
  });

  mountRoute(router, table.orders, async ({ params, query }) => {
    await assertUser(params.id);
    const orders = await listOrders(ctx.db, params.id, query);
    return { orders: orders.map(ownerView), nextCursor: nextCursorOf(orders, query.limit) };
  });

  mountRoute(router, table.sessions, async ({ params, query }) => {
    await assertUser(params.id);
    const rows = await listUserSessions(ctx.db, params.id, { before: query.cursor, limit: query.limit });
    return { sessions: rows.map(presentUserSession), nextCursor: nextCursorOf(rows, query.limit) };
  });

  mountRoute(router, table.signIns, async ({ params, query }) => {
    await assertUser(params.id);
    // The same 90 days the trader sees: older ones are trimmed as they sign in again.
    const rows = await listSignIns(ctx.db, params.id, SIGN_IN_HISTORY_DAYS, {
      before: query.cursor,
      limit: query.limit,
    });
    return { signIns: rows.map(presentSignIn), nextCursor: nextCursorOf(rows, query.limit) };
  });

  mountRoute(router, table.disable, async ({ actor, params, body }) => {
    const change = await disableUserLogin(ctx.db, actor, params.id, body.reason);
    return loginChanged(params.id, true, change);
  });

  mountRoute(router, table.enable, async ({ actor, params, body }) => {
    const change = await enableUserLogin(ctx.db, actor, params.id, body.reason);
    return loginChanged(params.id, false, change);
  });
}
