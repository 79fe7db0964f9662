// W1–W4 of archive/FORMAT.md: a tick is in the archive before Redis publishes it, numbered without
// gaps, under a fence PostgreSQL checks, and a new leader finishes what a dead one left half done.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { busChannels, type Tick } from '@tempo/shared';
import { startTestApp, type TestApp } from '../../test/testApp';
import { journalTick } from '../archive/tickJournal';
import { archivedPage } from '../archive/ticksRepo';
import { tickKeys } from '../ticks/tickKeys';
import { TickStore } from '../ticks/tickStore';
import { FeedLock } from './FeedLock';
import { SymbolPublisher, type PublishTarget } from './SymbolPublisher';

let app: TestApp;
let store: TickStore;
let target: PublishTarget;
beforeAll(async () => {
  app = await startTestApp();
  store = new TickStore(app.ctx.redis);
  target = { channel: app.ctx.pubsub.channel(busChannels.ticks), keepFrom: 0, live: {} };
});
afterAll(async () => {
  await app.close();
});

const archivedOf = (symbol: string) =>
  archivedPage(app.ctx.db, symbol, 0, Number.MAX_SAFE_INTEGER, null, 100_000);

async function lead(symbol: string, owner: string): Promise<SymbolPublisher> {
  const fence = await new FeedLock(app.ctx.redis, app.ctx.db, symbol, owner, 60_000).acquire();
  if (!fence) throw new Error(`${symbol} is led already`);
  return (await SymbolPublisher.takeOver(app.ctx.db, store, symbol, fence, async () => target)).publisher;
}

const quote = (symbol: string, p: number, t = Date.now()) => ({
  s: symbol,
  p,
  t,
  v: 1,
  source: 'simulator',
  feedVersion: 3,
});

/** Every tick message the bus carries for `symbol`, as it arrives. */
async function listen(symbol: string): Promise<{ ticks: Tick[]; stop: () => Promise<void> }> {
  const ticks: Tick[] = [];
  const off = await app.ctx.pubsub.subscribe(busChannels.ticks, (tick: Tick) => {
    if (tick.s === symbol) ticks.push(tick);
  });
  return { ticks, stop: async () => off() };
}

