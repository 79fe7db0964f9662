// Live sale prices over the socket (E1–E5 of server/src/orders/SPEC.md): a socket that watches
// its owner's open orders gets their prices on each new tick, the same a sale on that tick is
// priced at; another trader's order, an order without terms and an anonymous socket get nothing,
// and a socket that does not watch hears no price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, SaleQuote, SalePricesEvent, SaleWatchAck, SoldOrder } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { connectSocket, nextEvent, type TestSocket } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';

const SYMBOL = 'LIVESALEUSD';
const TERMS = { spreadBaseBps: 100, spreadSlopeBps: 400, volatilityWindowSec: 10, openSec: 0, cutoffSec: 0 };
let app: TestApp;
let admin: TestAdmin;
let market: TickPublisher;
const sockets: TestSocket[] = [];
let keys = 0;

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker'], FEED_STALE_MS: 5_000 },
    { prepare: (db) => addTestProducts(db, [SYMBOL]) },
  );
  admin = await makeAdmin(app);
  market = new TickPublisher(app.ctx, SYMBOL, 100);
  await market.publish(100);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  const mismatches = await app?.ledgerMismatches();
  await app?.close();
  expect(mismatches).toEqual([]);
});

const setTerms = (earlyClose: typeof TERMS | null) =>
  app.call('PATCH', `/admin/products/${SYMBOL}`, {
    body: { earlyClose },
    headers: { authorization: `Bearer ${admin.token}` },
  });

async function trader() {
  const user = await makeUser(app);
  await fund(app, admin, user.id, 100_000);
  const token = await loginAs(app, user);
  const socket = await connectSocket(app.baseUrl, { token });
  sockets.push(socket);
  const heard: SalePricesEvent[] = [];
  socket.on('sale:prices', (event) => heard.push(event));
  return { token, socket, heard };
}

/** Places an order on the next tick (placement waits for one), the market quiet again after it. */
async function place(token: string): Promise<OrderView> {
  market.startSteady(50);
  const placed = await app.call<OrderView>('POST', '/orders', {
    token,
    body: { symbol: SYMBOL, direction: 'up', amount: 1_000, durationSec: 300 },
    headers: { 'idempotency-key': `live-sale-${++keys}` },
  });
  await market.stopSteady();
  expect(placed.status).toBe(1);
  return placed.data;
}

const watch = (socket: TestSocket, orderIds: number[]) =>
  new Promise<SaleWatchAck>((resolve) => socket.emit('sale:watch', { orderIds }, resolve));

describe('live sale prices', () => {
  it('E1–E5: a watching socket gets its orders’ prices on each new tick, and a sale at that price goes through', async () => {
    expect((await setTerms(TERMS)).status).toBe(1);
    const owner = await trader();
    const order = await place(owner.token);
    expect(await watch(owner.socket, [order.id])).toEqual({ ok: true, orderIds: [order.id] });

    const ticked = await market.publish(100.4);
    const event = await nextEvent(owner.socket, 'sale:prices', (prices) =>
      prices.prices.some((price) => price.quote?.tick.t === ticked),
    );
    const live = event.prices.find((price) => price.orderId === order.id)!;
    expect(live.reason).toBeNull();
    // No tick since: the quote a sale would get now stands on the same tick, at the same price.
    const quoted = await app.call<SaleQuote>('GET', `/orders/${order.id}/sale-quote`, { token: owner.token });
    expect(quoted.data).toEqual(live.quote);

    const sold = await app.call<SoldOrder>('POST', `/orders/${order.id}/sell`, {
      token: owner.token,
      body: { minPrice: live.quote!.price },
    });
    expect(sold.data.order).toMatchObject({ status: 'sold', payout: live.quote!.price });
  });

  it('E5: watches only the owner’s open orders with terms, and sends no price to a socket that does not watch', async () => {
    expect((await setTerms(TERMS)).status).toBe(1);
    const owner = await trader();
    const stranger = await trader();
    const withTerms = await place(owner.token);
    expect((await setTerms(null)).status).toBe(1);
    const withoutTerms = await place(owner.token);
    const otherTab = await connectSocket(app.baseUrl, { token: owner.token });
    sockets.push(otherTab);
    const otherTabHeard: SalePricesEvent[] = [];
    otherTab.on('sale:prices', (event) => otherTabHeard.push(event));

    expect(await watch(stranger.socket, [withTerms.id])).toEqual({ ok: true, orderIds: [] });
    expect(await watch(owner.socket, [withTerms.id, withoutTerms.id])).toEqual({
      ok: true,
      orderIds: [withTerms.id],
    });
    // Two passes of the owner's prices: anything sent to another socket by the first has arrived by
    // the time the second reaches the owner.
    for (const price of [100.1, 100.2]) {
      const ticked = await market.publish(price);
      await nextEvent(owner.socket, 'sale:prices', (event) =>
        event.prices.some((live) => live.quote?.tick.t === ticked),
      );
    }
    expect(owner.heard.flatMap((event) => event.prices.map((price) => price.orderId))).not.toContain(
      withoutTerms.id,
    );
    expect(stranger.heard).toEqual([]);
    expect(otherTabHeard).toEqual([]);

    // An empty list stops: the owner's socket answers its next watch with prices again at once.
    expect(await watch(owner.socket, [])).toEqual({ ok: true, orderIds: [] });
    expect(await watch(owner.socket, [withTerms.id])).toEqual({ ok: true, orderIds: [withTerms.id] });
  });

  it('refuses an anonymous socket and a malformed watch', async () => {
    const anonymous = await connectSocket(app.baseUrl);
    sockets.push(anonymous);
    expect(await watch(anonymous, [1])).toMatchObject({ ok: false, code: 'NOT_LOGGED_IN' });
    const owner = await trader();
    const tooMany = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(await watch(owner.socket, tooMany)).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await watch(owner.socket, [-1])).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
  });
});
