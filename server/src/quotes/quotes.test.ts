// vitest's vi goes by `vitest` here: `vi` below is the catalogue in Vietnamese.
import { afterAll, beforeAll, describe, expect, it, vi as vitest } from 'vitest';
import { foldTick, type Candle, type CandleHistory, type ProductView, type Tick } from '@tempo/shared';
import {
  connectSocket,
  nextEvent,
  nextQuote,
  onQuotes,
  subscribe,
  type TestSocket,
} from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';

let app: TestApp;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime', 'feed'] });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app.close();
});

async function socket(auth: Record<string, string> = {}) {
  const connected = await connectSocket(app.baseUrl, auth);
  sockets.push(connected);
  return connected;
}

/** How long a condition may take: the feed writes its history before the first tick, seconds on a busy machine. */
const WAIT = { timeout: 20_000, interval: 20 };

/**
 * Resolves once a fresh client subscribed to `symbol` has received three of its ticks: proof that
 * ticks sent to any client subscribed before this call would have arrived by now.
 */
async function ticksFlowedTo(symbol: string): Promise<void> {
  const watcher = await socket();
  let seen = 0;
  onQuotes(watcher, { tick: (tick) => tick.s === symbol && seen++ });
  await subscribe(watcher, { symbols: [symbol] });
  await vitest.waitUntil(() => seen >= 3, WAIT);
  watcher.close();
}

describe('products', () => {
  it('lists the catalogue with names in the request language, market state and countdowns', async () => {
    const vi = await app.call<ProductView[]>('GET', '/products');
    expect(vi.data.map((product) => product.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      'BNBUSDT',
      'XRPUSDT',
      'DOGEUSDT',
      'EURUSD',
      'GBPUSD',
      'USDJPY',
      'XAUUSD',
    ]);
    const gold = vi.data.find((product) => product.symbol === 'XAUUSD')!;
    expect(gold).toMatchObject({ name: 'Vàng / Đô la Mỹ', kind: 'metal', precision: 2 });
    expect(gold.countdowns.map((option) => option.durationSec)).toEqual([30, 60, 120, 180, 300]);
    expect(['open', 'closed']).toContain(gold.status);
    if (gold.status === 'closed') expect(gold.nextOpenAt).toBeGreaterThan(Date.now());

    const ja = await app.call<ProductView[]>('GET', '/products', { headers: { lang: 'ja' } });
    expect(ja.data[0]!.name).toBe('ビットコイン');
    expect(vi.data.find((product) => product.symbol === 'BTCUSDT')!.status).toBe('open');
  });

  it('searches by symbol and by localized name', async () => {
    const bySymbol = await app.call<ProductView[]>('GET', '/products?q=btc/usdt');
    expect(bySymbol.data.map((product) => product.symbol)).toEqual(['BTCUSDT']);
    const byVietnamese = await app.call<ProductView[]>('GET', `/products?q=${encodeURIComponent('vàng')}`);
    expect(byVietnamese.data.map((product) => product.symbol)).toEqual(['XAUUSD']);
    const byChinese = await app.call<ProductView[]>('GET', `/products?q=${encodeURIComponent('以太坊')}`);
    expect(byChinese.data.map((product) => product.symbol)).toEqual(['ETHUSDT']);
  });

  it.each([
    ['an unknown symbol', '/products/NOPEUSD', 404, 'UNKNOWN_SYMBOL'],
    ['a malformed symbol', '/products/btc-usdt', 404, 'UNKNOWN_SYMBOL'],
    ['history of an unknown symbol', '/quotes/NOPEUSD/candles?interval=1m', 404, 'UNKNOWN_SYMBOL'],
    ['a bad interval', '/quotes/BTCUSDT/candles?interval=2m', 422, 'BAD_INTERVAL'],
    ['a missing interval', '/quotes/BTCUSDT/candles', 422, 'BAD_INTERVAL'],
    ['a limit over the maximum', '/quotes/BTCUSDT/candles?interval=1m&limit=1001', 422, 'LIMIT_TOO_LARGE'],
    ['a zero limit', '/quotes/BTCUSDT/candles?interval=1m&limit=0', 422, 'LIMIT_TOO_LARGE'],
    [
      'a non-numeric before',
      '/quotes/BTCUSDT/candles?interval=1m&before=yesterday',
      422,
      'VALIDATION_FAILED',
    ],
  ])('refuses %s with a 4xx envelope', async (_name, path, http, code) => {
    const result = await app.call('GET', path, { headers: { lang: 'en' } });
    expect(result).toMatchObject({ http, data: { code } });
    expect(result.status).toBeLessThan(0);
    expect(result.message).not.toBe('');
  });
});

