import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exitTickOf, settle, type OrderDetail, type OrderView } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';
import { TickStore, tickKeys } from '../quotes';
import { FIRST_SETTLEMENT_CHUNK, settleExpiredOrders } from './commands/settleExpiredOrders';
import { commitPlacements, type PlacementCandidate } from './commands/commitPlacements';

const STALE_MS = 1_500;
const stale = { feedStaleMs: STALE_MS };
const SYMBOLS = [
  'SONEUSD',
  'STWOUSD',
  'STHREEUSD',
  'SFOURUSD',
  'SFIVEUSD',
  'SSIXUSD',
  'SSEVENUSD',
  'SEIGHTUSD',
  'SNINEUSD',
  'STENUSD',
  'SELEVENUSD',
  'STWELVEUSD',
];
let app: TestApp;
let token: string;
let userId: number;
let keySequence = 0;

beforeAll(async () => {
  app = await startTestApp(
    {
      ROLES: ['api', 'realtime', 'worker'],
      RECONCILE_EVERY_MS: 300,
      FEED_STALE_MS: STALE_MS,
      ORDERS_PER_SECOND_PER_USER: 1_000,
    },
    { prepare: (db) => addTestProducts(db, SYMBOLS) },
  );
  const user = await makeUser(app);
  await fund(app, await makeAdmin(app), user.id, 1_000_000);
  token = await loginAs(app, user);
  userId = user.id;
});
afterAll(async () => {
  // Clean up even when a check fails, then report it.
  let mismatches;
  try {
    await rederiveEverySettledOrder();
    mismatches = await app.ledgerMismatches();
  } finally {
    await app.close();
  }
  expect(mismatches).toEqual([]);
});

/** The expiry window of one whole second (epoch seconds). */
const windowOf = (second: number) => ({ from: second * 1000, before: (second + 1) * 1000 });

/** Resolves once the clock has passed `ts` (epoch ms): an expiry second must be over, not a condition. */
const afterClock = (ts: number) => vi.waitUntil(() => Date.now() > ts, { timeout: 10_000, interval: 5 });

/** Places an order while the symbol trades steadily at `entryPrice`, so that is the entry spot. */
async function place(
  publisher: TickPublisher,
  body: Record<string, unknown>,
  entryPrice = 100,
): Promise<OrderView> {
  publisher.price = entryPrice;
  publisher.startSteady(40);
  try {
    const result = await app.call<OrderView>('POST', '/orders', {
      token,
      body: { symbol: publisher.symbol, durationSec: 1, amount: 1_000, direction: 'up', ...body },
      headers: { 'idempotency-key': `settle-${++keySequence}-${Date.now()}` },
    });
    if (result.status !== 1) throw new Error(`placement failed: ${result.text}`);
    return result.data;
  } finally {
    await publisher.stopSteady();
  }
}

/**
 * Brings the order past its expiry second and publishes a tick after it, which makes the order
 * settleable (S6). Until then the market ticks on at its last price, as a live feed does, unless
 * `silent` (a feed outage: no tick between the last one published and the one after expiry).
 */
async function passExpiry(publisher: TickPublisher, order: OrderView, silent = false): Promise<void> {
  const settleable = (Math.floor(order.expiryTs / 1000) + 1) * 1000;
  if (!silent) publisher.startSteady(100);
  try {
    await vi.waitUntil(() => Date.now() >= settleable, { timeout: 10_000, interval: 5 });
  } finally {
    if (!silent) await publisher.stopSteady();
  }
  await publisher.publish(publisher.price, Math.max(Date.now(), settleable));
}

async function settledOrder(id: number): Promise<OrderDetail> {
  return vi.waitUntil(
    async () => {
      const result = await app.call<OrderDetail>('GET', `/orders/${id}`, { token });
      return result.data.status === 'open' ? null : result.data;
    },
    { timeout: 20_000, interval: 30 },
  );
}

async function payoutRows(orderId: number) {
  const { rows } = await app.ctx.db.query<{ kind: string; amount: number }>(
    `SELECT kind, amount FROM ledger_entries WHERE ref_type = 'order' AND ref_id = $1 ORDER BY id`,
    [String(orderId)],
  );
  return rows;
}

