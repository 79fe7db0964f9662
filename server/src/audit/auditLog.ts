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

/** One audit log row as read; admin/ adds the ops account's username before presenting it. */
export interface AuditRow {
  id: number;
  adminId: number;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** What the audit log may be narrowed by; every filter given must hold (see auditLogQuery). */
export interface AuditLogFilter {
  adminId?: number;
  /** Exactly this action, or every action starting with it when it ends in `.`. */
  action?: string;
  targetType?: string;
  targetId?: string;
  /** ISO 8601: entries at or after this time. */
  from?: string;
  /** ISO 8601: entries before this time. */
  to?: string;
  /** Entries older than this id: the next page after it. */
  before?: number;
  limit: number;
}

/** The newest audit entries that pass `filter`, newest first. */
export async function listAuditLog(db: Queryable, filter: AuditLogFilter): Promise<AuditRow[]> {
  const values: unknown[] = [];
  const where: string[] = [];
  /** Adds the condition `on` writes around the placeholder of `value`. */
  const add = (value: unknown, on: (placeholder: string) => string) => {
    values.push(value);
    where.push(on(`$${values.length}`));
  };
  if (filter.adminId !== undefined) add(filter.adminId, (p) => `l.admin_id = ${p}`);
  if (filter.action?.endsWith('.')) {
    add(`${likePrefix(filter.action)}%`, (p) => `l.action LIKE ${p} ESCAPE '\\'`);
  } else if (filter.action !== undefined) {
    add(filter.action, (p) => `l.action = ${p}`);
  }
  if (filter.targetType !== undefined) add(filter.targetType, (p) => `l.target_type = ${p}`);
  if (filter.targetId !== undefined) add(filter.targetId, (p) => `l.target_id = ${p}`);
  if (filter.from !== undefined) add(filter.from, (p) => `l.created_at >= ${p}::timestamptz`);
  if (filter.to !== undefined) add(filter.to, (p) => `l.created_at < ${p}::timestamptz`);
  if (filter.before !== undefined) add(filter.before, (p) => `l.id < ${p}`);
  values.push(filter.limit);
  const { rows } = await db.query<AuditRow>(
    `SELECT l.id, l.admin_id AS "adminId", l.action, l.target_type AS "targetType",
            l.target_id AS "targetId", l.details, l.created_at AS "createdAt"
     FROM audit_log l
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY l.id DESC LIMIT $${values.length}`,
    values,
  );
  return rows;
}

/** `text` matched literally at the start of a LIKE pattern: its wildcards and escapes escaped. */
function likePrefix(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
