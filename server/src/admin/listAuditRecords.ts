import type { AuditLogQuery, AuditRecord } from '@tempo/shared';
import { listAuditLog } from '../audit';
import type { Queryable } from '../platform/db/pool';
import { findOpsAccountId, opsUsernames } from './opsAccountsRepo';
import { presentAuditRecord } from './presenters';

/**
 * The audit log as the console reads it, narrowed by `query` (every filter given must hold). The
 * log keeps only the ops account's id; its username, to filter by and to show, is admin's own.
 */
export async function listAuditRecords(db: Queryable, query: AuditLogQuery): Promise<AuditRecord[]> {
  const { admin, ...filter } = query;
  if (admin !== undefined) {
    const adminId = await findOpsAccountId(db, admin);
    if (adminId === null || (filter.adminId !== undefined && filter.adminId !== adminId)) return [];
    filter.adminId = adminId;
  }
  const rows = await listAuditLog(db, filter);
  const usernames = await opsUsernames(
    db,
    rows.map((row) => row.adminId),
  );
  return rows.map((row) => presentAuditRecord(row, usernames.get(row.adminId) ?? ''));
}
