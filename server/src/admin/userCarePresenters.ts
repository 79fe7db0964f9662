// What leaves the server of a trader's search row, ledger rows and sessions: each field named here,
// so nothing else (a session's token hash) reaches the console by accident.
import type { UserSearchItem, UserSessionView } from '@tempo/shared';
import type { UserSearchRow, UserSessionRow } from '../accounts';

/** A trader as the search lists them; `createdAt` in epoch ms. */
export function presentUserSearchItem(row: UserSearchRow): UserSearchItem {
  return {
    id: row.id,
    account: row.account,
    phone: row.phone,
    creditScore: row.creditScore,
    verified: row.verified,
    disabled: row.disabled,
    createdAt: row.createdAt,
  };
}

/** One login session of a trader; times in epoch ms. */
export function presentUserSession(row: UserSessionRow): UserSessionView {
  return {
    id: row.id,
    state: row.state,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}