describe('publishing through the archive', () => {
  it('W1: writes each tick to the archive, numbered from 1 with its source and feed version, before the bus hears of it', async () => {
    const symbol = 'WALONEUSD';
    const seenInArchive: boolean[] = [];
    const off = await app.ctx.pubsub.subscribe(busChannels.ticks, (tick: Tick) => {
      if (tick.s !== symbol) return;
      // The check runs as the message arrives: the row must already be committed.
      void app.ctx.db
        .query('SELECT 1 FROM ticks WHERE symbol = $1 AND ts = $2 AND price = $3', [symbol, tick.t, tick.p])
        .then(({ rowCount }) => seenInArchive.push(rowCount === 1));
    });
    try {
      const publisher = await lead(symbol, 'process-a');
      const t = Date.now();
      for (const [p, at] of [
        [10, t],
        [11, t],
        [12, t + 1],
      ] as const) {
        expect(await publisher.publish(quote(symbol, p, at), target)).toBe('published');
      }
      await vi.waitFor(() => expect(seenInArchive).toEqual([true, true, true]), { timeout: 10_000 });
      expect(await archivedOf(symbol)).toEqual([
        { t, seq: 0, n: 1, p: 10, v: 1, source: 'simulator', feedVersion: 3 },
        { t, seq: 1, n: 2, p: 11, v: 1, source: 'simulator', feedVersion: 3 },
        { t: t + 1, seq: 0, n: 3, p: 12, v: 1, source: 'simulator', feedVersion: 3 },
      ]);
      expect(
        (await store.entriesFrom(symbol, 0, 10)).map(({ n, seq, feedVersion }) => ({ n, seq, feedVersion })),
      ).toEqual([
        { n: 1, seq: 0, feedVersion: 3 },
        { n: 2, seq: 1, feedVersion: 3 },
        { n: 3, seq: 0, feedVersion: 3 },
      ]);
    } finally {
      await off();
    }
  });

  it('W2: publishes nothing the archive did not take, and publishes nothing more under that leadership', async () => {
    const symbol = 'WALTWOUSD';
    const publisher = await lead(symbol, 'process-a');
    await publisher.publish(quote(symbol, 10), target);
    // A database refusing the rows: the tick must not reach Redis either.
    await app.ctx.db.query(
      `ALTER TABLE ticks ADD CONSTRAINT ticks_test_block CHECK (symbol <> '${symbol}') NOT VALID`,
    );
    try {
      await expect(publisher.publish(quote(symbol, 11), target)).rejects.toThrow();
    } finally {
      await app.ctx.db.query('ALTER TABLE ticks DROP CONSTRAINT ticks_test_block');
    }
    expect((await store.entriesFrom(symbol, 0, 10)).map((tick) => tick.p)).toEqual([10]);
    // Whether a failed write committed is not always knowable: the leadership ends there, and the
    // next one numbers on from what the archive holds, without a gap.
    expect(await publisher.publish(quote(symbol, 12), target)).toBe('fenced-out');
    await app.ctx.redis.del(tickKeys.feedLock(symbol));
    const next = await lead(symbol, 'process-b');
    await next.publish(quote(symbol, 12), target);
    expect((await archivedOf(symbol)).map(({ n, p }) => [n, p])).toEqual([
      [1, 10],
      [2, 12],
    ]);
  });

  it('W3: a leader whose lease ran out can neither write nor publish once another took over', async () => {
    const symbol = 'WALTHREEUSD';
    const old = await lead(symbol, 'process-a');
    await old.publish(quote(symbol, 10), target);
    // A's lease is taken from it (it froze); B leads.
    await app.ctx.redis.del(tickKeys.feedLock(symbol));
    const next = await lead(symbol, 'process-b');
    expect(await old.publish(quote(symbol, 99), target)).toBe('fenced-out');
    expect(await next.publish(quote(symbol, 11), target)).toBe('published');
    expect((await archivedOf(symbol)).map(({ n, p }) => [n, p])).toEqual([
      [1, 10],
      [2, 11],
    ]);
    expect((await store.entriesFrom(symbol, 0, 10)).map((tick) => tick.p)).toEqual([10, 11]);
  });

  it('W4: a new leader first publishes, in order, the ticks a dead leader wrote but did not live to publish', async () => {
    const symbol = 'WALFOURUSD';
    const bus = await listen(symbol);
    try {
      const dead = await lead(symbol, 'process-a');
      const t = Date.now();
      await dead.publish(quote(symbol, 10, t), target);
      // It wrote two more ticks and died before Redis took them.
      const fence = (await app.ctx.redis.get(tickKeys.feedFence(symbol)))!;
      for (const [n, p, seq] of [
        [2, 11, 0],
        [3, 12, 1],
      ] as const) {
        await journalTick(app.ctx.db, { ...quote(symbol, p, t + 1), seq, n }, fence);
      }
      await app.ctx.redis.del(tickKeys.feedLock(symbol));

      const fenceB = (await new FeedLock(app.ctx.redis, app.ctx.db, symbol, 'process-b', 60_000).acquire())!;
      const { publisher, finished } = await SymbolPublisher.takeOver(
        app.ctx.db,
        store,
        symbol,
        fenceB,
        async () => target,
      );
      expect(finished.map((tick) => tick.p)).toEqual([11, 12]);
      await publisher.publish(quote(symbol, 13, t + 1), target);

      expect((await store.entriesFrom(symbol, 0, 10)).map(({ n, p, seq }) => [n, p, seq])).toEqual([
        [1, 10, 0],
        [2, 11, 0],
        [3, 12, 1],
        [4, 13, 2],
      ]);
      await vi.waitFor(() => expect(bus.ticks.map((tick) => tick.p)).toEqual([10, 11, 12, 13]), {
        timeout: 10_000,
      });
    } finally {
      await bus.stop();
    }
  });

  it('W4: after Redis restarted empty the archive is not replayed on the bus, and numbering continues', async () => {
    const symbol = 'WALFIVEUSD';
    const first = await lead(symbol, 'process-a');
    await first.publish(quote(symbol, 10), target);
    await first.publish(quote(symbol, 11), target);
    await app.ctx.redis.del(tickKeys.stream(symbol), tickKeys.feedLock(symbol), tickKeys.feedFence(symbol));

    const bus = await listen(symbol);
    try {
      const fence = (await new FeedLock(app.ctx.redis, app.ctx.db, symbol, 'process-b', 60_000).acquire())!;
      expect(fence).toBe('2');
      const { publisher, finished } = await SymbolPublisher.takeOver(
        app.ctx.db,
        store,
        symbol,
        fence,
        async () => target,
      );
      expect(finished).toEqual([]);
      await publisher.publish(quote(symbol, 12), target);
      expect((await archivedOf(symbol)).map(({ n }) => n)).toEqual([1, 2, 3]);
      await vi.waitFor(() => expect(bus.ticks.map((tick) => tick.p)).toEqual([12]), { timeout: 10_000 });
    } finally {
      await bus.stop();
    }
  });

  it('refuses a tick written later than the live bound after its time, and one into a sealed minute', async () => {
    const symbol = 'WALSIXUSD';
    const fence = (await new FeedLock(app.ctx.redis, app.ctx.db, symbol, 'process-a', 60_000).acquire())!;
    const { publisher } = await SymbolPublisher.takeOver(
      app.ctx.db,
      store,
      symbol,
      fence,
      async () => target,
    );
    expect(await publisher.publish(quote(symbol, 10, Date.now() - 10_000), target)).toBe('out-of-order');
    const minute = Date.now() - (Date.now() % 60_000);
    await app.ctx.db.query(
      `INSERT INTO tick_seals (symbol, minute, prev_minute, prev_hash, tick_count, hash)
       VALUES ($1, $2, NULL, $3, 1, $3)`,
      [symbol, minute, '0'.repeat(64)],
    );
    expect(await journalTick(app.ctx.db, { ...quote(symbol, 10), seq: 0, n: 1 }, fence)).toBe(false);
    expect(await archivedOf(symbol)).toEqual([]);
  });

  it('takes concurrent publishes one at a time, in the order made', async () => {
    const symbol = 'WALSEVENUSD';
    const publisher = await lead(symbol, 'process-a');
    const t = Date.now();
    const outcomes = await Promise.all(
      [10, 11, 12, 13, 14].map((p, i) => publisher.publish(quote(symbol, p, t + (i % 2)), target)),
    );
    expect(outcomes).toEqual(['published', 'published', 'published', 'published', 'published']);
    expect((await archivedOf(symbol)).map(({ n, p }) => [n, p])).toEqual([
      [1, 10],
      [2, 11],
      [3, 12],
      [4, 13],
      [5, 14],
    ]);
    expect((await store.entriesFrom(symbol, 0, 10)).map((tick) => tick.p)).toEqual([10, 11, 12, 13, 14]);
  });

  it('S11, W6: a watermark goes in turn with the ticks, and every later tick, this leader’s or the next one’s, is stamped after it', async () => {
    const symbol = 'WALEIGHTUSD';
    const announced: number[] = [];
    const announce = async (watermark: number) => void announced.push(watermark);
    const first = await lead(symbol, 'process-a');
    const t = Date.now() - 500;
    // A tick stamped before the watermark but asked for first is published before it.
    const [published, watermark] = await Promise.all([
      first.publish(quote(symbol, 10, t), target),
      first.mark(t + 100, announce),
    ]);
    expect([published, watermark, announced]).toEqual(['published', t + 100, [t + 100]]);
    // A quote stamped at or before the watermark after it is moved after it, never before.
    expect(await first.publish(quote(symbol, 11, t + 50), target)).toBe('published');
    // Never ahead of the clock, and never back.
    expect(await first.mark(Date.now() + 60_000, announce)).toBeLessThan(Date.now());
    const highest = announced.at(-1)!;
    expect(await first.mark(t, announce)).toBe(highest);

    // The next leader reads the watermark from PostgreSQL, whatever Redis kept.
    await app.ctx.redis.del(tickKeys.feedLock(symbol));
    const second = await lead(symbol, 'process-b');
    expect(await first.mark(Date.now(), announce)).toBeNull();
    expect(await second.publish(quote(symbol, 12, t + 200), target)).toBe('published');
    const archived = await archivedOf(symbol);
    expect(archived.map(({ p }) => p)).toEqual([10, 11, 12]);
    expect(archived[0]!.t).toBe(t);
    expect(archived[1]!.t).toBe(t + 101);
    expect(archived[2]!.t).toBe(highest + 1);
    expect(announced).toEqual([t + 100, highest]);
  });
});
