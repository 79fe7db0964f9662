// E5 of SPEC.md: the sale of an open order before its expiry. At a price at least the trader's
// lowest it sells once, credited in the ledger, its price's inputs kept and recomputable from the
// public tick record; below it the answer is PRICE_MOVED with the price now and nothing changes; a
// repeat answers with the sale. And a thousand sales racing their own orders' settlement: each
// order is sold or settled, never both and never neither, and the books reconcile.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  busChannels,
  sellPrice,
  windowTicksOf,
  type EarlyCloseTermsView,
  type ErrorData,
  type FundRecordPage,
  type OrderDetail,
  type OrderView,
  type SaleQuote,
  type SoldOrder,
} from '@tempo/shared';
import { commitPlacements, type PlacementCandidate } from './commands/commitPlacements';
import { sellOrder, type SaleContext } from './earlyClose/sellOrder';
import type { AppError } from '../platform/AppError';
import { TickStore } from '../quotes';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';

const TERMS: EarlyCloseTermsView = {
  spreadBaseBps: 100,
  spreadSlopeBps: 400,
  volatilityWindowSec: 10,
  openSec: 0,
  cutoffSec: 0,
};

let app: TestApp;
let admin: TestAdmin;
let market: TickPublisher;
let race: TickPublisher;
let keys = 0;

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker'], FEED_STALE_MS: 1_000, MAX_OPEN_ORDERS: 1_000 },
    { prepare: (db) => addTestProducts(db, ['SALEUSD', 'RACESALEUSD']) },
  );
  admin = await makeAdmin(app);
  for (const symbol of ['SALEUSD', 'RACESALEUSD']) {
    const set = await app.call('PATCH', `/admin/products/${symbol}`, {
      body: { earlyClose: TERMS },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(set.status).toBe(1);
  }
  market = new TickPublisher(app.ctx, 'SALEUSD', 100);
  market.startSteady(50);
  race = new TickPublisher(app.ctx, 'RACESALEUSD', 100);
  race.startSteady(50);
});

afterAll(async () => {
  await Promise.all([market?.stopSteady(), race?.stopSteady()]);
  const mismatches = await app?.ledgerMismatches();
  await app?.close();
  expect(mismatches).toEqual([]);
});

async function trader(cents = 100_000): Promise<{ id: number; token: string }> {
  const user = await makeUser(app);
  await fund(app, admin, user.id, cents);
  return { id: user.id, token: await loginAs(app, user) };
}

async function place(token: string, durationSec = 300): Promise<OrderView> {
  const placed = await app.call<OrderView>('POST', '/orders', {
    token,
    body: { symbol: 'SALEUSD', direction: 'up', amount: 1_000, durationSec, account: 'real' },
    headers: { 'idempotency-key': `sale-order-${++keys}` },
  });
  expect(placed.status).toBe(1);
  return placed.data;
}

const quote = (token: string, id: number) =>
  app.call<SaleQuote>('GET', `/orders/${id}/sale-quote`, { token });
const sell = (token: string, id: number, minPrice: number) =>
  app.call<SoldOrder>('POST', `/orders/${id}/sell`, { token, body: { minPrice } });

async function ledgerRowsOf(orderIds: readonly number[]): Promise<Map<number, string[]>> {
  const { rows } = await app.ctx.db.query<{ id: number; kinds: string[] }>(
    `SELECT ref_id::int AS id, array_agg(kind ORDER BY id) AS kinds FROM ledger_entries
     WHERE ref_type = 'order' AND ref_id = ANY($1::text[]) GROUP BY ref_id`,
    [orderIds.map(String)],
  );
  return new Map(rows.map((row) => [row.id, row.kinds]));
}

