// The placement baseline: the order SQL (./placement.pgbench.sql) run by Debian's pgbench on a
// throwaway database (created here with Tempo's own migrations, dropped afterwards), with as many
// connections as Tempo's pool (DATABASE_POOL_SIZE default) and the extended protocol node-postgres
// uses. Its TPS is the orders per second PostgreSQL alone sustains on this machine.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../../../server/src/platform/db/migrate';
import { createPool } from '../../../server/src/platform/db/pool';
import type { ProgressBar } from '../ProgressBar';

const PGBENCH = '/usr/bin/pgbench';
const POOL_SIZE = 20;
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export interface PgbenchBaseline {
  tps: number | null;
  latencyAverageMs: number | null;
  transactions: number | null;
  failed: number | null;
  clients: number;
  seconds: number;
  /** Why there is no figure, when there is none. */
  problem: string | null;
}

async function admin<T>(pgUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function runPgbenchBaseline(plan: {
  pgUrl: string;
  runId: string;
  users: number;
  seconds: number;
  cpus: string | null;
  progress: ProgressBar;
}): Promise<PgbenchBaseline> {
  const base = { clients: POOL_SIZE, seconds: plan.seconds };
  const none = (problem: string): PgbenchBaseline => ({
    ...base,
    tps: null,
    latencyAverageMs: null,
    transactions: null,
    failed: null,
    problem,
  });
  if (!existsSync(PGBENCH)) return none(`${PGBENCH} is not installed (Debian package postgresql-client)`);
  const database = `tempo_lt_pgbench_${plan.runId}`;
  const url = new URL(plan.pgUrl);
  url.pathname = `/${database}`;
  plan.progress.update('pgbench placement SQL', null, `${plan.seconds} s, ${POOL_SIZE} connections`);
  try {
    await admin(plan.pgUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    // The real schema, so the baseline pays for the same constraints and indexes as Tempo.
    const pool = createPool(url.toString(), 1);
    try {
      await migrate(pool);
    } finally {
      await pool.end();
    }
    await admin(url.toString(), async (client) => {
      await client.query(
        `INSERT INTO users (id, account, nickname, phone, password_hash, transaction_password_hash, registered_with_code)
         SELECT g, 'pgb' || lpad(g::text, 9, '0'), 'pgbench', '+84912345678', '-', '-', 'PGBENCH' FROM generate_series(1, $1::int) g`,
        [plan.users],
      );
      await client.query(
        `INSERT INTO balances (user_id, available) SELECT g, 1000000000000000 FROM generate_series(1, $1::int) g`,
        [plan.users],
      );
    });
    const args = [
      PGBENCH,
      '-n',
      '-M',
      'extended',
      '-f',
      here('./placement.pgbench.sql'),
      '-D',
      `users=${plan.users}`,
      '-c',
      String(POOL_SIZE),
      '-j',
      '1',
      '-T',
      String(plan.seconds),
    ];
    const [command, ...argv] = plan.cpus ? ['taskset', '-c', plan.cpus, ...args] : args;
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        command!,
        argv,
        {
          env: {
            ...process.env,
            PGHOST: url.hostname.replace(/^\[|\]$/g, ''),
            PGPORT: url.port || '5432',
            PGUSER: decodeURIComponent(url.username || 'postgres'),
            PGPASSWORD: decodeURIComponent(url.password),
            PGDATABASE: database,
          },
          timeout: (plan.seconds + 60) * 1000,
        },
        (error, stdout, stderr) =>
          error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
      ),
    );
    const number = (pattern: RegExp) => {
      const match = pattern.exec(output);
      return match ? Number(match[1]) : null;
    };
    return {
      ...base,
      tps: number(/tps = ([\d.]+)/),
      latencyAverageMs: number(/latency average = ([\d.]+) ms/),
      transactions: number(/number of transactions actually processed: (\d+)/),
      failed: number(/number of failed transactions: (\d+)/),
      problem: null,
    };
  } catch (error) {
    return none((error as Error).message.split('\n').slice(0, 3).join(' '));
  } finally {
    await admin(plan.pgUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    ).catch(() => undefined);
    plan.progress.done();
  }
}
