// The admins table as the ops accounts routes read and change it. Password hashes are written
// here and never read back.
import type { AdminRole } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

/** An ops account as listed: no password hash. */
export interface OpsAccountRow {
  id: number;
  username: string;
  role: AdminRole;
  disabled: boolean;
  createdAt: Date;
  /** When its newest session was opened; null when it never logged in. */
  lastLoginAt: Date | null;
}

const SELECT_ACCOUNT = `
  SELECT a.id, a.username, a.role, a.disabled_at IS NOT NULL AS disabled, a.created_at AS "createdAt",
         (SELECT max(s.created_at) FROM admin_sessions s WHERE s.admin_id = a.id) AS "lastLoginAt"
  FROM admins a`;

/** Every ops account, oldest first. */
export async function listOpsAccounts(db: Queryable): Promise<OpsAccountRow[]> {
  const { rows } = await db.query<OpsAccountRow>(`${SELECT_ACCOUNT} ORDER BY a.id`);
  return rows;
}

/** The ops account `id`, or null. */
export async function findOpsAccount(db: Queryable, id: number): Promise<OpsAccountRow | null> {
  const { rows } = await db.query<OpsAccountRow>(`${SELECT_ACCOUNT} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The id of the ops account named `username` in any letter case, or null. */
export async function findOpsAccountId(db: Queryable, username: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM admins WHERE lower(username) = lower($1)', [
    username,
  ]);
  return rows[0]?.id ?? null;
}

/** The usernames of the ops accounts `ids`, by id. */
export async function opsUsernames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  const { rows } = await db.query<{ id: number; username: string }>(
    'SELECT id, username FROM admins WHERE id = ANY($1::bigint[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [Number(row.id), row.username]));
}

/** An ops account's role and state, as read under its row lock. */
export interface LockedOpsAccount {
  id: number;
  role: AdminRole;
  disabled: boolean;
}

/**
 * Locks the rows of every superadmin and of the accounts `ids`, in id order (so two changes lock
 * in the same order and never deadlock), and returns them. While held, no other change can
 * disable or demote a superadmin, nor make one: the count of enabled superadmins stays as read.
 */
export async function lockOpsAccounts(db: Queryable, ids: readonly number[]): Promise<LockedOpsAccount[]> {
  const { rows } = await db.query<LockedOpsAccount>(
    `SELECT id, role, disabled_at IS NOT NULL AS disabled FROM admins
     WHERE role = 'superadmin' OR id = ANY($1::bigint[])
     ORDER BY id FOR UPDATE`,
    [ids],
  );
  return rows;
}

/** Whether an ops account named `username` exists, whatever the letter case. */
export async function opsUsernameTaken(db: Queryable, username: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM admins WHERE lower(username) = lower($1)', [username]);
  return (rowCount ?? 0) > 0;
}

/** Adds an enabled ops account; null when the username is taken (whatever its case). */
export async function insertOpsAccount(
  db: Queryable,
  account: { username: string; role: AdminRole; passwordHash: string },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO admins (username, password_hash, role) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING id`,
    [account.username, account.passwordHash, account.role],
  );
  return rows[0]?.id ?? null;
}

export async function setOpsAccountRole(db: Queryable, id: number, role: AdminRole): Promise<void> {
  await db.query('UPDATE admins SET role = $2 WHERE id = $1', [id, role]);
}

/** Disables (from now) or enables the ops account `id`. */
export async function setOpsAccountDisabled(db: Queryable, id: number, disabled: boolean): Promise<void> {
  await db.query(
    `UPDATE admins SET disabled_at = CASE WHEN $2::boolean THEN coalesce(disabled_at, now()) END WHERE id = $1`,
    [id, disabled],
  );
}

export async function setOpsAccountPasswordHash(
  db: Queryable,
  id: number,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE admins SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

/** Ends every live session of the ops account `id`; returns how many it ended. */
export async function endOpsAccountSessions(db: Queryable, id: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE admin_sessions SET revoked_at = now()
     WHERE admin_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [id],
  );
  return rowCount ?? 0;
}
