// archive-bench: can the tick archive keep up, and what does it cost? Publishes ticks through the
// feed's own publish path (TickStore.publish: fence check, stream, live candles, bus) with the
// archive (TickArchiver, as the feed leader runs it) and, as the bare baseline, without it.
//
// Steps:
//  1. create a throwaway database (Tempo's migrations) and Redis prefix; take the feed lock of
//     each benchmark symbol as a leader does;
//  2. live: --symbols symbols at --rate ticks a second each for --seconds, once without the
//     archive and once with it; report ticks/s published and archived, the archive lag (publish →
//     the batch's INSERT committed: p50, p99, max over every tick) and this process's CPU in each
//     run (user + system, % of one core) — the difference is what archiving adds;
//  3. replay at full speed: after a warm-up, one symbol published as fast as the publish path
//     allows (each publish awaited, as a replay source is paced) for --replay ticks, without and
//     with the archive;
//     report ticks/s, the lag, the time the archive needs after the last publish to catch up,
//     and CPU per 1,000 ticks;
//  4. sealing: hash and chain every minute the replay wrote (sealMinutes) and report ticks/s;
//  5. drop the database and the Redis keys.
// PostgreSQL's own CPU is not in these figures (another process); the INSERT time is shown as
// "write time", the wall-clock time the archiver spent waiting on its INSERTs.
//
// Usage: node --import tsx scripts/archive-bench.ts [--symbols 10] [--rate 5] [--seconds 20]
//        [--replay 50000] [--pg postgres://postgres@127.0.0.1:5432/postgres] [--redis redis://127.0.0.1:6379]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { minuteOf } from '@tempo/shared';
import { loadConfig } from '../server/src/platform/config';
import { migrate } from '../server/src/platform/db/migrate';
import { createPool } from '../server/src/platform/db/pool';
import { createLogger } from '../server/src/platform/logger';
import { createRedis } from '../server/src/platform/redis';
import { FeedLock, sealMinutes, TickArchiver, TickStore, type StreamTick } from '../server/src/quotes';

