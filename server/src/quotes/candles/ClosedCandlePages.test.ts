import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp';
import { addTestProducts } from '../../test/testProducts';
import { saveClosedCandles } from './candlesRepo';
import { ClosedCandlePages } from './ClosedCandlePages';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api'] }, { prepare: (db) => addTestProducts(db, ['PAGEUSD']) });
});
afterAll(async () => {
  await app.close();
});

const minute = (n: number) => Date.UTC(2026, 0, 5, 10, n);
const candle = (n: number, close: number) => ({ t: minute(n), o: 1, h: 2, l: 0.5, c: close, v: 1, q: 1 });

describe('closed candle pages', () => {
  it('serves a page again from memory for its short life, then from PostgreSQL', async () => {
    await saveClosedCandles(
      app.ctx.db,
      'PAGEUSD',
      [0, 1, 2].map((n) => ({ interval: '1m' as const, candle: candle(n, 1.5) })),
    );
    const pages = new ClosedCandlePages(app.ctx.db);
    const rememberedAt = Date.now();
    const first = await pages.before('PAGEUSD', '1m', minute(3), 500);
    expect(first.map((c) => c.c)).toEqual([1.5, 1.5, 1.5]);

    // A leader handing over rewrites a closed candle: the remembered page still shows the old one…
    await saveClosedCandles(app.ctx.db, 'PAGEUSD', [{ interval: '1m', candle: candle(2, 1.7) }]);
    expect((await pages.before('PAGEUSD', '1m', minute(3), 500)).at(-1)!.c).toBe(1.5);
    // …another page is read fresh, and after the page's life the rewrite shows.
    expect((await pages.before('PAGEUSD', '1m', minute(3), 2)).at(-1)!.c).toBe(1.7);
    // The page's 2 s life is the behaviour under test, so this waits on the clock, not a condition.
    const lapsed = rememberedAt + 2_000 + 50;
    await vi.waitUntil(() => Date.now() > lapsed, { timeout: 10_000, interval: 20 });
    expect((await pages.before('PAGEUSD', '1m', minute(3), 500)).at(-1)!.c).toBe(1.7);
  });
});
