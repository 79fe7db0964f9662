// Rule S10: a settled order's announcement is written with its settlement and published until a
// realtime node has it. Here Redis is a throwaway server of this file's own (the shared one is never
// stopped): it is stopped right after a settlement commits, before the chunk is announced, and the
// owner's socket must get the result once Redis is back; and a settlement whose process died
// before announcing it must reach its owner through the next worker. Each time once: the outbox
// ends empty, and a later settlement arrives behind anything sent before it on the same path.
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { OrdersSettledEvent, OrderView } from '@tempo/shared';
import { Queues } from '../platform/queues';
import { TickStore } from '../quotes';
import { UserEvents } from '../realtime';
import { fund, loginAs, makeAdmin, makeUser } from '../test/factories';
import { connectSocket, type TestSocket } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { startThrowawayRedis, type ThrowawayRedis } from '../test/throwawayRedis';
import { TickPublisher } from '../test/tickPublisher';
import { settleExpiredOrders } from './commands/settleExpiredOrders';
import { SettlementEngine } from './SettlementEngine';

const SYMBOL = 'OUTBXUSD';
/** SPEC S10's promise to the trader: the result is on screen this soon after Redis is back, in ms. */
const AFTER_REDIS_BACK_MS = 5_000;
/** How long anything else may take; it only costs time when something is wrong. */
const DEADLINE_MS = 20_000;

let redis: ThrowawayRedis;
let app: TestApp;
let queues: Queues;
let userEvents: UserEvents;
let publisher: TickPublisher;
const engines: SettlementEngine[] = [];
const sockets: TestSocket[] = [];
let keySequence = 0;

beforeAll(async () => {
  redis = await startThrowawayRedis();
  // The api and realtime roles; each test starts the worker's settlement itself.
  app = await startTestApp(
    { ROLES: ['api', 'realtime'], REDIS_URL: redis.url, FEED_STALE_MS: 1_500 },
    { prepare: (db) => addTestProducts(db, [SYMBOL]) },
  );
  queues = new Queues(app.config, app.ctx.logger, app.ctx.metrics);
  userEvents = new UserEvents(app.config, app.ctx.redis, app.ctx.pubsub, app.ctx.logger);
  publisher = new TickPublisher(app.ctx, SYMBOL, 100);
  publisher.startSteady(50);
});
afterEach(async () => {
  // Each test's worker goes; the next test's own settles its orders.
  for (const engine of engines.splice(0)) await engine.stop();
});
afterAll(async () => {
  await publisher?.stopSteady();
  for (const socket of sockets) socket.close();
  try {
    await userEvents?.close();
    await queues?.close();
    expect(await app.ledgerMismatches()).toEqual([]);
  } finally {
    await app?.close();
    await redis?.close();
  }
});

async function startEngine(settle: typeof settleExpiredOrders = settleExpiredOrders) {
  const engine = new SettlementEngine(app.ctx, queues, userEvents, settle);
  engines.push(engine);
  await engine.start();
  return engine;
}

/** A funded trader with a socket that records every `orders:settled` it gets. */
async function trader() {
  const user = await makeUser(app);
  await fund(app, await makeAdmin(app), user.id, 100_000);
  const token = await loginAs(app, user);
  const socket = await connectSocket(app.baseUrl, { token });
  sockets.push(socket);
  const events: OrdersSettledEvent[] = [];
  socket.on('orders:settled', (event) => events.push(event));
  /** How many times the socket heard of the order's settlement. */
  const heard = (id: number) =>
    events.flatMap((event) => event.orders).filter((order) => order.id === id).length;
  return { token, events, heard };
}

async function place(token: string): Promise<OrderView> {
  const result = await app.call<OrderView>('POST', '/orders', {
    token,
    body: { symbol: SYMBOL, durationSec: 1, amount: 1_000, direction: 'up' },
    headers: { 'idempotency-key': `outbox-${++keySequence}-${Date.now()}` },
  });
  if (result.status !== 1) throw new Error(`placement failed: ${result.text}`);
  return result.data;
}

const outboxRows = async () =>
  (await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_announcements')).rows[0]!.n;

/**
 * The announcement of `order` was heard once: nothing is left in the outbox to announce it again,
 * and a later order's settlement, published after everything before it, arrives with it still once.
 */
async function heardOnce(owner: Awaited<ReturnType<typeof trader>>, order: OrderView): Promise<void> {
  await vi.waitUntil(async () => (await outboxRows()) === 0, { timeout: DEADLINE_MS, interval: 50 });
  const marker = await place(owner.token);
  await vi.waitUntil(() => owner.heard(marker.id) > 0, { timeout: DEADLINE_MS, interval: 20 });
  expect(owner.heard(order.id)).toBe(1);
  expect(owner.heard(marker.id)).toBe(1);
}

it('S10: a result settled the instant Redis went away reaches its owner within 5 s of Redis coming back, once', async () => {
  const owner = await trader();
  let target: number | null = null;
  let announcedWhileDown = false;
  // The real settlement, with Redis stopped between each chunk's commit and its announcement.
  await startEngine((db, ticks, window, onSettled) =>
    settleExpiredOrders(db, ticks, window, async (orders, settleableAt, announcementId) => {
      if (target === null || !orders.some((order) => order.id === target)) {
        return onSettled?.(orders, settleableAt, announcementId);
      }
      target = null;
      await redis.stop();
      await onSettled?.(orders, settleableAt, announcementId);
      announcedWhileDown = true;
    }),
  );

  const order = await place(owner.token);
  target = order.id;
  await vi.waitUntil(() => announcedWhileDown, { timeout: DEADLINE_MS, interval: 20 });
  const { rows } = await app.ctx.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
    order.id,
  ]);
  expect(rows[0]!.status).not.toBe('open');
  expect(owner.heard(order.id)).toBe(0);

  await redis.start();
  const backAt = Date.now();
  await vi.waitUntil(() => owner.heard(order.id) > 0, { timeout: AFTER_REDIS_BACK_MS, interval: 20 });
  expect(Date.now() - backAt).toBeLessThanOrEqual(AFTER_REDIS_BACK_MS);
  const announced = owner.events.flatMap((event) => event.orders).find(({ id }) => id === order.id)!;
  expect(announced).toMatchObject({ id: order.id, status: rows[0]!.status });
  await heardOnce(owner, order);
});

it('S10: a settlement whose worker died before announcing it reaches its owner through the next worker, once', async () => {
  const owner = await trader();
  const order = await place(owner.token);
  // No worker runs: the settlement is the command's alone, as a worker killed right after its
  // commit leaves it, its announcement still leased to that worker. The steady ticks make its exit
  // final (S6) once one comes after its expiry.
  const ticks = new TickStore(app.ctx.redis, { archive: app.ctx.db });
  await vi.waitUntil(
    async () => (await ticks.between(SYMBOL, order.expiryTs + 1, Number.MAX_SAFE_INTEGER, 1)).length > 0,
    { timeout: DEADLINE_MS, interval: 20 },
  );
  const settled = await settleExpiredOrders(app.ctx.db, ticks, {
    symbol: SYMBOL,
    from: order.expiryTs,
    before: order.expiryTs + 1,
    feedStaleMs: app.config.FEED_STALE_MS,
  });
  expect(settled.orders.map(({ id }) => id)).toEqual([order.id]);

  await startEngine();
  await vi.waitUntil(() => owner.heard(order.id) > 0, { timeout: DEADLINE_MS, interval: 20 });
  await heardOnce(owner, order);
});
