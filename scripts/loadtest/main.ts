// loadtest: Tempo under load, measured against bare baselines in the same run (DESIGN §8).
// Supersedes the first measurements in scripts/fanout-latency.ts and scripts/countdown-bench.ts.
//
// Steps: check the servers answer and resolve the symbols (and, for countdowns, the stake and the
// duration) from GET /api/products; log in as ops (funding, checks and the metrics scrape);
// scrape GET /api/metrics at start, every --scrape-every seconds and at the end; run the scenario
// (fanout, countdowns, or both at once); then the baselines with the same settings — bare
// Socket.IO and bare ws broadcasters for fanout, BullMQ delayed jobs and pgbench for countdowns;
// print the summary and the DESIGN §8 rows; write a JSON result and a self-contained HTML report
// to --out. The generator's CPU is measured in every phase; above ~70% of a core the run is
// marked invalid.
//
// Usage: node --import tsx scripts/loadtest/main.ts <fanout|countdowns|mixed> [options]
//        (--help lists them). Pin the server and the generator to different cores, e.g.
//        taskset -c 0 node --import tsx server/src/app/main.ts
//        taskset -c 1 node --import tsx scripts/loadtest/main.ts fanout --baseline-cpus 0
// Exit code: 0 correctness gates pass, 1 a gate failed or the run broke, 2 usage, 3 timeout.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoginResult, ProductView } from '@tempo/shared';
import { runBroadcastBaseline } from './baselines/runBroadcastBaseline';
import { runBullmqBaseline } from './baselines/runBullmqBaseline';
import { runPgbenchBaseline } from './baselines/runPgbenchBaseline';
import { correctnessChecks } from './correctnessChecks';
import { describeEnvironment } from './describeEnvironment';
import { evaluateTargets } from './evaluateTargets';
import { symbolsOfProfile } from './fanoutProfiles';
import { summariseCountdownRepeats, type CountdownRound } from './countdownRepeats';
import { summariseRepeats, type FanoutRound } from './fanoutRepeats';
import { formatSummary } from './formatSummary';
import type { LoadtestResult } from './LoadtestResult';
import { MetricsScraper } from './MetricsScraper';
import { HELP, parseOptions, UsageError, type Options } from './parseOptions';
import { ProgressBar } from './ProgressBar';
import { renderHtmlReport } from './renderHtmlReport';
import { PACK_WINDOW_MS, runCountdowns, type CountdownRun } from './runCountdowns';
import { runFanout } from './runFanout';
import type { FanoutRun } from './measureFanout';
import { TempoApi } from './TempoApi';

/** Per-user limits of Tempo's default configuration, with headroom. */
const ORDERS_PER_SECOND_PER_TRADER = 8;
const OPEN_ORDERS_PER_TRADER = 40;
/** The feed simulator's rate per symbol, for sizing the timeout. */
const FEED_TICKS_PER_SECOND = 4.5;

let options: Options;
try {
  const parsed = parseOptions(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(HELP);
    process.exit(0);
  }
  options = parsed;
} catch (error) {
  if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
  console.error(`loadtest: ${error.message}\nSee --help.`);
  process.exit(2);
}

const progress = new ProgressBar();
const startedAt = new Date();
const originMs = startedAt.getTime();
/** Six characters: trader accounts are `l<run id><n>`, at most twelve. */
const newRunId = () => randomBytes(4).readUInt32BE().toString(36).padStart(6, '0').slice(-6);
const runId = newRunId();
const apis = options.urls.map((url) => new TempoApi(url));
const notes: string[] = [];
const withFanout = options.scenario !== 'countdowns';
const withCountdowns = options.scenario !== 'fanout';

// Countdown sizing: --pack squeezes all sends into one window; traders enough for the limits.
const scheduledRate = options.pack
  ? Math.max(options.rate, Math.ceil(options.orders / (PACK_WINDOW_MS / 1000)))
  : options.rate;
if (withCountdowns && scheduledRate !== options.rate)
  notes.push(
    `--pack: rate raised from ${options.rate}/s to ${scheduledRate}/s to send every order within ${PACK_WINDOW_MS} ms`,
  );
