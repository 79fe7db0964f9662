// scripts/verify-ticks against a running Tempo whose feed archives and seals real ticks: a range
// verifies, a price changed in the database fails it naming the minute, and an order's outcome is
// re-derived from the archived ticks.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MINUTE_MS, minuteOf, type OrderDetail, type OrderView } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { addTestProducts } from '../../server/src/test/testProducts';
import { runScript } from './runScript';

const SYMBOL = 'VERIFYUSD';
let app: TestApp;
let token: string;
let order: OrderDetail;

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
    { ROLES: ['api', 'realtime', 'worker', 'feed'] },
    { prepare: (db) => addTestProducts(db, [SYMBOL]) },
  );
  const user = await makeUser(app);
  await fund(app, await makeAdmin(app), user.id, 100_000);
  token = await loginAs(app, user);
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
  const sealedBy = minuteOf(order.expiryTs) + MINUTE_MS;
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

  it('refuses bad arguments and an order it may not read', async () => {
    expect((await verify('--symbol', SYMBOL, '--from', 'soon', '--to', '1')).code).toBe(2);
    const anonymous = await verify('--order', String(order.id));
    expect(anonymous.output).toMatch(/^UNREADABLE/m);
    expect(anonymous.code).toBe(2);
  });
});
