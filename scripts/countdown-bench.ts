// countdown-bench: what a trader waits from the end of a countdown to its result, on a running Tempo.
//
// Traders are registered and funded through the server's API (an opening code from ops, else the
// demo seed's), each with a socket for `orders:settled`, and a socket records the symbol's ticks.
// Each round places --orders countdowns open loop at --rate and waits for every settlement
// (./countdown/runCountdownRound.ts). With --baseline-url (another build, say the previous one,
// running beside it) the rounds alternate between the two servers, so a busy moment of the machine
// lands on both alike; the verdict uses the median of --repeat rounds, printed with its spread.
// Beside it, the wait for the first tick after the expiry: the floor of the figure when orders
// waited for that tick, which the feed leader's watermark (S11 of server/src/orders/SPEC.md) removed.
//
// Usage: node --import tsx scripts/countdown-bench.ts [--url http://127.0.0.1:3000] [--users 100]
//        [--orders 1000] [--rate 200] [--duration 30] [--repeat 3] [--baseline-url <url>]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { LatencySummary } from './loadtest/LatencyRecorder';
import { ProgressBar } from './loadtest/ProgressBar';
import { formatSpread, ratioOf, spreadOf } from './lib/spread';
import { CountdownServer } from './countdown/CountdownServer';
import { runCountdownRound, type CountdownRound } from './countdown/runCountdownRound';

/** The targets for countdown end → orders:settled, 1,000 countdowns offered at 200/s (S11). */
const TARGET_P50_MS = 30;
const TARGET_P99_MS = 100;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    'baseline-url': { type: 'string' },
    users: { type: 'string', default: '100' },
    orders: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    symbol: { type: 'string', default: 'BTCUSDT' },
    repeat: { type: 'string', default: '3' },
    ops: { type: 'string', default: 'admin:admin123456' },
    'opening-code': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`countdown-bench — countdown end → result, and placement, on a running Tempo

  --url <base url>         server (default http://127.0.0.1:3000)
  --baseline-url <url>     another server to alternate with, round by round (another build)
  --users <n>              traders to create and fund on each server (default 100)
  --orders <n>             countdowns per round (default 1000)
  --rate <n>               orders per second offered, open loop (default 200)
  --duration <s>           countdown length; the product must offer it (default 30)
  --symbol <SYMBOL>        product (default BTCUSDT)
  --repeat <n>             rounds (default 3); the verdict uses the medians
  --ops <user:pass>        ops login used to fund traders (default the demo seed's)
  --opening-code <code>    register with this code (default one issued by ops, else the seed's)`);
  process.exit(0);
}
const [orders, users, rate, durationSec, repeat] = [
  values.orders,
  values.users,
  values.rate,
  values.duration,
  values.repeat,
].map(Number) as [number, number, number, number, number];
if (![orders, users, rate, durationSec, repeat].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'countdown-bench: --orders, --users, --rate, --duration and --repeat must be positive whole numbers',
  );
  process.exit(2);
}
const [username = '', password = ''] = values.ops.split(':');
// Short: trader accounts are `l<run id><server><n>`, at most 12 characters.
const runId = randomBytes(4).readUInt32BE().toString(36).padStart(6, '0').slice(-6);
const progress = new ProgressBar();

const urls = [values.url, ...(values['baseline-url'] ? [values['baseline-url']] : [])];
const servers: CountdownServer[] = [];
let exitCode = 0;
try {
  for (const [i, url] of urls.entries()) {
    servers.push(
      await CountdownServer.open(
        {
          url,
          users,
          symbol: values.symbol,
          ops: { username, password },
          openingCode: values['opening-code'] ?? null,
          runId: `${runId.slice(1)}${i}`,
        },
        progress,
      ),
    );
  }
  const rounds: CountdownRound[][] = servers.map(() => []);
  for (let round = 1; round <= repeat; round++) {
    for (const [i, server] of servers.entries()) {
      const result = await runCountdownRound(
        server,
        { orders, rate, durationSec, symbol: values.symbol, roundId: `${runId}-${i}-${round}` },
        progress,
      );
      rounds[i]!.push(result);
      printRound(round, server.url, result);
      if (result.settled !== result.placed || result.repeats > 0 || !result.reconciled) exitCode = 1;
    }
  }
  printVerdict(rounds);
} finally {
  for (const server of servers) server.close();
}
process.exit(exitCode);

function latencyLine(name: string, s: LatencySummary): string {
  const ms = (value: number) => value.toFixed(0);
  return `  ${name.padEnd(32)} p50 ${ms(s.p50)}  p90 ${ms(s.p90)}  p99 ${ms(s.p99)}  max ${ms(s.max)} ms  (n=${s.count})`;
}

function printRound(round: number, url: string, result: CountdownRound): void {
  console.log(
    `\nround ${round} of ${repeat} on ${url}: placed ${result.placed} (${result.refused} refused), ${result.achievedRate.toFixed(0)} orders/s of ${rate} offered`,
  );
  console.log(latencyLine('placement latency', result.placement));
  console.log(latencyLine('countdown end → orders:settled', result.countdownEnd));
  console.log(latencyLine('  wait for the next tick', result.tickWait));
  console.log(latencyLine('  after that tick (0: before it)', result.lag));
  console.log(
    `  settled ${result.settled}/${result.placed}, ${result.repeats} repeats; ledger reconciles: ${result.reconciled}`,
  );
}

function printVerdict(rounds: CountdownRound[][]): void {
  const ms = (value: number) => value.toFixed(0);
  const times = (value: number) => `${value.toFixed(2)}×`;
  const [tempo, baseline] = rounds as [CountdownRound[], CountdownRound[] | undefined];
  const figure = (list: CountdownRound[], pick: (round: CountdownRound) => number) =>
    spreadOf(list.map(pick));
  const p50 = figure(tempo, (round) => round.countdownEnd.p50);
  const p99 = figure(tempo, (round) => round.countdownEnd.p99);
  console.log(
    `\nmedian (min–max) of ${repeat} round${repeat > 1 ? 's' : ''}, countdown end → orders:settled:`,
  );
  console.log(`  ${urls[0]}  p50 ${formatSpread(p50, ms)}, p99 ${formatSpread(p99, ms)} ms`);
  console.log(
    `  wait for the next tick         p50 ${formatSpread(
      figure(tempo, (round) => round.tickWait.p50),
      ms,
    )}, p99 ${formatSpread(
      figure(tempo, (round) => round.tickWait.p99),
      ms,
    )} ms`,
  );
  if (baseline) {
    const baseP50 = figure(baseline, (round) => round.countdownEnd.p50);
    const baseP99 = figure(baseline, (round) => round.countdownEnd.p99);
    const ratio = (pick: (round: CountdownRound) => number) =>
      spreadOf(tempo.map((round, i) => ratioOf(pick(round), baseline[i] ? pick(baseline[i]) : null)));
    console.log(`  ${urls[1]}  p50 ${formatSpread(baseP50, ms)}, p99 ${formatSpread(baseP99, ms)} ms`);
    console.log(
      `  ratio, round by round           p50 ${formatSpread(
        ratio((round) => round.countdownEnd.p50),
        times,
      )}, p99 ${formatSpread(
        ratio((round) => round.countdownEnd.p99),
        times,
      )}`,
    );
  }
  const met = p50.median! <= TARGET_P50_MS && p99.median! <= TARGET_P99_MS;
  console.log(`target: p50 ≤ ${TARGET_P50_MS} ms and p99 ≤ ${TARGET_P99_MS} ms → ${met ? 'met' : 'missed'}`);
}
