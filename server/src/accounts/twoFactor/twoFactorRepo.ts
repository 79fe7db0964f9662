// The second factor's tables: user_totp, user_recovery_codes and user_passkeys (migration 032).
import type { Queryable } from '../../platform/db/pool';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from './recoveryCodes';

export interface SecondFactorState {
  /** The authenticator app's secret once it is on, else null. */
  totpSecret: string | null;
  passkeys: PasskeyRow[];
  recoveryCodesLeft: number;
}

export interface PasskeyRow {
  id: number;
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

const PASSKEY_COLUMNS = `id, credential_id AS "credentialId", public_key AS "publicKey", counter::float8 AS counter,
  transports, name, floor(extract(epoch FROM created_at) * 1000)::float8 AS "createdAt",
  floor(extract(epoch FROM last_used_at) * 1000)::float8 AS "lastUsedAt"`;

export async function findSecondFactor(db: Queryable, userId: number): Promise<SecondFactorState> {
  const [totp, passkeys, codes] = await Promise.all([
    db.query<{ secret: string }>(
      'SELECT secret FROM user_totp WHERE user_id = $1 AND confirmed_at IS NOT NULL',
      [userId],
    ),
    listPasskeys(db, userId),
    db.query<{ left: number }>(
      'SELECT count(*)::int AS left FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    ),
  ]);
  return {
    totpSecret: totp.rows[0]?.secret ?? null,
    passkeys,
    recoveryCodesLeft: codes.rows[0]?.left ?? 0,
  };
}

export const isSecondFactorOn = (state: SecondFactorState) =>
  state.totpSecret !== null || state.passkeys.length > 0;

export async function listPasskeys(db: Queryable, userId: number): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(
    `SELECT ${PASSKEY_COLUMNS} FROM user_passkeys WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows;
}

export async function findPasskeyByCredential(
  db: Queryable,
  credentialId: string,
): Promise<(PasskeyRow & { userId: number }) | null> {
  const { rows } = await db.query<PasskeyRow & { userId: number }>(
    `SELECT ${PASSKEY_COLUMNS}, user_id::int AS "userId" FROM user_passkeys WHERE credential_id = $1`,
    [credentialId],
  );
  return rows[0] ?? null;
}

/**
 * Records a passkey's use with its new signature counter; false when the counter did not move
 * forward although the authenticator keeps one (a cloned key, or the same answer twice at once).
 */
export async function recordPasskeyUse(db: Queryable, id: number, newCounter: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE user_passkeys SET counter = $2, last_used_at = now()
      WHERE id = $1 AND ($2 = 0 AND counter = 0 OR $2 > counter)`,
    [id, newCounter],
  );
  return rowCount === 1;
}

export async function insertPasskey(
  db: Queryable,
  userId: number,
  passkey: {
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
  },
): Promise<PasskeyRow | null> {
  const { rows } = await db.query<PasskeyRow>(
    `INSERT INTO user_passkeys (user_id, credential_id, public_key, counter, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING
     RETURNING ${PASSKEY_COLUMNS}`,
    [
      userId,
      passkey.credentialId,
      Buffer.from(passkey.publicKey),
      passkey.counter,
      passkey.transports,
      passkey.name,
    ],
  );
  return rows[0] ?? null;
}

export async function deletePasskey(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM user_passkeys WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return rowCount === 1;
}

/** Starts (or restarts) an enrolment: the secret waits for its first code, the app is not on yet. */
export async function saveTotpEnrolment(db: Queryable, userId: number, secret: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO user_totp (user_id, secret) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = 0, created_at = now()
       WHERE user_totp.confirmed_at IS NULL`,
    [userId, secret],
  );
  return rowCount === 1;
}

export async function hasTotpEnrolment(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM user_totp WHERE user_id = $1 AND confirmed_at IS NULL', [
    userId,
  ]);
  return rows.length > 0;
}

/** The secret of an enrolment waiting for its first code, locked until the transaction ends. */
export async function lockTotpEnrolment(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ secret: string }>(
    'SELECT secret FROM user_totp WHERE user_id = $1 AND confirmed_at IS NULL FOR UPDATE',
    [userId],
  );
  return rows[0]?.secret ?? null;
}

/**
 * Spends a code's step (2F3): true when `step` is newer than any accepted before, so a code is
 * taken once even by two requests at the same moment (the row's update serialises them).
 */
export async function spendTotpStep(db: Queryable, userId: number, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE user_totp SET last_step = $2 WHERE user_id = $1 AND last_step < $2',
    [userId, step],
  );
  return rowCount === 1;
}

export async function confirmTotp(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE user_totp SET confirmed_at = now() WHERE user_id = $1', [userId]);
}

export async function deleteTotp(db: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM user_totp WHERE user_id = $1', [userId]);
  return (rowCount ?? 0) > 0;
}

/** Replaces the account's recovery codes with ten new ones; returns them as the trader sees them. */
export async function issueRecoveryCodes(db: Queryable, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
  await db.query(`INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::bytea[])`, [
    userId,
    codes.map(hashRecoveryCode),
  ]);
  return codes;
}

/** Spends a recovery code: true when it was one of the account's and not used before. */
export async function spendRecoveryCode(db: Queryable, userId: number, code: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE user_recovery_codes SET used_at = now()
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, hashRecoveryCode(code)],
  );
  return rowCount === 1;
}

export async function deleteRecoveryCodes(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
}

export async function hasRecoveryCodes(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM user_recovery_codes WHERE user_id = $1 LIMIT 1', [userId]);
  return rows.length > 0;
}

/** Everything of the second factor goes: an ops reset (2F8). */
export async function deleteSecondFactor(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM user_totp WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM user_passkeys WHERE user_id = $1', [userId]);
  await deleteRecoveryCodes(db, userId);
}
