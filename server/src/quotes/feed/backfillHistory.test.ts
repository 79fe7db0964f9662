import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketHours, FX_SCHEDULE } from '@tempo/shared';
import { startTestApp, type TestApp } from '../../test/testApp';
import { loadProducts } from '../catalogue/productsRepo';
import { backfillHistory, hasHistory } from './backfillHistory';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const NOW = Date.UTC(2026, 10, 23, 12, 0, 30); // a Monday

describe('simulated history for a fresh install', () => {
  it('writes a day of 1m candles that ends exactly at the live starting price', async () => {
    const btc = (await loadProducts(app.ctx.db)).find((product) => product.symbol === 'BTCUSDT')!;
    expect(await hasHistory(app.ctx.db, 'BTCUSDT')).toBe(false);
    await backfillHistory(app.ctx.db, btc, { seed: 'test', now: NOW, hours: 24, isOpen: () => true });
    const { rows } = await app.ctx.db.query<{ n: number; first: number; last: number }>(
      `SELECT count(*)::int AS n, min(open_time) AS first, max(open_time) AS last FROM candles
       WHERE symbol = 'BTCUSDT' AND interval = '1m'`,
    );
    expect(rows[0]).toEqual({
      n: 1440,
      first: Date.UTC(2026, 10, 22, 12, 0),
      last: Date.UTC(2026, 10, 23, 11, 59),
    });
    const { rows: last } = await app.ctx.db.query(
      `SELECT close FROM candles WHERE symbol = 'BTCUSDT' AND interval = '1m' ORDER BY open_time DESC LIMIT 1`,
    );
    expect(last[0].close).toBe(btc.simulator.startPrice);
    const { rows: hours } = await app.ctx.db.query(
      `SELECT count(*)::int AS n FROM candles WHERE symbol = 'BTCUSDT' AND interval = '1h'`,
    );
    expect(hours[0].n).toBe(23);
    const { rows: sane } = await app.ctx.db.query(
      `SELECT count(*)::int AS n FROM candles WHERE symbol = 'BTCUSDT' AND NOT (low <= open AND low <= close AND high >= open AND high >= close)`,
    );
    expect(sane[0].n).toBe(0);
  });

  it('leaves closed market hours empty', async () => {
    const eur = (await loadProducts(app.ctx.db)).find((product) => product.symbol === 'EURUSD')!;
    const isOpen = (ts: number) => marketHours(FX_SCHEDULE, ts).open;
    await backfillHistory(app.ctx.db, eur, { seed: 'test', now: NOW, hours: 48, isOpen });
    const { rows } = await app.ctx.db.query<{ t: number }>(
      `SELECT open_time AS t FROM candles WHERE symbol = 'EURUSD' AND interval = '1m' ORDER BY open_time`,
    );
    expect(rows.every((row) => isOpen(row.t))).toBe(true);
    // Sunday 17:00 New York (22:00 UTC) is the first open minute of the window.
    expect(rows[0]!.t).toBe(Date.UTC(2026, 10, 22, 22, 0));
  });
});
