import type { Cents } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

/** One ledger row as read back, amounts in cents. */
export interface LedgerRow {
  id: number;
  bucket: string;
  kind: string;
  amount: Cents;
  balanceAfter: Cents;
  refType: string;
  refId: string;
  createdAt: Date;
}

export interface LedgerRowFilter {
  /** Buckets to include; the demo bucket is practice money and stays out of fund records. */
  buckets: readonly string[];
  /** A kind group: the kind itself or the group followed by `_` and a step (`order` → `order_stake`). */
  group?: string;
  /** Rows older than this id. */
  before?: number;
  limit: number;
}

/**
 * A user's ledger rows, newest first, read through the (user_id, id DESC) index. Only the rows of
 * `userId`: the caller passes the logged-in owner, never an id taken from the request.
 */
export async function listLedgerEntries(
  db: Queryable,
  userId: number,
  filter: LedgerRowFilter,
): Promise<LedgerRow[]> {
  const { rows } = await db.query<LedgerRow>({
    name: 'list-ledger-entries',
    text: `SELECT id, bucket, kind, amount, balance_after AS "balanceAfter", ref_type AS "refType",
                  ref_id AS "refId", created_at AS "createdAt"
           FROM ledger_entries
           WHERE user_id = $1 AND bucket = ANY($2::text[])
             AND ($3::text IS NULL OR kind = $3 OR starts_with(kind, $3 || '_'))
             AND ($4::bigint IS NULL OR id < $4)
           ORDER BY id DESC LIMIT $5`,
    values: [userId, filter.buckets, filter.group ?? null, filter.before ?? null, filter.limit],
  });
  return rows;
}
