import type { Queryable } from '../platform/db/pool';
import type { LedgerRow, LedgerRowFilter } from './listLedgerEntries';

/**
 * One thing a user did, as the ledger wrote it (L10): every row of one user, in the buckets asked
 * for, citing one business record (`refType`, `refId`) under one kind group.
 */
export interface LedgerAction {
  /** The id of its first row: its place in the list and the cursor of the next page (L13). */
  id: number;
  /** The kind group of its rows: `withdrawal` for `withdrawal_freeze`, `withdrawal_payout`… */
  group: string;
  refType: string;
  refId: string;
  /** Its rows, oldest first; never empty. */
  rows: LedgerRow[];
}

// L10, L13. The page walks the user's rows newest first through (user_id, id DESC) and keeps the
// first row of each action — no earlier row of the user in those buckets cites the same record
// under the same group; (user_id, ref_type, ref_id, id) answers that, and then fetches each kept
// action's rows, so a page is whole actions and stops after `limit` of them. The group is the
// kind up to its first `_` (`order_stake` → `order`); a filter by group keeps whole actions.
const LIST_ACTIONS_SQL = `
  WITH firsts AS (
    SELECT e.id, e.ref_type, e.ref_id, split_part(e.kind, '_', 1) AS grp
    FROM ledger_entries e
    WHERE e.user_id = $1 AND e.bucket = ANY($2::text[])
      AND ($3::text IS NULL OR split_part(e.kind, '_', 1) = $3)
      AND ($4::bigint IS NULL OR e.id < $4)
      AND NOT EXISTS (
        SELECT 1 FROM ledger_entries p
        WHERE p.user_id = e.user_id AND p.ref_type = e.ref_type AND p.ref_id = e.ref_id
          AND p.id < e.id AND p.bucket = ANY($2::text[])
          AND split_part(p.kind, '_', 1) = split_part(e.kind, '_', 1))
    ORDER BY e.id DESC
    LIMIT $5
  )
  SELECT f.id AS "actionId", f.grp AS "group", e.id, e.bucket, e.kind, e.amount,
         e.balance_after AS "balanceAfter", e.ref_type AS "refType", e.ref_id AS "refId",
         e.created_at AS "createdAt"
  FROM firsts f
  JOIN ledger_entries e
    ON e.user_id = $1 AND e.ref_type = f.ref_type AND e.ref_id = f.ref_id
   AND e.bucket = ANY($2::text[]) AND split_part(e.kind, '_', 1) = f.grp
  ORDER BY f.id DESC, e.id`;

/**
 * A user's actions, newest first by their first row, each with all its rows in `filter.buckets`
 * (L10), `filter.limit` actions a page, older than the action `filter.before` (L13); of one kind
 * group when `filter.group` is given. Only the rows of `userId`: the caller passes the logged-in
 * owner, never an id taken from the request.
 */
export async function listLedgerActions(
  db: Queryable,
  userId: number,
  filter: LedgerRowFilter,
): Promise<LedgerAction[]> {
  const { rows } = await db.query<LedgerRow & { actionId: number; group: string }>({
    name: 'list-ledger-actions',
    text: LIST_ACTIONS_SQL,
    values: [userId, filter.buckets, filter.group ?? null, filter.before ?? null, filter.limit],
  });
  const actions: LedgerAction[] = [];
  for (const { actionId, group, ...row } of rows) {
    const last = actions.at(-1);
    if (last?.id === actionId) last.rows.push(row);
    else actions.push({ id: actionId, group, refType: row.refType, refId: row.refId, rows: [row] });
  }
  return actions;
}