/** The standing check: every settled order's outcome follows from its recorded ticks alone. */
async function rederiveEverySettledOrder() {
  const { rows } = await app.ctx.db.query<OrderDetail & { userId: number; feedStaleMs: number | null }>(
    `SELECT id, direction, amount, payout_bps AS "payoutBps", status, entry_price AS "entryPrice", entry_ts AS "entryTs",
            expiry_ts AS "expiryTs", exit_price AS "exitPrice", exit_ts AS "exitTs", payout, audit_ticks AS "auditTicks",
            feed_stale_ms AS "feedStaleMs"
     FROM orders WHERE status <> 'open'`,
  );
  for (const order of rows) {
    const exit = order.exitTs === null ? null : { t: order.exitTs, p: order.exitPrice! };
    const derived = settle({
      direction: order.direction,
      amount: order.amount,
      payoutBps: order.payoutBps,
      entry: { t: order.entryTs, p: order.entryPrice },
      expiryTs: order.expiryTs,
      exit,
      feedStaleMs: order.feedStaleMs,
    });
    expect({ id: order.id, status: order.status, payout: order.payout }).toEqual({
      id: order.id,
      status: derived.status,
      payout: derived.payout,
    });
    if (order.auditTicks?.exit.length && exit) {
      expect(exitTickOf(order.auditTicks.exit, order.expiryTs)).toEqual(exit);
    }
  }
}

describe('settlement rules', () => {
  it.concurrent('S1: up wins when the exit price is higher, paying stake × (1 + rate)', async () => {
    const publisher = new TickPublisher(app.ctx, SYMBOLS[0]!, 100);
    const order = await place(publisher, { direction: 'up', amount: 1_000 });
    await publisher.publish(100.5);
    await passExpiry(publisher, order);
    const settled = await settledOrder(order.id);
    expect(settled).toMatchObject({
      status: 'won',
      entryPrice: 100,
      exitPrice: 100.5,
      payout: 1_700,
      profit: 700,
    });
    expect(await payoutRows(order.id)).toEqual([
      { kind: 'order_stake', amount: -1_000 },
      { kind: 'order_payout', amount: 1_700 },
    ]);
  });

  it.concurrent('S1: up loses when the exit price is lower, paying nothing', async () => {
    const publisher = new TickPublisher(app.ctx, SYMBOLS[1]!, 100);
    const order = await place(publisher, { direction: 'up' });
    await publisher.publish(99.99);
    await passExpiry(publisher, order);
    expect(await settledOrder(order.id)).toMatchObject({ status: 'lost', payout: 0, profit: -1_000 });
    expect(await payoutRows(order.id)).toEqual([{ kind: 'order_stake', amount: -1_000 }]);
  });

  it.concurrent('S2: down wins when the exit price is lower', async () => {
    const publisher = new TickPublisher(app.ctx, SYMBOLS[2]!, 100);
    const order = await place(publisher, { direction: 'down', durationSec: 2, amount: 2_000 });
    await publisher.publish(99);
    await passExpiry(publisher, order);
    expect(await settledOrder(order.id)).toMatchObject({
      status: 'won',
      payoutBps: 8_000,
      payout: 3_600,
      profit: 1_600,
    });
  });

  it.concurrent('S3: an unchanged price is a draw that refunds the stake', async () => {
    const publisher = new TickPublisher(app.ctx, SYMBOLS[3]!, 100);
    const order = await place(publisher, { direction: 'down' });
    await publisher.publish(101);
    await publisher.publish(100);
    await passExpiry(publisher, order);
    expect(await settledOrder(order.id)).toMatchObject({
      status: 'draw',
      exitPrice: 100,
      payout: 1_000,
      profit: 0,
    });
    expect(await payoutRows(order.id)).toEqual([
      { kind: 'order_stake', amount: -1_000 },
      { kind: 'order_refund', amount: 1_000 },
    ]);
  });

  it.concurrent('S4: winnings round down to the cent', async () => {
    const publisher = new TickPublisher(app.ctx, SYMBOLS[4]!, 100);
    const order = await place(publisher, { direction: 'up', amount: 333 });
    await publisher.publish(100.01);
    await passExpiry(publisher, order);
    // 333 × 70% = 233.1 cents → 233.
    expect(await settledOrder(order.id)).toMatchObject({ status: 'won', payout: 566, profit: 233 });
  });

  it.concurrent(
    'S5: no tick after the entry tick within the contract voids the order and refunds it',
    async () => {
      const publisher = new TickPublisher(app.ctx, SYMBOLS[5]!, 100);
      const order = await place(publisher, { direction: 'up' });
      // Ticks that came after the entry while the answer was on its way are lost, as with Redis.
      await publisher.steadyPublished();
      const stream = tickKeys.stream(publisher.symbol);
      const inside = await app.ctx.redis.xrange(stream, String(order.entryTs + 1), String(order.expiryTs));
      if (inside.length) await app.ctx.redis.xdel(stream, ...inside.map(([id]) => id));
      await passExpiry(publisher, order, true);
      const settled = await settledOrder(order.id);
      expect(settled).toMatchObject({ status: 'void', payout: 1_000, profit: 0 });
    },
  );

  it.concurrent(
    'S6: the exit spot is the last tick at or before expiry, not one a millisecond later',
    async () => {
      const publisher = new TickPublisher(app.ctx, SYMBOLS[6]!, 100);
      const order = await place(publisher, { direction: 'up' });
      await publisher.publish(105, order.expiryTs);
      await publisher.publish(50, order.expiryTs + 1);
      await passExpiry(publisher, order);
      expect(await settledOrder(order.id)).toMatchObject({
        status: 'won',
        exitPrice: 105,
        exitTs: order.expiryTs,
      });
    },
  );

  it.concurrent(
    'S6: without a tick after expiry, the order waits, then settles once the stale window passes',
    async () => {
      const publisher = new TickPublisher(app.ctx, SYMBOLS[7]!, 100);
      const order = await place(publisher, { direction: 'down' });
      await publisher.publish(98);
      const second = Math.floor(order.expiryTs / 1000);
      await vi.waitUntil(() => Date.now() >= (second + 1) * 1000, { timeout: 5_000, interval: 5 });
      const early = await settleExpiredOrders(app.ctx.db, new TickStore(app.ctx.redis), {
        ...stale,
        symbol: publisher.symbol,
        from: second * 1000,
        before: (second + 1) * 1000,
      });
      expect(early.orders).toEqual([]);
      expect(early.settledBefore).toBeLessThanOrEqual(order.expiryTs);
      // No tick arrives; after the stale window the known ticks decide.
      expect(await settledOrder(order.id)).toMatchObject({ status: 'won', exitPrice: 98 });
    },
  );

  it.concurrent(
    'S11: the leader’s watermark past the expiry settles at once, on the last tick at or before it',
    async () => {
      const publisher = new TickPublisher(app.ctx, SYMBOLS[11]!, 100);
      const order = await place(publisher, { direction: 'up' });
      const exitTs = await publisher.publish(100.25);
      await afterClock(order.expiryTs);
      // No tick after the expiry, and a watermark short of it: nothing is final yet (S6, S11).
      const short = await settleExpiredOrders(app.ctx.db, new TickStore(app.ctx.redis), {
        ...stale,
        symbol: publisher.symbol,
        from: order.expiryTs,
        before: order.expiryTs + 1,
        watermark: order.expiryTs - 1,
      });
      expect(short.orders).toEqual([]);
      // The leader's clock passed the expiry: its watermark settles the order through the worker.
      expect(await publisher.mark(Date.now() - 1)).toBeGreaterThanOrEqual(order.expiryTs);
      const settled = await settledOrder(order.id);
      expect(settled).toMatchObject({ status: 'won', exitPrice: 100.25, exitTs, payout: 1_700 });
      // Before the stale window ran out: without a tick after expiry only the watermark settles so soon.
      expect(settled.settledAt!).toBeLessThan(order.expiryTs + STALE_MS);
    },
  );

  it.concurrent(
    'S9: an exit tick older than the stale window at expiry (the feed was down) voids and refunds',
    async () => {
      const publisher = new TickPublisher(app.ctx, SYMBOLS[10]!, 100);
      const order = await place(publisher, { direction: 'down', durationSec: 2 });
      const exitTs = await publisher.publish(98);
      // The feed falls silent for longer than the stale window before expiry, then comes back.
      expect(order.expiryTs - exitTs).toBeGreaterThan(STALE_MS);
      await passExpiry(publisher, order, true);
      const settled = await settledOrder(order.id);
      expect(settled).toMatchObject({ status: 'void', exitPrice: 98, exitTs, payout: 1_000, profit: 0 });
      expect(await payoutRows(order.id)).toEqual([
        { kind: 'order_stake', amount: -1_000 },
        { kind: 'order_refund', amount: 1_000 },
      ]);
    },
  );
});

