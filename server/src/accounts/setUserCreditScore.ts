import type { Queryable } from '../platform/db/pool';

/**
 * Sets a user's credit score (0–1000, checked by the caller's schema). Returns the score it had
 * before, for the audit log, or null when there is no such user.
 */
export async function setUserCreditScore(
  db: Queryable,
  userId: number,
  creditScore: number,
): Promise<{ previous: number } | null> {
  const { rows } = await db.query<{ previous: number }>(
    `UPDATE users u SET credit_score = $2 FROM users old
     WHERE u.id = $1 AND old.id = u.id RETURNING old.credit_score AS previous`,
    [userId, creditScore],
  );
  return rows[0] ?? null;
}
