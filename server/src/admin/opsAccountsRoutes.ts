// The ops accounts routes (routes.opsAccounts): the highest role manages who works in the console.
// An ops session is looked up in PostgreSQL on every request (findSessionAdmin), so a new role, a
// disabled account or an ended session counts from the account's very next request.
import { routes } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { mountRoute, type TableRouter } from '../platform/http/mountRoute';
import type { AdminNotifier } from './AdminNotifier';
import { actorOf } from './actorOf';
import {
  changeOpsAccountRole,
  disableOpsAccount,
  enableOpsAccount,
  resetOpsAccountPassword,
} from './commands/changeOpsAccount';
import { createOpsAccount } from './commands/createOpsAccount';
import { listOpsAccounts } from './opsAccountsRepo';
import { presentOpsAccount } from './presenters';

/** Mounts the ops accounts routes on `router`; `notify` hears of accounts whose consoles must reconnect. */
export function mountOpsAccountsRoutes(ctx: AppContext, router: TableRouter, notify: AdminNotifier): void {
  const table = routes.opsAccounts;
  /** A change to what an account may do: its open consoles reconnect as it is now (or are refused). */
  const changed = <T extends { id: number }>(account: T): T => {
    notify.opsAccessEnded({ adminId: account.id });
    return account;
  };

  mountRoute(router, table.list, async () => (await listOpsAccounts(ctx.db)).map(presentOpsAccount));

  mountRoute(router, table.create, async ({ admin, req, body }) =>
    presentOpsAccount(await createOpsAccount(ctx.db, actorOf(admin, req), body)),
  );

  mountRoute(router, table.setRole, async ({ admin, req, params, body }) =>
    presentOpsAccount(changed(await changeOpsAccountRole(ctx.db, actorOf(admin, req), params.id, body))),
  );

  mountRoute(router, table.disable, async ({ admin, req, params, body }) =>
    presentOpsAccount(changed(await disableOpsAccount(ctx.db, actorOf(admin, req), params.id, body.reason))),
  );

  mountRoute(router, table.enable, async ({ admin, req, params, body }) =>
    presentOpsAccount(await enableOpsAccount(ctx.db, actorOf(admin, req), params.id, body.reason)),
  );

  mountRoute(router, table.resetPassword, async ({ admin, req, params, body }) =>
    presentOpsAccount(changed(await resetOpsAccountPassword(ctx.db, actorOf(admin, req), params.id, body))),
  );
}
