import type { DepositInstructions, DepositStatus } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/** A deposit as stored, with its owner and reviewer, times in epoch ms and money in cents. */
export interface DepositRow {
  id: number;
  userId: number;
  account: string;
  channelId: number;
  channelName: string;
  amount: number;
  status: DepositStatus;
  instructions: DepositInstructions;
  txHash: string | null;
  proofUploadId: number | null;
  rejectReason: string | null;
  reviewedBy: string | null;
  createdAt: number;
  reviewedAt: number | null;
}

const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::bigint`;

/** Every column of DepositRow, from `deposits d` joined to `users u` and `admins a`. */
const DEPOSIT_COLUMNS = `
  d.id, d.user_id AS "userId", u.account, d.channel_id AS "channelId", d.channel_name AS "channelName",
  d.amount, d.status, d.instructions, d.tx_hash AS "txHash", d.proof_upload_id AS "proofUploadId",
  d.reject_reason AS "rejectReason", a.username AS "reviewedBy", ${epochMs('d.created_at')} AS "createdAt",
  ${epochMs('d.reviewed_at')} AS "reviewedAt"`;

const FROM_DEPOSITS = `deposits d JOIN users u ON u.id = d.user_id LEFT JOIN admins a ON a.id = d.reviewed_by`;

/** One deposit by id; with `ownerId` only when that user owns it. */
export async function findDeposit(db: Queryable, id: number, ownerId?: number): Promise<DepositRow | null> {
  const { rows } = await db.query<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM ${FROM_DEPOSITS} WHERE d.id = $1 AND ($2::bigint IS NULL OR d.user_id = $2)`,
    [id, ownerId ?? null],
  );
  return rows[0] ?? null;
}

export interface DepositFilter {
  userId?: number;
  channelId?: number;
  status?: DepositStatus;
  cursor?: number;
  limit: number;
  /** Oldest first (a review queue works from the oldest) or newest first (a history). */
  order: 'oldest' | 'newest';
}

/** Deposits matching `filter`, one page after `cursor` in the order asked. */
export async function listDeposits(db: Queryable, filter: DepositFilter): Promise<DepositRow[]> {
  const oldest = filter.order === 'oldest';
  const { rows } = await db.query<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM ${FROM_DEPOSITS}
     WHERE ($1::bigint IS NULL OR d.user_id = $1) AND ($2::bigint IS NULL OR d.channel_id = $2)
       AND ($3::text IS NULL OR d.status = $3)
       AND ($4::bigint IS NULL OR ${oldest ? 'd.id > $4' : 'd.id < $4'})
     ORDER BY d.id ${oldest ? 'ASC' : 'DESC'} LIMIT $5`,
    [
      filter.userId ?? null,
      filter.channelId ?? null,
      filter.status ?? null,
      filter.cursor ?? null,
      filter.limit,
    ],
  );
  return rows;
}

/** How many deposits wait for a decision (the ops desk's count). */
export async function countPendingDeposits(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM deposits WHERE status = 'pending'`,
  );
  return rows[0]!.count;
}
