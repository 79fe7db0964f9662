// Test databases: one migrated template per test run, and one clone of it per test file, so files
// run in parallel and never see each other's rows or a developer's data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server tests connect to: TEST_DATABASE_URL, else DATABASE_URL, else the local default. */
export function testServerUrl(): URL {
  const url = new URL(
    process.env.TEST_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = '/postgres';
  return url;
}

export function databaseUrl(name: string): string {
  const url = testServerUrl();
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl().toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** Creates a database copied from `template`, retrying while another copy of it is in progress. */
export async function cloneDatabase(template: string, name: string): Promise<void> {
  await withAdminClient(async (client) => {
    // A sibling's copy takes longer on a busy machine: a deadline, not a count of tries.
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await client.query(
          `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`,
        );
        return;
      } catch (error) {
        // 55006: "source database is being accessed by other users" while a sibling clones it.
        if ((error as { code?: string }).code !== '55006' || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((client) =>
    client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  );
}

/** Drops every database whose name starts with `prefix` (what a run or a crashed run left). */
export async function dropDatabasesStartingWith(prefix: string): Promise<void> {
  const { rows } = await withAdminClient((client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      prefix,
    ]),
  );
  for (const row of rows) await dropDatabase(row.datname);
}