describe('live quotes over Socket.IO', () => {
  it('streams ticks stamped by the server, with the 24h ticker at least once a second', async () => {
    const client = await socket();
    const received: Tick[] = [];
    // How far each tick's time is from the moment it arrived: the server stamps it as it publishes.
    const lags: number[] = [];
    onQuotes(client, {
      tick: (tick) => {
        received.push(tick);
        lags.push(Math.abs(Date.now() - tick.t));
      },
    });
    expect(await subscribe(client, { symbols: ['BTCUSDT', 'ETHUSDT'] })).toEqual({
      ok: true,
      symbols: ['BTCUSDT', 'ETHUSDT'],
    });
    const ticker = await nextQuote(client, 'ticker', (t) => t.s === 'BTCUSDT', WAIT.timeout);
    expect(ticker).toMatchObject({ s: 'BTCUSDT' });
    const btcTicks = () => received.filter((tick) => tick.s === 'BTCUSDT');
    await vitest.waitUntil(
      () => btcTicks().length >= 4 && received.some((tick) => tick.s === 'ETHUSDT'),
      WAIT,
    );
    const btc = btcTicks();
    expect(Math.max(...lags)).toBeLessThan(5_000);
    expect(btc.map((tick) => tick.t)).toEqual([...btc.map((tick) => tick.t)].sort((a, b) => a - b));
  });

  it('sends only tickers to a subscription without ticks', async () => {
    const client = await socket();
    let ticks = 0;
    onQuotes(client, { tick: () => ticks++ });
    await subscribe(client, { symbols: ['SOLUSDT'], ticks: false });
    await nextQuote(client, 'ticker', (t) => t.s === 'SOLUSDT', WAIT.timeout);
    await ticksFlowedTo('SOLUSDT');
    expect(ticks).toBe(0);
  });

  it.each([
    ['an unknown symbol', { symbols: ['NOPEUSD'] }, 'UNKNOWN_SYMBOL'],
    ['a mix of known and unknown symbols', { symbols: ['BTCUSDT', 'NOPEUSD'] }, 'UNKNOWN_SYMBOL'],
    ['a malformed payload', { symbols: 'BTCUSDT' }, 'VALIDATION_FAILED'],
    ['an empty list', { symbols: [] }, 'VALIDATION_FAILED'],
  ])('answers %s with an error event and joins nothing', async (_name, payload, code) => {
    const client = await socket({ lang: 'en' });
    let ticks = 0;
    onQuotes(client, { tick: () => ticks++ });
    const error = nextEvent(client, 'error');
    const ack = await subscribe(client, payload as never);
    expect(ack).toMatchObject({ ok: false, code });
    expect(await error).toMatchObject({ code });
    await ticksFlowedTo('BTCUSDT');
    expect(ticks).toBe(0);
  });

  it('meets history with the live stream with no gap and no duplicate', async () => {
    const client = await socket();
    const buffered: Tick[] = [];
    let lastSeen = 0;
    onQuotes(client, {
      tick: (tick) => {
        if (tick.s === 'BTCUSDT') lastSeen = tick.t;
      },
    });
    onQuotes(client, { tick: (tick) => tick.s === 'BTCUSDT' && buffered.push(tick) });
    await subscribe(client, { symbols: ['BTCUSDT'] });
    // Live ticks already buffered when the history is asked for, as on a phone.
    await vitest.waitUntil(() => buffered.length > 0, WAIT);

    const history = await app.call<CandleHistory>('GET', '/quotes/BTCUSDT/candles?interval=1m&limit=50');
    const candles: Candle[] = history.data.candles.map((candle) => ({ ...candle }));
    const lastTickTs = history.data.lastTickTs ?? 0;
    // The client's rule: only ticks newer than the history's last tick, folded into its last candle.
    const applyTick = (tick: Tick) => {
      if (tick.t <= lastTickTs) return;
      const last = candles.at(-1) ?? null;
      const { live, closed } = foldTick(last, tick, '1m');
      if (closed || !last) candles.push(live);
      else candles[candles.length - 1] = live;
    };
    buffered.forEach(applyTick);
    onQuotes(client, { tick: (tick) => tick.s === 'BTCUSDT' && applyTick(tick) });
    const liveFrom = lastSeen;
    let liveTicks = 0;
    onQuotes(client, { tick: (tick) => tick.s === 'BTCUSDT' && tick.t > liveFrom && liveTicks++ });
    await vitest.waitUntil(() => liveTicks >= 8, WAIT);

    // Freeze the feed, let the last ticks land, then compare with the server's own candles.
    await app.tempo.feed!.stop();
    const truth = await app.call<CandleHistory>('GET', '/quotes/BTCUSDT/candles?interval=1m&limit=50');
    const finalTs = truth.data.lastTickTs ?? 0;
    await vitest.waitUntil(() => lastSeen >= finalTs, WAIT);
    const round = (list: Candle[]) =>
      list.map((c) => ({ ...c, v: Math.round(c.v * 1e6), q: Math.round(c.q) }));
    expect(round(candles.slice(-truth.data.candles.length))).toEqual(round(truth.data.candles));
    expect(new Set(candles.map((candle) => candle.t)).size).toBe(candles.length);
  });
});
