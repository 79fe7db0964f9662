import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fund, makeAdmin, makeUser } from '../test/factories';
import { deleteRedisKeys, startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';
import { commitPlacements, type PlacementCandidate } from './commands/commitPlacements';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    // The reconciler is the only path left after a flush; run it often for the test.
    {
      ROLES: ['api', 'realtime', 'worker'],
      FEED_STALE_MS: 500,
      RECONCILE_EVERY_MS: 300,
      ORDERS_PER_SECOND_PER_USER: 1_000,
    },
    { prepare: (db) => addTestProducts(db, ['FLUSHUSD']) },
  );
});
afterAll(async () => {
  // Clean up even when the books do not reconcile, then fail.
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

describe('Redis lost while orders are open', () => {
  it('the reconciler settles every order from PostgreSQL alone; lost ticks void and refund', async () => {
    const user = await makeUser(app);
    await fund(app, await makeAdmin(app), user.id, 100_000);
    // Twenty orders committed on one entry tick, as a placement batch commits them: no order can
    // expire (and settle on its ticks) before the loss, however slow the machine is.
    const market = new TickPublisher(app.ctx, 'FLUSHUSD', 100);
    const entryTs = await market.publish(100);
    const candidates: PlacementCandidate[] = Array.from({ length: 20 }, (_, i) => ({
      userId: user.id,
      bucket: 'available',
      account: 'real',
      symbol: 'FLUSHUSD',
      direction: i % 2 ? 'up' : 'down',
      amount: 1_000,
      durationSec: 2,
      payoutBps: 8_000,
      idempotencyKey: `flush-${i}-${entryTs}`,
    }));
    const placed = await commitPlacements(
      app.ctx.db,
      { s: 'FLUSHUSD', p: 100, t: entryTs, v: 1 },
      candidates,
      20,
    );
    const ids = placed.map((outcome) => (outcome.kind === 'placed' ? outcome.order.id : null));
    expect(ids).not.toContain(null);
    await market.publish(101, entryTs + 500);

    // Everything in Redis goes: ticks, delayed jobs, locks.
    await deleteRedisKeys(app.config.REDIS_URL, app.config.REDIS_PREFIX);
    expect(Date.now()).toBeLessThan(entryTs + 2_000);

    const openCount = async () =>
      (
        await app.ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 'open'`,
          [ids],
        )
      ).rows[0]!.n;
    await vi.waitUntil(async () => (await openCount()) === 0, { timeout: 20_000, interval: 200 });
    const { rows } = await app.ctx.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM orders WHERE id = ANY($1) GROUP BY status`,
      [ids],
    );
    expect(rows).toEqual([{ status: 'void', n: 20 }]);
    const { rows: balance } = await app.ctx.db.query('SELECT available FROM balances WHERE user_id = $1', [
      user.id,
    ]);
    expect(balance[0].available).toBe(100_000);
    const { rows: refunds } = await app.ctx.db.query(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'order_refund' AND ref_id = ANY($1::text[])`,
      [ids.map(String)],
    );
    expect(refunds[0].n).toBe(20);
  });
});
