import type { LoginResult, PasskeyChallenge, PasskeyProof } from '@tempo/shared';
import { AppError } from '../../../platform/AppError';
import { recordSignIn } from '../../signIns/recordSignIn';
import { createUserSession, type SessionMeta } from '../../userSessions';
import { findCredentialsById } from '../../usersRepo';
import { recordConfirmation } from '../identityConfirmation';
import { readLoginTicket } from '../loginTickets';
import { authenticationChallenge, verifyAuthentication } from '../passkeys';
import { listPasskeys } from '../twoFactorRepo';
import type { LoginContext } from './loginSecondStep';

/**
 * A passkey challenge at login: for the second step, among the passkeys of the ticket's account;
 * without a ticket, for signing in with a passkey alone (the browser offers the site's own).
 */
export async function passkeyLoginChallenge(
  ctx: LoginContext,
  ticket: string | undefined,
  ip: string,
): Promise<PasskeyChallenge> {
  if (ticket === undefined) return authenticationChallenge(ctx.redis, ctx.config, 'login', null);
  const owner = await readLoginTicket(ctx.redis, ticket, ip);
  if (!owner) throw new AppError('LOGIN_TICKET_EXPIRED');
  const passkeys = await listPasskeys(ctx.db, owner.userId);
  return authenticationChallenge(ctx.redis, ctx.config, 'second-step', { userId: owner.userId, passkeys });
}

/**
 * Signs in with a passkey alone (2F6): a discoverable credential that checked its owner (PIN,
 * fingerprint) is both factors at once, so the session opens confirmed.
 */
export async function loginWithPasskey(
  ctx: LoginContext,
  proof: PasskeyProof,
  meta: SessionMeta,
): Promise<LoginResult> {
  const { userId } = await verifyAuthentication(ctx.db, ctx.redis, ctx.config, 'login', null, proof);
  const credentials = await findCredentialsById(ctx.db, userId);
  if (!credentials || credentials.disabled) {
    if (credentials)
      await recordSignIn(ctx, { userId, method: 'passkey', secondFactor: null, succeeded: false, meta });
    throw new AppError('ACCOUNT_DISABLED');
  }
  const session = await createUserSession(ctx.db, userId, ctx.config.SESSION_TTL_HOURS, meta);
  await recordConfirmation(ctx.redis, session.sessionId, 'second-factor');
  await recordSignIn(ctx, { userId, method: 'passkey', secondFactor: null, succeeded: true, meta });
  return { token: session.token, expiresAt: session.expiresAt };
}
