// The routes of routes.twoFactor a trader calls: login's second step, signing in with a passkey,
// confirming it is you, and the security screen's second factor. (Ops resets are mounted by admin/.)
import { routes } from '@tempo/shared';
import type { Router } from 'express';
import type { InboxNotifier } from '../../inbox';
import type { AppContext } from '../../platform/context';
import { addressRateLimit } from '../../platform/http/addressRateLimit';
import { AppError } from '../../platform/AppError';
import { TableRouter, mountRoute, type RouteGuards } from '../../platform/http/mountRoute';
import { confirmIdentity } from './commands/confirmIdentity';
import { loginSecondStep } from './commands/loginSecondStep';
import { loginWithPasskey, passkeyLoginChallenge } from './commands/loginWithPasskey';
import { addPasskey, passkeyRegistrationChallenge, removePasskey } from './commands/managePasskeys';
import { confirmTotpEnrolment, enrolTotp, removeTotp, renewRecoveryCodes } from './commands/manageTotp';
import { authenticationChallenge } from './passkeys';
import { secondFactorViewOf } from './presenters';
import { listPasskeys } from './twoFactorRepo';

/** Challenges a stranger may ask for: enough for people behind one address, not for a flood of Redis keys. */
const PASSKEY_CHALLENGES_PER_ADDRESS = 60;

export function twoFactorRouter(ctx: AppContext, guards: RouteGuards, inbox: InboxNotifier): Router {
  const router = new TableRouter(guards);
  const table = routes.twoFactor;
  const loginContext = { ...ctx, inbox };
  const challengeRate = addressRateLimit(ctx.redis, {
    name: 'passkey-challenge',
    limit: PASSKEY_CHALLENGES_PER_ADDRESS,
    windowSeconds: 60,
  });

  mountRoute(router, table.loginSecondFactor, ({ body, origin }) =>
    loginSecondStep(loginContext, body, origin),
  );
  mountRoute(
    router,
    table.passkeyLoginOptions,
    ({ body, origin }) => passkeyLoginChallenge(loginContext, body.ticket, origin.ip),
    {
      before: [challengeRate],
    },
  );
  mountRoute(router, table.passkeyLogin, ({ body, origin }) => loginWithPasskey(loginContext, body, origin), {
    before: [challengeRate],
  });

  mountRoute(router, table.view, ({ user }) => secondFactorViewOf(ctx.db, user.id));
  mountRoute(router, table.confirmPasskeyOptions, async ({ user }) => {
    const passkeys = await listPasskeys(ctx.db, user.id);
    if (passkeys.length === 0) throw new AppError('NO_SECOND_FACTOR');
    return authenticationChallenge(ctx.redis, ctx.config, 'confirm', { userId: user.id, passkeys });
  });
  mountRoute(router, table.confirm, ({ user, body, origin }) => confirmIdentity(ctx, user, body, origin.ip));

  mountRoute(router, table.enrolTotp, ({ user }) => enrolTotp(ctx, user));
  mountRoute(router, table.confirmTotp, ({ user, body, origin }) =>
    confirmTotpEnrolment(ctx, user, body.code, origin.ip),
  );
  mountRoute(router, table.removeTotp, async ({ user }) => {
    await removeTotp(ctx, user);
    return secondFactorViewOf(ctx.db, user.id);
  });
  mountRoute(router, table.renewRecoveryCodes, ({ user }) => renewRecoveryCodes(ctx, user));
  mountRoute(router, table.passkeyOptions, ({ user }) => passkeyRegistrationChallenge(ctx, user));
  mountRoute(router, table.addPasskey, ({ user, body }) => addPasskey(ctx, user, body));
  mountRoute(router, table.removePasskey, async ({ user, params }) => {
    await removePasskey(ctx, user, params.id);
    return secondFactorViewOf(ctx.db, user.id);
  });
  return router.express;
}
