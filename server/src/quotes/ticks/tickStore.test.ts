import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedLock } from '../feed/FeedLock';
import { startTestApp, type TestApp } from '../../test/testApp';
import { tickKeys } from './tickKeys';
import { TickStore, type PublishOutcome } from './tickStore';

let app: TestApp;
let store: TickStore;
beforeAll(async () => {
  app = await startTestApp();
  store = new TickStore(app.ctx.redis);
});
afterAll(async () => {
  await app.close();
});

const BASE = Date.UTC(2026, 10, 20, 9, 0, 0);

const streamTick = (s: string, t: number, p: number, seq = 0) => ({
  s,
  t,
  p,
  v: 1,
  seq,
  n: null,
  source: 'simulator',
  feedVersion: null,
});

async function publish(
  symbol: string,
  fence: string,
  t: number,
  p: number,
  seq = 0,
): Promise<PublishOutcome> {
  return store.publish({
    tick: streamTick(symbol, t, p, seq),
    fence,
    keepFrom: 0,
    channel: 'test:none',
    live: {},
  });
}

describe('recent ticks', () => {
  it('answers the last tick at or before T exactly', async () => {
    const fence = (await new FeedLock(app.ctx.redis, app.ctx.db, 'AAAUSD', 'test-owner').acquire())!;
    for (const [offset, price, seq] of [
      [0, 10, 0],
      [1000, 11, 0],
      [1000, 12, 1],
      [2500, 13, 0],
    ] as const) {
      expect(await publish('AAAUSD', fence, BASE + offset, price, seq)).toBe('published');
    }
    expect(await store.atOrBefore('AAAUSD', BASE - 1)).toBeNull();
    expect(await store.atOrBefore('AAAUSD', BASE)).toMatchObject({ t: BASE, p: 10 });
    // Two ticks in one millisecond: the later one is the price at that time.
    expect(await store.atOrBefore('AAAUSD', BASE + 1000)).toMatchObject({ t: BASE + 1000, p: 12 });
    expect(await store.atOrBefore('AAAUSD', BASE + 2499)).toMatchObject({ p: 12 });
    expect(await store.atOrBefore('AAAUSD', BASE + 9999)).toMatchObject({ t: BASE + 2500, p: 13 });
    expect((await store.between('AAAUSD', BASE + 1, BASE + 2500)).map((tick) => tick.p)).toEqual([
      11, 12, 13,
    ]);
  });

  it('refuses a tick older than the last one instead of reordering history', async () => {
    const fence = (await new FeedLock(app.ctx.redis, app.ctx.db, 'BBBUSD', 'test-owner').acquire())!;
    await publish('BBBUSD', fence, BASE + 5000, 1);
    expect(await publish('BBBUSD', fence, BASE + 4000, 2)).toBe('out-of-order');
    expect(await store.latest('BBBUSD')).toMatchObject({ t: BASE + 5000, p: 1 });
  });

  it('stores the live candles and the last tick time with the tick, atomically', async () => {
    const fence = (await new FeedLock(app.ctx.redis, app.ctx.db, 'CCCUSD', 'test-owner').acquire())!;
    const candle = { t: BASE, o: 1, h: 2, l: 1, c: 2, v: 3, q: 5 };
    await store.publish({
      tick: streamTick('CCCUSD', BASE + 7, 2),
      fence,
      keepFrom: 0,
      channel: 'x',
      live: { '1m': candle },
    });
    expect(await app.ctx.redis.hgetall(tickKeys.liveCandles('CCCUSD'))).toEqual({
      lastTickTs: String(BASE + 7),
      '1m': JSON.stringify(candle),
    });
  });
});

describe('feed leadership', () => {
  // Which process may lead is the leader session's to decide (LeaderSession.test.ts); the lease
  // and fence decide whose ticks go out once a newer leadership began.
  it('hands the lease and fence to a newer leadership: the older one cannot renew or publish', async () => {
    const a = new FeedLock(app.ctx.redis, app.ctx.db, 'DDDUSD', 'process-a');
    const b = new FeedLock(app.ctx.redis, app.ctx.db, 'DDDUSD', 'process-b');
    const fenceA = (await a.acquire())!;
    expect(fenceA).toBe('1');
    expect(await a.renew()).toBe(true);
    expect(await publish('DDDUSD', fenceA, BASE + 1, 1)).toBe('published');

    // B took over (A's session ended); A, paused, has not noticed and tries to go on.
    const fenceB = (await b.acquire())!;
    expect(fenceB).toBe('2');
    expect(await app.ctx.redis.get(tickKeys.feedLock('DDDUSD'))).toBe('process-b');
    expect(await publish('DDDUSD', fenceA, BASE + 2, 2)).toBe('fenced-out');
    expect(await a.renew()).toBe(false);
    expect(await publish('DDDUSD', fenceB, BASE + 3, 3)).toBe('published');
    expect((await store.between('DDDUSD', 0, BASE + 10)).map((tick) => tick.p)).toEqual([1, 3]);
    await a.release();
    expect(await app.ctx.redis.get(tickKeys.feedLock('DDDUSD'))).toBe('process-b');
  });

  it('takes fence tokens from PostgreSQL, so a Redis restarted empty cannot hand out one already used', async () => {
    const a = new FeedLock(app.ctx.redis, app.ctx.db, 'FFFUSD', 'process-a');
    expect(await a.acquire()).toBe('1');
    await a.release();
    await app.ctx.redis.del(tickKeys.feedFence('FFFUSD'));
    const b = new FeedLock(app.ctx.redis, app.ctx.db, 'FFFUSD', 'process-b');
    expect(await b.acquire()).toBe('2');
    expect(await app.ctx.redis.get(tickKeys.feedFence('FFFUSD'))).toBe('2');
  });

  it('never mirrors an older token over a newer one, whichever reaches Redis first', async () => {
    const a = new FeedLock(app.ctx.redis, app.ctx.db, 'GGGUSD', 'process-a');
    const b = new FeedLock(app.ctx.redis, app.ctx.db, 'GGGUSD', 'process-b');
    expect(await b.acquire()).toBe('1');
    // A newer leadership's token is mirrored already when A's (2) reaches Redis.
    await app.ctx.redis.set(tickKeys.feedFence('GGGUSD'), '5');
    expect(await a.acquire()).toBeNull();
    expect(await app.ctx.redis.get(tickKeys.feedFence('GGGUSD'))).toBe('5');
    expect(await app.ctx.redis.get(tickKeys.feedLock('GGGUSD'))).toBe('process-b');
  });

  it('sets a lease that ran out again for its holder, which still leads', async () => {
    const a = new FeedLock(app.ctx.redis, app.ctx.db, 'EEEUSD', 'process-a', 200);
    const fenceA = (await a.acquire())!;
    // A starved past its lease: the key expires, no one else took it.
    await vi.waitUntil(async () => (await app.ctx.redis.exists(tickKeys.feedLock('EEEUSD'))) === 0, {
      timeout: 10_000,
      interval: 20,
    });
    expect(await a.renew()).toBe(true);
    expect(await app.ctx.redis.get(tickKeys.feedLock('EEEUSD'))).toBe('process-a');
    expect(await publish('EEEUSD', fenceA, BASE + 1, 1)).toBe('published');
  });
});
