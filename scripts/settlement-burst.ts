// settlement-burst: DESIGN §8's settlement-burst row. N countdowns that all expire in the same
// second, settled by a real Tempo process, against a bare BullMQ job per order due at that moment.
//
// Placing tens of thousands of orders through HTTP takes longer than one second, so their entries
// would spread over many seconds and so would their expiries. Here they are placed straight
// through placement's own batch transaction (commitPlacements: ledger debits, open-order rows) at
// one real entry tick, so all N expire in one second; everything after that is Tempo's own path.
//
// Steps:
//  1. create a throwaway database (Tempo's migrations) and Redis prefix; start Tempo with all
//     roles on it (under `taskset -c --cpus` when given); wait for ticks of --symbol;
//  2. create --users traders in SQL (funded through the ledger's openFundedBalances, with session
//     tokens) and connect one Socket.IO client per trader for `orders:settled`, plus one for the
//     symbol's ticks;
//  3. place N = --orders countdowns of --duration seconds at the latest tick, announce their
//     expiry on the bus as placement does, and wait;
//  4. lag of each order = receipt of its `orders:settled` − the time of the first tick after its
//     expiry (the moment it became settleable), and the same from the expiry instant itself (what
//     the trader watching the countdown waits);
//  5. gates: every order settled exactly once, none still open, the ledger reconciles;
//  6. baseline: N BullMQ delayed jobs with an empty handler, all due at one moment (same
//     concurrency as Tempo's settler), in a child process on the same cores;
//  7. print the table; stop Tempo; drop the database and the Redis keys.
//
// Usage: node --import tsx scripts/settlement-burst.ts [--orders 10000] [--cpus 0]
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  PROTOCOL_VERSION,
  busChannels,
  type ClientToServerEvents,
  type OrdersSettledEvent,
  type QuotesEvent,
  unpackQuotes,
  type OrdersDue,
  type ServerToClientEvents,
  type SocketAuth,
  type Tick,
} from '@tempo/shared';
import { findLedgerMismatches, openFundedBalances } from '../server/src/ledger';
import { migrate } from '../server/src/platform/db/migrate';
import { createPool } from '../server/src/platform/db/pool';
import { withTransaction } from '../server/src/platform/db/transaction';
import { commitPlacements, type PlacementCandidate } from '../server/src/orders';
import { LatencyRecorder, type LatencySummary } from './loadtest/LatencyRecorder';
import { runBullmqBaseline } from './loadtest/baselines/runBullmqBaseline';
import { ProgressBar } from './loadtest/ProgressBar';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAKE = 1_000;
/** Orders committed per placement transaction while setting the burst up. */
const PLACEMENT_CHUNK = 2_000;

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    users: { type: 'string' },
    duration: { type: 'string', default: '30' },
    symbol: { type: 'string', default: 'BTCUSDT' },
    cpus: { type: 'string' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    baseline: { type: 'boolean', default: true },
    'no-baseline': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`settlement-burst — N countdowns expiring in one second, settled by Tempo, against BullMQ

  --orders <n>      countdowns in the burst (default 10000; DESIGN §8 also asks for 50000)
  --users <n>       traders owning them (default orders / 50, at least 1)
  --duration <s>    countdown length (default 30)
  --symbol <SYM>    product, one the simulator runs around the clock (default BTCUSDT)
  --cpus <list>     run Tempo and the baseline under taskset -c <list> (e.g. 0; the script
                    itself should then run on the other core)
  --pg <url>        PostgreSQL server for the throwaway database (default local, user postgres)
  --redis <url>     Redis for Tempo and the baseline (default redis://127.0.0.1:6379)
  --no-baseline     skip the BullMQ baseline`);
  process.exit(0);
}
const orderCount = Number(values.orders);
const userCount = values.users ? Number(values.users) : Math.max(1, Math.ceil(orderCount / 50));
const durationSec = Number(values.duration);
if (
  ![orderCount, userCount, durationSec].every((n) => Number.isInteger(n) && n > 0) ||
  orderCount > 200_000
) {
  console.error(
    'settlement-burst: --orders (≤ 200000), --users and --duration must be positive whole numbers',
  );
  process.exit(2);
}

const runId = `${process.pid}${Date.now().toString(36)}`;
const database = `tempo_burst_${runId}`;
const prefix = `burst${runId}:`;
const databaseUrl = (() => {
  const url = new URL(values.pg);
  url.pathname = `/${database}`;
  return url.toString();
})();
const progress = new ProgressBar();
const admin = new pg.Client({ connectionString: values.pg });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const db = createPool(databaseUrl, 10);
const redis = new Redis(values.redis, { keyPrefix: prefix });
let tempo: ChildProcess | null = null;
const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];

