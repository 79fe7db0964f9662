// A time-out or an exclusion (L9): real trading and deposits stop at once and every session of the
// trader ends; nothing lifts it before its end.
import type { TakeBreakBody } from '@tempo/shared';
import { revokeOtherUserSessions } from '../../accounts';
import { lockBalances } from '../../ledger';
import { AppError } from '../../platform/AppError';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { breakEnd } from '../breakEnd';
import { readBreak, writeBreak, type BreakRow } from '../breaksRepo';

/**
 * Starts `userId`'s break, or lengthens the one in force; a break ending sooner than the one in
 * force is refused (BREAK_TOO_SHORT), as is an exclusion to a date under six months away. Taken
 * under the trader's balance lock, which every placement and deposit request takes first (L6), so
 * none of theirs commits after it. Returns the break and the sessions it ended, for the
 * announcement after commit.
 */
export async function takeBreak(
  db: Db,
  userId: number,
  request: TakeBreakBody,
  timeZone: string,
): Promise<{ current: BreakRow; endedSessionIds: number[] }> {
  const until = breakEnd(request, Date.now(), timeZone);
  if (until === null) throw new AppError('BREAK_TOO_SHORT');
  return withTransaction(db, async (tx) => {
    await lockBalances(tx, [userId]);
    const current = await readBreak(tx, userId);
    if (current && current.until > until) throw new AppError('BREAK_TOO_SHORT');
    await writeBreak(tx, userId, request.kind, until);
    const endedSessionIds = await revokeOtherUserSessions(tx, userId, null);
    return { current: { kind: request.kind, until }, endedSessionIds };
  });
}
