import { routes } from '@tempo/shared';
import type { Router } from 'express';
import { listLedgerEntries, presentLedgerRow } from '../../ledger';
import type { AppContext } from '../../platform/context';
import { TableRouter, mountRoute, type RouteGuards } from '../../platform/http/mountRoute';

/**
 * The real-money buckets fund records show. Demo rows are practice money: the demo balance has its
 * own screen and would bury every real row under order stakes.
 */
const REAL_BUCKETS = ['available', 'frozen', 'savings'] as const;

/** Fund records: the logged-in trader's own ledger rows, newest first, optionally of one kind. */
export function fundRecordsRouter(ctx: AppContext, guards: RouteGuards): Router {
  const router = new TableRouter(guards);

  mountRoute(router, routes.deposits.fundRecords, async ({ user, query }) => {
    const rows = await listLedgerEntries(ctx.db, user.id, {
      buckets: REAL_BUCKETS,
      group: query.kind,
      before: query.cursor,
      limit: query.limit,
    });
    return {
      records: rows.map(presentLedgerRow),
      nextCursor: rows.length === query.limit ? rows.at(-1)!.id : null,
    };
  });

  return router.express;
}