try {
  await migrate(db);
  const port = await startTempo();
  const url = `http://127.0.0.1:${port}`;

  progress.update('traders', null, `${userCount} in SQL`);
  const traders = await createTraders(userCount, orderCount);

  const settledAt = new Map<number, number>();
  let duplicates = 0;
  for (const [i, trader] of traders.entries()) {
    const socket = await connect(url, { token: trader.token });
    socket.on('orders:settled', (event: OrdersSettledEvent) => {
      const at = Date.now();
      for (const { id } of event.orders) {
        if (settledAt.has(id)) duplicates++;
        else settledAt.set(id, at);
      }
    });
    sockets.push(socket);
    if (i % 50 === 0) progress.update('sockets', i / traders.length, `${i}/${traders.length}`);
  }
  const ticks: Tick[] = [];
  const tickSocket = await connect(url, {});
  tickSocket.on('quotes', (batch: QuotesEvent) => unpackQuotes(batch, { tick: (tick) => ticks.push(tick) }));
  await new Promise<void>((resolve) =>
    tickSocket.emit('subscribe', { symbols: [values.symbol], ticks: true }, () => resolve()),
  );
  sockets.push(tickSocket);

  const entry = await latestTick();
  const candidates: PlacementCandidate[] = Array.from({ length: orderCount }, (_, i) => ({
    userId: traders[i % traders.length]!.id,
    bucket: 'available',
    account: 'real',
    symbol: values.symbol,
    direction: i % 2 ? 'up' : 'down',
    amount: STAKE,
    durationSec,
    payoutBps: 8_500,
    idempotencyKey: `burst-${i}`,
  }));
  for (let i = 0; i < candidates.length; i += PLACEMENT_CHUNK) {
    const outcomes = await commitPlacements(db, entry, candidates.slice(i, i + PLACEMENT_CHUNK), orderCount);
    const refused = outcomes.find((outcome) => outcome.kind !== 'placed');
    if (refused) throw new Error(`placement refused: ${JSON.stringify(refused)}`);
    progress.update(
      'placing',
      (i + PLACEMENT_CHUNK) / orderCount,
      `${Math.min(i + PLACEMENT_CHUNK, orderCount)}`,
    );
  }
  const expiryTs = entry.t + durationSec * 1000;
  const second = Math.floor(expiryTs / 1000);
  // As placement announces it (SettlementScheduler), so the worker's tick path watches the second.
  const due: OrdersDue = { symbol: values.symbol, second, expiryTs };
  await redis.publish(`${prefix}${busChannels.ordersDue.name}`, JSON.stringify(due));
  const ids = (
    await db.query<{ id: number }>(`SELECT id FROM orders WHERE symbol = $1 AND expiry_ts / 1000 = $2`, [
      values.symbol,
      second,
    ])
  ).rows.map((row) => row.id);

  const deadline = (second + 1) * 1000 + 120_000;
  while (settledAt.size < ids.length && Date.now() < deadline) {
    const toGo = (second + 1) * 1000 - Date.now();
    progress.update(
      toGo > 0 ? 'waiting for expiry' : 'settling',
      settledAt.size / ids.length,
      toGo > 0 ? `${Math.ceil(toGo / 1000)} s` : `${settledAt.size}/${ids.length}`,
    );
    await sleep(100);
  }
  const settleable = ticks.find((tick) => tick.t > expiryTs);
  if (!settleable) throw new Error('no tick after the expiry reached the client');
  const lag = new LatencyRecorder(settleable.t);
  const fromExpiry = new LatencyRecorder(expiryTs);
  for (const at of settledAt.values()) {
    lag.record(at - settleable.t, at);
    fromExpiry.record(at - expiryTs, at);
  }
  const tempoLag = lag.report().summary;
  const tempoFromExpiry = fromExpiry.report().summary;

  const { rows: states } = await db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM orders GROUP BY status`,
  );
  const mismatches = await findLedgerMismatches(db);
  const open = states.find((row) => row.status === 'open')?.n ?? 0;

  let baseline: LatencySummary | null = null;
  if (values.baseline && !values['no-baseline']) {
    const result = await runBullmqBaseline({
      redisUrl: values.redis,
      runId,
      offsetsMs: new Array<number>(ids.length).fill(0),
      cpus: values.cpus ?? null,
      progress,
    });
    baseline = result.lateness.summary;
  }
  progress.done();

  const row = (name: string, s: LatencySummary) =>
    `${name.padEnd(34)} ${String(s.count).padStart(6)} ${[s.p50, s.p90, s.p99, s.p999, s.max]
      .map((v) => v.toFixed(1).padStart(9))
      .join('')}`;
  console.log(
    `settlement burst — ${ids.length} countdowns of ${durationSec} s, all expiring at ${expiryTs} (the first tick after it came ${settleable.t - expiryTs} ms later)`,
  );
  console.log(
    `settings: ${userCount} traders, one socket each; Tempo all roles${values.cpus ? ` on cpus ${values.cpus}` : ''}; node ${process.version}`,
  );
  console.log(
    `${'latency (ms)'.padEnd(34)} ${'count'.padStart(6)}${['p50', 'p90', 'p99', 'p99.9', 'max'].map((h) => h.padStart(9)).join('')}`,
  );
  console.log(row('countdown end → orders:settled', tempoFromExpiry));
  console.log(row('settlement lag — Tempo', tempoLag));
  if (baseline) console.log(row('job lateness — bare BullMQ, 1 per order', baseline));
  const target = ids.length >= 50_000 ? 3_000 : 1_000;
  console.log(
    `target: p99 ≤ ${target} ms and faster than one BullMQ job per order → p99 ${tempoLag.p99.toFixed(0)} ms` +
      (baseline
        ? `, ${(tempoLag.p99 / baseline.p99).toFixed(2)}× the baseline's p99, last ${(tempoLag.max / baseline.max).toFixed(2)}× its last`
        : ''),
  );
  const gates = [
    [
      'every order got one orders:settled',
      settledAt.size === ids.length && duplicates === 0,
      `${settledAt.size}/${ids.length}, ${duplicates} repeats`,
    ],
    ['no order left open', open === 0, `${open} open; ${states.map((s) => `${s.status} ${s.n}`).join(', ')}`],
    ['the ledger reconciles', mismatches.length === 0, `${mismatches.length} mismatches`],
  ] as const;
  for (const [what, ok, detail] of gates) console.log(`${ok ? 'pass' : 'FAIL'}  ${what} — ${detail}`);
  process.exitCode = gates.every(([, ok]) => ok) ? 0 : 1;
} finally {
  for (const socket of sockets) socket.close();
  if (tempo) await stopTempo(tempo);
  await db.end();
  let cursor = '0';
  const plain = new Redis(values.redis);
  do {
    const [next, keys] = await plain.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1_000);
    if (keys.length) await plain.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await plain.quit();
  await redis.quit();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}

