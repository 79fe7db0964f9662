// settlement-burst: DESIGN §8's settlement-burst row. N countdowns that all expire in the same
// second, settled by a real Tempo process, against a bare BullMQ job per order due at that moment.
//
// Rounds alternate: Tempo (./burst/runBurstRound.ts: its own database and Redis prefix, Tempo
// started on them, the burst placed at one tick, every settlement awaited and checked), then the
// baseline (N BullMQ delayed jobs with an empty handler, all due at one moment, Tempo's settler's
// concurrency, in a child process on the same CPUs), --repeat times, so a busy moment of the
// machine lands on both sides alike. The verdict rests on the median of the rounds' ratios.
//
// Usage: node --import tsx scripts/settlement-burst.ts [--orders 10000] [--cpus 0]
//        [--worker-cpus 1] [--repeat 3] [--cpu-prof <dir>]
import { parseArgs } from 'node:util';
import type { LatencySummary } from './loadtest/LatencyRecorder';
import { runBullmqBaseline } from './loadtest/baselines/runBullmqBaseline';
import { ProgressBar } from './loadtest/ProgressBar';
import { formatSpread, ratioOf, spreadOf } from './lib/spread';
import { runBurstRound, type BurstRound } from './burst/runBurstRound';

/** DESIGN §8: a burst settles faster than one BullMQ job per order, by this factor at least. */
const TARGET_RATIO = 0.8;

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    users: { type: 'string' },
    duration: { type: 'string', default: '30' },
    symbol: { type: 'string', default: 'BTCUSDT' },
    cpus: { type: 'string' },
    split: { type: 'boolean', default: false },
    'worker-cpus': { type: 'string' },
    repeat: { type: 'string', default: '3' },
    'cpu-prof': { type: 'string' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    'no-baseline': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`settlement-burst — N countdowns expiring in one second, settled by Tempo, against BullMQ

  --orders <n>        countdowns in the burst (default 10000; DESIGN §8 also asks for 50000)
  --users <n>         traders owning them (default orders / 50, at least 1)
  --duration <s>      countdown length (default 30)
  --symbol <SYM>      product, one the simulator runs around the clock (default BTCUSDT)
  --cpus <list>       run Tempo and the baseline under taskset -c <list> (e.g. 0; the script
                      itself should then run on another core)
  --split             run the worker role in a process of its own, beside api, realtime and feed
  --worker-cpus <list>  that process under taskset -c <list> (implies --split); the baseline
                      then gets both CPU lists
  --repeat <n>        rounds, each Tempo then the baseline (default 3); the verdict uses medians
  --cpu-prof <dir>    write a V8 CPU profile of each Tempo process into <dir>
  --pg <url>          PostgreSQL server for the throwaway databases (default local, user postgres)
  --redis <url>       Redis for Tempo and the baseline (default redis://127.0.0.1:6379)
  --no-baseline       skip the BullMQ baseline`);
  process.exit(0);
}
const orders = Number(values.orders);
const users = values.users ? Number(values.users) : Math.max(1, Math.ceil(orders / 50));
const durationSec = Number(values.duration);
const repeat = Number(values.repeat);
if (![orders, users, durationSec, repeat].every((n) => Number.isInteger(n) && n > 0) || orders > 200_000) {
  console.error(
    'settlement-burst: --orders (≤ 200000), --users, --duration and --repeat must be positive whole numbers',
  );
  process.exit(2);
}
const workerCpus = values['worker-cpus'] ?? null;
const layout = {
  split: values.split || workerCpus !== null,
  cpus: values.cpus ?? null,
  workerCpus,
  cpuProfileDir: values['cpu-prof'] ?? null,
};
const baselineCpus = [layout.cpus, layout.workerCpus].filter(Boolean).join(',') || null;
const plan = {
  orders,
  users,
  durationSec,
  symbol: values.symbol,
  pgUrl: values.pg,
  redisUrl: values.redis,
  layout,
};

