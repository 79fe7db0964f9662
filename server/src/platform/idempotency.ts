// Idempotent money requests. The key row is inserted first in the same transaction as the work, so
// a concurrent repeat waits on that row and then reads the first answer. Failures are remembered
// too (the work is rolled back to a savepoint, the key row stays), so a repeat never moves money
// that the first attempt refused to move.
import { createHash } from 'node:crypto';
import { isErrorCode, type ErrorValues } from '@tempo/shared';
import type { Db, DbClient } from './db/pool';
import { withTransaction } from './db/transaction';
import { AppError } from './AppError';

export interface IdempotentRequest {
  /** Who may reuse the key, e.g. `admin:3:balance-adjustment`: keys never collide across callers. */
  scope: string;
  key: string;
  /** The request's content; the same key with other content is refused. */
  payload: unknown;
}

type StoredAnswer =
  { ok: true; data: unknown } | { ok: false; code: string; field?: string; values?: ErrorValues };

export async function withIdempotency<T>(
  db: Db,
  request: IdempotentRequest,
  work: (tx: DbClient) => Promise<T>,
): Promise<T> {
  const requestHash = hashOf(request);
  const answer = await withTransaction(db, async (tx): Promise<StoredAnswer> => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [request.scope, request.key, requestHash],
    );
    if (!claimed.rowCount) return replay(tx, request, requestHash);

    let stored: StoredAnswer;
    await tx.query('SAVEPOINT idempotent_work');
    try {
      stored = { ok: true, data: await work(tx) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT idempotent_work');
      stored = {
        ok: false,
        code: error.code,
        ...(error.field ? { field: error.field } : {}),
        // The values its message names (a limit and when it resets): a repeat reads the same words.
        ...(error.values ? { values: error.values } : {}),
      };
    }
    await tx.query('UPDATE idempotency_keys SET response = $3 WHERE scope = $1 AND key = $2', [
      request.scope,
      request.key,
      JSON.stringify(stored),
    ]);
    return stored;
  });
  return unwrap<T>(answer);
}

/**
 * The committed answer of a key used before, without claiming it: null when the key is new; the
 * first answer (its data, or its refusal thrown) otherwise; IDEMPOTENCY_KEY_REUSED for a request
 * other than the first. For a check that must not run again on a repeat (a throttled password).
 */
export async function findIdempotentAnswer<T>(
  db: Db,
  request: IdempotentRequest,
): Promise<{ data: T } | null> {
  const { rows } = await db.query<{ request_hash: string; response: StoredAnswer | null }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [request.scope, request.key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== hashOf(request) || !row.response) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { data: unwrap<T>(row.response) };
}

async function replay(tx: DbClient, request: IdempotentRequest, requestHash: string): Promise<StoredAnswer> {
  const { rows } = await tx.query<{ request_hash: string; response: StoredAnswer | null }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [request.scope, request.key],
  );
  const row = rows[0];
  if (!row || row.request_hash !== requestHash || !row.response) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row.response;
}

function hashOf(request: IdempotentRequest): string {
  return createHash('sha256').update(JSON.stringify(request.payload)).digest('hex');
}

function unwrap<T>(answer: StoredAnswer): T {
  if (answer.ok) return answer.data as T;
  const code = isErrorCode(answer.code) ? answer.code : 'INTERNAL';
  throw new AppError(code, { field: answer.field, values: answer.values });
}
