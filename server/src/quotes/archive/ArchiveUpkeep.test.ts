import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTickChain, fromHex, minuteOf, sha256, toHex, utf8Bytes } from '@tempo/shared';
import { startTestApp, type TestApp } from '../../test/testApp';
import { TickPublisher } from '../../test/tickPublisher';
import { ArchiveUpkeep } from './ArchiveUpkeep';
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
const archivedOf = (symbol: string) =>
  archivedPage(app.ctx.db, symbol, 0, Number.MAX_SAFE_INTEGER, null, 100_000);
const sealsOf = (symbol: string) => sealsBetween(app.ctx.db, symbol, 0, Number.MAX_SAFE_INTEGER);

describe('tick archive upkeep', () => {
  it('seals closed minutes in format 2, each continuing the numbers of the one before, and a restart continues the chain', async () => {
    const symbol = 'UPKONEUSD';
    const publisher = new TickPublisher(app.ctx, symbol, 10);
    const start = minuteOf(Date.now()) - 3 * 60_000;
    await publisher.publish(10, start + 1_000);
    await publisher.publish(11, start + 61_000);
    await publisher.publish(12, start + 61_000);
    await publisher.publish(13, start + 150_000);
    await new ArchiveUpkeep(app.ctx, { sealDelayMs: 0 }).maintain([symbol]);
    const seals = await sealsOf(symbol);
    expect(
      seals.map((seal) => [seal.minute - start, seal.count, seal.format, seal.prevLastN, seal.lastN]),
    ).toEqual([
      [0, 1, 2, null, 1],
      [60_000, 2, 2, 1, 3],
      [120_000, 1, 2, 3, 4],
    ]);
    expect(checkTickChain(symbol, await archivedOf(symbol), seals, null)).toEqual({
      verified: 3,
      problems: [],
      unsealed: [],
    });
    await new ArchiveUpkeep(app.ctx, { sealDelayMs: 0 }).maintain([symbol]);
    expect(await lastSeal(app.ctx.db, symbol)).toEqual(seals.at(-1));
  });

  it('hashes format 2 with SHA-256 as node:crypto does', async () => {
    const seal = (await lastSeal(app.ctx.db, 'UPKONEUSD'))!;
    const ticks = (await archivedOf('UPKONEUSD')).filter((tick) => minuteOf(tick.t) === seal.minute);
    const payload = [
      JSON.stringify(['tempo-ticks/2', 'UPKONEUSD', seal.minute, seal.prevMinute, seal.prevLastN]),
      ...ticks.map((tick) => JSON.stringify([tick.n, tick.t, tick.p, tick.v, tick.source, tick.feedVersion])),
    ].join('\n');
    const expected = createHash('sha256')
      .update(Buffer.from(seal.prevHash, 'hex'))
      .update(`${payload}\n`)
      .digest('hex');
    expect(seal.hash).toBe(expected);
    const bytes = utf8Bytes('x'.repeat(100_003));
    expect(toHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(toHex(fromHex(expected))).toBe(expected);
  });

  it('seals a tick missing from the archive as a gap the chain check reports, inside a minute and across minutes', async () => {
    const symbol = 'UPKGAPUSD';
    const publisher = new TickPublisher(app.ctx, symbol, 10);
    const start = minuteOf(Date.now()) - 3 * 60_000;
    for (const [p, at] of [
      [10, 1_000],
      [11, 2_000],
      [12, 3_000],
      [13, 61_000],
      [14, 62_000],
    ] as const) {
      await publisher.publish(p, start + at);
    }
    // Ticks 2 and 4 vanish before their minutes are sealed.
    await app.ctx.db.query('DELETE FROM ticks WHERE symbol = $1 AND n IN (2, 4)', [symbol]);
    await new ArchiveUpkeep(app.ctx, { sealDelayMs: 0 }).maintain([symbol]);
    const check = checkTickChain(symbol, await archivedOf(symbol), await sealsOf(symbol), null);
    expect(check.verified).toBe(2);
    expect(check.problems).toEqual([
      { minute: start, reason: 'gap: 1 tick missing (numbers 2–2)' },
      { minute: start + 60_000, reason: 'gap: 1 tick missing (numbers 4–4)' },
    ]);
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
});
