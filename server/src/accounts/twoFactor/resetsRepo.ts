// Ops resets of a trader's second factor (2F8): table second_factor_resets (migration 032).
import type { Queryable } from '../../platform/db/pool';

export interface ResetRow {
  id: number;
  userId: number;
  requestedBy: number;
  reason: string;
}

const COLUMNS = 'id::int AS id, user_id::int AS "userId", requested_by::int AS "requestedBy", reason';

/** The reset waiting for its second ops user, if any; locked when `lock` until the transaction ends. */
export async function findPendingReset(
  db: Queryable,
  userId: number,
  lock = false,
): Promise<ResetRow | null> {
  const { rows } = await db.query<ResetRow>(
    `SELECT ${COLUMNS} FROM second_factor_resets WHERE user_id = $1 AND outcome IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function insertReset(
  db: Queryable,
  userId: number,
  adminId: number,
  reason: string,
): Promise<ResetRow> {
  const { rows } = await db.query<ResetRow>(
    `INSERT INTO second_factor_resets (user_id, requested_by, reason) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
    [userId, adminId, reason],
  );
  return rows[0]!;
}

export async function decideReset(
  db: Queryable,
  id: number,
  outcome: 'done' | 'withdrawn',
  adminId: number,
): Promise<void> {
  await db.query(
    'UPDATE second_factor_resets SET outcome = $2, decided_by = $3, decided_at = now() WHERE id = $1',
    [id, outcome, adminId],
  );
}
