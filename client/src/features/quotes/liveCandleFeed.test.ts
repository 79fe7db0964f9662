import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle, CandleEvent, CandleHistory, Tick } from '@tempo/shared';
import { CANDLE_PAGE, LiveCandleFeed, type FeedDeps } from './liveCandleFeed';

const MIN = 60_000;
const T0 = 1_700_000_040_000;
const candle = (t: number, c: number): Candle => ({ t, o: c, h: c, l: c, c, v: 1, q: c });

/** Fake socket and REST: events are pushed by hand, pages answered by hand. */
function fakeDeps() {
  const handlers: {
    tick: ((tick: Tick) => void)[];
    candle: ((event: CandleEvent) => void)[];
    gap: (() => void)[];
  } = { tick: [], candle: [], gap: [] };
  let confirm: (() => void) | undefined;
  const pages: { before: number | undefined; resolve: (page: CandleHistory) => void }[] = [];
  const deps: FeedDeps = {
    onQuote: ((kind: 'tick' | 'candle', listener: never) => {
      handlers[kind].push(listener);
      return () => undefined;
    }) as FeedDeps['onQuote'],
    onQuoteGap: (listener) => {
      handlers.gap.push(listener);
      return () => undefined;
    },
    subscribeQuotes: (_symbols, options) => {
      confirm = options.onSubscribed;
      return () => undefined;
    },
    fetchCandles: ((_symbol: string, _interval: string, query: { before?: number } = {}) =>
      new Promise<CandleHistory>((resolve) =>
        pages.push({ before: query.before, resolve }),
      )) as FeedDeps['fetchCandles'],
  };
  return {
    deps,
    pages,
    confirm: () => confirm?.(),
    tick: (tick: Tick) => handlers.tick.forEach((handler) => handler(tick)),
    closed: (c: Candle) => handlers.candle.forEach((handler) => handler({ s: 'BTCUSDT', i: '1m', c })),
    gap: () => handlers.gap.forEach((handler) => handler()),
  };
}

/** Lets resolved pages reach the feed (the timers are fake, so only microtasks run). */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
const history = (candles: Candle[], lastTickTs: number): CandleHistory => ({
  symbol: 'BTCUSDT',
  interval: '1m',
  candles,
  lastTickTs,
});

describe('LiveCandleFeed', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('asks for history once the subscription is confirmed, and applies ticks that came meanwhile', async () => {
    const fake = fakeDeps();
    const feed = new LiveCandleFeed('BTCUSDT', '1m', fake.deps);
    feed.start();
    expect(fake.pages).toHaveLength(0);
    fake.confirm();
    expect(fake.pages).toHaveLength(1);
    fake.tick({ s: 'BTCUSDT', p: 12, t: T0 + MIN + 5_000, v: 1 }); // in the page already
    fake.tick({ s: 'BTCUSDT', p: 13, t: T0 + MIN + 20_000, v: 1 }); // newer: applied on top
    fake.tick({ s: 'ETHUSDT', p: 1, t: T0 + MIN + 30_000, v: 1 }); // another symbol
    fake.pages[0]!.resolve(history([candle(T0, 10), candle(T0 + MIN, 12)], T0 + MIN + 10_000));
    await flush();
    expect(feed.state.status).toBe('ready');
    expect(feed.book.candles.map((c) => c.c)).toEqual([10, 13]);
    feed.stop();
  });

  it('loads history anyway when the socket does not confirm in time', async () => {
    const fake = fakeDeps();
    const feed = new LiveCandleFeed('BTCUSDT', '1m', fake.deps);
    feed.start();
    vi.advanceTimersByTime(3_000);
    expect(fake.pages).toHaveLength(1);
    feed.stop();
  });

  it('refills from REST when the subscription is confirmed again after a reconnect', async () => {
    const fake = fakeDeps();
    const feed = new LiveCandleFeed('BTCUSDT', '1m', fake.deps);
    const changes: string[] = [];
    feed.listen((change) => changes.push(change.kind));
    feed.start();
    fake.confirm();
    fake.pages[0]!.resolve(history([candle(T0, 10), candle(T0 + MIN, 11)], T0 + MIN + 1_000));
    await flush();
    fake.confirm(); // reconnected
    expect(fake.pages).toHaveLength(2);
    fake.pages[1]!.resolve(
      history([candle(T0 + MIN, 11.5), candle(T0 + 2 * MIN, 12), candle(T0 + 3 * MIN, 13)], T0 + 3 * MIN + 1),
    );
    await flush();
    expect(feed.book.candles.map((c) => [c.t, c.c])).toEqual([
      [T0, 10],
      [T0 + MIN, 11.5],
      [T0 + 2 * MIN, 12],
      [T0 + 3 * MIN, 13],
    ]);
    expect(changes).toEqual(['reset', 'reset']);
    feed.stop();
  });

  it('pages older history before the first candle until the server runs out', async () => {
    const fake = fakeDeps();
    const feed = new LiveCandleFeed('BTCUSDT', '1m', fake.deps);
    feed.start();
    fake.confirm();
    const full = Array.from({ length: CANDLE_PAGE }, (_, i) => candle(T0 + i * MIN, i));
    fake.pages[0]!.resolve(history(full, T0 + CANDLE_PAGE * MIN));
    await flush();
    expect(feed.state.hasOlder).toBe(true);
    feed.loadOlder();
    feed.loadOlder(); // one page at a time
    expect(fake.pages).toHaveLength(2);
    expect(fake.pages[1]!.before).toBe(T0);
    fake.pages[1]!.resolve(history([candle(T0 - 2 * MIN, -2), candle(T0 - MIN, -1)], T0));
    await flush();
    expect(feed.book.candles.slice(0, 3).map((c) => c.c)).toEqual([-2, -1, 0]);
    expect(feed.state).toMatchObject({ hasOlder: false, loadingOlder: false });
    feed.loadOlder();
    expect(fake.pages).toHaveLength(2);
    feed.stop();
  });

  it('refills from REST after a gap in the stream, keeping the latest tick it was sent', async () => {
    const fake = fakeDeps();
    const feed = new LiveCandleFeed('BTCUSDT', '1m', fake.deps);
    feed.start();
    fake.confirm();
    fake.pages[0]!.resolve(history([candle(T0, 10)], T0 + 1_000));
    await flush();
    // Behind for two minutes: the gap batch comes with only the latest tick (the mark goes first).
    fake.gap();
    fake.tick({ s: 'BTCUSDT', p: 14, t: T0 + 2 * MIN + 30_000, v: 1 });
    expect(fake.pages).toHaveLength(2);
    fake.pages[1]!.resolve(
      history([candle(T0, 10), candle(T0 + MIN, 12), candle(T0 + 2 * MIN, 13)], T0 + 2 * MIN + 20_000),
    );
    await flush();
    expect(feed.book.candles.map((c) => [c.t, c.c])).toEqual([
      [T0, 10],
      [T0 + MIN, 12],
      [T0 + 2 * MIN, 14],
    ]);
    feed.stop();
  });

  it('replaces the folded bar with a closed candle of its interval', async () => {
    const fake = fakeDeps();
    const feed = new LiveCandleFeed('BTCUSDT', '1m', fake.deps);
    feed.start();
    fake.confirm();
    fake.pages[0]!.resolve(history([candle(T0, 10)], T0 + 1_000));
    await flush();
    fake.closed(candle(T0, 10.5));
    expect(feed.book.candles[0]!.c).toBe(10.5);
    feed.stop();
  });
});