describe('the sale of an open order', () => {
  it('E5: sells at the price now when it is at least the lowest accepted, once, with its inputs recomputable from the public ticks', async () => {
    const { token } = await trader();
    const order = await place(token);
    for (const price of [100.3, 99.8, 100.6, 100.1, 100.5]) await market.publish(price);
    const shown = (await quote(token, order.id)).data;

    const sold = await sell(token, order.id, Math.max(shown.price - 300, 0));
    expect(sold.status).toBe(1);
    const { order: closed, balances } = sold.data;
    expect(closed).toMatchObject({ id: order.id, status: 'sold', settledAt: expect.any(Number) });
    expect(closed.profit).toBe(closed.payout! - order.amount);
    expect(closed.payout).toBeGreaterThanOrEqual(0);
    expect(closed.payout).toBeLessThanOrEqual(shown.payout);
    // 100,000 funded, 1,000 staked, the price credited.
    expect(balances.available).toBe(100_000 - 1_000 + closed.payout!);

    const detail = (await app.call<OrderDetail>('GET', `/orders/${order.id}`, { token })).data;
    expect(detail.earlyClose).toEqual(TERMS);
    expect(detail.sale).toMatchObject({ price: closed.payout, minPrice: Math.max(shown.price - 300, 0) });
    expect(detail.exitTs).toBe(detail.sale!.tick.t);
    expect(detail.exitPrice).toBe(detail.sale!.tick.p);

    // Anyone: the public ticks from before the window up to the tick it sold on, and the rule.
    const sale = detail.sale!;
    const windowStart = sale.tick.t - TERMS.volatilityWindowSec * 1000;
    const record = await app.call<{ ticks: { p: number; t: number }[] }>(
      'GET',
      `/quotes/SALEUSD/ticks?from=${windowStart - 5_000}&to=${sale.tick.t + 1}`,
    );
    expect(
      sellPrice({
        direction: detail.direction,
        payout: shown.payout,
        amount: detail.amount,
        entryPrice: detail.entryPrice,
        durationSec: detail.durationSec,
        expiryTs: detail.expiryTs,
        tick: sale.tick,
        windowTicks: windowTicksOf(record.data.ticks, sale.tick.t, TERMS.volatilityWindowSec),
        terms: detail.earlyClose!,
      }),
    ).toEqual({
      price: sale.price,
      fair: sale.fair,
      spread: sale.spread,
      winMicros: sale.winMicros,
      variancePerSec: sale.variancePerSec,
      timeLeftMs: sale.timeLeftMs,
    });

    // A repeat answers with the sale and credits nothing more; the fund record reads Sold.
    const again = await sell(token, order.id, 0);
    expect(again.data).toEqual(sold.data);
    expect((await ledgerRowsOf([order.id])).get(order.id)).toEqual(
      closed.payout! > 0 ? ['order_stake', 'order_sale'] : ['order_stake'],
    );
    const records = await app.call<FundRecordPage>('GET', '/fund-records?kind=order', { token });
    expect(records.data.records.find((record) => record.source.id === String(order.id))).toMatchObject({
      state: 'sold',
      amount: closed.payout! - order.amount,
    });
  });

  it('E5: a price below the lowest accepted is PRICE_MOVED with the price now, and changes nothing', async () => {
    const { token } = await trader();
    const order = await place(token);
    await market.publish(100.2);
    const shown = (await quote(token, order.id)).data;

    const refused = await app.call<ErrorData>('POST', `/orders/${order.id}/sell`, {
      token,
      body: { minPrice: shown.payout + 1 },
      headers: { lang: 'en' },
    });
    expect(refused.http).toBe(409);
    expect(refused.data.code).toBe('PRICE_MOVED');
    const now = refused.data.quote!;
    expect(now.orderId).toBe(order.id);
    expect(now.price).toBeLessThanOrEqual(now.payout);
    expect(refused.message).toContain(`$${(now.price / 100).toFixed(2)}`);

    const detail = (await app.call<OrderDetail>('GET', `/orders/${order.id}`, { token })).data;
    expect(detail).toMatchObject({ status: 'open', sale: null, payout: null });
    expect((await ledgerRowsOf([order.id])).get(order.id)).toEqual(['order_stake']);
    const profile = await app.call<{ balances: { available: number } }>('GET', '/user/profile', { token });
    expect(profile.data.balances.available).toBe(100_000 - 1_000);
  });

  it('E5: an order sold for nothing credits nothing, and its fund record reads Sold, not open', async () => {
    const { token } = await trader();
    const order = await place(token);
    // Two hundred small steps down: far behind the entry in a calm market, so the chance of a win
    // is worth less than the spread.
    for (let step = 1; step <= 200; step++) await market.publish(Math.round((100 - step / 10) * 100) / 100);
    const shown = (await quote(token, order.id)).data;
    expect(shown.price).toBe(0);

    const sold = await sell(token, order.id, 0);
    expect(sold.data.order).toMatchObject({ status: 'sold', payout: 0, profit: -order.amount });
    expect((await ledgerRowsOf([order.id])).get(order.id)).toEqual(['order_stake']);
    const records = await app.call<FundRecordPage>('GET', '/fund-records?kind=order', { token });
    expect(records.data.records.find((record) => record.source.id === String(order.id))).toMatchObject({
      state: 'sold',
      amount: -order.amount,
    });
    await market.publish(100);
  });

  it('E5: refuses another trader’s order, a settled one and a bad lowest price, changing nothing', async () => {
    const owner = await trader();
    const stranger = await trader();
    const order = await place(owner.token, 1);
    expect((await sell(stranger.token, order.id, 0)).data).toMatchObject({ code: 'NOT_FOUND' });
    for (const minPrice of [-1, 1.5, '5', null]) {
      const bad = await app.call('POST', `/orders/${order.id}/sell`, {
        token: owner.token,
        body: { minPrice },
      });
      expect(bad.http).toBe(422);
    }
    await vi.waitFor(
      async () => {
        const detail = await app.call<OrderDetail>('GET', `/orders/${order.id}`, { token: owner.token });
        expect(detail.data.status).not.toBe('open');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await sell(owner.token, order.id, 0)).data).toMatchObject({ code: 'ORDER_NOT_OPEN' });
    expect((await ledgerRowsOf([order.id])).get(order.id)).not.toContain('order_sale');
  });
});

