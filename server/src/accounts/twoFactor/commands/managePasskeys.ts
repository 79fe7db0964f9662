// Passkeys on the security screen: register one under a name (several per account), remove one.
import type { AddPasskeyBody, PasskeyChallenge, PasskeyView, RecoveryCodesResult } from '@tempo/shared';
import type { AppContext } from '../../../platform/context';
import { withTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/AppError';
import type { AuthUser } from '../../../platform/http/requestTypes';
import { lockUser } from '../../lockUser';
import { recordConfirmation } from '../identityConfirmation';
import { registrationChallenge, verifyRegistration } from '../passkeys';
import { presentPasskey } from '../presenters';
import {
  deletePasskey,
  deleteRecoveryCodes,
  findSecondFactor,
  hasRecoveryCodes,
  insertPasskey,
  isSecondFactorOn,
  issueRecoveryCodes,
  listPasskeys,
} from '../twoFactorRepo';

type Ctx = Pick<AppContext, 'db' | 'redis' | 'config'>;

export async function passkeyRegistrationChallenge(ctx: Ctx, user: AuthUser): Promise<PasskeyChallenge> {
  const passkeys = await listPasskeys(ctx.db, user.id);
  return registrationChallenge(ctx.redis, ctx.config, { userId: user.id, account: user.account, passkeys });
}

/**
 * Registers the passkey that answered the challenge. The first factor of the account brings ten
 * recovery codes, shown this once (2F2); the session, which just used the device, counts as confirmed.
 */
export async function addPasskey(
  ctx: Ctx,
  user: AuthUser,
  input: AddPasskeyBody,
): Promise<RecoveryCodesResult & { passkey: PasskeyView }> {
  const credential = await verifyRegistration(ctx.redis, ctx.config, user.id, input);
  const added = await withTransaction(ctx.db, async (tx) => {
    await lockUser(tx, user.id);
    const row = await insertPasskey(tx, user.id, { ...credential, name: input.name });
    if (!row) throw new AppError('PASSKEY_REJECTED');
    const recoveryCodes = (await hasRecoveryCodes(tx, user.id))
      ? null
      : await issueRecoveryCodes(tx, user.id);
    return { row, recoveryCodes };
  });
  await recordConfirmation(ctx.redis, user.sessionId, 'second-factor');
  return { passkey: presentPasskey(added.row), recoveryCodes: added.recoveryCodes };
}

/** Removes one of the trader's passkeys (another's id is NOT_FOUND); the last factor takes its recovery codes along (2F9). */
export async function removePasskey(ctx: Ctx, user: AuthUser, id: number): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    await lockUser(tx, user.id);
    if (!(await deletePasskey(tx, user.id, id))) throw new AppError('NOT_FOUND');
    if (!isSecondFactorOn(await findSecondFactor(tx, user.id))) await deleteRecoveryCodes(tx, user.id);
  });
}
