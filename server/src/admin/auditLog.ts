import type { Queryable } from '../platform/db/pool';

export interface AuditEntry {
  adminId: number;
  /** A verb-noun name such as `balance.adjust` or `user.password.reset`. */
  action: string;
  target: { type: string; id: string | number };
  /** What changed; never a password, token or ID number. */
  details?: Record<string, unknown>;
  ip?: string;
  requestId?: string;
}

/** Records an ops action; call it inside the same transaction as the action itself. */
export async function writeAuditLog(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (admin_id, action, target_type, target_id, details, ip, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.adminId,
      entry.action,
      entry.target.type,
      String(entry.target.id),
      JSON.stringify(entry.details ?? {}),
      entry.ip ?? null,
      entry.requestId ?? null,
    ],
  );
}

/** One audit log row as read, before its presenter. */
export interface AuditRow {
  id: number;
  adminId: number;
  adminUsername: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

export async function listAuditLog(
  db: Queryable,
  filter: { targetType?: string; targetId?: string; limit: number },
): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT l.id, l.admin_id AS "adminId", a.username AS "adminUsername", l.action,
            l.target_type AS "targetType", l.target_id AS "targetId", l.details, l.created_at AS "createdAt"
     FROM audit_log l JOIN admins a ON a.id = l.admin_id
     WHERE ($1::text IS NULL OR l.target_type = $1) AND ($2::text IS NULL OR l.target_id = $2)
     ORDER BY l.id DESC LIMIT $3`,
    [filter.targetType ?? null, filter.targetId ?? null, filter.limit],
  );
  return rows;
}
