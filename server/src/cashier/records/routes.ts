import { FUND_RECORD_BUCKETS, routes } from '@tempo/shared';
import type { Router } from 'express';
import { listLedgerActions, presentFundRecord } from '../../ledger';
import type { AppContext } from '../../platform/context';
import { TableRouter, mountRoute, type RouteGuards } from '../../platform/http/mountRoute';

/**
 * Fund records: the logged-in trader's actions on their real money (the available, frozen and
 * savings buckets; demo rows are practice money with a screen of their own), newest first, one
 * record per action with its ledger rows (L10–L13), optionally of one kind group.
 */
export function fundRecordsRouter(ctx: AppContext, guards: RouteGuards): Router {
  const router = new TableRouter(guards);

  mountRoute(router, routes.deposits.fundRecords, async ({ user, query }) => {
    const actions = await listLedgerActions(ctx.db, user.id, {
      buckets: FUND_RECORD_BUCKETS,
      group: query.kind,
      before: query.cursor,
      limit: query.limit,
    });
    return {
      records: actions.map(presentFundRecord),
      nextCursor: actions.length === query.limit ? actions.at(-1)!.id : null,
    };
  });

  return router.express;
}
