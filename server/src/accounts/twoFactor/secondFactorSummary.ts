import type { Queryable } from '../../platform/db/pool';
import { findPendingReset, type ResetRow } from './resetsRepo';
import { findSecondFactor, isSecondFactorOn } from './twoFactorRepo';

/** What ops see of a trader's second factor: on or off, and a reset waiting for its second ops user. */
export async function secondFactorSummary(
  db: Queryable,
  userId: number,
): Promise<{ on: boolean; pendingReset: ResetRow | null }> {
  const [state, pendingReset] = await Promise.all([
    findSecondFactor(db, userId),
    findPendingReset(db, userId),
  ]);
  return { on: isSecondFactorOn(state), pendingReset };
}
