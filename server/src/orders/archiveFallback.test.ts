// Settlement after Redis lost the ticks: the archive answers what the tick stream no longer holds,
// so an order settles on the prices that were published (S5, S6 read both).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, OrderView } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';
import { TickStore, tickKeys } from '../quotes';

const SYMBOLS = ['AFONEUSD', 'AFTWOUSD', 'AFTHREEUSD'];
let app: TestApp;
let token: string;
let keySequence = 0;

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker'], RECONCILE_EVERY_MS: 300, FEED_STALE_MS: 1_500 },
    { prepare: (db) => addTestProducts(db, SYMBOLS) },
  );
  const user = await makeUser(app);
  await fund(app, await makeAdmin(app), user.id, 1_000_000);
  token = await loginAs(app, user);
});
afterAll(async () => {
  let mismatches;
  try {
    mismatches = await app.ledgerMismatches();
  } finally {
    await app.close();
  }
  expect(mismatches).toEqual([]);
});

async function place(publisher: TickPublisher, direction: 'up' | 'down'): Promise<OrderView> {
  publisher.startSteady(40);
  try {
    const result = await app.call<OrderView>('POST', '/orders', {
      token,
      body: { symbol: publisher.symbol, durationSec: 1, amount: 1_000, direction },
      headers: { 'idempotency-key': `archive-${++keySequence}-${Date.now()}` },
    });
    if (result.status !== 1) throw new Error(`placement failed: ${result.text}`);
    return result.data;
  } finally {
    await publisher.stopSteady();
  }
}

async function settledOrder(id: number): Promise<OrderDetail> {
  return vi.waitUntil(
    async () => {
      const result = await app.call<OrderDetail>('GET', `/orders/${id}`, { token });
      return result.data.status === 'open' ? null : result.data;
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** Empties the symbol's Redis stream; every tick published is in the archive already. */
async function loseRedisTicks(symbol: string): Promise<void> {
  await app.ctx.redis.del(tickKeys.stream(symbol));
}

/** Sleeps until the order's expiry second has passed (ticks after it make it settleable, S6). */
async function afterExpirySecond(order: OrderView): Promise<number> {
  const settleable = (Math.floor(order.expiryTs / 1000) + 1) * 1000;
  await vi.waitUntil(() => Date.now() > settleable, { timeout: 10_000, interval: 5 });
  return Date.now();
}

describe('settlement after Redis lost the ticks', () => {
  it('S6: settles on the archived ticks, with the outcome and exit price it has without the loss', async () => {
    const kept = new TickPublisher(app.ctx, SYMBOLS[0]!, 100);
    const lost = new TickPublisher(app.ctx, SYMBOLS[1]!, 100);
    const [keptOrder, lostOrder] = await Promise.all([place(kept, 'up'), place(lost, 'up')]);
    for (const publisher of [kept, lost]) {
      await publisher.publish(100.25);
      await publisher.publish(100.75);
    }
    const after = await afterExpirySecond(lostOrder);
    await afterExpirySecond(keptOrder);
    // The worker settles on the first tick after expiry: Redis loses the stream just before it.
    await loseRedisTicks(lost.symbol);
    await Promise.all([kept.publish(99, after), lost.publish(99, after)]);

    const [withRedis, withArchive] = await Promise.all([
      settledOrder(keptOrder.id),
      settledOrder(lostOrder.id),
    ]);
    expect(withRedis).toMatchObject({ status: 'won', exitPrice: 100.75, payout: 1_700 });
    expect(withArchive).toMatchObject({
      status: withRedis.status,
      exitPrice: withRedis.exitPrice,
      payout: withRedis.payout,
      entryPrice: 100,
    });
    // S8: the audit ticks come from the archive too.
    const audited = await vi.waitUntil(
      async () => {
        const order = await settledOrder(lostOrder.id);
        return order.auditTicks ? order : null;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(audited.auditTicks?.exit.map((tick) => tick.p)).toContain(100.75);
  });

  it('S6: with no tick anywhere, reads answer none', async () => {
    const store = new TickStore(app.ctx.redis, { archive: app.ctx.db });
    const now = Date.now();
    expect(await store.between('NOWHEREUSD', now - 1_000, Number.MAX_SAFE_INTEGER, 1)).toEqual([]);
    expect(await store.atOrBefore('NOWHEREUSD', now)).toBeNull();
  });

  it('S5: voids when neither Redis nor the archive has a tick after the entry', async () => {
    const publisher = new TickPublisher(app.ctx, SYMBOLS[2]!, 100);
    const order = await place(publisher, 'down');
    // Ticks the steady publisher sent after the entry, lost from both (as if never published).
    await loseRedisTicks(publisher.symbol);
    await app.ctx.db.query('DELETE FROM ticks WHERE symbol = $1 AND ts > $2', [
      publisher.symbol,
      order.entryTs,
    ]);
    await publisher.publish(101, await afterExpirySecond(order));
    expect(await settledOrder(order.id)).toMatchObject({ status: 'void', payout: 1_000 });
  });
});