const openAtOnce = Math.min(options.orders, Math.ceil(scheduledRate * (options.durationSec + 3)));
const tradersNeeded = Math.max(
  1,
  Math.ceil(scheduledRate / ORDERS_PER_SECOND_PER_TRADER),
  Math.ceil(openAtOnce / OPEN_ORDERS_PER_TRADER),
);
const users = options.users ?? Math.min(tradersNeeded, options.orders, 5_000);
if (withCountdowns && options.users !== null && options.users < tradersNeeded)
  notes.push(
    `--users ${options.users} is below the ${tradersNeeded} the per-trader limits call for (10 orders/s, 50 open): expect RATE_LIMITED or TOO_MANY_OPEN_ORDERS refusals`,
  );

// A hard bound on the whole run, baselines included.
const placingSec = options.orders / scheduledRate;
const timeoutSec =
  options.timeoutSec ??
  Math.ceil(
    60 +
      (withFanout
        ? (options.warmup + options.seconds + 15 + options.clients / 100) *
          (options.baseline ? 3 : 1) *
          options.repeat
        : 0) +
      (withCountdowns
        ? (users * 0.5 + placingSec + options.durationSec + 30 + (options.baseline ? placingSec + 60 : 0)) *
            options.repeat +
          (options.baseline ? options.pgbenchSeconds : 0)
        : 0),
  );
setTimeout(() => {
  progress.note(`timed out after ${timeoutSec} s (--timeout)`);
  process.exit(3);
}, timeoutSec * 1000).unref();

async function resolveProducts(): Promise<{ symbols: string[]; amount: number }> {
  const products = await apis[0]!.must<ProductView[]>('GET', '/products');
  for (const api of apis.slice(1)) await api.must('GET', '/products');
  const bySymbol = new Map(products.map((product) => [product.symbol, product]));
  const symbols =
    typeof options.symbols === 'number'
      ? products
          .filter((product) => product.status === 'open')
          .slice(0, options.symbols)
          .map((product) => product.symbol)
      : options.symbols;
  if (typeof options.symbols === 'number' && symbols.length < options.symbols)
    throw new Error(`only ${symbols.length} products are open, ${options.symbols} asked for`);
  let amount = options.amount ?? 0;
  for (const symbol of symbols) {
    const product = bySymbol.get(symbol);
    if (!product) throw new Error(`${symbol} is not in the product list`);
    if (product.status !== 'open') notes.push(`${symbol} is ${product.status}: expect no ticks for it`);
    if (!withCountdowns) continue;
    const option = product.countdowns.find((countdown) => countdown.durationSec === options.durationSec);
    if (!option)
      throw new Error(
        `${symbol} offers no ${options.durationSec} s countdown (it offers ${product.countdowns.map((c) => c.durationSec).join(', ')})`,
      );
    if (options.amount === null) amount = Math.max(amount, option.minAmount);
    else if (options.amount < option.minAmount || options.amount > option.maxAmount)
      throw new Error(
        `--amount ${options.amount} is outside ${symbol}'s ${option.minAmount}..${option.maxAmount}`,
      );
  }
  return { symbols, amount };
}

async function opsLogin(): Promise<string | null> {
  const { envelope } = await apis[0]!.call<LoginResult>('POST', '/admin/auth/login', {
    body: { username: options.ops.username, password: options.ops.password },
  });
  return envelope.status === 1 ? envelope.data.token : null;
}

