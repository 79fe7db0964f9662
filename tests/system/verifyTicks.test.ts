// scripts/verify-ticks against a running Tempo whose feed archives and seals real ticks: a range
// verifies, a price changed in the database fails it naming the minute, an order's outcome is
// re-derived from the archived ticks, and so are the prices of a hundred orders sold early.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MINUTE_MS, minuteOf, type OrderDetail, type OrderView, type SoldOrder } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { addTestProducts } from '../../server/src/test/testProducts';
import { runScript } from './runScript';

const SYMBOL = 'VERIFYUSD';
let app: TestApp;
let token: string;
let order: OrderDetail;
/** Orders sold early, each on the feed's newest tick when it was sold. */
const sold: SoldOrder['order'][] = [];
const SALES = 100;

/** The first truthy answer of `probe`, asked every 200 ms for at most `ms`; the error names `what`. */
async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms: number,
): Promise<T> {
  try {
    return (await vi.waitUntil(probe, { timeout: ms, interval: 200 })) as T;
  } catch {
    throw new Error(`${what}: not within ${ms} ms`);
  }
}

const verify = (...args: string[]) =>
  runScript('scripts/verify-ticks.ts', ['--url', app.baseUrl, ...args], 60_000);

beforeAll(async () => {
  // The feed simulates the test product; the worker settles it.
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker', 'feed'], ORDERS_PER_SECOND_PER_USER: 1_000 },
    { prepare: (db) => addTestProducts(db, [SYMBOL]) },
  );
  const admin = await makeAdmin(app);
  const user = await makeUser(app);
  await fund(app, admin, user.id, 1_000_000);
  token = await loginAs(app, user);
  const terms = {
    spreadBaseBps: 100,
    spreadSlopeBps: 400,
    volatilityWindowSec: 20,
    openSec: 0,
    cutoffSec: 10,
  };
  const set = await app.call('PATCH', `/admin/products/${SYMBOL}`, {
    body: { earlyClose: terms },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(set.status).toBe(1);
  // Placed and sold one after another, so each sale stands on a tick of its own moment.
  for (let i = 0; i < SALES; i++) {
    const placed = await until(
      'an order to sell placed',
      async () => {
        const result = await app.call<OrderView>('POST', '/orders', {
          token,
          body: { symbol: SYMBOL, durationSec: 300, amount: 1_000, direction: i % 2 ? 'up' : 'down' },
          headers: { 'idempotency-key': `verify-sale-${i}-${Date.now()}` },
        });
        return result.status === 1 && result.data;
      },
      20_000,
    );
    const sale = await app.call<SoldOrder>('POST', `/orders/${placed.id}/sell`, {
      token,
      body: { minPrice: 0 },
    });
    expect(sale.status).toBe(1);
    sold.push(sale.data.order);
  }
  const placed = await until(
    'an order placed on the feed’s ticks',
    async () => {
      const result = await app.call<OrderView>('POST', '/orders', {
        token,
        body: { symbol: SYMBOL, durationSec: 1, amount: 1_000, direction: 'up' },
        headers: { 'idempotency-key': `verify-${Date.now()}` },
      });
      return result.status === 1 && result.data;
    },
    20_000,
  );
  order = await until(
    'the order settled',
    async () => {
      const result = await app.call<OrderDetail>('GET', `/orders/${placed.id}`, { token });
      return result.data.status !== 'open' && result.data;
    },
    20_000,
  );
  // The feed seals a minute 5 s after it ends.
  const sealedBy = minuteOf(Math.max(order.expiryTs, ...sold.map((sale) => sale.exitTs!))) + MINUTE_MS;
  await until(
    'the order’s minutes sealed',
    async () => {
      const { rows } = await app.ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM tick_seals WHERE symbol = $1 AND minute + 60000 >= $2',
        [SYMBOL, sealedBy],
      );
      return rows[0]!.n > 0;
    },
    90_000,
  );
}, 150_000);
afterAll(async () => {
  await app?.close();
});

