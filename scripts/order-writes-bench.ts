// order-writes-bench: what PostgreSQL does for each countdown order, through placement's and
// settlement's own statements, for the capacity plan (docs/capacity.md): time, WAL bytes and,
// when the server's postmaster pid is given, PostgreSQL's own CPU per placed, settled and audited
// order, and the bytes each order leaves on disk.
//
// Steps:
//  1. create a throwaway database (Tempo's migrations) and --orders / 20 traders in SQL, funded
//     through the ledger (openFundedBalances);
//  2. place --orders countdowns in batches of --batch at one entry tick, each batch one
//     commitPlacements transaction as one entry tick's orders are placed (balance locks, counts,
//     repeat look-up, bulk insert, one ledger statement);
//  3. settle them: settleExpiredOrders on the window of their expiry second (chunks of 2,000, each chunk's
//     UPDATE and its ledger credits in one transaction), ticks given in memory so that only
//     PostgreSQL is measured; half of the orders win (direction alternates);
//  4. record their audit ticks (recordAuditTicks, 1,000 orders per UPDATE), as the sweep does;
//  5. print, per phase: orders, wall time, time per order, WAL bytes per order (the difference of
//     pg_current_wal_lsn() around the phase) and PostgreSQL CPU per order (user + system time of
//     every process of the server: backends, WAL writer, checkpointer); then the bytes per order
//     of each table with its indexes; drop the database.
// The WAL and CPU figures are clean only on a PostgreSQL server that nothing else uses meanwhile:
// point --pg at one of your own (initdb, then pg_ctl start on another port). No checkpoint is
// forced: full-page images after a checkpoint come on top (say how many checkpoints ran).
//
// Usage: node --import tsx scripts/order-writes-bench.ts [--orders 20000] [--batch 300]
//        [--pg postgres://postgres@127.0.0.1:5432/postgres] [--pg-pid <postmaster pid>]
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cents, type Tick } from '@tempo/shared';
import { findLedgerMismatches, openFundedBalances } from '../server/src/ledger';
import { migrate } from '../server/src/platform/db/migrate';
import { createPool } from '../server/src/platform/db/pool';
import { withTransaction } from '../server/src/platform/db/transaction';
import {
  commitPlacements,
  recordAuditTicks,
  settleExpiredOrders,
  type PlacementCandidate,
} from '../server/src/orders';
import { ensureTickPartitions, type TickStore } from '../server/src/quotes';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '20000' },
    batch: { type: 'string', default: '300' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'pg-pid': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`order-writes-bench — PostgreSQL time, WAL and CPU per placed, settled and audited order

  --orders <n>     countdowns placed, settled and audited (default 20000)
  --batch <n>      orders per placement transaction, one entry tick's worth (default 300)
  --pg <url>       PostgreSQL server for the throwaway database; use one nothing else writes to
  --pg-pid <pid>   that server's postmaster pid (same machine): adds PostgreSQL CPU per order`);
  process.exit(0);
}
const orderCount = Number(values.orders);
const batchSize = Number(values.batch);
const postmaster = values['pg-pid'] ? Number(values['pg-pid']) : null;
if (![orderCount, batchSize].every((n) => Number.isInteger(n) && n > 0) || orderCount > 500_000) {
  console.error('order-writes-bench: --orders (≤ 500000) and --batch must be positive whole numbers');
  process.exit(2);
}

const SYMBOL = 'BTCUSDT';
const STAKE = 1_000;
const DURATION_SEC = 30;
const ORDERS_PER_TRADER = 20;
const userCount = Math.ceil(orderCount / ORDERS_PER_TRADER);
const database = `tempo_writes_${process.pid}${Date.now().toString(36)}`;
const databaseUrl = (() => {
  const url = new URL(values.pg);
  url.pathname = `/${database}`;
  return url.toString();
})();

const admin = new pg.Client({ connectionString: values.pg });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const db = createPool(databaseUrl, 4);

