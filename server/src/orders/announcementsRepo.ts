// The outbox of settlement announcements (rule S10 of SPEC.md, table order_announcements of
// migration 024): rows are written by the settlement statement itself (commands/
// settleExpiredOrders.ts); these are the drain's reads and writes of them.
import type { OrderView } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';
import { ORDER_VIEW_COLUMNS } from './ordersRepo';

/**
 * How long a taken row is left to its taker, in ms: the settling process publishes its chunk
 * within it (a chunk's publish takes milliseconds), so no drain publishes the chunk a second
 * time; should the taker die, another takes the row once the lease has run out.
 */
export const ANNOUNCEMENT_LEASE_MS = 10_000;

export interface DueAnnouncement {
  id: number;
  /** Publications tried so far, this one included. */
  attempts: number;
}

/**
 * Takes up to `limit` rows that are due, oldest first, and leases them for `leaseMs`: rows another
 * drain holds are skipped, not waited for.
 */
export async function takeDueAnnouncements(
  db: Queryable,
  limit: number,
  leaseMs = ANNOUNCEMENT_LEASE_MS,
): Promise<DueAnnouncement[]> {
  const { rows } = await db.query<DueAnnouncement>(
    `UPDATE order_announcements a
     SET due_at = now() + $2 * interval '1 millisecond', attempts = a.attempts + 1
     FROM (SELECT id FROM order_announcements WHERE due_at <= now() ORDER BY id LIMIT $1
           FOR UPDATE SKIP LOCKED) due
     WHERE a.id = due.id
     RETURNING a.id, a.attempts`,
    [limit, leaseMs],
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** The orders an announcement names, with their owners, as settlement returned them. */
export async function ordersOfAnnouncement(
  db: Queryable,
  id: number,
): Promise<(OrderView & { userId: number })[]> {
  const { rows } = await db.query<OrderView & { userId: number }>(
    `SELECT ${ORDER_VIEW_COLUMNS}, o.user_id AS "userId"
     FROM order_announcements a JOIN orders o ON o.id = ANY (a.order_ids)
     WHERE a.id = $1
     ORDER BY o.id`,
    [id],
  );
  return rows;
}

/** A published announcement leaves the outbox. */
export async function deleteAnnouncement(db: Queryable, id: number): Promise<void> {
  await db.query(`DELETE FROM order_announcements WHERE id = $1`, [id]);
}

/** Announcements whose publication failed are due again in `delayMs`, for whichever drain comes first. */
export async function postponeAnnouncements(
  db: Queryable,
  ids: readonly number[],
  delayMs: number,
): Promise<void> {
  await db.query(
    `UPDATE order_announcements SET due_at = now() + $2 * interval '1 millisecond' WHERE id = ANY ($1::bigint[])`,
    [ids, delayMs],
  );
}

/** How long until the next row is due, in ms (0 when one is due now), or null when none waits. */
export async function nextAnnouncementDueIn(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ dueIn: number | null }>(
    `SELECT greatest(extract(epoch FROM min(due_at) - now()) * 1000, 0)::float8 AS "dueIn"
     FROM order_announcements`,
  );
  return rows[0]?.dueIn ?? null;
}
