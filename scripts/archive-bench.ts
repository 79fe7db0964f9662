// archive-bench: what writing every tick to the archive before publishing it (W1 of
// server/src/quotes/archive/FORMAT.md) costs where a trader feels it — the time from a quote in
// the feed's hands to the tick on the bus every realtime node listens to — and how fast one
// symbol can still be replayed. The baseline is the bare publish path without the archive
// (TickStore.publish: fence check, stream, live candles, bus), as Tempo published before.
//
// Steps:
//  1. create a throwaway database (Tempo's migrations) and Redis prefix; lead each benchmark
//     symbol as a feed leader does (FeedLock, SymbolPublisher.takeOver);
//  2. live: --symbols symbols at --rate ticks a second each for --seconds, --rounds rounds that
//     alternate the bare path and the archive-first path; a subscriber on its own Redis
//     connection stamps each tick's arrival; per round: delivery p50, p99 and max (quote in hand →
//     tick on the bus) and this process's CPU; then the median of the rounds per path;
//  3. replay at full speed: after a warm-up, one symbol published as fast as the path allows (each
//     publish awaited, as a replay source is paced), --replay ticks per round, rounds alternating;
//     ticks/s and CPU per 1,000 ticks, medians;
//  4. sealing: hash and chain every minute the replays wrote (sealMinutes), ticks/s;
//  5. drop the database and the Redis keys.
// PostgreSQL's own CPU is not in these figures (another process).
//
// Usage: node --import tsx scripts/archive-bench.ts [--symbols 10] [--rate 5] [--seconds 20]
//        [--rounds 3] [--replay 20000] [--pg postgres://postgres@127.0.0.1:5432/postgres]
//        [--redis redis://127.0.0.1:6379]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { minuteOf, type Tick } from '@tempo/shared';
import { migrate } from '../server/src/platform/db/migrate';
import { createPool } from '../server/src/platform/db/pool';
import { createRedis, redisAt } from '../server/src/platform/redis';
import { FeedLock, sealMinutes, SymbolPublisher, TickStore } from '../server/src/quotes';

