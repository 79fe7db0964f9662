import { languageOf, routes } from '@tempo/shared';
import type { Router } from 'express';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/AppError';
import { TableRouter, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { countUnread, listInboxMessages, markAllRead, markRead } from './inboxRepo';
import { presentInboxMessage } from './presenters';

/** The trader's inbox: their own messages only, in the language the request names. */
export function inboxRouter(ctx: AppContext, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  const table = routes.inbox;

  mountRoute(router, table.list, async ({ user, query, origin }) => {
    const rows = await listInboxMessages(ctx.db, user.id, query);
    const language = languageOf(origin.language);
    const last = rows.at(-1);
    return {
      items: rows.map((row) => presentInboxMessage(row, language, ctx.config.PLATFORM_TZ)),
      nextBefore: rows.length === query.limit && last ? last.id : null,
    };
  });

  mountRoute(router, table.unread, async ({ user }) => ({ unread: await countUnread(ctx.db, user.id) }));

  mountRoute(router, table.markRead, async ({ user, params, origin }) => {
    // Another user's message answers exactly like a missing one: its existence is not revealed.
    const row = await markRead(ctx.db, user.id, params.id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentInboxMessage(row, languageOf(origin.language), ctx.config.PLATFORM_TZ);
  });

  mountRoute(router, table.markAllRead, async ({ user }) => {
    await markAllRead(ctx.db, user.id);
    return { unread: await countUnread(ctx.db, user.id) };
  });

  return router.express;
}