describe('sales racing settlement', () => {
  it('E5, S7: 1,000 sales sent around their orders’ expiry: each order is sold or settled, never both or neither', async () => {
    const owners = await Promise.all(Array.from({ length: 10 }, () => trader(1_000_000)));
    const entry = await race.publish(100);
    const candidates: PlacementCandidate[] = Array.from({ length: 1_000 }, (_, i) => ({
      userId: owners[i % owners.length]!.id,
      bucket: 'available',
      account: 'real',
      symbol: 'RACESALEUSD',
      direction: i % 2 ? 'up' : 'down',
      amount: 1_000,
      durationSec: 2,
      payoutBps: 8_000,
      idempotencyKey: `race-${i}`,
      earlyClose: TERMS,
    }));
    const placed = await commitPlacements(
      app.ctx.db,
      { s: 'RACESALEUSD', p: 100, t: entry, v: 1 },
      candidates,
      1_000,
    );
    const orders = placed.map((outcome, i) => {
      if (outcome.kind !== 'placed') throw new Error(`order ${i} not placed: ${outcome.kind}`);
      return { id: outcome.order.id, owner: owners[i % owners.length]! };
    });
    const expiry = entry + 2_000;
    // What placement announces after its commit, so the tick after the expiry settles them (S11).
    await app.ctx.pubsub.publish(busChannels.ordersDue, {
      symbol: 'RACESALEUSD',
      second: Math.floor(expiry / 1000),
      expiryTs: expiry,
    });
    const saleContext: SaleContext = {
      db: app.ctx.db,
      ticks: new TickStore(app.ctx.redis, { archive: app.ctx.db }),
      staleMs: app.ctx.config.FEED_STALE_MS,
    };

    // Each sale is sold by an API node whose clock lags the feed's by LAG_MS, as clocks do: it
    // still prices the order before its expiry while the tick after the expiry is settling it, so
    // the sale's change of the row and settlement's meet on the same rows. Sent over 300 ms around
    // the expiry, from 10 traders at once.
    const LAG_MS = 600;
    const answers = await Promise.all(
      orders.map(async ({ id, owner }, i) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(expiry - 100 + i * 0.6 - Date.now(), 0)));
        try {
          const sale = await sellOrder(saleContext, owner.id, id, 0, Date.now() - LAG_MS);
          return { id, sale, code: null };
        } catch (error) {
          return { id, sale: null, code: (error as AppError).code };
        }
      }),
    );

    await vi.waitFor(
      async () => {
        const { rows } = await app.ctx.db.query(
          `SELECT 1 FROM orders WHERE symbol = 'RACESALEUSD' AND status = 'open'`,
        );
        expect(rows).toEqual([]);
      },
      { timeout: 30_000, interval: 200 },
    );
    const { rows } = await app.ctx.db.query<{ id: number; status: string; payout: number; sale: unknown }>(
      `SELECT id::int AS id, status, payout::int AS payout, sale FROM orders WHERE symbol = 'RACESALEUSD'`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ledger = await ledgerRowsOf(rows.map((row) => row.id));
    const tally = { sold: 0, settled: 0, refused: 0 };
    for (const { id, sale, code } of answers) {
      const order = byId.get(id)!;
      const kinds = ledger.get(id) ?? [];
      if (sale) {
        tally.sold++;
        expect(order.status, `order ${id}`).toBe('sold');
        expect(order.payout).toBe(sale.order.payout);
      } else {
        tally.refused++;
        expect(['ORDER_NOT_OPEN', 'SELL_WINDOW_CLOSED']).toContain(code);
        expect(order.status, `order ${id}`).not.toBe('sold');
      }
      if (order.status === 'sold') {
        expect(kinds).toEqual(order.payout > 0 ? ['order_stake', 'order_sale'] : ['order_stake']);
      } else {
        tally.settled++;
        expect(order.sale).toBeNull();
        expect(kinds).not.toContain('order_sale');
        expect(kinds.filter((kind) => kind !== 'order_stake').length).toBe(order.status === 'lost' ? 0 : 1);
      }
    }
    expect(tally.sold + tally.settled).toBe(1_000);
    // Both sides of the race were run: some sold, some refused once settlement came first.
    expect(tally.sold).toBeGreaterThan(0);
    expect(tally.refused).toBeGreaterThan(0);
  }, 120_000);
});