async function startTempo(): Promise<number> {
  const node = [process.execPath, '--import', 'tsx', 'server/src/app/main.ts', '--roles', 'all'];
  const [command, ...args] = values.cpus ? ['taskset', '-c', values.cpus, ...node] : node;
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      REDIS_URL: values.redis,
      REDIS_PREFIX: prefix,
      CLIENT_DIST: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  tempo = child;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Tempo did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`Tempo exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === 'Tempo started' && entry.port) {
        clearTimeout(timer);
        resolve(entry.port);
      }
    });
  });
  progress.update('ticks', null, `waiting for ${values.symbol}`);
  await latestTick();
  return port;
}

async function stopTempo(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The newest tick of the symbol in Tempo's stream (waits up to 30 s for one). */
async function latestTick(): Promise<Tick> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const [newest] = await redis.xrevrange(`ticks:${values.symbol}`, '+', '-', 'COUNT', 1);
    if (newest) {
      const [id, fields] = newest;
      const field = (name: string) => fields[fields.indexOf(name) + 1]!;
      return { s: values.symbol, t: Number(id.split('-')[0]), p: Number(field('p')), v: Number(field('v')) };
    }
    await sleep(100);
  }
  throw new Error(`no ticks of ${values.symbol} within 30 s`);
}

/** Traders with enough money for their share of the burst, each with a session token. */
async function createTraders(count: number, orders: number): Promise<{ id: number; token: string }[]> {
  const funds = Math.ceil(orders / count) * STAKE;
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (account, nickname, phone, password_hash, transaction_password_hash, registered_with_code)
     SELECT 'burst' || n, 'burst ' || n, '0900000000', 'not-a-login', 'not-a-login', 'BURST'
     FROM generate_series(1, $1) n ORDER BY n RETURNING id`,
    [count],
  );
  const ids = rows.map((row) => row.id);
  await withTransaction(db, (tx) => openFundedBalances(tx, ids, funds, { type: 'benchmark', id: runId }));
  await db.query(
    `INSERT INTO user_sessions (user_id, token_hash, expires_at)
     SELECT unnest($1::bigint[]), unnest($2::bytea[]), now() + interval '1 day'`,
    [ids, tokens.map((token) => createHash('sha256').update(token).digest())],
  );
  return ids.map((id, i) => ({ id, token: tokens[i]! }));
}

function connect(url: string, auth: SocketAuth) {
  return new Promise<Socket<ServerToClientEvents, ClientToServerEvents>>((resolve, reject) => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
      transports: ['websocket'],
      auth: { ...auth, protocol: PROTOCOL_VERSION },
      forceNew: true,
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
