// A closed market has no first tick: its new leader must still publish the 24h ticker from the
// day of candles it has, or a forex symbol led from a weekend shows no figures until Monday.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticker } from '@tempo/shared';
import { connectSocket, nextQuote, onQuotes, subscribe, type TestSocket } from '../../test/socketClient';
import { startTestApp, type TestApp } from '../../test/testApp';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Thirty 1m candles of EURUSD closed two to three hours ago: from 1.08000 up to 1.08290. */
const candleRows = (() => {
  const start = Math.floor((Date.now() - 3 * 60 * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  return Array.from({ length: 30 }, (_, i) => {
    const open = 1.08 + i * 0.0001;
    return [start + i * MINUTE_MS, open, open + 0.00015, open - 0.00005, open + 0.0001];
  });
})();

let app: TestApp;
let client: TestSocket | undefined;
beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'feed'] },
    {
      prepare: async (db) => {
        // Closed now whatever the calendar's time zone: yesterday, today and tomorrow are holidays.
        for (const offset of [-1, 0, 1]) {
          const day = new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
          await db.query(
            "INSERT INTO market_holidays (calendar, day, name) VALUES ('fx', $1, 'Test closure') ON CONFLICT DO NOTHING",
            [day],
          );
        }
        for (const [openTime, open, high, low, close] of candleRows) {
          await db.query(
            `INSERT INTO candles (symbol, interval, open_time, open, high, low, close, volume, turnover)
             VALUES ('EURUSD', '1m', $1, $2, $3, $4, $5, 10, 10.8)`,
            [openTime, open, high, low, close],
          );
        }
      },
    },
  );
});
afterAll(async () => {
  client?.close();
  await app?.close();
});

describe('the 24h ticker of a closed market', () => {
  it('is published by its leader from the day of candles, with no tick to wait for', async () => {
    client = await connectSocket(app.baseUrl);
    let ticks = 0;
    onQuotes(client, { tick: (tick) => tick.s === 'EURUSD' && ticks++ });
    await subscribe(client, { symbols: ['EURUSD'] });
    const ticker: Ticker = await nextQuote(client, 'ticker', (t) => t.s === 'EURUSD', 20_000);
    const [first, last] = [candleRows[0]!, candleRows.at(-1)!];
    expect(ticker).toMatchObject({ s: 'EURUSD', open: first[1], last: last[4], volume: 300 });
    expect(ticks).toBe(0);
  });
});
