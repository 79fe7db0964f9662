import { issueOpeningCodes } from '../../accounts';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { writeAuditLog, type Actor } from '../../audit';

/** Issues account opening codes that newcomers without an inviter can register with. */
export function issueCodes(db: Db, actor: Actor, count: number): Promise<string[]> {
  return withTransaction(db, async (tx) => {
    const codes = await issueOpeningCodes(tx, actor.adminId, count);
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'opening-codes.issue',
      target: { type: 'opening_code', id: codes.join(',') },
      details: { count },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return codes;
  });
}
