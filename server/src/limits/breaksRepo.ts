// The trader_breaks table (migration 030): one row per trader who ever took a break, its end
// only ever moving later while it is in force (a trigger refuses the rest, L9).
import type { Queryable } from '../platform/db/pool';

export interface BreakRow {
  kind: 'timeout' | 'exclusion';
  /** Epoch ms. */
  until: number;
}

/** The break of `userId` in force now, or null. */
export async function readBreak(db: Queryable, userId: number): Promise<BreakRow | null> {
  const { rows } = await db.query<{ kind: BreakRow['kind']; until: string }>(
    `SELECT kind, (extract(epoch FROM until) * 1000)::bigint AS until
       FROM trader_breaks WHERE user_id = $1 AND until > now()`,
    [userId],
  );
  return rows[0] ? { kind: rows[0].kind, until: Number(rows[0].until) } : null;
}

/** Starts or lengthens `userId`'s break to end at `until` (epoch ms). */
export async function writeBreak(
  db: Queryable,
  userId: number,
  kind: BreakRow['kind'],
  until: number,
): Promise<void> {
  await db.query(
    `INSERT INTO trader_breaks (user_id, kind, until) VALUES ($1, $2, to_timestamp($3 / 1000.0))
     ON CONFLICT (user_id) DO UPDATE SET kind = EXCLUDED.kind, until = EXCLUDED.until, taken_at = now()`,
    [userId, kind, until],
  );
}
