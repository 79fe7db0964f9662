// The authenticator app on the security screen: enrol (a secret and its QR code), confirm with its
// first code (2F1), turn off (2F9). Each runs under the trader's row lock, so two screens at once
// change the second factor one after the other.
import type { RecoveryCodesResult, TotpEnrolment } from '@tempo/shared';
import type { AppContext } from '../../../platform/context';
import { withTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/AppError';
import type { AuthUser } from '../../../platform/http/requestTypes';
import { checkGuess } from '../../guessThrottle';
import { lockUser } from '../../lockUser';
import { recordConfirmation } from '../identityConfirmation';
import { matchingTotpStep, newTotpSecret, totpAddress } from '../totp';
import {
  confirmTotp,
  deleteRecoveryCodes,
  deleteTotp,
  findSecondFactor,
  hasRecoveryCodes,
  hasTotpEnrolment,
  isSecondFactorOn,
  issueRecoveryCodes,
  lockTotpEnrolment,
  saveTotpEnrolment,
  spendTotpStep,
} from '../twoFactorRepo';

type Ctx = Pick<AppContext, 'db' | 'redis' | 'config'>;

export async function enrolTotp(ctx: Ctx, user: AuthUser): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const saved = await withTransaction(ctx.db, async (tx) => {
    await lockUser(tx, user.id);
    return saveTotpEnrolment(tx, user.id, secret);
  });
  if (!saved) throw new AppError('TOTP_ALREADY_ON');
  return { secret, uri: totpAddress(secret, user.account) };
}

/**
 * Turns the app on with a code of the enrolment's secret. When it is the account's first factor,
 * ten recovery codes come with it, shown this once (2F2). The session counts as confirmed.
 */
export async function confirmTotpEnrolment(
  ctx: Ctx,
  user: AuthUser,
  code: string,
  ip: string,
): Promise<RecoveryCodesResult> {
  // Without an enrolment there is nothing to guess: refused before the throttle counts a try.
  if (!(await hasTotpEnrolment(ctx.db, user.id))) throw new AppError('TOTP_NOT_ENROLLING');
  let recoveryCodes: string[] | null = null;
  const outcome = await checkGuess(
    ctx.redis,
    ctx.config,
    { kind: 'second-factor', subject: user.account, ip },
    () =>
      withTransaction(ctx.db, async (tx) => {
        await lockUser(tx, user.id);
        const secret = await lockTotpEnrolment(tx, user.id);
        if (!secret) throw new AppError('TOTP_NOT_ENROLLING');
        const step = matchingTotpStep(secret, code);
        if (step === null) return false;
        await spendTotpStep(tx, user.id, step);
        await confirmTotp(tx, user.id);
        if (!(await hasRecoveryCodes(tx, user.id))) recoveryCodes = await issueRecoveryCodes(tx, user.id);
        return true;
      }),
  );
  if (!outcome.right) throw new AppError('WRONG_SECOND_FACTOR', { values: { remaining: outcome.remaining } });
  await recordConfirmation(ctx.redis, user.sessionId, 'second-factor');
  return { recoveryCodes };
}

/** Turns the app off; with no passkey left the second factor is off and its recovery codes go (2F9). */
export async function removeTotp(ctx: Ctx, user: AuthUser): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    await lockUser(tx, user.id);
    if (!(await deleteTotp(tx, user.id))) throw new AppError('NOT_FOUND');
    if (!isSecondFactorOn(await findSecondFactor(tx, user.id))) await deleteRecoveryCodes(tx, user.id);
  });
}

/** Ten new recovery codes in place of the old (2F2); only with a second factor on. */
export async function renewRecoveryCodes(ctx: Ctx, user: AuthUser): Promise<RecoveryCodesResult> {
  return withTransaction(ctx.db, async (tx) => {
    await lockUser(tx, user.id);
    if (!isSecondFactorOn(await findSecondFactor(tx, user.id))) throw new AppError('NO_SECOND_FACTOR');
    return { recoveryCodes: await issueRecoveryCodes(tx, user.id) };
  });
}
