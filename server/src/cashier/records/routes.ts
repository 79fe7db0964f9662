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
/**
 * Of `orderIds`, `userId`'s orders that closed paying nothing: settled lost, or sold for nothing.
 * Neither writes a ledger row, so only the orders domain knows them; app/ passes it in (cashier and
 * orders are peers).
 */
export type UnpaidOutcomesOf = (
  userId: number,
  orderIds: readonly number[],
) => Promise<ReadonlyMap<number, 'lost' | 'sold'>>;

export function fundRecordsRouter(
  ctx: AppContext,
  guards: RouteGuards,
  unpaidOutcomesOf: UnpaidOutcomesOf,
): Router {
  const router = new TableRouter(guards);

  mountRoute(router, routes.deposits.fundRecords, async ({ user, query }) => {
    const actions = await listLedgerActions(ctx.db, user.id, {
      buckets: FUND_RECORD_BUCKETS,
      group: query.kind,
      before: query.cursor,
      limit: query.limit,
    });
    const records = actions.map(presentFundRecord);
    // L12: a trade with its stake alone is open, lost, or sold for nothing; the orders domain says which.
    const placed = records.filter((record) => record.kind === 'order' && record.state === 'placed');
    const unpaid = placed.length
      ? await unpaidOutcomesOf(
          user.id,
          placed.map((record) => Number(record.source.id)),
        )
      : new Map<number, 'lost' | 'sold'>();
    for (const record of placed) record.state = unpaid.get(Number(record.source.id)) ?? record.state;
    return {
      records,
      nextCursor: actions.length === query.limit ? actions.at(-1)!.id : null,
    };
  });

  return router.express;
}