describe('exactly once', () => {
  it('S7: the settlement run twice, and the reconciler racing it, pay each order once', async () => {
    const publisher = new TickPublisher(app.ctx, SYMBOLS[8]!, 100);
    const orders = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        place(publisher, { direction: i % 2 ? 'up' : 'down', amount: 1_000 + i }),
      ),
    );
    await publisher.publish(101);
    const engine = app.tempo.settlement!;
    const ticks = new TickStore(app.ctx.redis);
    const seconds = [...new Set(orders.map((order) => Math.floor(order.expiryTs / 1000)))];
    await afterClock((Math.max(...seconds) + 1) * 1000);
    await publisher.publish(101);
    await Promise.all([
      engine.sweep(),
      engine.sweep(),
      ...seconds.flatMap((second) =>
        [1, 2, 3].map(() =>
          settleExpiredOrders(app.ctx.db, ticks, { ...stale, symbol: SYMBOLS[8]!, ...windowOf(second) }),
        ),
      ),
    ]);
    for (const order of orders) {
      const settled = await settledOrder(order.id);
      const rows = await payoutRows(order.id);
      expect(rows.filter((row) => row.kind !== 'order_stake')).toHaveLength(
        settled.status === 'lost' ? 0 : 1,
      );
    }
    // Run again after the fact: nothing left to settle, nothing paid.
    for (const second of seconds) {
      const again = await settleExpiredOrders(app.ctx.db, ticks, {
        ...stale,
        symbol: SYMBOLS[8]!,
        ...windowOf(second),
        // Long after the stale window: every order of the second is settleable.
        now: Date.now() + 60_000,
      });
      expect(again).toEqual({ orders: [], settledBefore: windowOf(second).before });
    }
  });
});

