// Sets one of a trader's limits (L2): tighter at once, looser after a day's wait.
import { LIMIT_KEYS, type LimitKey } from '@tempo/shared';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { lockLimit, readLimits, writeLimitNow, writePendingLimit, type LimitRow } from '../limitsRepo';

/** How long a loosening waits before it applies. */
export const LOOSENING_DELAY_MS = 24 * 60 * 60 * 1000;

export interface SetLimitOutcome {
  limit: LimitRow;
  effective: 'now' | 'later';
}

/**
 * Sets `key` to `value` (null: no limit) for `userId`. A value at or under the one in force, or a
 * first one, applies at once and drops any loosening waiting; a higher value or a removal waits
 * LOOSENING_DELAY_MS, replacing any loosening already waiting. Asking for the limit already in
 * force with nothing waiting changes nothing.
 */
export async function setLimit(
  db: Db,
  userId: number,
  key: LimitKey,
  value: number | null,
): Promise<SetLimitOutcome> {
  const effective = await withTransaction(db, async (tx) => {
    const current = await lockLimit(tx, userId, key);
    const tightens = value !== null && (current.value === null || value <= current.value);
    if (tightens) {
      await writeLimitNow(tx, userId, key, value);
      return 'now' as const;
    }
    // No limit asked for where there is none: nothing to wait for.
    if (value === null && current.value === null) return 'now' as const;
    await writePendingLimit(tx, userId, key, value, LOOSENING_DELAY_MS);
    return 'later' as const;
  });
  return { limit: await limitOf(db, userId, key), effective };
}

/** `key`'s limit of `userId` as the screen shows it, none when unset. */
export async function limitOf(db: Db, userId: number, key: LimitKey): Promise<LimitRow> {
  const rows = await readLimits(db, userId);
  return rows.find((row) => row.key === key) ?? { key, value: null, pending: null };
}

/** Every limit of `userId`, in the order of LIMIT_KEYS, unset ones included. */
export async function listLimits(db: Db, userId: number): Promise<LimitRow[]> {
  const rows = new Map((await readLimits(db, userId)).map((row) => [row.key, row]));
  return LIMIT_KEYS.map((key) => rows.get(key) ?? { key, value: null, pending: null });
}