describe('verify-ticks', () => {
  it('prints its options with --help', async () => {
    const { code, output } = await verify('--help');
    expect(code).toBe(0);
    expect(output).toMatch(/--order <id>/);
  });

  it('verifies a range of archived ticks and its chain', async () => {
    const from = String(minuteOf(order.entryTs));
    const { code, output } = await verify('--symbol', SYMBOL, '--from', from, '--to', String(order.expiryTs));
    expect(output).toMatch(/^OK VERIFYUSD .* ticks, [1-9]\d* sealed minutes verified/m);
    expect(code).toBe(0);
  });

  it('reports a tick missing from the record as a gap and fails, even in minutes not sealed yet', async () => {
    // The feed keeps publishing: take a tick of the newest minutes with ticks on both sides of it.
    const { rows } = await app.ctx.db.query<{ ts: number; n: number }>(
      'SELECT ts, n FROM ticks WHERE symbol = $1 ORDER BY ts DESC, seq DESC LIMIT 1 OFFSET 2',
      [SYMBOL],
    );
    const gone = rows[0]!;
    await app.ctx.db.query('DELETE FROM ticks WHERE symbol = $1 AND n = $2', [SYMBOL, gone.n]);
    const { code, output } = await verify(
      '--symbol',
      SYMBOL,
      '--from',
      String(minuteOf(gone.ts)),
      '--to',
      String(Date.now() + MINUTE_MS),
    );
    expect(output).toContain(`gap: 1 tick missing (numbers ${gone.n}–${gone.n})`);
    expect(output).not.toMatch(/^OK /m);
    expect(code).toBe(1);
  });

  it('names the minute whose price was changed in the database', async () => {
    const { rows } = await app.ctx.db.query<{ ts: number; seq: number; price: number }>(
      'SELECT ts, seq, price FROM ticks WHERE symbol = $1 AND ts = $2 ORDER BY seq LIMIT 1',
      [SYMBOL, order.entryTs],
    );
    const row = rows[0]!;
    const minute = new Date(minuteOf(row.ts)).toISOString();
    await app.ctx.db.query(
      'UPDATE ticks SET price = price + 0.01 WHERE symbol = $1 AND ts = $2 AND seq = $3',
      [SYMBOL, row.ts, row.seq],
    );
    try {
      const { code, output } = await verify(
        '--symbol',
        SYMBOL,
        '--from',
        String(row.ts),
        '--to',
        String(row.ts + 1),
      );
      expect(output).toContain(`MISMATCH VERIFYUSD minute ${minute}`);
      expect(output).toMatch(/hash mismatch/);
      expect(code).toBe(1);
      // The order's entry is no longer in the record either.
      const tampered = await verify('--order', String(order.id), `--token=${token}`);
      expect(tampered.output).toMatch(/MISMATCH order/);
      expect(tampered.code).toBe(1);
    } finally {
      await app.ctx.db.query('UPDATE ticks SET price = $4 WHERE symbol = $1 AND ts = $2 AND seq = $3', [
        SYMBOL,
        row.ts,
        row.seq,
        row.price,
      ]);
    }
  });

  it('re-derives an order’s outcome from the archived ticks with the published rules', async () => {
    const { code, output } = await verify('--order', String(order.id), `--token=${token}`);
    expect(output).toContain(`OK order ${order.id}: up VERIFYUSD from ${order.entryPrice}`);
    expect(output).toContain(`→ ${order.status}, payout ${order.payout} cents, as recorded`);
    expect(code).toBe(0);
  });

  it('re-derives the prices of 100 orders sold early from the archived ticks with the published rules', async () => {
    const { code, output } = await verify(
      '--order',
      sold.map((sale) => sale.id).join(','),
      `--token=${token}`,
    );
    for (const sale of sold) {
      expect(output).toContain(`OK order ${sale.id}: ${sale.direction} ${SYMBOL} sold on ${sale.exitPrice}`);
      expect(output).toMatch(new RegExp(`OK order ${sale.id}: .* price ${sale.payout} cents, as recorded`));
    }
    expect(output).not.toMatch(/MISMATCH/);
    expect(code).toBe(0);

    // A sale recorded a cent above what the ticks give is caught.
    const raised = sold[0]!;
    const raise = (by: number) =>
      app.ctx.db.query(
        `UPDATE orders SET payout = payout + $2, profit = profit + $2,
                sale = jsonb_set(sale, '{price}', to_jsonb((sale->>'price')::int + $2)) WHERE id = $1`,
        [raised.id, by],
      );
    await raise(1);
    try {
      const tampered = await verify('--order', String(raised.id), `--token=${token}`);
      expect(tampered.output).toContain(
        `MISMATCH order ${raised.id}: price ${raised.payout! + 1}, the ticks give ${raised.payout}`,
      );
      expect(tampered.code).toBe(1);
    } finally {
      await raise(-1);
    }
  });

  it('refuses bad arguments and an order it may not read', async () => {
    expect((await verify('--symbol', SYMBOL, '--from', 'soon', '--to', '1')).code).toBe(2);
    const anonymous = await verify('--order', String(order.id));
    expect(anonymous.output).toMatch(/^UNREADABLE/m);
    expect(anonymous.code).toBe(2);
  });
});
