import type { DepositInstructions, DepositStatus, LocalizedNames } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/** A deposit as stored, with its owner and reviewer, times in epoch ms and money in cents. */
export interface DepositRow {
  id: number;
  userId: number;
  account: string;
  channelId: number;
  /** The channel's names when the request was made (D12). */
  channelNames: LocalizedNames;
  amount: number;
  /** A bank deposit's transfer reference (D15); null for a coin deposit. */
  reference: string | null;
  /** What a converting channel's request froze (D14); all four null for a transfer in USD. */
  conversionCurrency: string | null;
  /** Units of the currency per USD, as text without trailing zeros. */
  conversionRate: string | null;
  conversionDigits: number | null;
  /** The amount to transfer in minor units of the currency. */
  conversionAmount: number | null;
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
  d.id, d.user_id AS "userId", u.account, d.channel_id AS "channelId", d.channel_names AS "channelNames",
  d.amount, d.reference, d.conversion_currency AS "conversionCurrency",
  trim_scale(d.conversion_rate)::text AS "conversionRate", d.conversion_digits AS "conversionDigits",
  d.conversion_amount AS "conversionAmount", d.status, d.instructions, d.tx_hash AS "txHash", d.proof_upload_id AS "proofUploadId",
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
  /** A transfer reference, as stored (upper case, no spaces). */
  reference?: string;
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
       AND ($6::text IS NULL OR d.reference = $6)
     ORDER BY d.id ${oldest ? 'ASC' : 'DESC'} LIMIT $5`,
    [
      filter.userId ?? null,
      filter.channelId ?? null,
      filter.status ?? null,
      filter.cursor ?? null,
      filter.limit,
      filter.reference ?? null,
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
