import type { PasswordKind } from '@tempo/shared';
import type { DbClient, Queryable } from '../platform/db/pool';

export interface UserCredentials {
  id: number;
  account: string;
  passwordHash: string;
  transactionPasswordHash: string;
  disabled: boolean;
}

const SELECT_CREDENTIALS = `SELECT id, account, password_hash AS "passwordHash",
       transaction_password_hash AS "transactionPasswordHash", disabled_at IS NOT NULL AS disabled
     FROM users WHERE`;

export async function findCredentialsByAccount(
  db: Queryable,
  account: string,
): Promise<UserCredentials | null> {
  const { rows } = await db.query<UserCredentials>(`${SELECT_CREDENTIALS} lower(account) = lower($1)`, [
    account,
  ]);
  return rows[0] ?? null;
}

export async function findCredentialsById(db: Queryable, userId: number): Promise<UserCredentials | null> {
  const { rows } = await db.query<UserCredentials>(`${SELECT_CREDENTIALS} id = $1`, [userId]);
  return rows[0] ?? null;
}

export async function isAccountTaken(db: Queryable, account: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE lower(account) = lower($1)', [account]);
  return Boolean(rowCount);
}

export interface NewUser {
  account: string;
  phone: string;
  passwordHash: string;
  transactionPasswordHash: string;
  inviterId: number | null;
  registeredWithCode: string;
}

export async function insertUser(tx: DbClient, user: NewUser): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (account, nickname, phone, password_hash, transaction_password_hash, inviter_id,
                        registered_with_code)
     VALUES ($1, $1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      user.account,
      user.phone,
      user.passwordHash,
      user.transactionPasswordHash,
      user.inviterId,
      user.registeredWithCode,
    ],
  );
  return rows[0]!.id;
}

const HASH_COLUMN: Record<PasswordKind, string> = {
  login: 'password_hash',
  transaction: 'transaction_password_hash',
};

export async function updatePasswordHash(
  db: Queryable,
  userId: number,
  kind: PasswordKind,
  passwordHash: string,
): Promise<boolean> {
  const { rowCount } = await db.query(`UPDATE users SET ${HASH_COLUMN[kind]} = $2 WHERE id = $1`, [
    userId,
    passwordHash,
  ]);
  return Boolean(rowCount);
}

export interface ProfileRow {
  id: number;
  account: string;
  nickname: string;
  phone: string;
  creditScore: number;
  verified: boolean;
  openingCode: string;
}

/** The personal center's columns of a user (balances are the ledger's), or null. */
export async function findProfileRow(db: Queryable, userId: number): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT u.id, u.account, u.nickname, u.phone, u.credit_score AS "creditScore", u.verified,
            c.code AS "openingCode"
     FROM users u
     JOIN opening_codes c ON c.owner_user_id = u.id
     WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
