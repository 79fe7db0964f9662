import { routes } from '@tempo/shared';
import type { Router } from 'express';
import { isUserVerified, userExists } from '../../accounts';
import { getBalances, presentBalances } from '../../ledger';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/AppError';
import { TableRouter, mountRoute, type RouteGuards } from '../../platform/http/mountRoute';
import { bindWithdrawalAccount } from './commands/bindWithdrawalAccount';
import { changeWithdrawalAccount } from './commands/changeWithdrawalAccount';
import { approveWithdrawal, rejectWithdrawal, type WithdrawalDecision } from './commands/decideWithdrawal';
import { requestWithdrawal } from './commands/requestWithdrawal';
import { updateWithdrawalSettings } from './commands/updateWithdrawalSettings';
import { maskAccount, presentOpsWithdrawal, presentWithdrawal } from './presenters';
import { findWithdrawalAccount } from './withdrawalAccountsRepo';
import {
  countWithdrawalsToday,
  getWithdrawalSettings,
  minuteOfDay,
  withinWithdrawalHours,
} from './withdrawalSettings';
import { findWithdrawal, listWithdrawals } from './withdrawalsRepo';
import type { WithdrawalNotifier } from './WithdrawalNotifier';

/** The withdrawal account and withdrawals: the trader's own, and the ops queue and settings. */
export function withdrawalsRouter(ctx: AppContext, notify: WithdrawalNotifier, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  const table = routes.withdrawals;

  /** Tells the owner about a decision once it is committed. */
  const announce = ({ withdrawal, balances }: WithdrawalDecision) => {
    notify.withdrawalUpdated(withdrawal.userId, presentWithdrawal(withdrawal));
    if (balances) notify.balance(withdrawal.userId, presentBalances(balances));
  };

  mountRoute(router, table.account, async ({ user }) => {
    const account = await findWithdrawalAccount(ctx.db, user.id);
    return { account: account && maskAccount(account) };
  });

  mountRoute(router, table.bindAccount, async ({ user, body }) => ({
    account: maskAccount(await bindWithdrawalAccount(ctx.db, user.id, body)),
  }));

  mountRoute(router, table.quote, async ({ user }) => {
    const settings = await getWithdrawalSettings(ctx.db);
    const timeZone = ctx.config.PLATFORM_TZ;
    const [used, verified, balances] = await Promise.all([
      countWithdrawalsToday(ctx.db, user.id, timeZone),
      isUserVerified(ctx.db, user.id),
      getBalances(ctx.db, user.id),
    ]);
    return {
      feeFixed: settings.feeFixed,
      feeBps: settings.feeBps,
      minAmount: settings.minAmount,
      maxAmount: settings.maxAmount,
      countLeftToday: Math.max(settings.dailyCount - used, 0),
      openMinute: settings.openMinute,
      closeMinute: settings.closeMinute,
      open: withinWithdrawalHours(settings, minuteOfDay(new Date(), timeZone)),
      verificationRequired: settings.verificationRequired,
      verified,
      available: balances?.available ?? 0,
    };
  });

  mountRoute(router, table.request, async ({ user, body, origin, idempotencyKey }) => {
    const { withdrawal, balances } = await requestWithdrawal(ctx, {
      userId: user.id,
      body,
      ip: origin.ip,
      idempotencyKey,
    });
    notify.withdrawalUpdated(user.id, withdrawal);
    notify.balance(user.id, presentBalances(balances));
    return withdrawal;
  });

  mountRoute(router, table.list, async ({ user, query }) => {
    const rows = await listWithdrawals(ctx.db, { userId: user.id, ...query });
    return {
      withdrawals: rows.map(presentWithdrawal),
      nextCursor: rows.length === query.limit ? Number(rows.at(-1)!.id) : null,
    };
  });

  mountRoute(router, table.detail, async ({ user, params }) => {
    const row = await findWithdrawal(ctx.db, params.id, user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentWithdrawal(row);
  });

  mountRoute(router, table.opsQueue, async ({ query }) => {
    const rows = await listWithdrawals(ctx.db, query);
    return {
      withdrawals: rows.map(presentOpsWithdrawal),
      nextCursor: rows.length === query.limit ? Number(rows.at(-1)!.id) : null,
    };
  });

  mountRoute(router, table.opsDetail, async ({ params }) => {
    const row = await findWithdrawal(ctx.db, params.id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentOpsWithdrawal(row);
  });

  mountRoute(router, table.approve, async ({ actor, params }) => {
    const decision = await approveWithdrawal(ctx.db, actor, params.id);
    announce(decision);
    return presentOpsWithdrawal(decision.withdrawal);
  });

  mountRoute(router, table.reject, async ({ actor, params, body }) => {
    const decision = await rejectWithdrawal(ctx.db, actor, params.id, body.reason);
    announce(decision);
    return presentOpsWithdrawal(decision.withdrawal);
  });

  mountRoute(router, table.settings, async () => getWithdrawalSettings(ctx.db));

  mountRoute(router, table.updateSettings, async ({ actor, body }) =>
    updateWithdrawalSettings(ctx.db, actor, body),
  );

  mountRoute(router, table.opsAccount, async ({ params }) => {
    if (!(await userExists(ctx.db, params.id))) throw new AppError('NOT_FOUND');
    return { account: await findWithdrawalAccount(ctx.db, params.id) };
  });

  mountRoute(router, table.changeAccount, async ({ actor, params, body }) => ({
    account: await changeWithdrawalAccount(ctx.db, actor, params.id, body),
  }));

  return router.express;
}