const { values } = parseArgs({
  options: {
    symbols: { type: 'string', default: '10' },
    rate: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '20' },
    replay: { type: 'string', default: '50000' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`archive-bench — tick archive throughput, lag and CPU, with the bare publish path as baseline

  --symbols <n>   symbols of the live run (default 10)
  --rate <n>      ticks a second per symbol in the live run (default 5)
  --seconds <s>   length of each live run (default 20)
  --replay <n>    ticks of the full-speed replay run (default 50000)
  --pg <url>      PostgreSQL server for the throwaway database (default local, user postgres)
  --redis <url>   Redis (default redis://127.0.0.1:6379)`);
  process.exit(0);
}
const symbolCount = Number(values.symbols);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const replayTicks = Number(values.replay);
if (![symbolCount, rate, seconds, replayTicks].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('archive-bench: --symbols, --rate, --seconds and --replay must be positive whole numbers');
  process.exit(2);
}

const runId = `${process.pid}${Date.now().toString(36)}`;
const database = `tempo_archive_${runId}`;
const databaseUrl = (() => {
  const url = new URL(values.pg);
  url.pathname = `/${database}`;
  return url.toString();
})();
const admin = new pg.Client({ connectionString: values.pg });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const db = createPool(databaseUrl, 10);
const redis = createRedis(values.redis, `archivebench${runId}:`);
const ctx = {
  db,
  logger: createLogger('warn'),
  config: loadConfig({ ...process.env, NODE_ENV: 'production' }),
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RunFigures {
  published: number;
  wallMs: number;
  cpuMs: number;
  lags: number[];
  catchUpMs: number | null;
  writeMs: number;
}

/** Publishes with `schedule` deciding when each tick goes; with the archive when `archived`. */
async function run(
  symbols: string[],
  archived: boolean,
  publishAll: (publish: (symbol: string, price: number) => Promise<void>) => Promise<void>,
): Promise<RunFigures> {
  const lags: number[] = [];
  const archiver = archived
    ? new TickArchiver(ctx, null, {
        onWritten: (ticks: readonly StreamTick[], at: number) => {
          for (const tick of ticks) lags.push(at - tick.t);
        },
      })
    : null;
  archiver?.start();
  const store = new TickStore(redis, archiver ? { sink: archiver } : {});
  const fences = new Map<string, string>();
  for (const symbol of symbols) {
    await redis.del(`feed:lock:${symbol}`);
    fences.set(symbol, (await new FeedLock(redis, symbol, `bench-${runId}`, 600_000).acquire())!);
  }
  const last = new Map<string, number>();
  let published = 0;
  const publish = async (symbol: string, price: number) => {
    const t = Math.max(Date.now(), last.get(symbol) ?? 0);
    last.set(symbol, t);
    const outcome = await store.publish({
      tick: { s: symbol, t, p: price, v: 1 },
      fence: fences.get(symbol)!,
      source: 'replay',
      keepFrom: t - 900_000,
      channel: `archivebench${runId}:ticks`,
      live: {},
    });
    if (outcome !== 'published') throw new Error(`not published: ${outcome}`);
    published++;
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await publishAll(publish);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  let catchUpMs: number | null = null;
  if (archiver) {
    const done = performance.now();
    while (archiver.backlog > 0) await sleep(5);
    catchUpMs = performance.now() - done;
    await archiver.stop();
  }
  return {
    published,
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    lags,
    catchUpMs,
    writeMs: archiver?.flushMs ?? 0,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

function describe(label: string, figures: RunFigures): string[] {
  const lags = [...figures.lags].sort((a, b) => a - b);
  const perSecond = (figures.published / figures.wallMs) * 1000;
  return [
    `  ${label}`,
    `    published          ${figures.published} ticks, ${perSecond.toFixed(0)} ticks/s`,
    ...(figures.lags.length
      ? [
          `    archived           ${figures.lags.length} ticks, ${((figures.lags.length / (figures.wallMs + (figures.catchUpMs ?? 0))) * 1000).toFixed(0)} ticks/s`,
          `    archive lag        p50 ${percentile(lags, 50)} ms, p99 ${percentile(lags, 99)} ms, max ${lags.at(-1)} ms`,
          `    caught up          ${figures.catchUpMs!.toFixed(0)} ms after the last publish`,
          `    write time         ${figures.writeMs.toFixed(0)} ms waiting on INSERTs (${((figures.writeMs / figures.wallMs) * 100).toFixed(1)}% of the run)`,
        ]
      : []),
    `    CPU (this process) ${((figures.cpuMs / figures.wallMs) * 100).toFixed(1)}% of a core, ${((figures.cpuMs / figures.published) * 1000).toFixed(1)} ms per 1,000 ticks`,
  ];
}

try {
  await migrate(db);
  const lines: string[] = [];

  // Live: every symbol ticks at --rate a second, like the simulator.
  const symbols = Array.from({ length: symbolCount }, (_, i) => `BENCH${i}USD`);
  const live = (publish: (symbol: string, price: number) => Promise<void>) =>
    Promise.all(
      symbols.map(async (symbol, i) => {
        const end = performance.now() + seconds * 1000;
        // Spread the symbols over the interval, as independent feeds are.
        await sleep((i * 1000) / rate / symbolCount);
        for (let n = 0; performance.now() < end; n++) {
          const due = performance.now() + 1000 / rate;
          await publish(symbol, 100 + (n % 50) / 100);
          await sleep(Math.max(0, due - performance.now()));
        }
      }),
    ).then(() => undefined);
  console.error(
    `live: ${symbolCount} symbols × ${rate} ticks/s for ${seconds} s, without then with the archive…`,
  );
  const liveBare = await run(symbols, false, live);
  const liveArchived = await run(symbols, true, live);
  lines.push(`Live feed: ${symbolCount} symbols × ${rate} ticks/s, ${seconds} s per run`);
  lines.push(...describe('without archive (baseline)', liveBare), ...describe('with archive', liveArchived));
  const liveExtra = (
    (liveArchived.cpuMs / liveArchived.wallMs - liveBare.cpuMs / liveBare.wallMs) *
    100
  ).toFixed(2);
  lines.push(`  archiving adds ${liveExtra} percentage points of one core`);

  // Replay at full speed: one symbol, each publish awaited as a replay source is paced.
  const replay =
    (symbol: string, count: number) => async (publish: (symbol: string, price: number) => Promise<void>) => {
      for (let n = 0; n < count; n++) await publish(symbol, 100 + (n % 500) / 100);
    };
  console.error(`replay: ${replayTicks} ticks as fast as they publish, without then with the archive…`);
  // A warm-up, so neither measured run pays for the JIT compiling the publish path.
  await run(['BENCHWARMUP'], true, replay('BENCHWARMUP', Math.min(replayTicks, 5_000)));
  const replayBare = await run(['BENCHREPLAY'], false, replay('BENCHREPLAY', replayTicks));
  const replayArchived = await run(['BENCHREPLAY'], true, replay('BENCHREPLAY', replayTicks));
  lines.push('', `Replay at full speed: ${replayTicks} ticks of one symbol`);
  lines.push(
    ...describe('without archive (baseline)', replayBare),
    ...describe('with archive', replayArchived),
  );
  const perTick = (figures: RunFigures) => figures.cpuMs / figures.published;
  lines.push(
    `  archiving adds ${((perTick(replayArchived) - perTick(replayBare)) * 1000).toFixed(1)} ms of CPU per 1,000 ticks` +
      ` (${((perTick(replayArchived) / perTick(replayBare) - 1) * 100).toFixed(0)}% over the bare publish path);` +
      ` throughput ${((replayArchived.published / replayArchived.wallMs / (replayBare.published / replayBare.wallMs)) * 100).toFixed(0)}% of the baseline`,
  );

  // Sealing: every minute the replay wrote, hashed and chained.
  const cpu = process.cpuUsage();
  const started = performance.now();
  let sealed = 0;
  for (;;) {
    const { sealed: count } = await sealMinutes(db, 'BENCHREPLAY', minuteOf(Date.now()) + 60_000);
    if (!count) break;
    sealed += count;
  }
  const sealMs = performance.now() - started;
  const sealCpu = process.cpuUsage(cpu);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ticks WHERE symbol = 'BENCHREPLAY'`,
  );
  lines.push(
    '',
    `Sealing: ${rows[0]!.n} archived replay ticks in ${sealed} minute(s) hashed and chained in ${sealMs.toFixed(0)} ms` +
      ` (${((rows[0]!.n / sealMs) * 1000).toFixed(0)} ticks/s, CPU ${((sealCpu.user + sealCpu.system) / 1000).toFixed(0)} ms)`,
  );
  console.log(lines.join('\n'));
} finally {
  await db.end();
  const keys = await redis.keys('*');
  if (keys.length) await redis.del(...keys.map((key) => key.slice(`archivebench${runId}:`.length)));
  redis.disconnect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
