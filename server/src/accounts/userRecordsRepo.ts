import type { Queryable } from '../platform/db/pool';

/** A trader's record as ops look it up (balances are the ledger's, read beside it). */
export interface UserRecordRow {
  id: number;
  account: string;
  phone: string;
  openingCode: string;
  inviterId: number | null;
  creditScore: number;
  verified: boolean;
  disabled: boolean;
  createdAt: Date;
}

const SELECT_USER_ROW = `
  SELECT u.id, u.account, u.phone, c.code AS "openingCode", u.inviter_id AS "inviterId",
         u.credit_score AS "creditScore", u.verified, u.disabled_at IS NOT NULL AS disabled,
         u.created_at AS "createdAt"
  FROM users u
  JOIN opening_codes c ON c.owner_user_id = u.id`;

/** The trader with id `userId`, or null. */
export async function findUserRow(db: Queryable, userId: number): Promise<UserRecordRow | null> {
  const { rows } = await db.query<UserRecordRow>(`${SELECT_USER_ROW} WHERE u.id = $1`, [userId]);
  return rows[0] ?? null;
}

/** The trader whose account name is `account` (case-insensitive), or null. */
export async function findUserRowByAccount(db: Queryable, account: string): Promise<UserRecordRow | null> {
  const { rows } = await db.query<UserRecordRow>(`${SELECT_USER_ROW} WHERE lower(u.account) = lower($1)`, [
    account,
  ]);
  return rows[0] ?? null;
}
