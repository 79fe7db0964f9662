import type { AdminUserView } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

const SELECT_USER_VIEW = `
  SELECT u.id, u.account, u.phone, c.code AS "openingCode", u.inviter_id AS "inviterId",
         u.credit_score AS "creditScore", u.verified, u.disabled_at IS NOT NULL AS disabled,
         json_build_object('available', b.available, 'frozen', b.frozen, 'savings', b.savings, 'demo', b.demo) AS balances,
         u.created_at AS "createdAt"
  FROM users u
  JOIN balances b ON b.user_id = u.id
  JOIN opening_codes c ON c.owner_user_id = u.id`;

export async function findUserView(db: Queryable, userId: number): Promise<AdminUserView | null> {
  const { rows } = await db.query<AdminUserView>(`${SELECT_USER_VIEW} WHERE u.id = $1`, [userId]);
  return rows[0] ?? null;
}

export async function findUserViewByAccount(db: Queryable, account: string): Promise<AdminUserView | null> {
  const { rows } = await db.query<AdminUserView>(`${SELECT_USER_VIEW} WHERE lower(u.account) = lower($1)`, [
    account,
  ]);
  return rows[0] ?? null;
}
