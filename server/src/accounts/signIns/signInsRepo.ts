// The sign_ins table (migration 031): only accounts/signIns reads and writes it.
import type { Queryable } from '../../platform/db/pool';
import type { SecondFactorMethod, SignInMethod } from '@tempo/shared';

/** One sign-in as read back; `at` in epoch ms. */
export interface SignInRow {
  id: number;
  at: number;
  ip: string | null;
  device: string | null;
  method: SignInMethod;
  secondFactor: SecondFactorMethod | null;
  succeeded: boolean;
}

export interface NewSignIn {
  userId: number;
  ip: string | null;
  userAgent: string | null;
  device: string | null;
  deviceKey: string;
  method: SignInMethod;
  secondFactor: SecondFactorMethod | null;
  succeeded: boolean;
}

const COLUMNS = `id, (extract(epoch FROM at) * 1000)::bigint AS at, ip, NULLIF(device, '') AS device,
  method, second_factor AS "secondFactor", succeeded`;

/** Stores a sign-in; its id and time (epoch ms). */
export async function insertSignIn(db: Queryable, signIn: NewSignIn): Promise<{ id: number; at: number }> {
  const { rows } = await db.query<{ id: number; at: number }>(
    `INSERT INTO sign_ins (user_id, ip, user_agent, device, device_key, method, second_factor, succeeded)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, (extract(epoch FROM at) * 1000)::bigint AS at`,
    [
      signIn.userId,
      signIn.ip,
      signIn.userAgent?.slice(0, 300) ?? null,
      signIn.device ?? '',
      signIn.deviceKey,
      signIn.method,
      signIn.secondFactor,
      signIn.succeeded,
    ],
  );
  return rows[0]!;
}

/**
 * Whether a successful sign-in (other than `exceptId`) came before, and whether one of them was
 * from `deviceKey` within the last `days` days.
 */
export async function findPriorSignIns(
  db: Queryable,
  userId: number,
  deviceKey: string,
  days: number,
  exceptId: number,
): Promise<{ any: boolean; fromDevice: boolean }> {
  const { rows } = await db.query<{ any: boolean; fromDevice: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sign_ins WHERE user_id = $1 AND succeeded AND id <> $4) AS any,
            EXISTS (SELECT 1 FROM sign_ins
                     WHERE user_id = $1 AND succeeded AND id <> $4 AND device_key = $2
                       AND at > now() - make_interval(days => $3)) AS "fromDevice"`,
    [userId, deviceKey, days, exceptId],
  );
  return rows[0]!;
}

/** Deletes the user's sign-ins older than `days` days. */
export async function trimSignIns(db: Queryable, userId: number, days: number): Promise<void> {
  await db.query(`DELETE FROM sign_ins WHERE user_id = $1 AND at <= now() - make_interval(days => $2)`, [
    userId,
    days,
  ]);
}

/** A page of the user's sign-ins of the last `days` days, newest first, ids below `before`. */
export async function listSignIns(
  db: Queryable,
  userId: number,
  days: number,
  page: { before?: number; limit: number },
): Promise<SignInRow[]> {
  const { rows } = await db.query<SignInRow>(
    `SELECT ${COLUMNS} FROM sign_ins
     WHERE user_id = $1 AND at > now() - make_interval(days => $2) AND ($3::bigint IS NULL OR id < $3)
     ORDER BY id DESC LIMIT $4`,
    [userId, days, page.before ?? null, page.limit],
  );
  return rows;
}
