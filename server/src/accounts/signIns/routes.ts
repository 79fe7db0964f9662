import { SIGN_IN_HISTORY_DAYS, routes } from '@tempo/shared';
import type { Router } from 'express';
import { AppError } from '../../platform/AppError';
import type { AppContext } from '../../platform/context';
import { TableRouter, mountRoute, type RouteGuards } from '../../platform/http/mountRoute';
import type { SessionCache } from '../SessionCache';
import { endLiveSession, endOtherLiveSessions, listLiveSessions } from './liveSessions';
import { presentLiveSession, presentSignIn } from './presenters';
import { listSignIns } from './signInsRepo';

/**
 * The trader's own sign-in history and live sessions. An ended session is announced once its
 * revocation has committed, as a logout is: every process forgets it and its sockets end at once.
 */
export function signInsRouter(ctx: AppContext, sessions: SessionCache, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  const table = routes.signIns;

  mountRoute(router, table.history, async ({ user, query }) => {
    const rows = await listSignIns(ctx.db, user.id, SIGN_IN_HISTORY_DAYS, query);
    return {
      items: rows.map(presentSignIn),
      nextBefore: rows.length === query.limit ? rows.at(-1)!.id : null,
    };
  });

  mountRoute(router, table.sessions, async ({ user }) => ({
    sessions: (await listLiveSessions(ctx.db, user.id)).map((row) => presentLiveSession(row, user.sessionId)),
  }));

  mountRoute(router, table.endSession, async ({ user, params }) => {
    // Another trader's session answers exactly like a missing one: its existence is not revealed.
    if (!(await endLiveSession(ctx.db, user.id, params.id))) throw new AppError('NOT_FOUND');
    await sessions.revoked({ userId: user.id, sessionIds: [params.id], reason: 'logged-out' });
    return null;
  });

  mountRoute(router, table.endOthers, async ({ user }) => {
    const ended = await endOtherLiveSessions(ctx.db, user.id, user.sessionId);
    await sessions.revoked({ userId: user.id, sessionIds: ended, reason: 'logged-out' });
    return { ended: ended.length };
  });

  return router.express;
}