async function main(): Promise<number> {
  const environment = await describeEnvironment(options.pgUrl, options.redisUrl);
  const { symbols, amount } = await resolveProducts();
  const opsToken = await opsLogin();
  if (!opsToken) {
    if (withCountdowns)
      throw new Error(`ops login as ${options.ops.username} failed: countdowns need it (--ops)`);
    notes.push('ops login failed: no server metrics');
  }

  const scraper = new MetricsScraper(apis);
  await scraper.start(opsToken, options.scrapeEverySec);
  let windowOpen: () => void = () => undefined;
  const startSignal = new Promise<void>((resolve) => (windowOpen = resolve));
  const symbolsOf = symbolsOfProfile(options.profile, symbols);
  const fanoutSettings = {
    urls: options.urls,
    clients: options.clients,
    symbols,
    symbolsOf,
    warmupSec: options.warmup,
    seconds: options.seconds,
    progress,
    scraper,
    clientKind: options.clientKind,
  };
  /** One run of the countdowns; each round registers traders of its own (`runId` names them). */
  const runCountdownRound = (roundRunId: string, roundOriginMs: number, startSignal?: Promise<void>) =>
    runCountdowns({
      apis,
      urls: options.urls,
      opsToken: opsToken!,
      symbols,
      orders: options.orders,
      rate: scheduledRate,
      durationSec: options.durationSec,
      pack: options.pack,
      sellShare: options.sellShare,
      users,
      amount,
      openingCode: options.openingCode,
      runId: roundRunId,
      originMs: roundOriginMs,
      progress,
      startSignal,
    });
  const [fanout, countdowns] = await Promise.all([
    withFanout ? runFanout({ ...fanoutSettings, originMs, onWindowOpen: windowOpen }) : null,
    withCountdowns ? runCountdownRound(runId, originMs, withFanout ? startSignal : undefined) : null,
  ]);
  const server = await scraper.stop();
  for (const node of server)
    if (!node.available) notes.push(`server metrics n/a for ${node.url}: ${node.problem}`);

  const baselines: LoadtestResult['baselines'] = {
    socketio: null,
    ws: null,
    bullmq: null,
    pgbench: null,
    problems: [],
  };
  const attempt = async <T>(name: string, work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      baselines.problems.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
      progress.note(`baseline ${name} failed: ${(error as Error).message.split('\n')[0]}`);
      return null;
    }
  };
  /** The bare broadcasters at the per-symbol rate of Tempo's run, to the same clients: one message per tick. */
  const fanoutBaselines = async (tempo: FanoutRun): Promise<Omit<FanoutRound, 'tempo'>> => {
    if (!options.baseline) return { socketio: null, ws: null };
    let subscriptions = 0;
    for (let client = 0; client < options.clients; client++) subscriptions += symbolsOf(client).length;
    const symbolsPerClient = subscriptions / Math.max(1, options.clients);
    const rate = tempo.measure.ticksPerSecondPerClient / symbolsPerClient || FEED_TICKS_PER_SECOND;
    const plan = {
      clients: options.clients,
      rate,
      symbols: symbols.length,
      symbolIndexesOf: (client: number) => symbolsOf(client).map((symbol) => symbols.indexOf(symbol)),
      warmupSec: options.warmup,
      seconds: options.seconds,
      cpus: options.baselineCpus,
      originMs: Date.now(),
      progress,
      clientKind: options.clientKind,
    };
    const socketio = await attempt('bare Socket.IO', () => runBroadcastBaseline('sio', plan));
    const ws = await attempt('bare ws', () => runBroadcastBaseline('ws', { ...plan, originMs: Date.now() }));
    return { socketio, ws };
  };
  const rounds: FanoutRound[] = [];
  if (fanout) {
    Object.assign(baselines, await fanoutBaselines(fanout));
    rounds.push({ tempo: fanout, socketio: baselines.socketio, ws: baselines.ws });
    while (rounds.length < options.repeat) {
      progress.note(`fanout round ${rounds.length + 1} of ${options.repeat}`);
      const tempo = await runFanout({ ...fanoutSettings, originMs: Date.now() });
      rounds.push({ tempo, ...(await fanoutBaselines(tempo)) });
    }
  }
  /** The bare BullMQ jobs at the due times of a countdown run's accepted orders. */
  const bullmqBaseline = (run: CountdownRun) =>
    options.baseline && run.accepted > 0
      ? attempt('bare BullMQ', () =>
          runBullmqBaseline({
            redisUrl: options.redisUrl,
            runId,
            offsetsMs: run.dueOffsetsMs,
            cpus: options.baselineCpus,
            progress,
          }),
        )
      : Promise.resolve(null);
  const countdownRounds: CountdownRound[] = [];
  if (countdowns) {
    baselines.bullmq = await bullmqBaseline(countdowns);
    countdownRounds.push({ tempo: countdowns, bullmq: baselines.bullmq });
    while (countdownRounds.length < options.repeat) {
      progress.note(`countdown round ${countdownRounds.length + 1} of ${options.repeat}`);
      const tempo = await runCountdownRound(newRunId(), Date.now());
      countdownRounds.push({ tempo, bullmq: await bullmqBaseline(tempo) });
    }
  }
  if (options.baseline && countdowns) {
    baselines.pgbench = await attempt('pgbench', () =>
      runPgbenchBaseline({
        pgUrl: options.pgUrl,
        runId,
        users,
        seconds: options.pgbenchSeconds,
        cpus: options.baselineCpus,
        progress,
      }),
    );
    if (baselines.pgbench?.problem) baselines.problems.push(`pgbench: ${baselines.pgbench.problem}`);
  }

  const generatorCpu: LoadtestResult['generatorCpu'] = {};
  if (fanout)
    generatorCpu[options.scenario === 'mixed' ? 'mixed window' : 'fanout window'] = fanout.generatorCpu;
  if (countdowns) generatorCpu['countdowns'] = countdowns.generatorCpu;
  if (baselines.socketio) generatorCpu['bare Socket.IO window'] = baselines.socketio.generatorCpu;
  if (baselines.ws) generatorCpu['bare ws window'] = baselines.ws.generatorCpu;
  const invalidReasons = Object.entries(generatorCpu)
    .filter(([, cpu]) => !cpu.valid)
    .map(([phase, cpu]) => `generator at ${(cpu.share * 100).toFixed(0)}% of a core in ${phase}`);

  const partial = {
    settings: {
      urls: options.urls,
      symbols,
      clients: withFanout ? options.clients : null,
      seconds: withFanout ? options.seconds : null,
      warmupSec: withFanout ? options.warmup : null,
      clientKind: withFanout ? options.clientKind : null,
      users: withCountdowns ? users : null,
      orders: withCountdowns ? options.orders : null,
      offeredRate: withCountdowns ? options.rate : null,
      scheduledRate: withCountdowns ? scheduledRate : null,
      durationSec: withCountdowns ? options.durationSec : null,
      pack: withCountdowns ? options.pack : null,
      sellShare: withCountdowns ? options.sellShare : null,
      amount: withCountdowns ? amount : null,
      baseline: options.baseline,
      baselineCpus: options.baselineCpus,
      profile: withFanout ? options.profile : null,
      repeat: options.repeat,
    },
    fanout,
    fanoutRepeats: rounds.length ? summariseRepeats(rounds) : null,
    countdowns,
    countdownRepeats: countdownRounds.length ? summariseCountdownRepeats(countdownRounds) : null,
    baselines,
  };
  const checks = correctnessChecks(partial);
  const result: LoadtestResult = {
    tool: 'scripts/loadtest',
    scenario: options.scenario,
    command: ['node --import tsx scripts/loadtest/main.ts', ...process.argv.slice(2)].join(' '),
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment,
    ...partial,
    server,
    generatorCpu,
    targets: evaluateTargets(partial),
    checks,
    correct: checks.every((check) => check.pass),
    valid: invalidReasons.length === 0,
    invalidReasons,
    notes,
  };

  mkdirSync(options.outDir, { recursive: true });
  const stem = path.join(
    options.outDir,
    `loadtest-${options.scenario}-${startedAt.toISOString().replace(/[:.]/g, '-')}`,
  );
  writeFileSync(`${stem}.json`, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${stem}.html`, renderHtmlReport(result));
  progress.done();
  console.log(formatSummary(result));
  console.log(`\nresult: ${stem}.json\nreport: ${stem}.html`);
  return result.correct ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  progress.note(`failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  for (const api of apis) api.close();
}
process.exit(code);
