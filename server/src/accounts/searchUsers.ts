import type { Queryable } from '../platform/db/pool';

/** A trader as the search lists them; `createdAt` in epoch ms. */
export interface UserSearchRow {
  id: number;
  account: string;
  phone: string;
  creditScore: number;
  verified: boolean;
  disabled: boolean;
  createdAt: number;
}

export interface UserSearchFilter {
  /** Trimmed; empty lists every trader. */
  q: string;
  /** Traders older than this id. */
  before?: number;
  limit: number;
}

/** One way a trader can match: its condition on the parameter `p`, and the parameter's value. */
interface Arm {
  sql: (p: string) => string;
  value: string | number;
}

/** What `q` can be: an account prefix, phone digits, an id. Each is one arm of the search. */
function armsOf(q: string): Arm[] {
  const arms: Arm[] = [];
  // Accounts are word characters only; `_` is LIKE's any-character, so it is escaped.
  if (/^\w+$/.test(q)) {
    arms.push({
      sql: (p) => `lower(u.account) LIKE ${p}`,
      value: `${q.toLowerCase().replace(/_/g, '\\_')}%`,
    });
  }
  // A phone written with spaces, dashes, brackets or a plus: the digits anywhere in the number.
  const digits = q.replace(/\D/g, '');
  if (digits && /^[\d\s()+-]+$/.test(q)) arms.push({ sql: (p) => `u.phone LIKE ${p}`, value: `%${digits}%` });
  if (/^\d{1,15}$/.test(q)) arms.push({ sql: (p) => `u.id = ${p}`, value: Number(q) });
  return arms;
}

/**
 * Traders matching `q` (see armsOf), newest first. Each arm has an index of its own
 * (users_account_prefix_idx, users_phone_trgm_idx, the primary key), so PostgreSQL can read just
 * the matches; an empty `q` walks the primary key backwards.
 */
export async function searchUsers(db: Queryable, filter: UserSearchFilter): Promise<UserSearchRow[]> {
  const arms = armsOf(filter.q);
  if (filter.q && arms.length === 0) return [];
  const values: (string | number | null)[] = [filter.before ?? null, filter.limit];
  const matches = arms.map((arm) => {
    values.push(arm.value);
    return arm.sql(`$${values.length}`);
  });
  const { rows } = await db.query<UserSearchRow>(
    `SELECT u.id, u.account, u.phone, u.credit_score AS "creditScore", u.verified,
            u.disabled_at IS NOT NULL AS disabled, (extract(epoch FROM u.created_at) * 1000)::bigint AS "createdAt"
     FROM users u
     WHERE ($1::bigint IS NULL OR u.id < $1) ${matches.length ? `AND (${matches.join(' OR ')})` : ''}
     ORDER BY u.id DESC LIMIT $2`,
    values,
  );
  return rows;
}
