// savings-roll-bench: how long the savings day roll takes for many users, next to the least any
// pass over the same balance rows can take.
//
// Steps:
//  1. create a throwaway database (Tempo's migrations) and --users traders in SQL, funded through
//     the ledger (openFundedBalances), the default rate seeded (ensureDefaultSavingsRate);
//  2. move each trader's money into savings through the ledger (`savings_in` rows, in chunks of
//     10,000 users) as two lots: one confirmed (earning) and one pending, due on the first day
//     rolled;
//  3. --runs times, alternating: the roll of the next day (rollSavingsDay: one transaction that
//     credits every user's earnings through the ledger's batch credit, confirms every due lot and
//     records the day), then the floor, a single `UPDATE balances SET savings = savings + 1` of
//     the same rows, timed inside a transaction that is rolled back (the ledger stays whole).
//     Before each roll, untimed, the pending lots are made due again on that day;
//  4. print each run, the median of each, their ratio and the verdict against --target seconds;
//     check that the ledger reconciles; drop the database.
//
// Usage: node --import tsx scripts/savings-roll-bench.ts [--users 100000] [--runs 3] [--target 10]
//        [--pg postgres://postgres@127.0.0.1:5432/postgres]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cents } from '@tempo/shared';
import { findLedgerMismatches, openFundedBalances, postLedgerEntries } from '../server/src/ledger';
import { migrate } from '../server/src/platform/db/migrate';
import { createPool } from '../server/src/platform/db/pool';
import { withTransaction } from '../server/src/platform/db/transaction';
import { ensureDefaultSavingsRate, rollSavingsDay } from '../server/src/savings';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    target: { type: 'string', default: '10' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`savings-roll-bench — the savings day roll for many users, against a single UPDATE of the same rows

  --users <n>    traders, each with confirmed shares and a pending lot due (default 100000)
  --runs <n>     rolls and floors, alternating; the medians are compared (default 3)
  --target <s>   the roll's time limit in seconds, for the verdict (default 10)
  --pg <url>     PostgreSQL server for the throwaway database (default local, user postgres)`);
  process.exit(0);
}
const userCount = Number(values.users);
const runs = Number(values.runs);
const targetMs = Number(values.target) * 1000;
if (![userCount, runs, targetMs].every((n) => Number.isInteger(n) && n > 0) || userCount > 1_000_000) {
  console.error(
    'savings-roll-bench: --users (≤ 1000000), --runs and --target must be positive whole numbers',
  );
  process.exit(2);
}

const FUNDS = 100_000;
/** Each trader's confirmed lot and pending lot, in cents: 500.00 earns 0.05 a day at 0.01 %. */
const CONFIRMED = 50_000;
const PENDING = 20_000;
const FIRST_DAY = '2030-01-07';
const CHUNK = 10_000;

const database = `tempo_savings_${process.pid}${Date.now().toString(36)}`;
const databaseUrl = (() => {
  const url = new URL(values.pg);
  url.pathname = `/${database}`;
  return url.toString();
})();

const admin = new pg.Client({ connectionString: values.pg });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const db = createPool(databaseUrl, 4);
const statements = timeStatements(db);

try {
  await migrate(db);
  await ensureDefaultSavingsRate(db, 100_000);
  let started = performance.now();
  await createSavers();
  console.log(`set-up: ${userCount} traders with savings in ${seconds(performance.now() - started)}`);
  await db.query('VACUUM ANALYZE');

  const rollMs: number[] = [];
  const floorMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const day = addDays(FIRST_DAY, run);
    await makeLotsDue(day);
    statements.clear();
    started = performance.now();
    const roll = await rollSavingsDay(db, day);
    rollMs.push(performance.now() - started);
    const breakdown = [...statements].map(([what, ms]) => `${what} ${seconds(ms)}`).join('; ');
    if (!roll.ran || roll.confirmedLots !== userCount || roll.earningsUsers !== userCount) {
      throw new Error(`the roll of ${day} did not do the whole work: ${JSON.stringify(roll)}`);
    }
    floorMs.push(await floor());
    console.log(
      `run ${run + 1}: roll of ${day} ${seconds(rollMs.at(-1)!)} (${roll.confirmedLots} lots confirmed, ` +
        `${roll.earningsUsers} users earning ${money(roll.earningsTotal)}); single UPDATE ${seconds(floorMs.at(-1)!)}\n` +
        `  roll statements: ${breakdown}`,
    );
  }

  const roll = median(rollMs);
  const bare = median(floorMs);
  console.log(`\nusers: ${userCount}; runs: ${runs}, alternating`);
  console.log(`roll, median: ${seconds(roll)}`);
  console.log(`single UPDATE balances SET savings = savings + 1, median: ${seconds(bare)}`);
  console.log(`ratio roll / single UPDATE: ${(roll / bare).toFixed(1)}x`);
  console.log(
    `verdict: ${roll <= targetMs ? 'PASS' : 'FAIL'} (roll ${seconds(roll)} against a limit of ${seconds(targetMs)})`,
  );
  started = performance.now();
  const mismatches = await findLedgerMismatches(db);
  console.log(
    `ledger reconciles: ${mismatches.length === 0 ? 'yes' : `NO, ${mismatches.length} mismatches`} ` +
      `(checked in ${seconds(performance.now() - started)})`,
  );
  if (mismatches.length || roll > targetMs) process.exitCode = 1;
} finally {
  await db.end();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}