const { values } = parseArgs({
  options: {
    symbols: { type: 'string', default: '10' },
    rate: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    replay: { type: 'string', default: '20000' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`archive-bench — tick delivery and replay throughput with the archive written first, against the bare publish path

  --symbols <n>   symbols of the live run (default 10)
  --rate <n>      ticks a second per symbol in the live run (default 5)
  --seconds <s>   length of each live round (default 20)
  --rounds <n>    rounds per path, alternating (default 3)
  --replay <n>    ticks of each full-speed replay round (default 20000)
  --pg <url>      PostgreSQL server for the throwaway database (default local, user postgres)
  --redis <url>   Redis (default redis://127.0.0.1:6379)`);
  process.exit(0);
}
const symbolCount = Number(values.symbols);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const replayTicks = Number(values.replay);
if (![symbolCount, rate, seconds, rounds, replayTicks].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'archive-bench: --symbols, --rate, --seconds, --rounds and --replay must be positive whole numbers',
  );
  process.exit(2);
}

const runId = `${process.pid}${Date.now().toString(36)}`;
const prefix = `archivebench${runId}:`;
const channel = `${prefix}quotes:ticks`;
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
const redis = createRedis(redisAt(values.redis), prefix);
const listener = createRedis(redisAt(values.redis), prefix);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Path = 'bare' | 'archive first';
type Publish = (symbol: string, price: number) => Promise<void>;

/** When each tick (symbol and time) was in the feed's hands, and when the bus delivered it. */
const handedAt = new Map<string, number>();
let delivered: number[] = [];
await listener.subscribe(channel);
listener.on('message', (_channel: string, message: string) => {
  const tick = JSON.parse(message) as Tick;
  const key = `${tick.s}@${tick.t}@${tick.p}`;
  const from = handedAt.get(key);
  if (from === undefined) return;
  delivered.push(performance.now() - from);
  handedAt.delete(key);
});

interface RoundFigures {
  published: number;
  wallMs: number;
  cpuMs: number;
  /** Quote in hand → tick on the bus (ms), sorted. */
  delivery: number[];
}

let leadership = 0;
/** Leads `symbols` afresh and returns how to publish on `path`. */
async function publisherFor(path: Path, symbols: string[]): Promise<Publish> {
  const store = new TickStore(redis);
  const owner = `bench-${runId}-${++leadership}`;
  const target = { channel, keepFrom: 0, live: {} };
  const leaders = new Map<
    string,
    { fence: string; publisher: SymbolPublisher; last: { t: number; seq: number } }
  >();
  for (const symbol of symbols) {
    await redis.del(`feed:lock:${symbol}`);
    const fence = (await new FeedLock(redis, db, symbol, owner, 600_000).acquire())!;
    const { publisher } = await SymbolPublisher.takeOver(db, store, symbol, fence, async () => target);
    const newest = await store.newest(symbol);
    leaders.set(symbol, { fence, publisher, last: { t: newest?.t ?? 0, seq: newest?.seq ?? 0 } });
  }
  return async (symbol, price) => {
    const leader = leaders.get(symbol)!;
    const handed = performance.now();
    const t = Math.max(Date.now(), leader.last.t);
    const tick = { s: symbol, t, p: price, v: 1, source: 'replay', feedVersion: 1 };
    handedAt.set(`${symbol}@${t}@${price}`, handed);
    const outcome =
      path === 'archive first'
        ? await leader.publisher.publish(tick, target)
        : await store.publish({
            tick: { ...tick, seq: t === leader.last.t ? leader.last.seq + 1 : 0, n: null },
            fence: leader.fence,
            ...target,
          });
    if (outcome !== 'published') throw new Error(`not published: ${outcome}`);
    if (path === 'bare') leader.last = { t, seq: t === leader.last.t ? leader.last.seq + 1 : 0 };
    else leader.last = { t, seq: 0 };
  };
}

async function round(path: Path, symbols: string[], publishAll: (publish: Publish) => Promise<number>) {
  const publish = await publisherFor(path, symbols);
  delivered = [];
  handedAt.clear();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const published = await publishAll(publish);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  // The last ticks' messages may still be on their way.
  const deadline = performance.now() + 2_000;
  while (delivered.length < published && performance.now() < deadline) await sleep(5);
  return {
    published,
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    delivery: [...delivered].sort((a, b) => a - b),
  } satisfies RoundFigures;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const median = (numbers: number[]) =>
  percentile(
    [...numbers].sort((a, b) => a - b),
    50,
  );
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Runs `rounds` rounds of each path, alternating, and returns each path's rounds. */
async function alternate(
  symbolsOf: (round: number) => string[],
  publishAll: (symbols: string[]) => (publish: Publish) => Promise<number>,
): Promise<Record<Path, RoundFigures[]>> {
  const figures: Record<Path, RoundFigures[]> = { bare: [], 'archive first': [] };
  for (let n = 0; n < rounds; n++) {
    const order: Path[] = n % 2 ? ['archive first', 'bare'] : ['bare', 'archive first'];
    for (const path of order) {
      const symbols = symbolsOf(n);
      figures[path].push(await round(path, symbols, publishAll(symbols)));
      console.error(`  round ${n + 1}, ${path}: done`);
    }
  }
  return figures;
}

try {
  await migrate(db);
  const lines: string[] = [];

  // Live: every symbol ticks at --rate a second, like the simulator.
  const live = (symbols: string[]) => async (publish: Publish) => {
    let published = 0;
    await Promise.all(
      symbols.map(async (symbol, i) => {
        const end = performance.now() + seconds * 1000;
        // Spread the symbols over the interval, as independent feeds are.
        await sleep((i * 1000) / rate / symbols.length);
        for (let n = 0; performance.now() < end; n++) {
          const due = performance.now() + 1000 / rate;
          await publish(symbol, 100 + (n % 50) / 100);
          published++;
          await sleep(Math.max(0, due - performance.now()));
        }
      }),
    );
    return published;
  };
  console.error(
    `live: ${symbolCount} symbols × ${rate} ticks/s, ${seconds} s a round, ${rounds} rounds per path…`,
  );
  const liveSymbols = Array.from({ length: symbolCount }, (_, i) => `BENCH${i}USD`);
  const liveRounds = await alternate(() => liveSymbols, live);
  lines.push(
    `Live feed: ${symbolCount} symbols × ${rate} ticks/s, ${seconds} s a round, ${rounds} rounds per path, alternating`,
    '  quote in hand → tick on the bus',
  );
  for (const path of ['bare', 'archive first'] as const) {
    for (const [n, figures] of liveRounds[path].entries()) {
      lines.push(
        `    ${path.padEnd(13)} round ${n + 1}: p50 ${ms(percentile(figures.delivery, 50))}, p99 ${ms(percentile(figures.delivery, 99))},` +
          ` max ${ms(figures.delivery.at(-1) ?? NaN)} over ${figures.delivery.length} ticks;` +
          ` CPU ${((figures.cpuMs / figures.wallMs) * 100).toFixed(1)}% of a core`,
      );
    }
  }
  const liveMedian = (path: Path, p: number) =>
    median(liveRounds[path].map((figures) => percentile(figures.delivery, p)));
  lines.push(
    `  medians: bare p50 ${ms(liveMedian('bare', 50))}, p99 ${ms(liveMedian('bare', 99))}; ` +
      `archive first p50 ${ms(liveMedian('archive first', 50))}, p99 ${ms(liveMedian('archive first', 99))}`,
    `  writing first adds p50 ${ms(liveMedian('archive first', 50) - liveMedian('bare', 50))}, ` +
      `p99 ${ms(liveMedian('archive first', 99) - liveMedian('bare', 99))} to tick delivery`,
  );

  // Replay at full speed: one symbol, each publish awaited as a replay source is paced.
  const replay = (count: number) => (symbols: string[]) => async (publish: Publish) => {
    for (let n = 0; n < count; n++) await publish(symbols[0]!, 100 + (n % 500) / 100);
    return count;
  };
  console.error(`replay: ${replayTicks} ticks as fast as they publish, ${rounds} rounds per path…`);
  // A warm-up, so no measured round pays for the JIT compiling the publish paths.
  await round('archive first', ['BENCHWARMUP'], replay(Math.min(replayTicks, 5_000))(['BENCHWARMUP']));
  await round('bare', ['BENCHWARMUP2'], replay(Math.min(replayTicks, 5_000))(['BENCHWARMUP2']));
  const replayRounds = await alternate((n) => [`BENCHREPLAY${n}`], replay(replayTicks));
  const throughput = (figures: RoundFigures) => (figures.published / figures.wallMs) * 1000;
  const cpuPerThousand = (figures: RoundFigures) => (figures.cpuMs / figures.published) * 1000;
  lines.push(
    '',
    `Replay at full speed: ${replayTicks} ticks of one symbol a round, ${rounds} rounds per path`,
  );
  for (const path of ['bare', 'archive first'] as const) {
    lines.push(
      `    ${path.padEnd(13)} ${replayRounds[path].map((figures) => `${throughput(figures).toFixed(0)}`).join(', ')} ticks/s;` +
        ` median ${median(replayRounds[path].map(throughput)).toFixed(0)} ticks/s,` +
        ` CPU ${median(replayRounds[path].map(cpuPerThousand)).toFixed(1)} ms per 1,000 ticks`,
    );
  }

  // Sealing: every minute the archive-first replays wrote, hashed and chained.
  const cpu = process.cpuUsage();
  const started = performance.now();
  let sealed = 0;
  for (let n = 0; n < rounds; n++) {
    for (;;) {
      const { sealed: count } = await sealMinutes(db, `BENCHREPLAY${n}`, minuteOf(Date.now()) + 60_000);
      if (!count) break;
      sealed += count;
    }
  }
  const sealMs = performance.now() - started;
  const sealCpu = process.cpuUsage(cpu);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ticks WHERE symbol LIKE 'BENCHREPLAY%'`,
  );
  lines.push(
    '',
    `Sealing: ${rows[0]!.n} archived replay ticks in ${sealed} minute(s) hashed and chained in ${sealMs.toFixed(0)} ms` +
      ` (${((rows[0]!.n / sealMs) * 1000).toFixed(0)} ticks/s, CPU ${((sealCpu.user + sealCpu.system) / 1000).toFixed(0)} ms)`,
  );
  console.log(lines.join('\n'));
} finally {
  await db.end();
  listener.disconnect();
  const keys = await redis.keys('*');
  if (keys.length) await redis.del(...keys.map((key) => key.slice(prefix.length)));
  redis.disconnect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