describe('a burst', () => {
  it('S7: a second with more orders than one chunk settles each once, announced chunk by chunk, chunks growing', async () => {
    // Without a worker, nothing but this test settles these orders.
    const quiet = await startTestApp(
      { ROLES: ['api'] },
      { prepare: (db) => addTestProducts(db, ['BURSTUSD']) },
    );
    try {
      const admin = await makeAdmin(quiet);
      const owners = await Promise.all([1, 2, 3].map(() => makeUser(quiet)));
      for (const owner of owners) await fund(quiet, admin, owner.id, 1_000 * 3_000);
      const publisher = new TickPublisher(quiet.ctx, 'BURSTUSD', 100);
      const entryTs = await publisher.publish(100);
      // The first chunk, one twice its size, and the rest.
      const count = Math.round(FIRST_SETTLEMENT_CHUNK * 3.5);
      const candidates: PlacementCandidate[] = Array.from({ length: count }, (_, i) => ({
        userId: owners[i % owners.length]!.id,
        bucket: 'available',
        account: 'real',
        symbol: 'BURSTUSD',
        direction: i % 2 ? 'up' : 'down',
        amount: 1_000,
        durationSec: 1,
        payoutBps: 8_000,
        idempotencyKey: `burst-${i}`,
      }));
      const placed = await commitPlacements(
        quiet.ctx.db,
        { s: 'BURSTUSD', p: 100, t: entryTs, v: 1 },
        candidates,
        count,
      );
      expect(placed.every((outcome) => outcome.kind === 'placed')).toBe(true);
      await publisher.publish(101, entryTs + 500);
      const second = Math.floor((entryTs + 1_000) / 1000);
      await afterClock((second + 1) * 1000);
      await publisher.publish(101, Math.max(Date.now(), (second + 1) * 1000));

      const chunks: number[] = [];
      const outcome = await settleExpiredOrders(
        quiet.ctx.db,
        new TickStore(quiet.ctx.redis),
        { symbol: 'BURSTUSD', ...windowOf(second), feedStaleMs: 2_000 },
        async (orders) => {
          chunks.push(orders.length);
        },
      );
      expect(chunks).toEqual([
        FIRST_SETTLEMENT_CHUNK,
        2 * FIRST_SETTLEMENT_CHUNK,
        count - 3 * FIRST_SETTLEMENT_CHUNK,
      ]);
      expect(outcome.orders).toHaveLength(count);
      expect(outcome.settledBefore).toBe(windowOf(second).before);
      const { rows } = await quiet.ctx.db.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM orders GROUP BY status ORDER BY status`,
      );
      expect(rows).toEqual([
        { status: 'lost', n: count / 2 },
        { status: 'won', n: count / 2 },
      ]);
      expect(await quiet.ledgerMismatches()).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

describe('audit ticks', () => {
  it('S8: a settled order keeps its entry and exit ticks with up to three on each side', async () => {
    const publisher = new TickPublisher(app.ctx, SYMBOLS[9]!, 200);
    const order = await place(publisher, { direction: 'down', durationSec: 2 }, 200);
    for (const price of [199, 198, 201, 197]) await publisher.publish(price);
    await passExpiry(publisher, order);
    for (const price of [196, 195, 194]) await publisher.publish(price, Date.now());
    await settledOrder(order.id);
    const detail = await vi.waitUntil(
      async () => {
        const { data } = await app.call<OrderDetail>('GET', `/orders/${order.id}`, { token });
        return data.auditTicks ? data : null;
      },
      { timeout: 20_000, interval: 100 },
    );
    const audit = detail.auditTicks!;
    expect(audit.entry.map((tick) => tick.p)).toContain(200);
    expect(audit.entry.length).toBeLessThanOrEqual(7);
    expect(audit.exit.map((tick) => tick.p)).toEqual(expect.arrayContaining([197]));
    expect(exitTickOf(audit.exit, detail.expiryTs)).toEqual({ t: detail.exitTs, p: detail.exitPrice });
    expect(detail).toMatchObject({ status: 'won', exitPrice: 197 });
    expect(userId).toBeGreaterThan(0);
  });
});
