import type { CreateOpsAccountBody } from '@tempo/shared';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { hashPassword } from '../../platform/passwords';
import { writeAuditLog, type Actor } from '../../audit';
import { findOpsAccount, insertOpsAccount, opsUsernameTaken, type OpsAccountRow } from '../opsAccountsRepo';

/**
 * Adds an enabled ops account that may log in at once with `password`; OPS_ACCOUNT_EXISTS when
 * its username is taken in any letter case.
 */
export async function createOpsAccount(
  db: Db,
  actor: Actor,
  input: CreateOpsAccountBody,
): Promise<OpsAccountRow> {
  // Hashing takes a while: done before the transaction, which then holds nothing during it.
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    if (await opsUsernameTaken(tx, input.username)) throw new AppError('OPS_ACCOUNT_EXISTS');
    // A name taken between the check and here meets the unique index: the same answer.
    const id = await insertOpsAccount(tx, { username: input.username, role: input.role, passwordHash });
    if (id === null) throw new AppError('OPS_ACCOUNT_EXISTS');
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'ops_account.create',
      target: { type: 'ops_account', id },
      details: { username: input.username, role: input.role },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return (await findOpsAccount(tx, id))!;
  });
}
