import { writeAuditLog, type Actor } from '../../audit';
import type { Queryable } from '../../platform/db/pool';

/** Records an ops change of content, in the transaction of the change. */
export function auditContent(
  tx: Queryable,
  actor: Actor,
  action: string,
  target: { type: string; id: string | number },
  details: Record<string, unknown>,
): Promise<void> {
  return writeAuditLog(tx, {
    adminId: actor.adminId,
    action,
    target,
    details,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}
