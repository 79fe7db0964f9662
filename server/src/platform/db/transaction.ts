import type { Db, DbClient } from './pool';

/**
 * Runs `work` in one transaction on one client: commits when it resolves, rolls back when it throws.
 * Serialization failures and deadlocks are retried a few times, since under concurrency they are
 * expected and the work is written to be repeatable.
 */
export async function withTransaction<T>(db: Db, work: (client: DbClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (attempt < 4 && isRetryable(error)) continue;
      throw error;
    } finally {
      client.release();
    }
  }
}

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '40001' || code === '40P01';
}
