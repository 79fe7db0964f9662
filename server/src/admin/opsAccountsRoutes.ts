// The ops accounts routes (routes.opsAccounts): the highest role manages who works in the console.
// An ops session is looked up in PostgreSQL on every request (findSessionAdmin), so a new role, a
// disabled account or an ended session counts from the account's very next request. An account
// that may now log in (created, or enabled again) is announced to every console of the role that
// manages accounts: one superadmin cannot quietly make themselves a second account.
import { routes, type OpsAccountAdmission } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { mountRoute, type TableRouter } from '../platform/http/mountRoute';
import type { AuthAdmin } from '../platform/http/requestTypes';
import type { AdminNotifier } from './AdminNotifier';
import {
  changeOpsAccountRole,
  disableOpsAccount,
  enableOpsAccount,
  resetOpsAccountPassword,
} from './commands/changeOpsAccount';
import { createOpsAccount } from './commands/createOpsAccount';
import { listOpsAccounts, type OpsAccountRow } from './opsAccountsRepo';
import { presentOpsAccount } from './presenters';

/** Mounts the ops accounts routes on `router`; `notify` hears of accounts whose consoles must reconnect or that were admitted. */
export function mountOpsAccountsRoutes(ctx: AppContext, router: TableRouter, notify: AdminNotifier): void {
  const table = routes.opsAccounts;
  /** A change to what an account may do: its open consoles reconnect as it is now (or are refused). */
  const changed = ({ account }: { account: OpsAccountRow }): OpsAccountRow => {
    notify.opsAccessEnded({ adminId: account.id });
    return account;
  };
  /** An account that may now log in: every account manager's console hears who let it in. */
  const admitted = (change: OpsAccountAdmission, account: OpsAccountRow, by: AuthAdmin): OpsAccountRow => {
    notify.opsAccountAdmitted({
      change,
      account: { id: account.id, username: account.username, role: account.role },
      by: { id: by.id, username: by.username },
    });
    return account;
  };

  mountRoute(router, table.list, async () => (await listOpsAccounts(ctx.db)).map(presentOpsAccount));

  mountRoute(router, table.create, async ({ admin, actor, body }) =>
    presentOpsAccount(admitted('created', await createOpsAccount(ctx.db, actor, body), admin)),
  );

  mountRoute(router, table.setRole, async ({ actor, params, body }) =>
    presentOpsAccount(changed(await changeOpsAccountRole(ctx.db, actor, params.id, body))),
  );

  mountRoute(router, table.disable, async ({ actor, params, body }) =>
    presentOpsAccount(changed(await disableOpsAccount(ctx.db, actor, params.id, body.reason))),
  );

  mountRoute(router, table.enable, async ({ admin, actor, params, body }) => {
    const { account, changed: enabled } = await enableOpsAccount(ctx.db, actor, params.id, body.reason);
    // Enabling an enabled account changes nothing and is not news.
    return presentOpsAccount(enabled ? admitted('enabled', account, admin) : account);
  });

  mountRoute(router, table.resetPassword, async ({ actor, params, body }) =>
    presentOpsAccount(changed(await resetOpsAccountPassword(ctx.db, actor, params.id, body))),
  );
}
