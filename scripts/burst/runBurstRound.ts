// One Tempo round of the settlement burst, on a database and Redis prefix of its own:
//  1. create the database (Tempo's migrations) and start Tempo on it; wait for ticks of the symbol;
//  2. create the traders in SQL (funded through the ledger's openFundedBalances, with session
//     tokens) and connect one Socket.IO client per trader for `orders:settled`, plus one for the
//     symbol's ticks;
//  3. place the countdowns at the latest tick through placement's own batch transaction
//     (commitPlacements: ledger debits, open-order rows) — through HTTP their entries, and so their
//     expiries, would spread over many seconds — and announce their expiry on the bus as placement
//     does; everything after that is Tempo's own path;
//  4. lag of each order = receipt of its `orders:settled` − the first tick after its expiry (the
//     moment it became settleable), and the same from the expiry instant (what the trader waits);
//  5. gates: every order settled exactly once, none still open, the ledger reconciles;
//  6. stop Tempo; drop the database and the Redis keys.
import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  PROTOCOL_VERSION,
  busChannels,
  cents,
  unpackQuotes,
  type ClientToServerEvents,
  type OrdersDue,
  type OrdersSettledEvent,
  type QuotesEvent,
  type ServerToClientEvents,
  type SocketAuth,
  type Tick,
} from '@tempo/shared';
import { findLedgerMismatches, openFundedBalances } from '../../server/src/ledger';
import { migrate } from '../../server/src/platform/db/migrate';
import { createPool, type Db } from '../../server/src/platform/db/pool';
import { withTransaction } from '../../server/src/platform/db/transaction';
import { commitPlacements, type PlacementCandidate } from '../../server/src/orders';
import { LatencyRecorder, type LatencySummary } from '../loadtest/LatencyRecorder';
import type { ProgressBar } from '../loadtest/ProgressBar';
import { startTempoProcesses, type TempoLayout, type TempoProcesses } from './startTempoProcesses';

const STAKE = 1_000;
/** Orders committed per placement transaction while setting the burst up. */
const PLACEMENT_CHUNK = 2_000;
/** How long the round waits for the last settlement after the expiry second. */
const SETTLE_DEADLINE_MS = 120_000;

export interface BurstPlan {
  orders: number;
  users: number;
  durationSec: number;
  symbol: string;
  pgUrl: string;
  redisUrl: string;
  layout: TempoLayout;
}

export interface Gate {
  what: string;
  ok: boolean;
  detail: string;
}

export interface BurstRound {
  orders: number;
  expiryTs: number;
  /** How long after the expiry the first tick came (the floor of what a trader waits). */
  tickAfterMs: number;
  /** Receipt of `orders:settled` − the expiry instant. */
  fromExpiry: LatencySummary;
  /** Receipt of `orders:settled` − the first tick after the expiry. */
  lag: LatencySummary;
  gates: Gate[];
  /** Which roles ran where. */
  tempo: string;
}

type TraderSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export async function runBurstRound(plan: BurstPlan, progress: ProgressBar): Promise<BurstRound> {
  const runId = `${process.pid}${Date.now().toString(36)}`;
  const database = `tempo_burst_${runId}`;
  const prefix = `burst${runId}:`;
  const databaseUrl = new URL(plan.pgUrl);
  databaseUrl.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: plan.pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const db = createPool(databaseUrl.toString(), 10);
  const redis = new Redis(plan.redisUrl, { keyPrefix: prefix });
  const sockets: TraderSocket[] = [];
  let tempo: TempoProcesses | null = null;
  const latestTick = () => newestTick(redis, plan.symbol);

  try {
    await migrate(db);
    progress.update('starting Tempo', null, plan.layout.split ? 'two processes' : 'one process');
    tempo = await startTempoProcesses(plan.layout, {
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: plan.redisUrl,
      REDIS_PREFIX: prefix,
    });
    progress.update('ticks', null, `waiting for ${plan.symbol}`);
    await latestTick();
    const url = `http://127.0.0.1:${tempo.port}`;

    progress.update('traders', null, `${plan.users} in SQL`);
    const traders = await createTraders(db, plan.users, plan.orders, runId);
    const settledAt = new Map<number, number>();
    let repeats = 0;
    for (const [i, trader] of traders.entries()) {
      const socket = await connect(url, { token: trader.token });
      socket.on('orders:settled', (event: OrdersSettledEvent) => {
        const at = Date.now();
        for (const { id } of event.orders) {
          if (settledAt.has(id)) repeats++;
          else settledAt.set(id, at);
        }
      });
      sockets.push(socket);
      if (i % 50 === 0) progress.update('sockets', i / traders.length, `${i}/${traders.length}`);
    }
    const ticks: Tick[] = [];
    const tickSocket = await connect(url, {});
    sockets.push(tickSocket);
    tickSocket.on('quotes', (batch: QuotesEvent) =>
      unpackQuotes(batch, { tick: (tick) => ticks.push(tick) }),
    );
    await new Promise<void>((resolve) =>
      tickSocket.emit('subscribe', { symbols: [plan.symbol], ticks: true }, () => resolve()),
    );

    const entry = await latestTick();
    await placeBurst(db, plan, entry, traders, progress);
    const expiryTs = entry.t + plan.durationSec * 1000;
    const second = Math.floor(expiryTs / 1000);
    // As placement announces it (SettlementScheduler), so the worker's tick path watches the second.
    const due: OrdersDue = { symbol: plan.symbol, second, expiryTs };
    await redis.publish(`${prefix}${busChannels.ordersDue.name}`, JSON.stringify(due));
    const { rows: placed } = await db.query<{ id: number }>(
      `SELECT id FROM orders WHERE symbol = $1 AND expiry_ts = $2`,
      [plan.symbol, expiryTs],
    );

    const deadline = (second + 1) * 1000 + SETTLE_DEADLINE_MS;
    while (settledAt.size < placed.length && Date.now() < deadline) {
      const toGo = (second + 1) * 1000 - Date.now();
      progress.update(
        toGo > 0 ? 'waiting for expiry' : 'settling',
        settledAt.size / placed.length,
        toGo > 0 ? `${Math.ceil(toGo / 1000)} s` : `${settledAt.size}/${placed.length}`,
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

    const { rows: states } = await db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM orders GROUP BY status`,
    );
    const mismatches = await findLedgerMismatches(db);
    const open = states.find((row) => row.status === 'open')?.n ?? 0;
    const gates: Gate[] = [
      {
        what: 'every order got one orders:settled',
        ok: settledAt.size === placed.length && repeats === 0,
        detail: `${settledAt.size}/${placed.length}, ${repeats} repeats`,
      },
      {
        what: 'no order left open',
        ok: open === 0,
        detail: `${open} open; ${states.map((s) => `${s.status} ${s.n}`).join(', ')}`,
      },
      {
        what: 'the ledger reconciles',
        ok: mismatches.length === 0,
        detail: `${mismatches.length} mismatches`,
      },
    ];
    return {
      orders: placed.length,
      expiryTs,
      tickAfterMs: settleable.t - expiryTs,
      fromExpiry: fromExpiry.report().summary,
      lag: lag.report().summary,
      gates,
      tempo: tempo.description,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await tempo?.stop();
    await db.end();
    await deleteKeys(plan.redisUrl, prefix);
    await redis.quit();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

async function placeBurst(
  db: Db,
  plan: BurstPlan,
  entry: Tick,
  traders: { id: number }[],
  progress: ProgressBar,
): Promise<void> {
  const candidates: PlacementCandidate[] = Array.from({ length: plan.orders }, (_, i) => ({
    userId: traders[i % traders.length]!.id,
    bucket: 'available',
    account: 'real',
    symbol: plan.symbol,
    direction: i % 2 ? 'up' : 'down',
    amount: STAKE,
    durationSec: plan.durationSec,
    payoutBps: 8_500,
    idempotencyKey: `burst-${i}`,
  }));
  for (let i = 0; i < candidates.length; i += PLACEMENT_CHUNK) {
    const chunk = candidates.slice(i, i + PLACEMENT_CHUNK);
    const outcomes = await commitPlacements(db, entry, chunk, plan.orders);
    const refused = outcomes.find((outcome) => outcome.kind !== 'placed');
    if (refused) throw new Error(`placement refused: ${JSON.stringify(refused)}`);
    progress.update('placing', (i + chunk.length) / plan.orders, `${i + chunk.length}`);
  }
}

/** Traders with enough money for their share of the burst, each with a session token. */
async function createTraders(
  db: Db,
  count: number,
  orders: number,
  runId: string,
): Promise<{ id: number; token: string }[]> {
  const funds = Math.ceil(orders / count) * STAKE;
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (account, nickname, phone, password_hash, transaction_password_hash, registered_with_code)
     SELECT 'burst' || n, 'burst ' || n, '0900000000', 'not-a-login', 'not-a-login', 'BURST'
     FROM generate_series(1, $1) n ORDER BY n RETURNING id`,
    [count],
  );
  const ids = rows.map((row) => row.id);
  await withTransaction(db, (tx) =>
    openFundedBalances(tx, ids, cents(funds), { type: 'benchmark', id: runId }),
  );
  await db.query(
    `INSERT INTO user_sessions (user_id, token_hash, expires_at)
     SELECT unnest($1::bigint[]), unnest($2::bytea[]), now() + interval '1 day'`,
    [ids, tokens.map((token) => createHash('sha256').update(token).digest())],
  );
  return ids.map((id, i) => ({ id, token: tokens[i]! }));
}

/** The newest tick of the symbol in Tempo's stream (waits up to 30 s for one). */
async function newestTick(redis: Redis, symbol: string): Promise<Tick> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const [newest] = await redis.xrevrange(`ticks:${symbol}`, '+', '-', 'COUNT', 1);
    if (newest) {
      const [id, fields] = newest;
      const field = (name: string) => fields[fields.indexOf(name) + 1]!;
      return { s: symbol, t: Number(id.split('-')[0]), p: Number(field('p')), v: Number(field('v')) };
    }
    await sleep(100);
  }
  throw new Error(`no ticks of ${symbol} within 30 s`);
}

function connect(url: string, auth: SocketAuth): Promise<TraderSocket> {
  return new Promise((resolve, reject) => {
    const socket: TraderSocket = io(url, {
      transports: ['websocket'],
      auth: { ...auth, protocol: PROTOCOL_VERSION },
      forceNew: true,
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const plain = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await plain.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1_000);
    if (keys.length) await plain.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await plain.quit();
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