interface Phase {
  name: string;
  orders: number;
  statements: string;
  ms: number;
  walBytes: number;
  cpuMs: number | null;
  checkpoints: number;
}
const phases: Phase[] = [];

try {
  await migrate(db);
  const userIds = await createTraders();

  // One entry tick for every order, so they all expire in one second (a burst, as settlement sees it).
  const entry: Tick = { s: SYMBOL, p: 100, t: Date.now(), v: 1 };
  // On the record as the feed leaves it, under the product's feed version (SB8).
  await ensureTickPartitions(db, [entry.t]);
  await db.query(
    `INSERT INTO ticks (symbol, ts, seq, n, price, volume, source, feed_version)
     SELECT symbol, $2, 0, 1, $3, $4, 'simulator', feed_version FROM products WHERE symbol = $1`,
    [entry.s, entry.t, entry.p, entry.v],
  );
  const candidates: PlacementCandidate[] = Array.from({ length: orderCount }, (_, i) => ({
    userId: userIds[i % userIds.length]!,
    bucket: 'available',
    account: 'real',
    symbol: SYMBOL,
    direction: i % 2 ? 'up' : 'down',
    amount: STAKE,
    durationSec: DURATION_SEC,
    payoutBps: 8_500,
    idempotencyKey: `writes-${i}`,
  }));
  await measure(
    'placement',
    orderCount,
    `${Math.ceil(orderCount / batchSize)} transactions of ${batchSize}`,
    async () => {
      for (let i = 0; i < orderCount; i += batchSize) {
        const outcomes = await commitPlacements(db, entry, candidates.slice(i, i + batchSize), 50);
        const refused = outcomes.find((outcome) => outcome.kind !== 'placed');
        if (refused) throw new Error(`placement refused: ${JSON.stringify(refused)}`);
      }
    },
  );

  const expiry = entry.t + DURATION_SEC * 1000;
  const second = Math.floor(expiry / 1000);
  // The exit tick is above the entry price: 'up' orders win, 'down' orders lose.
  const known: Tick[] = [
    { s: SYMBOL, p: 100, t: entry.t, v: 1 },
    { s: SYMBOL, p: 101, t: second * 1000, v: 1 },
  ];
  const after: Tick = { s: SYMBOL, p: 101, t: (second + 1) * 1000, v: 1 };
  // Only the two reads settlement and the audit make; the ticks come from memory so that the
  // phases measure PostgreSQL alone.
  const ticks = {
    atOrBefore: async (_symbol: string, ts: number) => known.findLast((tick) => tick.t <= ts) ?? null,
    between: async (_symbol: string, from: number, to: number, limit = 10_000) =>
      [...known, after].filter((tick) => tick.t >= from && tick.t <= to).slice(0, limit),
  } as unknown as TickStore;
  let settled = 0;
  await measure(
    'settlement',
    orderCount,
    `${Math.ceil(orderCount / 2_000)} transactions of ≤ 2,000`,
    async () => {
      const before = (second + 1) * 1000;
      const outcome = await settleExpiredOrders(db, ticks, {
        symbol: SYMBOL,
        from: second * 1000,
        before,
        feedStaleMs: 2_000,
      });
      if (outcome.settledBefore < before) throw new Error('the second was not settleable');
      settled = outcome.orders.length;
    },
  );
  if (settled !== orderCount) throw new Error(`settled ${settled} of ${orderCount}`);

  await measure(
    'audit ticks',
    orderCount,
    `${Math.ceil(orderCount / 1_000)} updates of ≤ 1,000`,
    async () => {
      while ((await recordAuditTicks(db, ticks, 0)) > 0);
    },
  );

  const mismatches = await findLedgerMismatches(db);
  if (mismatches.length) throw new Error(`the ledger does not reconcile: ${mismatches.length} mismatches`);
  await db.query('VACUUM ANALYZE orders, ledger_entries, balances');
  const { rows: sizes } = await db.query<{ name: string; heap: number; indexes: number }>(
    `SELECT relname AS name, pg_table_size(oid)::bigint AS heap, pg_indexes_size(oid)::bigint AS indexes
     FROM pg_class WHERE relname IN ('orders', 'ledger_entries') ORDER BY relname`,
  );
  const { rows: ledger } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_entries WHERE ref_type = 'order'`,
  );

  const server = await admin.query<{ version: string }>('SELECT version()');
  console.log(`order writes — ${orderCount} countdowns, ${userCount} traders, ${server.rows[0]!.version}`);
  console.log(
    `${'phase'.padEnd(12)} ${'orders'.padStart(7)}  ${'statements'.padEnd(32)} ${'wall ms'.padStart(8)} ${'µs/order'.padStart(9)} ${'WAL B/order'.padStart(12)} ${'PG CPU µs/order'.padStart(16)} ${'checkpoints'.padStart(12)}`,
  );
  for (const p of phases) {
    console.log(
      `${p.name.padEnd(12)} ${String(p.orders).padStart(7)}  ${p.statements.padEnd(32)} ${p.ms.toFixed(0).padStart(8)} ${((p.ms * 1000) / p.orders).toFixed(1).padStart(9)} ${(p.walBytes / p.orders).toFixed(0).padStart(12)} ${(p.cpuMs === null ? '—' : ((p.cpuMs * 1000) / p.orders).toFixed(1)).padStart(16)} ${String(p.checkpoints).padStart(12)}`,
    );
  }
  console.log(
    `ledger rows per order: ${(ledger[0]!.n / orderCount).toFixed(2)} (a stake each, a payout for each winner)`,
  );
  for (const size of sizes) {
    console.log(
      `file size after VACUUM, ${size.name}: ${(size.heap / orderCount).toFixed(0)} B/order in the table, ${(size.indexes / orderCount).toFixed(0)} B/order in its indexes`,
    );
  }
} finally {
  await db.end();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}

/** Runs `work` and records its wall time, the WAL it wrote and the server's CPU meanwhile. */
async function measure(
  name: string,
  orders: number,
  statements: string,
  work: () => Promise<void>,
): Promise<void> {
  const walBefore = await walPosition();
  const checkpointsBefore = await checkpoints();
  const cpuBefore = serverCpuMs();
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  const cpuAfter = serverCpuMs();
  const walBytes = (await walPosition()) - walBefore;
  phases.push({
    name,
    orders,
    statements,
    ms,
    walBytes,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    checkpoints: (await checkpoints()) - checkpointsBefore,
  });
}

async function walPosition(): Promise<number> {
  const { rows } = await admin.query<{ at: string }>(
    `SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::text AS at`,
  );
  return Number(rows[0]!.at);
}

async function checkpoints(): Promise<number> {
  const { rows } = await admin.query<{ n: string }>(
    'SELECT (checkpoints_timed + checkpoints_req)::text AS n FROM pg_stat_bgwriter',
  );
  return Number(rows[0]!.n);
}

/** User + system CPU (ms) of the postmaster and every process it started, or null without --pg-pid. */
function serverCpuMs(): number | null {
  if (postmaster === null) return null;
  const ticksPerSecond = 100; // USER_HZ on Linux
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // Fields after the command name (which may hold spaces) start at state (field 3).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    if (pid !== postmaster && parent !== postmaster) continue;
    total += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return (total * 1000) / ticksPerSecond;
}

/** Traders funded for their share of the orders, through the ledger's own bulk opening. */
async function createTraders(): Promise<number[]> {
  const funds = ORDERS_PER_TRADER * STAKE;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (account, nickname, phone, password_hash, transaction_password_hash, registered_with_code)
     SELECT 'writes' || n, 'writes ' || n, '0900000000', 'not-a-login', 'not-a-login', 'WRITES'
     FROM generate_series(1, $1) n ORDER BY n RETURNING id`,
    [userCount],
  );
  const ids = rows.map((row) => row.id);
  await withTransaction(db, (tx) =>
    openFundedBalances(tx, ids, cents(funds), { type: 'benchmark', id: 'order-writes' }),
  );
  return ids;
}
