import { randomInt } from 'node:crypto';
import type { DbClient, Queryable } from '../platform/db/pool';

// No 0/O or 1/I: a code read aloud or copied by hand should survive.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function generateOpeningCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export interface OpeningCode {
  code: string;
  /** The user who shares this code, or null for a code issued by ops. */
  ownerUserId: number | null;
}

/** The active opening code matching `code` (case-insensitive), or null. */
export async function resolveOpeningCode(db: Queryable, code: string): Promise<OpeningCode | null> {
  const { rows } = await db.query<OpeningCode>(
    `SELECT code, owner_user_id AS "ownerUserId" FROM opening_codes
     WHERE code = upper($1) AND disabled_at IS NULL`,
    [code.trim()],
  );
  return rows[0] ?? null;
}

/** Inserts one fresh code with the given owner columns, drawing again on the rare collision. */
async function insertUniqueCode(
  tx: DbClient,
  ownerUserId: number | null,
  adminId: number | null,
): Promise<string> {
  for (;;) {
    const { rows } = await tx.query<{ code: string }>(
      `INSERT INTO opening_codes (code, owner_user_id, issued_by_admin_id) VALUES ($1, $2, $3)
       ON CONFLICT (code) DO NOTHING RETURNING code`,
      [generateOpeningCode(), ownerUserId, adminId],
    );
    if (rows[0]) return rows[0].code;
  }
}

/** Gives a new user the code they will share with people they invite. */
export function createOwnOpeningCode(tx: DbClient, userId: number): Promise<string> {
  return insertUniqueCode(tx, userId, null);
}

/** Issues `count` codes on behalf of an ops admin. */
export async function issueOpeningCodes(tx: DbClient, adminId: number, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) codes.push(await insertUniqueCode(tx, null, adminId));
  return codes;
}

/** Adds an opening code chosen by its issuer (the demo seed's well-known one); false when it exists. */
export async function addOpeningCode(tx: Queryable, code: string, adminId: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO opening_codes (code, issued_by_admin_id) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING`,
    [code, adminId],
  );
  return (rowCount ?? 0) > 0;
}
