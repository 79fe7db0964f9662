import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkTickChain,
  fromHex,
  minuteOf,
  sha256,
  toHex,
  utf8Bytes,
  type ArchivedTick,
} from '@tempo/shared';
import { startTestApp, type TestApp } from '../../test/testApp';
import { TickPublisher } from '../../test/tickPublisher';
import { TickStore } from '../ticks/tickStore';
import { tickKeys } from '../ticks/tickKeys';
import { TickArchiver } from './TickArchiver';
import { dropExpiredTickPartitions, ensureTickPartitions } from './tickPartitions';
import { archivedPage, lastSeal, sealsBetween } from './ticksRepo';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const DAY = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

const archivedOf = (symbol: string, from = 0) =>
  archivedPage(app.ctx.db, symbol, from, Number.MAX_SAFE_INTEGER, null, 100_000);

describe('tick archive', () => {
  it('writes published ticks in batches, in publishing order, with their source and sequence', async () => {
    const archiver = new TickArchiver(app.ctx, null, { flushEveryMs: 50 });
    archiver.start();
    try {
      const publisher = new TickPublisher(app.ctx, 'ARCONEUSD', 10, archiver);
      const t = Date.now();
      await publisher.publish(10, t);
      await publisher.publish(11, t);
      await publisher.publish(12, t + 1);
      await waitFor(() => archiver.archived === 3);
      expect(await archivedOf('ARCONEUSD')).toEqual([
        { t, seq: 0, p: 10, v: 1, source: 'simulator' },
        { t, seq: 1, p: 11, v: 1, source: 'simulator' },
        { t: t + 1, seq: 0, p: 12, v: 1, source: 'simulator' },
      ]);
    } finally {
      await archiver.stop();
    }
  });

  it('keeps ticks through a failing database and makes the publisher wait when its buffer is full', async () => {
    const archiver = new TickArchiver(app.ctx, null, { flushEveryMs: 20, maxBuffered: 5, batch: 2 });
    // A database refusing the rows until the test lets it.
    await app.ctx.db.query(
      `ALTER TABLE ticks ADD CONSTRAINT ticks_test_block CHECK (symbol <> 'ARCTWOUSD') NOT VALID`,
    );
    archiver.start();
    try {
      const publisher = new TickPublisher(app.ctx, 'ARCTWOUSD', 10, archiver);
      const t = Date.now();
      for (let i = 0; i < 4; i++) await publisher.publish(10 + i, t + i);
      // The fifth fills the buffer: publishing waits for the archive.
      let fifthDone = false;
      const fifth = publisher.publish(20, t + 10).then(() => (fifthDone = true));
      await waitFor(() => archiver.failedWrites >= 2);
      expect(fifthDone).toBe(false);
      expect(archiver.backlog).toBe(5);
      await app.ctx.db.query('ALTER TABLE ticks DROP CONSTRAINT ticks_test_block');
      await fifth;
      await waitFor(() => archiver.backlog === 0);
      expect((await archivedOf('ARCTWOUSD')).map((tick) => tick.p)).toEqual([10, 11, 12, 13, 20]);
    } finally {
      await app.ctx.db.query('ALTER TABLE ticks DROP CONSTRAINT IF EXISTS ticks_test_block');
      await archiver.stop();
    }
  });

  it('makes the publisher wait while the oldest unwritten tick is older than its lag bound', async () => {
    const archiver = new TickArchiver(app.ctx, null, { flushEveryMs: 20, maxLagMs: 300 });
    await app.ctx.db.query(
      `ALTER TABLE ticks ADD CONSTRAINT ticks_test_block CHECK (symbol <> 'ARCLAGUSD') NOT VALID`,
    );
    archiver.start();
    try {
      const publisher = new TickPublisher(app.ctx, 'ARCLAGUSD', 10, archiver);
      const first = await publisher.publish(10);
      await waitFor(() => archiver.failedWrites >= 1);
      // Once that tick is older than the bound, the next publish waits for the archive.
      await waitFor(() => Date.now() > first + 400);
      let done = false;
      const next = publisher.publish(11).then(() => (done = true));
      await waitFor(() => archiver.failedWrites >= 3);
      expect(done).toBe(false);
      await app.ctx.db.query('ALTER TABLE ticks DROP CONSTRAINT ticks_test_block');
      await next;
      await waitFor(() => archiver.backlog === 0);
      expect((await archivedOf('ARCLAGUSD')).map((tick) => tick.p)).toEqual([10, 11]);
    } finally {
      await app.ctx.db.query('ALTER TABLE ticks DROP CONSTRAINT IF EXISTS ticks_test_block');
      await archiver.stop();
    }
  });

  it('copies a previous leader’s unflushed ticks from Redis when it starts leading, and seals closed minutes', async () => {
    const symbol = 'ARCTHREEUSD';
    // A leader that died before its buffer reached PostgreSQL: its ticks are only in Redis.
    const gone = new TickPublisher(app.ctx, symbol, 10);
    const start = minuteOf(Date.now()) - 3 * 60_000;
    await gone.publish(10, start + 1_000);
    await gone.publish(11, start + 61_000);
    await gone.publish(12, start + 61_000);
    await gone.publish(13, start + 150_000);
    const archiver = new TickArchiver(app.ctx, new TickStore(app.ctx.redis), { sealDelayMs: 0 });
    try {
      await archiver.maintain([symbol]);
      expect((await archivedOf(symbol)).map((tick) => tick.p)).toEqual([10, 11, 12, 13]);
      const seals = await sealsBetween(app.ctx.db, symbol, 0, Number.MAX_SAFE_INTEGER);
      expect(seals.map((seal) => [seal.minute - start, seal.count])).toEqual([
        [0, 1],
        [60_000, 2],
        [120_000, 1],
      ]);
      expect(checkTickChain(symbol, await archivedOf(symbol), seals, null)).toEqual({
        verified: 3,
        problems: [],
        unsealed: [],
      });
      // A restarted leader continues the chain from the last seal; nothing is sealed twice.
      const again = new TickArchiver(app.ctx, new TickStore(app.ctx.redis), { sealDelayMs: 0 });
      await again.maintain([symbol]);
      expect(await lastSeal(app.ctx.db, symbol)).toEqual(seals.at(-1));
    } finally {
      await archiver.stop();
    }
  });

  it('hashes with SHA-256 as node:crypto does', async () => {
    const seal = await lastSeal(app.ctx.db, 'ARCTHREEUSD');
    const ticks: ArchivedTick[] = (await archivedOf('ARCTHREEUSD')).filter(
      (tick) => minuteOf(tick.t) === seal!.minute,
    );
    const payload = [
      JSON.stringify(['tempo-ticks/1', 'ARCTHREEUSD', seal!.minute, seal!.prevMinute]),
      ...ticks.map((tick) => JSON.stringify([tick.t, tick.p, tick.v, tick.source])),
    ].join('\n');
    const expected = createHash('sha256')
      .update(Buffer.from(seal!.prevHash, 'hex'))
      .update(`${payload}\n`)
      .digest('hex');
    expect(seal!.hash).toBe(expected);
    const bytes = utf8Bytes('x'.repeat(100_003));
    expect(toHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(toHex(fromHex(expected))).toBe(expected);
  });

  it('creates daily partitions ahead and drops those past the retention', async () => {
    const now = Date.UTC(2026, 0, 10, 12);
    await ensureTickPartitions(app.ctx.db, [now - 100 * DAY, now - 90 * DAY, now - 89 * DAY, now]);
    await app.ctx.db.query(`INSERT INTO ticks VALUES ('OLDUSD', $1, 0, 1, 0, 'simulator')`, [
      now - 100 * DAY,
    ]);
    const dropped = await dropExpiredTickPartitions(app.ctx.db, now, 90);
    // 90 days before 2026-01-10 is 2025-10-12: the day before it goes, that day stays.
    expect(dropped).toEqual(['ticks_20251002']);
    const { rows } = await app.ctx.db.query(`SELECT count(*)::int AS n FROM ticks WHERE symbol = 'OLDUSD'`);
    expect(rows[0].n).toBe(0);
    const left = await app.ctx.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE c.relname IN ('ticks_20251002', 'ticks_20251012', 'ticks_20251013', 'ticks_20260110')`,
    );
    expect(left.rows.map((row) => row.name).sort()).toEqual([
      'ticks_20251012',
      'ticks_20251013',
      'ticks_20260110',
    ]);
  });

  it('stores the source label the publisher gives', async () => {
    const archiver = new TickArchiver(app.ctx, null, { flushEveryMs: 20 });
    archiver.start();
    const store = new TickStore(app.ctx.redis, { sink: archiver });
    try {
      const publisher = new TickPublisher(app.ctx, 'ARCFOURUSD', 1);
      await publisher.publish(1); // takes the fence for the symbol
      const fence = await app.ctx.redis.get(tickKeys.feedFence('ARCFOURUSD'));
      await store.publish({
        tick: { s: 'ARCFOURUSD', t: Date.now() + 5, p: 2, v: 0.5 },
        fence: fence!,
        source: 'external:ops1',
        keepFrom: 0,
        channel: 'test:none',
        live: {},
      });
      await waitFor(() => archiver.archived === 1);
      expect((await archivedOf('ARCFOURUSD')).map((tick) => tick.source)).toEqual(['external:ops1']);
    } finally {
      await archiver.stop();
    }
  });
});
