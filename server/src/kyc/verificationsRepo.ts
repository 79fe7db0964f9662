// The verifications table (migration 010): only kyc reads and writes it.
import type { VerificationStatus } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

/** One submission as stored, with the trader's account and the reviewer's username. */
export interface VerificationRow {
  id: number;
  userId: number;
  account: string;
  name: string;
  idNumber: string;
  nationality: string;
  frontUploadId: number;
  backUploadId: number;
  status: VerificationStatus;
  reason: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

const SELECT_ROW = `
  SELECT v.id, v.user_id AS "userId", u.account, v.name, v.id_number AS "idNumber", v.nationality,
         v.front_upload_id AS "frontUploadId", v.back_upload_id AS "backUploadId", v.status, v.reason,
         a.username AS "reviewedBy", v.reviewed_at AS "reviewedAt", v.created_at AS "createdAt"
  FROM verifications v
  JOIN users u ON u.id = v.user_id
  LEFT JOIN admins a ON a.id = v.reviewed_by`;

/** A user's newest submission, or null when they never submitted. */
export async function findLatestVerification(db: Queryable, userId: number): Promise<VerificationRow | null> {
  const { rows } = await db.query<VerificationRow>(
    `${SELECT_ROW} WHERE v.user_id = $1 ORDER BY v.id DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** One submission by id, or null. */
export async function findVerification(db: Queryable, id: number): Promise<VerificationRow | null> {
  const { rows } = await db.query<VerificationRow>(`${SELECT_ROW} WHERE v.id = $1`, [id]);
  return rows[0] ?? null;
}

/** A page of the review queue: one status, newest first, ids below `before`. */
export async function listVerifications(
  db: Queryable,
  filter: {
    status: VerificationStatus;
    userId?: number;
    nationality?: string;
    before?: number;
    limit: number;
  },
): Promise<VerificationRow[]> {
  const { rows } = await db.query<VerificationRow>(
    `${SELECT_ROW}
     WHERE v.status = $1 AND ($2::bigint IS NULL OR v.user_id = $2)
       AND ($3::text IS NULL OR v.nationality = $3) AND ($4::bigint IS NULL OR v.id < $4)
     ORDER BY v.id DESC LIMIT $5`,
    [filter.status, filter.userId ?? null, filter.nationality ?? null, filter.before ?? null, filter.limit],
  );
  return rows;
}

/** A new pending submission; returns its id. */
export async function insertVerification(
  db: Queryable,
  row: {
    userId: number;
    name: string;
    idNumber: string;
    nationality: string;
    frontUploadId: number;
    backUploadId: number;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO verifications (user_id, name, id_number, nationality, front_upload_id, back_upload_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [row.userId, row.name, row.idNumber, row.nationality, row.frontUploadId, row.backUploadId],
  );
  return rows[0]!.id;
}

/** Locks a submission for its review and returns its owner and status, or null. */
export async function lockVerification(
  db: Queryable,
  id: number,
): Promise<{ userId: number; status: VerificationStatus } | null> {
  const { rows } = await db.query<{ userId: number; status: VerificationStatus }>(
    `SELECT user_id AS "userId", status FROM verifications WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** Records the review of a pending submission. */
export async function markReviewed(
  db: Queryable,
  id: number,
  review: { status: 'approved' | 'rejected'; reason: string | null; adminId: number },
): Promise<void> {
  await db.query(
    `UPDATE verifications SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id, review.status, review.reason, review.adminId],
  );
}

/** How many submissions wait for a review (the ops desk's count). */
export async function countPendingVerifications(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM verifications WHERE status = 'pending'`,
  );
  return rows[0]!.count;
}
