import type { WithdrawalSettings } from '@tempo/shared';
import { writeAuditLog, type Actor } from '../../../audit';
import type { Db } from '../../../platform/db/pool';
import { withTransaction } from '../../../platform/db/transaction';
import { getWithdrawalSettings, saveWithdrawalSettings } from '../withdrawalSettings';

/** Replaces the withdrawal settings; the audit entry holds the settings before and after. */
export function updateWithdrawalSettings(
  db: Db,
  actor: Actor,
  settings: WithdrawalSettings,
): Promise<WithdrawalSettings> {
  return withTransaction(db, async (tx) => {
    const before = await getWithdrawalSettings(tx);
    const after = await saveWithdrawalSettings(tx, settings);
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'withdrawal_settings.update',
      target: { type: 'withdrawal_settings', id: 'current' },
      details: { before, after },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return after;
  });
}
