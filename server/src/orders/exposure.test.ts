import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExposureGroup, ExposureView, OrderDetail, OrderView } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';

const SYMBOLS = ['EXPAUSD', 'EXPBUSD'] as const;
const [A, B] = SYMBOLS;

/**
 * The platform's day must not end while the test runs, or today's settlements would be
 * yesterday's: of two zones twelve hours apart, one whose day is far from over.
 */
const PLATFORM_TZ = ['Asia/Ho_Chi_Minh', 'America/New_York'].find((zone) => {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(),
  );
  return hour >= 1 && hour < 23;
})!;

let app: TestApp;
let admin: TestAdmin;
let traders: { token: string }[];
const market = {} as Record<(typeof SYMBOLS)[number], TickPublisher>;
let keySequence = 0;
/** The token of each order's owner, by order id. */
const tokenOf = new Map<number, string>();

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker'], PLATFORM_TZ, ORDERS_PER_SECOND_PER_USER: 1_000 },
    {
      prepare: async (db) => {
        await addTestProducts(db, [...SYMBOLS]);
        // A second long countdown at another rate, so orders of one group carry different rates.
        await db.query(
          `INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount)
           SELECT unnest($1::text[]), 290, 9000, 100, 100000`,
          [SYMBOLS],
        );
      },
    },
  );
  admin = await makeAdmin(app);
  traders = await Promise.all(
    [1, 2].map(async () => {
      const user = await makeUser(app);
      await fund(app, admin, user.id, 1_000_000);
      return { token: await loginAs(app, user) };
    }),
  );
  for (const symbol of SYMBOLS) market[symbol] = new TickPublisher(app.ctx, symbol, 100);
});
afterAll(async () => {
  // Clean up even when the books do not reconcile, then fail.
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const asAdmin = (token: string) => ({ authorization: `Bearer ${token}` });

async function exposure(): Promise<ExposureView> {
  const result = await app.call<ExposureView>('GET', '/admin/exposure', { headers: asAdmin(admin.token) });
  if (result.http !== 200) throw new Error(`exposure refused: ${result.text}`);
  return result.data;
}

interface Placement {
  trader: number;
  symbol: string;
  direction: 'up' | 'down';
  amount: number;
  durationSec: number;
  account?: 'real' | 'demo';
}

/** Places orders through the API while their markets tick steadily, so each gets an entry tick. */
async function place(placements: readonly Placement[]): Promise<OrderView[]> {
  const symbols = [...new Set(placements.map((order) => order.symbol))] as (typeof SYMBOLS)[number][];
  for (const symbol of symbols) market[symbol].startSteady(40);
  try {
    return await Promise.all(
      placements.map(async ({ trader, ...body }) => {
        const result = await app.call<OrderView>('POST', '/orders', {
          token: traders[trader]!.token,
          body: { account: 'real', ...body },
          headers: { 'idempotency-key': `exposure-${++keySequence}-${Date.now()}` },
        });
        if (result.status !== 1) throw new Error(`placement failed: ${result.text}`);
        tokenOf.set(result.data.id, traders[trader]!.token);
        return result.data;
      }),
    );
  } finally {
    await Promise.all(symbols.map((symbol) => market[symbol].stopSteady()));
  }
}

/**
 * Lets the market of `symbol` tick on at its price until a second after the last expiry, then
 * publishes the tick after expiry that settles the orders (S6).
 */
async function passExpiry(symbol: (typeof SYMBOLS)[number], orders: readonly OrderView[]): Promise<void> {
  const settleable = (Math.floor(Math.max(...orders.map((order) => order.expiryTs)) / 1000) + 1) * 1000;
  market[symbol].startSteady(100);
  try {
    await vi.waitUntil(() => Date.now() >= settleable, { timeout: 15_000, interval: 5 });
  } finally {
    await market[symbol].stopSteady();
  }
  await market[symbol].publish(market[symbol].price, Math.max(Date.now(), settleable));
}

async function settled(order: OrderView): Promise<OrderDetail> {
  return vi.waitUntil(
    async () => {
      const result = await app.call<OrderDetail>('GET', `/orders/${order.id}`, {
        token: tokenOf.get(order.id),
      });
      return result.data.status === 'open' ? null : result.data;
    },
    { timeout: 20_000, interval: 30 },
  );
}

const minuteOf = (ts: number) => new Date(Math.floor(ts / 60_000) * 60_000).toISOString();

describe('GET /admin/exposure', () => {
  it('S4: groups open real orders by product, direction and expiry minute with what they would pay if all won', async () => {
    // Each order with what a win would pay it, worked out by hand (S4: stake × (1 + rate), rounded down).
    const cases: (Placement & { payoutIfWon: number })[] = [
      { trader: 0, symbol: A, direction: 'up', amount: 1_000, durationSec: 300, payoutIfWon: 1_850 },
      { trader: 1, symbol: A, direction: 'up', amount: 1_000, durationSec: 300, payoutIfWon: 1_850 },
      // 333 × 90% = 299.7 → 299.
      { trader: 0, symbol: A, direction: 'up', amount: 333, durationSec: 290, payoutIfWon: 632 },
      { trader: 1, symbol: A, direction: 'up', amount: 2_500, durationSec: 300, payoutIfWon: 4_625 },
      // 777 × 85% = 660.45 → 660.
      { trader: 0, symbol: A, direction: 'down', amount: 777, durationSec: 300, payoutIfWon: 1_437 },
      // 1,234 × 90% = 1,110.6 → 1,110.
      { trader: 1, symbol: B, direction: 'up', amount: 1_234, durationSec: 290, payoutIfWon: 2_344 },
      { trader: 0, symbol: B, direction: 'down', amount: 1_000, durationSec: 300, payoutIfWon: 1_850 },
      // 4,321 × 85% = 3,672.85 → 3,672.
      { trader: 1, symbol: B, direction: 'down', amount: 4_321, durationSec: 300, payoutIfWon: 7_993 },
    ];
    const demo: Placement[] = [
      { trader: 0, symbol: A, direction: 'up', amount: 5_000, durationSec: 300, account: 'demo' },
      { trader: 1, symbol: B, direction: 'down', amount: 6_000, durationSec: 290, account: 'demo' },
    ];
    const orders = await place([...cases, ...demo]);
    expect(orders.map((order) => order.payoutBps)).toEqual(
      [...cases, ...demo].map((order) => (order.durationSec === 290 ? 9_000 : 8_500)),
    );

    // The groups as the orders' own expiry minutes make them (orders placed across a minute's end split).
    const expected = new Map<string, ExposureGroup>();
    cases.forEach((order, i) => {
      const expiryMinute = minuteOf(orders[i]!.expiryTs);
      const key = `${order.symbol} ${expiryMinute} ${order.direction}`;
      const group = expected.get(key) ?? {
        symbol: order.symbol,
        direction: order.direction,
        expiryMinute,
        count: 0,
        stake: 0,
        payoutIfWon: 0,
      };
      group.count += 1;
      group.stake += order.amount;
      group.payoutIfWon += order.payoutIfWon;
      expected.set(key, group);
    });

    const view = await exposure();
    expect(view.open.groups).toEqual([...expected.keys()].sort().map((key) => expected.get(key)));
    expect(view.open.products).toEqual([
      { symbol: A, count: 5, stake: 5_610, payoutIfWon: 10_394 },
      { symbol: B, count: 3, stake: 6_555, payoutIfWon: 12_187 },
    ]);
    expect(view.open.total).toEqual({ count: 8, stake: 12_165, payoutIfWon: 22_581 });
    expect(Math.abs(Date.parse(view.asOf) - Date.now())).toBeLessThan(60_000);
  });

  it("adds up today's settled real orders by outcome with the platform's P/L, demo and earlier days left out", async () => {
    const before = await exposure();
    const onA = await place([
      { trader: 0, symbol: A, direction: 'up', amount: 1_000, durationSec: 2 },
      { trader: 1, symbol: A, direction: 'down', amount: 1_000, durationSec: 2 },
      { trader: 0, symbol: A, direction: 'up', amount: 3_000, durationSec: 2, account: 'demo' },
    ]);
    // A rises before expiry: up wins, down loses.
    await market[A].steadyPublished();
    await market[A].publish(101);
    const onB = await place([
      { trader: 0, symbol: B, direction: 'up', amount: 2_000, durationSec: 2 },
      { trader: 1, symbol: B, direction: 'down', amount: 500, durationSec: 2 },
      { trader: 1, symbol: B, direction: 'up', amount: 1_500, durationSec: 2 },
    ]);
    // B stays where it was: draws, each refunding its stake (S3).
    await Promise.all([passExpiry(A, onA), passExpiry(B, onB)]);
    const outcomes = await Promise.all([...onA, ...onB].map(settled));
    expect(outcomes.map((order) => [order.status, order.payout])).toEqual([
      ['won', 1_800],
      ['lost', 0],
      ['won', 5_400],
      ['draw', 2_000],
      ['draw', 500],
      ['draw', 1_500],
    ]);
    // The last one settled a moment before today began: not today's.
    await app.ctx.db.query(
      `UPDATE orders SET settled_at = $2::timestamptz - interval '1 millisecond' WHERE id = $1`,
      [onB[2]!.id, before.today.since],
    );

    const view = await exposure();
    expect(view.today).toEqual({
      day: before.today.day,
      timeZone: PLATFORM_TZ,
      since: before.today.since,
      count: 4,
      stake: 4_500,
      paidOut: 4_300,
      byOutcome: {
        won: { count: 1, stake: 1_000, paidOut: 1_800 },
        lost: { count: 1, stake: 1_000, paidOut: 0 },
        draw: { count: 2, stake: 2_500, paidOut: 2_500 },
        void: { count: 0, stake: 0, paidOut: 0 },
        sold: { count: 0, stake: 0, paidOut: 0 },
      },
      platformPnl: 200,
    });
    // Settled orders are no longer open; the long ones still are, unchanged.
    expect(view.open).toEqual(before.open);
  });

  it("today is the platform's calendar day, starting at its midnight", async () => {
    const { asOf, today } = await exposure();
    const dayIn = (instant: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TZ }).format(new Date(instant));
    expect(today.day).toBe(dayIn(Date.parse(asOf)));
    expect(dayIn(Date.parse(today.since))).toBe(today.day);
    expect(dayIn(Date.parse(today.since) - 1)).not.toBe(today.day);
  });

  it('is for ops and superadmins only: support gets 403, a trader token 401', async () => {
    const support = await makeAdmin(app, 'support');
    expect(await app.call('GET', '/admin/exposure', { headers: asAdmin(support.token) })).toMatchObject({
      http: 403,
      data: { code: 'FORBIDDEN' },
    });
    const attempts: Record<string, string>[] = [{ token: traders[0]!.token }, asAdmin(traders[0]!.token), {}];
    for (const headers of attempts) {
      expect(await app.call('GET', '/admin/exposure', { headers })).toMatchObject({ http: 401, status: -22 });
    }
    const ops = await makeAdmin(app, 'ops');
    expect(await app.call('GET', '/admin/exposure', { headers: asAdmin(ops.token) })).toMatchObject({
      http: 200,
      status: 1,
    });
  });
});
