// The ops routes of routes.twoFactor: resetting a trader's second factor takes two ops users
// (server/src/accounts/twoFactor/SPEC.md 2F8).
import { routes, type SecondFactorResetResult } from '@tempo/shared';
import { resetSecondFactor, withdrawSecondFactorReset, type SessionCache } from '../accounts';
import type { InboxNotifier } from '../inbox';
import type { AppContext } from '../platform/context';
import { mountRoute, type TableRouter } from '../platform/http/mountRoute';
import { opsUsernames } from './opsAccountsRepo';

export function mountSecondFactorResetRoutes(
  ctx: AppContext,
  router: TableRouter,
  sessions: SessionCache,
  inbox: InboxNotifier,
): void {
  const table = routes.twoFactor;

  const present = async (
    state: SecondFactorResetResult['state'],
    reset: { requestedBy: number; reason: string },
  ): Promise<SecondFactorResetResult> => {
    const names = await opsUsernames(ctx.db, [reset.requestedBy]);
    return {
      state,
      requestedBy: names.get(reset.requestedBy) ?? String(reset.requestedBy),
      reason: reset.reason,
    };
  };

  mountRoute(router, table.opsReset, async ({ params, body, actor }) => {
    const step = await resetSecondFactor(ctx.db, inbox, actor, params.id, body.reason);
    if (step.endedSessionIds.length > 0) {
      await sessions.revoked({ userId: params.id, sessionIds: step.endedSessionIds, reason: 'revoked' });
    }
    return present(step.state, step.reset);
  });

  mountRoute(router, table.opsCancelReset, async ({ params, actor }) => {
    const reset = await withdrawSecondFactorReset(ctx.db, actor, params.id);
    return present('withdrawn', reset);
  });
}
