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
async function loadtest(scenario: string, args: string[]) {
  const out = path.join(outDir, scenario);
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

describe('scripts/loadtest against a real Tempo', { timeout: RUN_LIMIT_MS + 10_000 }, () => {
  it('fanout: every client gets ticks, none disconnects', async () => {
    const { code, output, result } = await loadtest('fanout', [
      '--clients',
      '300',
      '--seconds',
      '3',
      '--warmup',
      '1',
      '--no-baseline',
    ]);
    expect(code, output).toBe(0);
    expect(result.correct, output).toBe(true);
    expectFanoutCorrect(result, 300);
    expect(result.countdowns).toBeNull();
  });

  it('countdowns: every order settles exactly once and the ledger reconciles; the cheap baselines run', async () => {
    const { code, output, result } = await loadtest('countdowns', [
      '--orders',
      '300',
      '--rate',
      '150',
      '--duration',
      '3',
      '--pgbench-seconds',
      '1',
    ]);
    expect(code, output).toBe(0);
    expect(result.correct, output).toBe(true);
    expectCountdownsCorrect(result, 300);
    expect(result.baselines.bullmq?.jobs).toBe(300);
    expect(result.fanout).toBeNull();
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
