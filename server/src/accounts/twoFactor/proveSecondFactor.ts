// Checks a second factor a trader presents: an authenticator app's code, a recovery code or a
// passkey's signature. Codes are guesses, counted by the guessing throttle as a secret of their
// own (2F5); a passkey's answer is a signature on a one-time challenge, nothing to guess.
import type { SecondFactorMethod, SecondFactorProof } from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/AppError';
import { checkGuess } from '../guessThrottle';
import { verifyAuthentication } from './passkeys';
import { matchingTotpStep } from './totp';
import { findSecondFactor, spendRecoveryCode, spendTotpStep } from './twoFactorRepo';

type ProofContext = Pick<AppContext, 'db' | 'redis' | 'config'>;

/**
 * The method of a right proof, spent (a code's step, a recovery code, the challenge); otherwise
 * WRONG_SECOND_FACTOR with the tries left, TOO_MANY_ATTEMPTS, or PASSKEY_REJECTED.
 */
export async function proveSecondFactor(
  ctx: ProofContext,
  owner: { userId: number; account: string },
  proof: SecondFactorProof,
  purpose: 'second-step' | 'confirm',
  ip: string,
): Promise<SecondFactorMethod> {
  if ('passkey' in proof) {
    await verifyAuthentication(ctx.db, ctx.redis, ctx.config, purpose, owner.userId, proof.passkey);
    return 'passkey';
  }
  const outcome = await checkGuess(
    ctx.redis,
    ctx.config,
    { kind: 'second-factor', subject: owner.account, ip },
    async () =>
      'code' in proof
        ? spendCode(ctx, owner.userId, proof.code)
        : spendRecoveryCode(ctx.db, owner.userId, proof.recoveryCode),
  );
  if (!outcome.right) throw new AppError('WRONG_SECOND_FACTOR', { values: { remaining: outcome.remaining } });
  return 'code' in proof ? 'totp' : 'recovery-code';
}

async function spendCode(ctx: ProofContext, userId: number, code: string): Promise<boolean> {
  const { totpSecret } = await findSecondFactor(ctx.db, userId);
  if (!totpSecret) return false;
  const step = matchingTotpStep(totpSecret, code);
  return step !== null && spendTotpStep(ctx.db, userId, step);
}
