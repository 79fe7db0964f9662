// Applies the numbered SQL files of server/migrations in order, each in its own transaction, and
// records them in schema_migrations. An advisory lock keeps two starting processes from racing.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './pool';
import { MIGRATIONS_DIR } from '../serverFiles';

const MIGRATION_LOCK_ID = 7_277_001;

export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name)).sort();
  const client = await db.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      const sql = await readFile(path.join(dir, name), 'utf8');
      // On the locked client itself: a second pooled client could wait forever on a pool of one.
      try {
        await client.query('BEGIN');
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    return pending;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