/**
 * Traders funded through the ledger, then their money moved into savings (`savings_in` rows) as
 * a confirmed lot and a pending one, as moves in would leave them.
 */
async function createSavers(): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (account, nickname, phone, password_hash, transaction_password_hash, registered_with_code)
     SELECT 'saver' || n, 'saver ' || n, '0900000000', 'not-a-login', 'not-a-login', 'SAVINGS'
     FROM generate_series(1, $1) n ORDER BY n RETURNING id`,
    [userCount],
  );
  const ids = rows.map((row) => row.id);
  const ref = { type: 'benchmark', id: 'savings-roll' };
  await withTransaction(db, (tx) => openFundedBalances(tx, ids, cents(FUNDS), ref));
  for (let from = 0; from < ids.length; from += CHUNK) {
    const chunk = ids.slice(from, from + CHUNK);
    await withTransaction(db, async (tx) => {
      await postLedgerEntries(
        tx,
        chunk.flatMap((userId) => [
          { userId, bucket: 'available', kind: 'savings_in', amount: cents(-(CONFIRMED + PENDING)), ref },
          { userId, bucket: 'savings', kind: 'savings_in', amount: cents(CONFIRMED + PENDING), ref },
        ]),
      );
      await tx.query(
        `INSERT INTO savings_lots (user_id, amount, trade_day, confirm_day, confirmed_at)
         SELECT id, $2::bigint, $3::date - 3, $3::date - 2, now() FROM unnest($1::bigint[]) AS id
         UNION ALL
         SELECT id, $4::bigint, $3::date - 1, $3::date, NULL FROM unnest($1::bigint[]) AS id`,
        [chunk, CONFIRMED, FIRST_DAY, PENDING],
      );
    });
  }
}

/** Makes the benchmark's pending lots (the PENDING ones) due again, on `day`. Untimed. */
async function makeLotsDue(day: string): Promise<void> {
  await db.query(
    `UPDATE savings_lots SET confirmed_at = NULL, trade_day = $1::date - 1, confirm_day = $1::date
     WHERE amount = $2`,
    [day, PENDING],
  );
}

/** The floor: one UPDATE of every saver's balance row, timed, in a transaction rolled back. */
async function floor(): Promise<number> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const started = performance.now();
    const { rowCount } = await client.query('UPDATE balances SET savings = savings + 1 WHERE savings > 0');
    const ms = performance.now() - started;
    if (rowCount !== userCount) throw new Error(`the floor updated ${rowCount} rows, not ${userCount}`);
    return ms;
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/**
 * Times every statement the pool's clients run, by its first words (or its prepared name), so the
 * roll's time can be read statement by statement.
 */
function timeStatements(pool: typeof db): Map<string, number> {
  const totals = new Map<string, number>();
  const patched = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (patched.has(client)) return;
    patched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args) => {
      const [first] = args as [string | { name?: string; text: string }];
      const what =
        typeof first === 'string'
          ? first.trim().split(/\s+/).slice(0, 4).join(' ')
          : (first.name ?? first.text.trim().split(/\s+/).slice(0, 4).join(' '));
      const started = performance.now();
      try {
        return await query(...args);
      } finally {
        totals.set(what, (totals.get(what) ?? 0) + performance.now() - started);
      }
    };
  });
  return totals;
}

function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function money(cents: number): string {
  return (cents / 100).toFixed(2);
}
