import type { Cents, WithdrawalAccountBody, WithdrawalStatus } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/** One withdrawal as stored. Money in cents. */
export interface WithdrawalRow {
  id: number;
  userId: number;
  amount: Cents;
  fee: Cents;
  account: WithdrawalAccountBody;
  status: WithdrawalStatus;
  reason: string | null;
  approvalsRequired: number;
  firstApproverId: number | null;
  decidedByAdminId: number | null;
  /** Who is behind the ids, for ops screens: the owner's account, the approvers' usernames. */
  userAccount: string;
  firstApprover: string | null;
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

const COLUMNS = `id, user_id AS "userId", amount, fee, account, status, reason,
  approvals_required AS "approvalsRequired", first_approver_id AS "firstApproverId",
  decided_by_admin_id AS "decidedByAdminId", created_at AS "createdAt", decided_at AS "decidedAt",
  (SELECT account FROM users WHERE users.id = withdrawals.user_id) AS "userAccount",
  (SELECT username FROM admins WHERE admins.id = withdrawals.first_approver_id) AS "firstApprover",
  (SELECT username FROM admins WHERE admins.id = withdrawals.decided_by_admin_id) AS "decidedBy"`;

/** Records a new request, under review. */
export async function insertWithdrawal(
  db: Queryable,
  w: {
    userId: number;
    amount: number;
    fee: number;
    account: WithdrawalAccountBody;
    approvalsRequired: number;
  },
): Promise<WithdrawalRow> {
  const { rows } = await db.query<WithdrawalRow>(
    `INSERT INTO withdrawals (user_id, amount, fee, account, approvals_required)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [w.userId, w.amount, w.fee, JSON.stringify(w.account), w.approvalsRequired],
  );
  return rows[0]!;
}

/** One withdrawal; of `userId` only when given (a trader reads only their own). */
export async function findWithdrawal(
  db: Queryable,
  id: number,
  userId?: number,
): Promise<WithdrawalRow | null> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2)`,
    [id, userId ?? null],
  );
  return rows[0] ?? null;
}

/** Locks one withdrawal for a decision: concurrent decisions on it wait and then see its new status. */
export async function lockWithdrawal(db: Queryable, id: number): Promise<WithdrawalRow | null> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** Withdrawals newest first, older than `cursor`, filtered by owner and status. */
export async function listWithdrawals(
  db: Queryable,
  filter: { userId?: number; status?: WithdrawalStatus; cursor?: number; limit: number },
): Promise<WithdrawalRow[]> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals
     WHERE ($1::bigint IS NULL OR user_id = $1) AND ($2::text IS NULL OR status = $2)
       AND ($3::bigint IS NULL OR id < $3)
     ORDER BY id DESC LIMIT $4`,
    [filter.userId ?? null, filter.status ?? null, filter.cursor ?? null, filter.limit],
  );
  return rows;
}

/** Records the maker's approval of a two-approval withdrawal. */
export async function recordFirstApproval(
  db: Queryable,
  id: number,
  adminId: number,
): Promise<WithdrawalRow> {
  const { rows } = await db.query<WithdrawalRow>(
    `UPDATE withdrawals SET first_approver_id = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, adminId],
  );
  return rows[0]!;
}

/** Closes a withdrawal: successful (paid) or failed with a reason. */
export async function decideWithdrawal(
  db: Queryable,
  id: number,
  decision: { status: 'successful' | 'failed'; adminId: number; reason: string | null },
): Promise<WithdrawalRow> {
  const { rows } = await db.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = $2, decided_by_admin_id = $3, reason = $4, decided_at = now()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, decision.status, decision.adminId, decision.reason],
  );
  return rows[0]!;
}

/** How many withdrawals wait for a decision (the ops desk's count). */
export async function countWithdrawalsUnderReview(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM withdrawals WHERE status = 'under_review'`,
  );
  return rows[0]!.count;
}
