// E4 of SPEC.md: an order keeps the early-close terms its product had when it was placed; ops
// change a product's terms for the orders placed afterwards, in the audit log. And E1–E3 as the
// server quotes them: a quote is re-derived from the public tick record and the published rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sellPrice,
  windowTicksOf,
  type EarlyCloseTermsView,
  type OrderView,
  type SaleQuote,
} from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';

let app: TestApp;
let admin: TestAdmin;
let market: TickPublisher;
let keys = 0;

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker'], FEED_STALE_MS: 500 },
    { prepare: (db) => addTestProducts(db, ['TERMSUSD']) },
  );
  admin = await makeAdmin(app);
  market = new TickPublisher(app.ctx, 'TERMSUSD', 100);
  market.startSteady(50);
});
afterAll(async () => {
  await market.stopSteady();
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const asOps = () => ({ authorization: `Bearer ${admin.token}` });
const setTerms = (earlyClose: EarlyCloseTermsView | null) =>
  app.call('PATCH', '/admin/products/TERMSUSD', { body: { earlyClose }, headers: asOps() });

async function place(token: string, durationSec = 2): Promise<number> {
  const placed = await app.call<OrderView>('POST', '/orders', {
    token,
    body: { symbol: 'TERMSUSD', direction: 'up', amount: 1_000, durationSec, account: 'real' },
    headers: { 'idempotency-key': `terms-${++keys}-${Date.now()}` },
  });
  expect(placed.status).toBe(1);
  return placed.data.id;
}

async function termsOf(orderId: number): Promise<unknown> {
  const { rows } = await app.ctx.db.query<{ early_close: unknown }>(
    'SELECT early_close FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0]!.early_close;
}

describe('early-close terms', () => {
  it('E4: an order keeps the terms in force when it was placed; a change reaches later orders only, audited', async () => {
    const user = await makeUser(app);
    await fund(app, admin, user.id, 10_000);
    const token = await loginAs(app, user);

    const before = await place(token);
    const terms = {
      spreadBaseBps: 150,
      spreadSlopeBps: 350,
      volatilityWindowSec: 120,
      openSec: 3,
      cutoffSec: 4,
    };
    expect((await setTerms(terms)).status).toBe(1);
    const products = await app.call<{ symbol: string; earlyClose: unknown }[]>('GET', '/admin/products', {
      headers: asOps(),
    });
    expect(products.data.find((product) => product.symbol === 'TERMSUSD')?.earlyClose).toEqual(terms);
    const during = await place(token);
    expect((await setTerms(null)).status).toBe(1);
    const after = await place(token);

    expect(await termsOf(before)).toBeNull();
    expect(await termsOf(during)).toEqual(terms);
    expect(await termsOf(after)).toBeNull();
    const { rows } = await app.ctx.db.query<{ details: { earlyClose?: unknown } }>(
      `SELECT details FROM audit_log WHERE action = 'product.update' AND target_id = 'TERMSUSD' ORDER BY id`,
    );
    expect(rows.map((row) => row.details.earlyClose)).toEqual([terms, null]);
  });

  it('E4: terms outside their bounds are refused and change nothing', async () => {
    const refused = await setTerms({
      spreadBaseBps: -1,
      spreadSlopeBps: 350,
      volatilityWindowSec: 120,
      openSec: 3,
      cutoffSec: 4,
    });
    expect(refused.http).toBe(422);
    const products = await app.call<{ symbol: string; earlyClose: unknown }[]>('GET', '/admin/products', {
      headers: asOps(),
    });
    expect(products.data.find((product) => product.symbol === 'TERMSUSD')?.earlyClose).toBeNull();
  });
});

describe('the sale quote', () => {
  const terms = {
    spreadBaseBps: 100,
    spreadSlopeBps: 400,
    volatilityWindowSec: 10,
    openSec: 0,
    cutoffSec: 5,
  };

  it('E1–E3: is what the published rule gives on the public tick record', async () => {
    const user = await makeUser(app);
    await fund(app, admin, user.id, 10_000);
    const token = await loginAs(app, user);
    expect((await setTerms(terms)).status).toBe(1);
    const orderId = await place(token, 300);
    // The price moves after the entry, so the window has a variance to measure.
    for (const price of [100.4, 99.9, 100.7, 100.2, 100.9]) await market.publish(price);

    const quoted = await app.call<SaleQuote>('GET', `/orders/${orderId}/sale-quote`, { token });
    expect(quoted.status).toBe(1);
    const quote = quoted.data;
    expect(quote.variancePerSec).toBeGreaterThan(0);
    expect(quote.price).toBeGreaterThan(0);
    expect(quote.price).toBeLessThanOrEqual(quote.payout);

    // Anyone: the order, the public ticks from before the window to the priced tick, the rule.
    const order = (await app.call<OrderView>('GET', `/orders/${orderId}`, { token })).data;
    const windowStart = quote.tick.t - terms.volatilityWindowSec * 1000;
    const record = await app.call<{ ticks: { p: number; t: number }[] }>(
      'GET',
      `/quotes/TERMSUSD/ticks?from=${windowStart - 5_000}&to=${quote.tick.t + 1}`,
    );
    const derived = sellPrice({
      direction: order.direction,
      payout: quote.payout,
      amount: order.amount,
      entryPrice: order.entryPrice,
      durationSec: order.durationSec,
      expiryTs: order.expiryTs,
      tick: quote.tick,
      windowTicks: windowTicksOf(record.data.ticks, quote.tick.t, terms.volatilityWindowSec),
      terms,
    });
    expect(derived).toEqual({
      price: quote.price,
      fair: quote.fair,
      spread: quote.spread,
      winMicros: quote.winMicros,
      variancePerSec: quote.variancePerSec,
      timeLeftMs: quote.timeLeftMs,
    });
  });

  it('E4: refuses another trader’s order, an order without terms and one in its closed seconds', async () => {
    const owner = await makeUser(app);
    const stranger = await makeUser(app);
    await fund(app, admin, owner.id, 10_000);
    const token = await loginAs(app, owner);
    expect((await setTerms(null)).status).toBe(1);
    const withoutTerms = await place(token, 300);
    expect((await setTerms({ ...terms, openSec: 3_600 })).status).toBe(1);
    const tooSoon = await place(token, 300);

    const quote = (id: number, as = token) => app.call('GET', `/orders/${id}/sale-quote`, { token: as });
    expect((await quote(tooSoon, await loginAs(app, stranger))).data).toMatchObject({ code: 'NOT_FOUND' });
    expect((await quote(withoutTerms)).data).toMatchObject({ code: 'EARLY_CLOSE_OFF' });
    expect((await quote(tooSoon)).data).toMatchObject({ code: 'SELL_WINDOW_CLOSED' });
  });
});
