import pg from 'pg';

// bigint columns hold cents and ids; they stay far below 2^53, so read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint beyond safe integer range: ${text}`);
  return value;
});

export type Db = pg.Pool;
export type DbClient = pg.PoolClient;
/** Anything that runs a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

/**
 * A pool of at most `max` connections; a query waits up to `connectTimeoutMs` for one. Two stay
 * open however idle the process: a standby feed taking over, quiet for hours, must not wait for
 * PostgreSQL to start a backend before its first tick.
 */
export function createPool(connectionString: string, max: number, connectTimeoutMs = 5_000): Db {
  return new pg.Pool({
    connectionString,
    max,
    min: Math.min(2, max),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: connectTimeoutMs,
  });
}
