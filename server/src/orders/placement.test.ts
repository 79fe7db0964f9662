import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage, OrderView, Profile } from '@tempo/shared';
import { commitPlacements } from './commands/commitPlacements';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { connectSocket, nextEvent } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';

let app: TestApp;
let admin: TestAdmin;
let market: TickPublisher;
let keySequence = 0;

beforeAll(async () => {
  app = await startTestApp(
    {
      ROLES: ['api', 'realtime', 'worker'],
      FEED_STALE_MS: 500,
      MAX_OPEN_ORDERS: 15,
      ORDERS_PER_SECOND_PER_USER: 1_000,
    },
    {
      prepare: async (db) => {
        await addTestProducts(db, ['PLACEUSD', 'QUIETUSD', 'FIXUSD']);
        await db.query(`UPDATE products SET maintenance = true WHERE symbol = 'FIXUSD'`);
        // Closed every day of the next weeks: FX calendar holidays for a product on the FX schedule.
        await db.query(`UPDATE products SET schedule = 'fx' WHERE symbol = 'EURUSD'`);
        await db.query(
          `INSERT INTO market_holidays (calendar, day, name)
           SELECT 'fx', d::date, 'test closure' FROM generate_series(now() - interval '2 days', now() + interval '30 days', interval '1 day') d
           ON CONFLICT DO NOTHING`,
        );
      },
    },
  );
  admin = await makeAdmin(app);
  market = new TickPublisher(app.ctx, 'PLACEUSD', 100);
  market.startSteady(50);
});
afterAll(async () => {
  await market.stopSteady();
  // Clean up even when the books do not reconcile, then fail.
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

async function trader(balance: number) {
  const user = await makeUser(app);
  if (balance) await fund(app, admin, user.id, balance);
  return { ...user, token: await loginAs(app, user) };
}

function order(token: string, body: Record<string, unknown>, key = `place-${++keySequence}-${Date.now()}`) {
  return app.call<OrderView>('POST', '/orders', {
    token,
    body: { symbol: 'PLACEUSD', direction: 'up', amount: 1_000, durationSec: 2, ...body },
    headers: { 'idempotency-key': key, lang: 'en' },
  });
}

const available = async (userId: number) =>
  (
    await app.ctx.db.query<{ available: number; demo: number }>(
      'SELECT available, demo FROM balances WHERE user_id = $1',
      [userId],
    )
  ).rows[0]!;

describe('placing an order', () => {
  it('P3: takes the first tick after acceptance as entry and debits the stake with the order', async () => {
    const user = await trader(10_000);
    const before = Date.now();
    const placed = await order(user.token, { amount: 2_500 });
    expect(placed).toMatchObject({ http: 201, status: 1 });
    expect(placed.data).toMatchObject({
      symbol: 'PLACEUSD',
      status: 'open',
      amount: 2_500,
      entryPrice: 100,
      payoutBps: 8_000,
      durationSec: 2,
    });
    expect(placed.data.entryTs).toBeGreaterThan(before);
    expect(placed.data.expiryTs).toBe(placed.data.entryTs + 2_000);
    expect((await available(user.id)).available).toBe(7_500);
    const { rows } = await app.ctx.db.query(
      `SELECT kind, amount, ref_id FROM ledger_entries WHERE user_id = $1 AND bucket = 'available' ORDER BY id`,
      [user.id],
    );
    expect(rows.at(-1)).toEqual({ kind: 'order_stake', amount: -2_500, ref_id: String(placed.data.id) });
  });

  it('P1: a demo order moves only the demo balance', async () => {
    const user = await trader(5_000);
    const placed = await order(user.token, { account: 'demo', amount: 50_000 });
    expect(placed.data.account).toBe('demo');
    expect(await available(user.id)).toEqual({ available: 5_000, demo: 1_000_000 - 50_000 });
    const profile = await app.call<Profile>('GET', '/user/profile', { token: user.token });
    expect(profile.data.totalAssets).toBe(5_000);
  });

  it('P1: a user can reset the demo balance to 10,000.00', async () => {
    const user = await trader(0);
    await order(user.token, { account: 'demo', amount: 90_000 });
    const reset = await app.call<{ demo: number }>('POST', '/user/demo/reset', { token: user.token });
    expect(reset.data.demo).toBe(1_000_000);
  });

  it.each([
    ['P2: an unknown product', { symbol: 'NOPEUSD' }, 404, 'UNKNOWN_SYMBOL'],
    ['P2: a product under maintenance', { symbol: 'FIXUSD' }, 409, 'UNDER_MAINTENANCE'],
    ['P2: a closed market', { symbol: 'EURUSD', durationSec: 60 }, 409, 'MARKET_CLOSED'],
    ['P2: a duration the product does not offer', { durationSec: 45 }, 422, 'UNKNOWN_DURATION'],
    ['P2: a stake below the minimum', { amount: 99 }, 422, 'AMOUNT_OUT_OF_RANGE'],
    ['P2: a stake above the maximum', { amount: 100_001 }, 422, 'AMOUNT_OUT_OF_RANGE'],
    ['P2: a stake above the balance', { amount: 20_000 }, 409, 'INSUFFICIENT_BALANCE'],
    ['P2: a fractional stake', { amount: 10.5 }, 422, 'AMOUNT_OUT_OF_RANGE'],
    ['P2: a bad direction', { direction: 'sideways' }, 422, 'VALIDATION_FAILED'],
    ['P2: a product with no ticks (feed unavailable)', { symbol: 'QUIETUSD' }, 503, 'FEED_UNAVAILABLE'],
  ])('refuses %s and changes nothing', async (_name, body, http, code) => {
    const user = await trader(10_000);
    const result = await order(user.token, body);
    expect(result).toMatchObject({ http, data: { code } });
    expect(result.message).not.toBe('');
    expect((await available(user.id)).available).toBe(10_000);
    const { rows } = await app.ctx.db.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses without an idempotency key, and without a login', async () => {
    const user = await trader(10_000);
    const noKey = await app.call('POST', '/orders', {
      token: user.token,
      body: { symbol: 'PLACEUSD', direction: 'up', amount: 1_000, durationSec: 2 },
    });
    expect(noKey).toMatchObject({ http: 400, data: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
    const anonymous = await app.call('POST', '/orders', {
      body: {},
      headers: { 'idempotency-key': 'anonymous-1' },
    });
    expect(anonymous).toMatchObject({ http: 401, status: -22 });
  });

  it('P4: of 100 simultaneous orders on a balance for 10, exactly 10 open', async () => {
    const user = await trader(10_000);
    // Five-minute countdowns: none may settle and free its stake while the others are placed.
    const results = await Promise.all(
      Array.from({ length: 100 }, () => order(user.token, { amount: 1_000, durationSec: 300 })),
    );
    expect(results.filter((result) => result.status === 1)).toHaveLength(10);
    expect(
      results.filter(
        (result) => (result.data as unknown as { code?: string }).code === 'INSUFFICIENT_BALANCE',
      ),
    ).toHaveLength(90);
    const { rows } = await app.ctx.db.query(
      `SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = 'open'`,
      [user.id],
    );
    expect(rows[0].n).toBe(10);
    expect((await available(user.id)).available).toBe(0);
  });

  it('P2: the open-order cap holds under simultaneous orders', async () => {
    const user = await trader(100_000);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => order(user.token, { amount: 1_000, durationSec: 300 })),
    );
    expect(results.filter((result) => result.status === 1)).toHaveLength(15);
    expect(
      results.filter(
        (result) => (result.data as unknown as { code?: string }).code === 'TOO_MANY_OPEN_ORDERS',
      ),
    ).toHaveLength(15);
    expect((await available(user.id)).available).toBe(100_000 - 15 * 1_000);
  });

  it('P5: a repeated idempotency key opens one order and answers each repeat with it', async () => {
    const user = await trader(10_000);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => order(user.token, { amount: 1_500 }, 'same-purchase-1')),
    );
    expect(new Set(results.map((result) => result.data.id)).size).toBe(1);
    expect(results.every((result) => result.status === 1)).toBe(true);
    expect((await available(user.id)).available).toBe(8_500);
    const later = await order(user.token, { amount: 1_500 }, 'same-purchase-1');
    expect(later.data.id).toBe(results[0]!.data.id);
    const different = await order(user.token, { amount: 2_000 }, 'same-purchase-1');
    expect(different).toMatchObject({ http: 409, data: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('lists holding and closed orders newest first, paged by cursor, only the owner’s', async () => {
    const user = await trader(20_000);
    const other = await trader(20_000);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await order(user.token, { amount: 1_000 + i })).data.id);
    await order(other.token, {});
    const first = await app.call<OrderPage>('GET', '/orders?list=holding&limit=3', { token: user.token });
    expect(first.data.orders.map((o) => o.id)).toEqual(ids.slice(-3).reverse());
    const second = await app.call<OrderPage>(
      `GET`,
      `/orders?list=holding&limit=3&cursor=${first.data.nextCursor}`,
      { token: user.token },
    );
    expect(second.data.orders.map((o) => o.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.data.nextCursor).toBeNull();
    const foreign = await app.call('GET', `/orders/${ids[0]}`, { token: other.token });
    expect(foreign).toMatchObject({ http: 404, data: { code: 'NOT_FOUND' } });
  });

  it('tells every socket of the owner that an order opened and the balance moved', async () => {
    const user = await trader(10_000);
    const otherDevice = await connectSocket(app.baseUrl, { token: user.token });
    try {
      const opened = nextEvent(otherDevice, 'order:opened');
      const balance = nextEvent(otherDevice, 'balance', (event) => event.available === 9_000);
      const placed = await order(user.token, { amount: 1_000 });
      expect((await opened).id).toBe(placed.data.id);
      expect((await balance).available).toBe(9_000);
    } finally {
      otherDevice.close();
    }
  });
});

describe('orders sharing an entry tick', () => {
  it('P4: many traders in one tick are each held to their own balance, with a ledger row per stake', async () => {
    const traders = await Promise.all(Array.from({ length: 20 }, () => trader(2_000)));
    const results = await Promise.all(
      traders.flatMap((user) => [1, 2, 3].map(() => order(user.token, { amount: 1_000 }))),
    );
    expect(results.filter((result) => result.status === 1)).toHaveLength(40);
    for (const user of traders) expect((await available(user.id)).available).toBe(0);
    const { rows } = await app.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries
       WHERE kind = 'order_stake' AND user_id = ANY($1) AND amount = -1000 AND balance_after IN (0, 1000)`,
      [traders.map((user) => user.id)],
    );
    expect(rows[0]!.n).toBe(40);
  });

  it('P5: twins with one key get one answer, whether the first was placed or refused', async () => {
    const user = await trader(1_000);
    // Three requests decided together by the tick’s batch, which can place only one.
    const [other, ...twins] = await Promise.all([
      order(user.token, { amount: 1_000 }),
      order(user.token, { amount: 1_000 }, 'twin-purchase'),
      order(user.token, { amount: 1_000 }, 'twin-purchase'),
    ]);
    const answer = (result: { status: number; data: unknown }) =>
      result.status === 1 ? (result.data as OrderView).id : (result.data as { code: string }).code;
    expect(answer(twins[0]!)).toEqual(answer(twins[1]!));
    expect([other, twins[0]].filter((result) => result!.status === 1)).toHaveLength(1);
    expect((await available(user.id)).available).toBe(0);
  });

  it('P5: a key placed by an earlier batch (another process, say) answers with that order and moves nothing', async () => {
    const user = await trader(5_000);
    const candidate = {
      userId: user.id,
      bucket: 'available',
      account: 'real',
      symbol: 'PLACEUSD',
      direction: 'up',
      amount: 1_000,
      durationSec: 2,
      payoutBps: 8_500,
      idempotencyKey: 'raced-purchase',
    } as const;
    // Two published ticks, as two processes' batches would have (SB8: entries are ticks on the record).
    const tick = { s: 'PLACEUSD', p: 100, t: await market.publish(100), v: 1 };
    const [first] = await commitPlacements(app.ctx.db, tick, [candidate], 15);
    expect(first).toMatchObject({ kind: 'placed', balances: { available: 4_000 } });
    const placedId = (first as { order: OrderView }).order.id;
    const later = { ...tick, t: await market.publish(100, tick.t + 1) };
    const [second] = await commitPlacements(app.ctx.db, later, [candidate], 15);
    expect(second).toMatchObject({ kind: 'repeat', order: { id: placedId } });
    expect((await available(user.id)).available).toBe(4_000);
  });
});

describe('entry ticks under changed feed settings', () => {
  it('SB8: a real order is refused at an entry tick made under feed settings older than the product’s, a demo order is not', async () => {
    const user = await trader(5_000);
    const candidate = (account: 'real' | 'demo', key: string) =>
      ({
        userId: user.id,
        bucket: account === 'real' ? 'available' : 'demo',
        account,
        symbol: 'PLACEUSD',
        direction: 'up',
        amount: 1_000,
        durationSec: 2,
        payoutBps: 8_500,
        idempotencyKey: `${key}-${Date.now()}`,
      }) as const;
    const before = { s: 'PLACEUSD', p: 100, t: await market.publish(100), v: 1 };
    // Ops change a price setting (no order open): the version rises before the feed restarts.
    await app.ctx.db.query(`UPDATE products SET feed_version = feed_version + 1 WHERE symbol = 'PLACEUSD'`);
    const atOld = await commitPlacements(
      app.ctx.db,
      before,
      [candidate('real', 'old-real'), candidate('demo', 'old-demo')],
      15,
    );
    expect(atOld.map((outcome) => (outcome.kind === 'refused' ? outcome.code : outcome.kind))).toEqual([
      'FEED_UNAVAILABLE',
      'placed',
    ]);
    expect((await available(user.id)).available).toBe(5_000);
    // The first tick of the new settings takes real orders again.
    const after = { s: 'PLACEUSD', p: 100, t: await market.publish(100), v: 1 };
    const [atNew] = await commitPlacements(app.ctx.db, after, [candidate('real', 'new-real')], 15);
    expect(atNew).toMatchObject({ kind: 'placed', balances: { available: 4_000 } });
  });
});

describe('balance events', () => {
  it('an ops adjustment reaches every socket of the user', async () => {
    const user = await trader(0);
    const socket = await connectSocket(app.baseUrl, { token: user.token });
    try {
      const balance = nextEvent(socket, 'balance', (event) => event.available === 4_321);
      await fund(app, admin, user.id, 4_321);
      expect(await balance).toMatchObject({ available: 4_321, demo: 1_000_000 });
    } finally {
      socket.close();
    }
  });
});

describe('rate limit', () => {
  it('P5: a burst of retries of one order, beyond the rate, all get that order and it is placed once', async () => {
    const limited = await startTestApp(
      { ROLES: ['api', 'realtime'], ORDERS_PER_SECOND_PER_USER: 3 },
      { prepare: (db) => addTestProducts(db, ['BURSTUSD']) },
    );
    const publisher = new TickPublisher(limited.ctx, 'BURSTUSD', 100);
    publisher.startSteady(50);
    try {
      const user = await makeUser(limited);
      await fund(limited, await makeAdmin(limited), user.id, 100_000);
      const poor = await makeUser(limited);
      const burst = async (token: string, key: string) =>
        Promise.all(
          Array.from({ length: 20 }, () =>
            limited.call<OrderView & { code?: string }>('POST', '/orders', {
              token,
              body: { symbol: 'BURSTUSD', direction: 'up', amount: 1_000, durationSec: 2 },
              headers: { 'idempotency-key': key },
            }),
          ),
        );

      const key = `burst-${Date.now()}`;
      const results = await burst(await loginAs(limited, user), key);
      expect(results.map((result) => result.data.code)).toEqual(Array(20).fill(undefined));
      expect(new Set(results.map((result) => result.data.id)).size).toBe(1);
      const { rows: orders } = await limited.ctx.db.query('SELECT id FROM orders WHERE user_id = $1', [
        user.id,
      ]);
      expect(orders).toEqual([{ id: results[0]!.data.id }]);
      const { rows: stakes } = await limited.ctx.db.query(
        `SELECT amount FROM ledger_entries WHERE user_id = $1 AND kind = 'order_stake'`,
        [user.id],
      );
      expect(stakes.map((row) => Number(row.amount))).toEqual([-1_000]);
      const { rows: balances } = await limited.ctx.db.query(
        'SELECT available FROM balances WHERE user_id = $1',
        [user.id],
      );
      expect(Number(balances[0].available)).toBe(99_000);

      // A first that is refused leaves its retries to be decided afresh: refused for what they
      // are, never for the rate.
      const refused = await burst(await loginAs(limited, poor), `broke-${Date.now()}`);
      expect(refused.map((result) => result.data.code)).toEqual(Array(20).fill('INSUFFICIENT_BALANCE'));
    } finally {
      await publisher.stopSteady();
      const mismatches = await limited.ledgerMismatches();
      await limited.close();
      expect(mismatches).toEqual([]);
    }
  });

  it('P2, P5: refuses orders beyond the per-user rate with RATE_LIMITED, yet answers retries of a placed one', async () => {
    const limited = await startTestApp(
      { ROLES: ['api', 'realtime'], ORDERS_PER_SECOND_PER_USER: 3 },
      {
        prepare: (db) => addTestProducts(db, ['RATEUSD']),
      },
    );
    const publisher = new TickPublisher(limited.ctx, 'RATEUSD', 100);
    publisher.startSteady(50);
    try {
      const user = await makeUser(limited);
      await fund(limited, await makeAdmin(limited), user.id, 100_000);
      const token = await loginAs(limited, user);
      const keys = Array.from({ length: 8 }, (_, i) => `rate-${i}-${Date.now()}`);
      const results = await Promise.all(
        keys.map((key) =>
          limited.call<OrderView>('POST', '/orders', {
            token,
            body: { symbol: 'RATEUSD', direction: 'up', amount: 1_000, durationSec: 2 },
            headers: { 'idempotency-key': key },
          }),
        ),
      );
      const limitedCount = results.filter(
        (result) => (result.data as { code?: string }).code === 'RATE_LIMITED',
      ).length;
      const placed = results.filter((result) => result.status === 1).length;
      // Three a second: eight at once fit in at most two clock seconds, so at most six get through.
      expect(placed + limitedCount).toBe(8);
      expect(placed).toBeLessThanOrEqual(6);
      expect(limitedCount).toBeGreaterThanOrEqual(2);

      // P5: retries of a placed order are answered with it, even those beyond the rate.
      const first = results.findIndex((result) => result.status === 1);
      const retries = await Promise.all(
        Array.from({ length: 8 }, () =>
          limited.call<OrderView>('POST', '/orders', {
            token,
            body: { symbol: 'RATEUSD', direction: 'up', amount: 1_000, durationSec: 2 },
            headers: { 'idempotency-key': keys[first]! },
          }),
        ),
      );
      expect(retries.map((retry) => retry.data.id)).toEqual(Array(8).fill(results[first]!.data.id));
    } finally {
      await publisher.stopSteady();
      const mismatches = await limited.ledgerMismatches();
      await limited.close();
      expect(mismatches).toEqual([]);
    }
  });
});