const progress = new ProgressBar();
const rounds: { tempo: BurstRound; baseline: LatencySummary | null }[] = [];
for (let round = 1; round <= repeat; round++) {
  const tempo = await runBurstRound(plan, progress);
  let baseline: LatencySummary | null = null;
  if (!values['no-baseline']) {
    const result = await runBullmqBaseline({
      redisUrl: values.redis,
      runId: `${process.pid}${Date.now().toString(36)}`,
      offsetsMs: new Array<number>(tempo.orders).fill(0),
      cpus: baselineCpus,
      progress,
    });
    baseline = result.lateness.summary;
  }
  progress.done();
  rounds.push({ tempo, baseline });
  printRound(round, tempo, baseline);
}
printVerdict();
process.exitCode = rounds.every(({ tempo }) => tempo.gates.every((gate) => gate.ok)) ? 0 : 1;

function printRound(round: number, tempo: BurstRound, baseline: LatencySummary | null): void {
  const row = (name: string, s: LatencySummary) =>
    `${name.padEnd(40)} ${String(s.count).padStart(6)} ${[s.p50, s.p90, s.p99, s.p999, s.max]
      .map((v) => v.toFixed(1).padStart(9))
      .join('')}`;
  console.log(
    `\nround ${round} of ${repeat}: ${tempo.orders} countdowns of ${durationSec} s, all expiring at ${tempo.expiryTs} (the first tick after it came ${tempo.tickAfterMs} ms later)`,
  );
  console.log(`Tempo: ${tempo.tempo}; ${users} traders, one socket each; node ${process.version}`);
  console.log(
    `${'latency (ms)'.padEnd(40)} ${'count'.padStart(6)}${['p50', 'p90', 'p99', 'p99.9', 'max'].map((h) => h.padStart(9)).join('')}`,
  );
  console.log(row('countdown end → orders:settled', tempo.fromExpiry));
  console.log(row('settlement lag — Tempo', tempo.lag));
  if (baseline) console.log(row('job lateness — bare BullMQ, 1 per order', baseline));
  for (const gate of tempo.gates) console.log(`${gate.ok ? 'pass' : 'FAIL'}  ${gate.what} — ${gate.detail}`);
}

function printVerdict(): void {
  const ms = (value: number) => value.toFixed(0);
  const times = (value: number) => `${value.toFixed(2)}×`;
  const lagP99 = spreadOf(rounds.map(({ tempo }) => tempo.lag.p99));
  const fromExpiryP99 = spreadOf(rounds.map(({ tempo }) => tempo.fromExpiry.p99));
  const baselineP99 = spreadOf(rounds.map(({ baseline }) => baseline?.p99 ?? null));
  const ratio = spreadOf(rounds.map(({ tempo, baseline }) => ratioOf(tempo.lag.p99, baseline?.p99 ?? null)));
  const targetMs = orders >= 50_000 ? 3_000 : 1_000;
  console.log(`\nmedian (min–max) of ${rounds.length} round${rounds.length > 1 ? 's' : ''}:`);
  console.log(`  countdown end → orders:settled p99   ${formatSpread(fromExpiryP99, ms)} ms`);
  console.log(`  settlement lag p99 — Tempo           ${formatSpread(lagP99, ms)} ms`);
  if (baselineP99.median !== null) {
    console.log(`  job lateness p99 — bare BullMQ       ${formatSpread(baselineP99, ms)} ms`);
    console.log(`  Tempo / BullMQ                       ${formatSpread(ratio, times)}`);
  }
  const withinTime = lagP99.median! <= targetMs;
  const withinRatio = ratio.median === null ? null : ratio.median <= TARGET_RATIO;
  console.log(
    `target: p99 ≤ ${targetMs} ms${withinRatio === null ? '' : ` and ≤ ${TARGET_RATIO}× one BullMQ job per order`} → ` +
      (withinTime && withinRatio !== false ? 'met' : 'missed'),
  );
}
