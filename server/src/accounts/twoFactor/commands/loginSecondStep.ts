import type { LoginResult, SecondFactorLoginBody } from '@tempo/shared';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/AppError';
import type { InboxNotifier } from '../../../inbox';
import { recordSignIn } from '../../signIns/recordSignIn';
import { createUserSession, type SessionMeta } from '../../userSessions';
import { findCredentialsById } from '../../usersRepo';
import { recordConfirmation } from '../identityConfirmation';
import { readLoginTicket, spendLoginTicket } from '../loginTickets';
import { proveSecondFactor } from '../proveSecondFactor';

export type LoginContext = AppContext & { inbox: InboxNotifier };

/**
 * Login step 2 (2F4): the ticket of a right password and a second factor open the session. A wrong
 * factor keeps the ticket for another try within its five minutes (the throttle bounds the tries);
 * the session opened has just proved the second factor, so it counts as confirmed (2F7).
 */
export async function loginSecondStep(
  ctx: LoginContext,
  input: SecondFactorLoginBody,
  meta: SessionMeta,
): Promise<LoginResult> {
  const owner = await readLoginTicket(ctx.redis, input.ticket, meta.ip);
  if (!owner) throw new AppError('LOGIN_TICKET_EXPIRED');
  const attempt = { userId: owner.userId, method: 'password' as const, meta };
  let secondFactor;
  try {
    secondFactor = await proveSecondFactor(ctx, owner, input.proof, 'second-step', meta.ip);
  } catch (error) {
    const tried = 'passkey' in input.proof ? 'passkey' : 'code' in input.proof ? 'totp' : 'recovery-code';
    await recordSignIn(ctx, { ...attempt, secondFactor: tried, succeeded: false });
    throw error;
  }
  if (!(await spendLoginTicket(ctx.redis, input.ticket))) throw new AppError('LOGIN_TICKET_EXPIRED');
  const credentials = await findCredentialsById(ctx.db, owner.userId);
  if (!credentials || credentials.disabled) throw new AppError('ACCOUNT_DISABLED');
  const session = await createUserSession(ctx.db, owner.userId, ctx.config.SESSION_TTL_HOURS, meta);
  await recordConfirmation(ctx.redis, session.sessionId, 'second-factor');
  await recordSignIn(ctx, { ...attempt, secondFactor, succeeded: true });
  return { token: session.token, expiresAt: session.expiresAt };
}
