// The load-test CLI (scripts/loadtest) against a real all-roles Tempo process on a test database:
// a small run of each scenario, checked for correctness only — never for speed, which depends on
// the machine. Every order settles exactly once, the ledger reconciles, no errors, no
// disconnects, every client gets ticks. The countdown run also exercises the cheap baselines.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/src/platform/config';
import { hashPassword } from '../../server/src/platform/passwords';
import { firstTick } from '../../server/src/test/socketClient';
import { createTestConfig, deleteRedisKeys } from '../../server/src/test/testApp';
import { databaseUrl } from '../../server/src/test/testDatabases';
import type { LoadtestResult } from '../../scripts/loadtest/LoadtestResult';
import { parseOptions, UsageError, type Options } from '../../scripts/loadtest/parseOptions';
import { symbolsOfProfile } from '../../scripts/loadtest/fanoutProfiles';
import { runScript } from './runScript';
import { spawnTempo, type TempoProcess } from './tempoProcess';

let config: Config;
let dropDatabase: () => Promise<void>;
let tempo: TempoProcess;
let outDir: string;
/** A run of the CLI, and each test, may take this long on a busy machine before it counts as hung. */
const RUN_LIMIT_MS = 170_000;

beforeAll(async () => {
  ({ config, dropDatabase } = await createTestConfig());
  const db = new pg.Client({ connectionString: config.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount) VALUES ('BTCUSDT', 3, 8000, 100, 100000)`,
    );
    await db.query(`INSERT INTO opening_codes (code) VALUES ('LOADTEST1')`);
    await db.query(`INSERT INTO admins (username, password_hash, role) VALUES ('loadops', $1, 'ops')`, [
      await hashPassword('ops-password'),
    ]);
  } finally {
    await db.end();
  }
  tempo = await spawnTempo(config, 'api,realtime,worker,feed');
  outDir = mkdtempSync(path.join(tmpdir(), 'tempo-loadtest-'));
  // A fresh feed writes a day of history before its first tick, seconds on a busy machine; the
  // scenarios measure fixed windows, which must open with ticks already flowing.
  await firstTick(`http://127.0.0.1:${tempo.port}`);
}, 150_000);
afterAll(async () => {
  await tempo?.stop();
  await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
  await dropDatabase();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Runs the CLI and answers its exit code, its output and the JSON result it wrote. */
let runs = 0;
async function loadtest(scenario: string, args: string[]) {
  // A directory per run: each holds the one result its run wrote.
  const out = path.join(outDir, `${scenario}-${++runs}`);
  const common = [
    '--url',
    `http://127.0.0.1:${tempo.port}`,
    '--ops',
    'loadops:ops-password',
    '--opening-code',
    'LOADTEST1',
    '--pg',
    databaseUrl('postgres'),
    '--redis',
    config.REDIS_URL,
    '--out',
    out,
  ];
  const { code, output } = await runScript(
    'scripts/loadtest/main.ts',
    [scenario, ...common, ...args],
    RUN_LIMIT_MS,
  );

  const file = readdirSync(out).find((name) => name.endsWith('.json'));
  const result = file ? (JSON.parse(readFileSync(path.join(out, file), 'utf8')) as LoadtestResult) : null;
  expect(readdirSync(out).some((name) => name.endsWith('.html'))).toBe(true);
  return { code, output, result: result! };
}

function expectFanoutCorrect(result: LoadtestResult, clients: number) {
  const fanout = result.fanout!;
  expect(fanout.connected).toBe(clients);
  expect(fanout.connectFailures).toBe(0);
  expect(fanout.disconnects).toBe(0);
  expect(fanout.measure.ticks).toBeGreaterThan(0);
  expect(fanout.measure.clientsWithoutTicks).toBe(0);
}

function expectCountdownsCorrect(result: LoadtestResult, orders: number) {
  const countdowns = result.countdowns!;
  expect(countdowns.refusals).toEqual({});
  expect(countdowns.errors).toBe(0);
  expect(countdowns.accepted).toBe(orders);
  expect(countdowns.everyOrderSettledOnce).toBe(true);
  expect(countdowns.settledOnce).toBe(orders);
  expect(countdowns.settledTwiceOrMore).toBe(0);
  expect(countdowns.restNotSettled).toBe(0);
  expect(countdowns.exitAfterExpiry).toBe(0);
  expect(countdowns.reconciled).toBe(true);
}

describe('scripts/loadtest options', () => {
  const parse = (...args: string[]) => parseOptions(['fanout', ...args]) as Options;

  it('--profile and --repeat: product and three rounds by default, ten symbols for list and mix', () => {
    expect(parse()).toMatchObject({ profile: 'product', repeat: 3, symbols: ['BTCUSDT'] });
    expect(parse('--profile', 'list')).toMatchObject({ profile: 'list', symbols: 10 });
    expect(parse('--profile', 'mix', '--symbols', '4', '--repeat', '2')).toMatchObject({
      profile: 'mix',
      symbols: 4,
      repeat: 2,
    });
    expect(() => parse('--profile', 'page')).toThrow(UsageError);
    expect(() => parse('--repeat', '0')).toThrow(UsageError);
    // Countdowns repeat too (three rounds by default); a mixed run is one round.
    expect(parseOptions(['countdowns'])).toMatchObject({ repeat: 3 });
    expect(parseOptions(['countdowns', '--repeat', '2'])).toMatchObject({ repeat: 2 });
    expect(parseOptions(['mixed', '--repeat', '4'])).toMatchObject({ repeat: 1 });
  });

  it('mix: seven list clients in ten, then product pages round-robin over the symbols', () => {
    const symbolsOf = symbolsOfProfile('mix', ['A', 'B', 'C']);
    const clients = Array.from({ length: 20 }, (_, client) => symbolsOf(client));
    expect(clients.filter((symbols) => symbols.length === 3)).toHaveLength(14);
    expect(clients.filter((symbols) => symbols.length === 1).map(([symbol]) => symbol)).toEqual([
      'A',
      'B',
      'C',
      'A',
      'B',
      'C',
    ]);
  });
});

describe('scripts/loadtest against a real Tempo', { timeout: RUN_LIMIT_MS + 10_000 }, () => {
  it('fanout: every client gets ticks, none disconnects', async () => {
    const { code, output, result } = await loadtest('fanout', [
      '--clients',
      '300',
      '--seconds',
      '3',
      '--warmup',
      '1',
      '--repeat',
      '1',
      '--no-baseline',
    ]);
    expect(code, output).toBe(0);
    expect(result.correct, output).toBe(true);
    expectFanoutCorrect(result, 300);
    expect(result.countdowns).toBeNull();
  });

  it('fanout, product list profile: rounds alternate with the bare baselines and the median ratios decide', async () => {
    const { code, output, result } = await loadtest('fanout', [
      ...['--profile', 'list', '--symbols', '3', '--repeat', '2'],
      ...['--clients', '100', '--seconds', '2', '--warmup', '1'],
    ]);
    expect(code, output).toBe(0);
    expectFanoutCorrect(result, 100);
    // Every client took every tick of the three symbols.
    expect(result.settings.symbols).toHaveLength(3);
    expect(result.fanout!.measure.expected).toBe(
      result.fanout!.measure.deliveries + result.fanout!.measure.drops,
    );
    const repeats = result.fanoutRepeats!;
    expect(repeats.rounds).toHaveLength(2);
    for (const round of repeats.rounds) {
      expect(round.tempoCpu).toBeGreaterThan(0);
      expect(round.socketioCpu).toBeGreaterThan(0);
      expect(round.socketioP99).toBeGreaterThan(0);
    }
    expect(repeats.cpuVsSocketio.median).toBeGreaterThan(0);
    // The bare Socket.IO server sent each tick of its three symbols, as its own event, to every client.
    const bare = result.baselines.socketio!.measure;
    expect(bare.clientsWithoutTicks).toBe(0);
    expect(bare.expected).toBe(bare.deliveries + bare.drops);
    expect(output).toMatch(/round 2 .*\n.*median \(min–max\)/);
    expect(result.targets.map((row) => row.what)).toContain('product list fan-out');
  });

  it('countdowns: every order settles exactly once and the ledger reconciles, round after round; the cheap baselines run', async () => {
    const { code, output, result } = await loadtest('countdowns', [
      ...['--orders', '300', '--rate', '150', '--duration', '3', '--sell-share', '0.2'],
      ...['--repeat', '2', '--pgbench-seconds', '1'],
    ]);
    expect(code, output).toBe(0);
    expect(result.correct, output).toBe(true);
    expectCountdownsCorrect(result, 300);
    // A fifth sold halfway through the countdown, each still announced once by orders:settled.
    expect(result.countdowns!.sales).toMatchObject({ share: 0.2, requested: 60, sold: 60, errors: 0 });
    expect(output).toContain('early sales: share 0.2: 60/60 sold');
    // One delayed job per order that reached its expiry: the sold ones never did.
    expect(result.baselines.bullmq?.jobs).toBe(240);
    expect(result.fanout).toBeNull();
    // Two rounds, each Tempo's countdowns then a BullMQ job per order, every one correct; the
    // settlement-lag verdict uses their medians.
    const repeats = result.countdownRepeats!;
    expect(repeats.rounds).toHaveLength(2);
    for (const round of repeats.rounds) {
      expect(round.correct).toBe(true);
      expect(round.bullmqP99).not.toBeNull();
    }
    expect(result.checks.find((check) => check.name.startsWith('every round'))).toMatchObject({ pass: true });
    expect(output).toMatch(/^countdown rounds +countdown end p99/m);
    expect(output).toMatch(/^median \(min–max\) .*×/m);
    const lagRow = result.targets.find((row) => row.what === 'settlement lag (expiries spread)')!;
    expect(lagRow.note).toMatch(/^median of 2 rounds/);
  });

  it('mixed: both at once, with the orders packed into one expiry second', async () => {
    const { code, output, result } = await loadtest('mixed', [
      '--clients',
      '200',
      '--seconds',
      '3',
      '--warmup',
      '1',
      '--orders',
      '200',
      '--duration',
      '3',
      '--pack',
      '--no-baseline',
    ]);
    expect(code, output).toBe(0);
    expect(result.correct, output).toBe(true);
    expectFanoutCorrect(result, 200);
    expectCountdownsCorrect(result, 200);
  });

  it('slow-clients-bench: clients that stop polling fall behind and the heap is read', async () => {
    const { code, output } = await runScript(
      'scripts/slow-clients-bench.ts',
      [
        ...['--url', `http://127.0.0.1:${tempo.port}`, '--ops', 'loadops:ops-password'],
        ...['--clients', '5', '--symbols', '2', '--seconds', '5', '--every', '2', '--transport', 'polling'],
      ],
      RUN_LIMIT_MS,
    );
    expect(code, output).toBe(0);
    // Every stopped client fell behind (the counter is the server's, since it started), and the
    // live one kept reading.
    const last = [...output.matchAll(/fell behind +(\d+) +frames read by the live client (\d+)/g)].at(-1)!;
    expect(Number(last[1])).toBeGreaterThanOrEqual(5);
    expect(Number(last[2])).toBeGreaterThan(0);
    expect(output).toMatch(/heap after GC: [\d.]+ → peak [\d.]+ MB/);
  });

  it('countdown-bench: rounds alternate with the baseline server, each order settled once, medians printed', async () => {
    const url = `http://127.0.0.1:${tempo.port}`;
    // The same server stands in as the baseline: what is checked is the alternation and the report.
    const { code, output } = await runScript(
      'scripts/countdown-bench.ts',
      [
        ...[
          '--url',
          url,
          '--baseline-url',
          url,
          '--ops',
          'loadops:ops-password',
          '--opening-code',
          'LOADTEST1',
        ],
        ...['--users', '4', '--orders', '12', '--rate', '20', '--duration', '3', '--repeat', '2'],
      ],
      RUN_LIMIT_MS,
    );

    expect(code, output).toBe(0);
    const rounds = [...output.matchAll(/^round (\d) of 2 on (\S+): placed (\d+) \((\d+) refused\)/gm)];
    expect(rounds.map((round) => round.slice(1, 5))).toEqual([
      ['1', url, '12', '0'],
      ['1', url, '12', '0'],
      ['2', url, '12', '0'],
      ['2', url, '12', '0'],
    ]);
    expect(output.match(/settled 12\/12, 0 repeats; ledger reconciles: true/g)).toHaveLength(4);
    expect(output).toMatch(/countdown end → orders:settled +p50 \d+ +p90 \d+ +p99 \d+ +max \d+ ms +\(n=12\)/);
    expect(output).toMatch(/ratio, round by round +p50 [\d.]+×/);
    expect(output).toMatch(/target: p50 ≤ 30 ms and p99 ≤ 100 ms → (met|missed)/);
  });

  it('memory-bench: reads RSS growth per client for Tempo and the bare Socket.IO baseline', async () => {
    const { code, output } = await runScript(
      'scripts/memory-bench.ts',
      [
        ...['--url', `http://127.0.0.1:${tempo.port}`, '--ops', 'loadops:ops-password'],
        ...['--from', '50', '--clients', '150', '--settle', '1'],
      ],
      RUN_LIMIT_MS,
    );

    expect(code, output).toBe(0);
    expect(output).toMatch(
      /Tempo +150 connected, 0 disconnects; RSS \d+ MB → \d+ MB; -?[\d.]+ KB per client/,
    );
    expect(output).toMatch(/bare Socket.IO +150 connected, 0 disconnects/);
  });
});
