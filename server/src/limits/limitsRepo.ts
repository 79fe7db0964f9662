// The trader_limits table (migration 029). Its effective value is read at the database's clock, so
// a loosening whose 24 hours have passed is the limit without anyone writing it (L3).
import type { LimitKey } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

/** A limit as stored, its pending change already applied when due. */
export interface LimitRow {
  key: LimitKey;
  /** In force now; null when none. */
  value: number | null;
  /** A change still waiting, or null. */
  pending: { value: number | null; appliesAt: number } | null;
}

/** The limits in force now, by user: only the ones set. */
export type EffectiveLimits = Partial<Record<LimitKey, number>>;

// L3: the pending value is the limit once its time has come.
const EFFECTIVE_VALUE = `CASE WHEN pending_applies_at <= now() THEN pending_value ELSE value END`;

/** Every limit `userId` has a row for, at this moment. */
export async function readLimits(db: Queryable, userId: number): Promise<LimitRow[]> {
  const { rows } = await db.query<{
    key: LimitKey;
    value: string | null;
    pendingValue: string | null;
    appliesAt: string | null;
  }>(
    `SELECT key, ${EFFECTIVE_VALUE} AS value,
            CASE WHEN pending_applies_at > now() THEN pending_value END AS "pendingValue",
            CASE WHEN pending_applies_at > now()
                 THEN (extract(epoch FROM pending_applies_at) * 1000)::bigint END AS "appliesAt"
       FROM trader_limits WHERE user_id = $1`,
    [userId],
  );
  return rows.map((row) => ({
    key: row.key,
    value: row.value === null ? null : Number(row.value),
    pending:
      row.appliesAt === null
        ? null
        : {
            value: row.pendingValue === null ? null : Number(row.pendingValue),
            appliesAt: Number(row.appliesAt),
          },
  }));
}

/** What bounds a trader now: the limits in force, and the end of a break (L9) in force. */
export interface TradingBounds {
  limits: EffectiveLimits;
  /** Epoch ms, or null when the trader is not taking a break. */
  breakUntil: number | null;
}

/**
 * The bounds in force now for each of `userIds` that has any, in one round trip: a placement reads
 * it for every batch of real orders, so a trader with none costs one indexed read.
 */
export async function readTradingBounds(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, TradingBounds>> {
  const { rows } = await db.query<{ userId: number; key: LimitKey | 'breakUntil'; value: string }>({
    name: 'read-trading-bounds',
    text: `SELECT user_id::int AS "userId", key, ${EFFECTIVE_VALUE} AS value FROM trader_limits
            WHERE user_id = ANY($1) AND ${EFFECTIVE_VALUE} IS NOT NULL
           UNION ALL
           SELECT user_id::int, 'breakUntil', (extract(epoch FROM until) * 1000)::bigint FROM trader_breaks
            WHERE user_id = ANY($1) AND until > now()`,
    values: [userIds],
  });
  const bounds = new Map<number, TradingBounds>();
  for (const row of rows) {
    const own = bounds.get(row.userId) ?? { limits: {}, breakUntil: null };
    if (row.key === 'breakUntil') own.breakUntil = Number(row.value);
    else own.limits[row.key] = Number(row.value);
    bounds.set(row.userId, own);
  }
  return bounds;
}

/**
 * Locks `userId`'s row of `key` (making an empty one first), folds in a pending change whose time
 * has come, and returns the value in force and any change still waiting.
 */
export async function lockLimit(
  tx: Queryable,
  userId: number,
  key: LimitKey,
): Promise<{ value: number | null; pending: boolean }> {
  await tx.query(
    `INSERT INTO trader_limits (user_id, key) VALUES ($1, $2) ON CONFLICT (user_id, key) DO NOTHING`,
    [userId, key],
  );
  const { rows } = await tx.query<{ value: string | null; pending: boolean }>(
    `UPDATE trader_limits
        SET value = ${EFFECTIVE_VALUE},
            pending_value = CASE WHEN pending_applies_at <= now() THEN NULL ELSE pending_value END,
            pending_applies_at = CASE WHEN pending_applies_at <= now() THEN NULL ELSE pending_applies_at END
      WHERE user_id = $1 AND key = $2
      RETURNING value, pending_applies_at IS NOT NULL AS pending`,
    [userId, key],
  );
  const row = rows[0]!;
  return { value: row.value === null ? null : Number(row.value), pending: row.pending };
}

/** Sets the limit in force now and drops any change waiting (L2: a tightening). */
export async function writeLimitNow(
  tx: Queryable,
  userId: number,
  key: LimitKey,
  value: number,
): Promise<void> {
  await tx.query(
    `UPDATE trader_limits SET value = $3, pending_value = NULL, pending_applies_at = NULL, updated_at = now()
      WHERE user_id = $1 AND key = $2`,
    [userId, key, value],
  );
}

/** Queues a loosening (a higher value, or null for none) to apply after `delayMs` (L2). */
export async function writePendingLimit(
  tx: Queryable,
  userId: number,
  key: LimitKey,
  value: number | null,
  delayMs: number,
): Promise<void> {
  await tx.query(
    `UPDATE trader_limits
        SET pending_value = $3, pending_applies_at = now() + $4 * interval '1 millisecond', updated_at = now()
      WHERE user_id = $1 AND key = $2`,
    [userId, key, value, delayMs],
  );
}

/** Drops the change waiting on `key`, if any; answers whether there was one. */
export async function clearPendingLimit(tx: Queryable, userId: number, key: LimitKey): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE trader_limits SET pending_value = NULL, pending_applies_at = NULL, updated_at = now()
      WHERE user_id = $1 AND key = $2 AND pending_applies_at > now()`,
    [userId, key],
  );
  return (rowCount ?? 0) > 0;
}
