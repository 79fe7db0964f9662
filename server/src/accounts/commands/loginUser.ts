import { epochMs, type LoginBody, type SecondFactorMethod, type TraderLoginResult } from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/AppError';
import { verifyPasswordOrDecoy } from '../../platform/passwords';
import { checkGuess } from '../guessThrottle';
import { recordSignIn, type SignInContext } from '../signIns/recordSignIn';
import { createUserSession, type SessionMeta } from '../userSessions';
import { issueLoginTicket } from '../twoFactor/loginTickets';
import { findSecondFactor, isSecondFactorOn } from '../twoFactor/twoFactorRepo';
import { findCredentialsByAccount } from '../usersRepo';

/**
 * Checks account and password (throttled). Without a second factor it opens a session and records
 * the sign-in either way; with one, a right password earns a ticket for the second step
 * (twoFactor/SPEC.md 2F4), which records the sign-in when it ends.
 */
export async function loginUser(
  ctx: AppContext & SignInContext,
  input: LoginBody,
  meta: SessionMeta,
): Promise<TraderLoginResult> {
  const user = await findCredentialsByAccount(ctx.db, input.account);
  // Unknown accounts are counted like known ones, so the throttle does not reveal which exist.
  const outcome = await checkGuess(
    ctx.redis,
    ctx.config,
    { kind: 'login', subject: input.account, ip: meta.ip },
    () => verifyPasswordOrDecoy(user?.passwordHash, input.password),
  );
  const record = (userId: number, succeeded: boolean) =>
    recordSignIn(ctx, { userId, method: 'password', secondFactor: null, succeeded, meta });
  if (!outcome.right || !user) {
    // An account that exists has each checked attempt in its sign-in history; a made-up one none.
    if (user) await record(user.id, false);
    throw new AppError('WRONG_CREDENTIALS');
  }
  if (user.disabled) throw new AppError('ACCOUNT_DISABLED');
  const secondFactor = await findSecondFactor(ctx.db, user.id);
  if (isSecondFactorOn(secondFactor)) {
    const methods: SecondFactorMethod[] = [];
    if (secondFactor.totpSecret) methods.push('totp');
    if (secondFactor.passkeys.length > 0) methods.push('passkey');
    if (secondFactor.recoveryCodesLeft > 0) methods.push('recovery-code');
    const ticket = await issueLoginTicket(ctx.redis, { userId: user.id, account: user.account, ip: meta.ip });
    return { secondFactor: { ...ticket, methods, expiresAt: epochMs(ticket.expiresAt) } };
  }
  const { token, expiresAt } = await createUserSession(ctx.db, user.id, ctx.config.SESSION_TTL_HOURS, meta);
  await record(user.id, true);
  return { token, expiresAt };
}
