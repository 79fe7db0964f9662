// The durable backstop of settlement: a BullMQ job asked while a run of its symbol is in flight
// waits for that run and then checks the database, so a run that fails cannot take the job down
// with it as if the order had settled. Here the tick-driven run fails while the job waits; the job
// must still end with the order settled, once, without the reconciler (disabled here by a long
// sweep period).
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { OrderView, OwnerSettlement } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';
import { Queues } from '../platform/queues';
import { settleExpiredOrders } from './commands/settleExpiredOrders';
import type { OrderNotifier } from './OrderNotifier';
import { SettlementEngine } from './SettlementEngine';

const SYMBOL = 'JOINUSD';
let app: TestApp;
let queues: Queues;
/** What the engine announced, in order: the port orders publishes through, recorded. */
const announced: OwnerSettlement[] = [];
const notifier: OrderNotifier = {
  opened: () => undefined,
  settled: async (owners) => void announced.push(...owners),
  balance: () => undefined,
};
let engine: SettlementEngine | null = null;

beforeAll(async () => {
  // Only the api role: the engine below is the one worker, so nothing else settles these orders.
  app = await startTestApp(
    { ROLES: ['api'], RECONCILE_EVERY_MS: 600_000, FEED_STALE_MS: 1_500 },
    { prepare: (db) => addTestProducts(db, [SYMBOL]) },
  );
  queues = new Queues(app.config, app.ctx.logger, app.ctx.metrics);
});
afterAll(async () => {
  try {
    await engine?.stop();
    await queues.close();
  } finally {
    await app.close();
  }
});

it('a settlement job asked while a run fails still settles the order, once', async () => {
  // Every path goes through the engine's private `settle`: watching its calls (the real method
  // still runs) tells when the durable job has asked for the second the failing run holds.
  let asks = 0;
  let failedWhileJobJoined = false;
  let calls = 0;
  const failFirstRun: typeof settleExpiredOrders = async (db, ticks, window, onSettled) => {
    if (++calls === 1) {
      // Hold the tick-driven run until the job has joined it, then fail.
      await vi.waitUntil(() => asks >= 2, { timeout: 10_000, interval: 5 });
      failedWhileJobJoined = true;
      throw new Error('injected settlement failure');
    }
    return settleExpiredOrders(db, ticks, window, onSettled);
  };
  engine = new SettlementEngine(app.ctx, queues, notifier, failFirstRun);
  type Window = { from: number; before: number };
  const watched = engine as unknown as { settle: (symbol: string, window: Window) => Promise<void> };
  const settle = watched.settle.bind(engine);
  watched.settle = (symbol, window) => {
    asks += 1;
    return settle(symbol, window);
  };
  await engine.start();

  const user = await makeUser(app);
  await fund(app, await makeAdmin(app), user.id, 100_000);
  const token = await loginAs(app, user);
  const publisher = new TickPublisher(app.ctx, SYMBOL, 100);
  publisher.startSteady(40);
  let order: OrderView;
  try {
    const placed = await app.call<OrderView>('POST', '/orders', {
      token,
      body: { symbol: SYMBOL, durationSec: 1, amount: 1_000, direction: 'up' },
      headers: { 'idempotency-key': `join-${Date.now()}` },
    });
    expect(placed.status).toBe(1);
    order = placed.data;
  } finally {
    await publisher.stopSteady();
  }
  await publisher.publish(101);
  // A tick after the expiry starts the tick-driven run; the job asks while it is in flight.
  const settleable = (Math.floor(order.expiryTs / 1000) + 1) * 1000;
  await vi.waitUntil(() => Date.now() >= settleable, { timeout: 5_000, interval: 10 });
  await publisher.publish(101, settleable);

  const settled = await vi.waitUntil(
    async () => {
      const { data } = await app.call<OrderView>('GET', `/orders/${order.id}`, { token });
      return data.status === 'open' ? null : data;
    },
    { timeout: 15_000, interval: 50 },
  );
  expect(failedWhileJobJoined).toBe(true);
  expect(calls).toBeGreaterThanOrEqual(2);
  expect(settled).toMatchObject({ status: 'won', exitPrice: 101 });
  const { rows } = await app.ctx.db.query<{ kind: string }>(
    `SELECT kind FROM ledger_entries WHERE ref_type = 'order' AND ref_id = $1 ORDER BY id`,
    [String(order.id)],
  );
  expect(rows.map((row) => row.kind)).toEqual(['order_stake', 'order_payout']);
  expect(await app.ledgerMismatches()).toEqual([]);
  // Announced once, through the port, with the balance the payout left.
  const forOrder = announced.filter(({ event }) => event.orders.some(({ id }) => id === order.id));
  expect(forOrder).toHaveLength(1);
  expect(forOrder[0]).toMatchObject({
    userId: user.id,
    event: { orders: [{ id: order.id, status: 'won' }] },
  });
  expect(forOrder[0]!.event.balances.available).toBe(100_000 - 1_000 + settled.payout!);
});
