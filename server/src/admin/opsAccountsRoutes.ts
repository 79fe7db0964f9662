// The ops accounts routes (routes.opsAccounts): the highest role manages who works in the console.
import type { AppContext } from '../platform/context';
import type { TableRouter } from '../platform/http/mountRoute';

/** Mounts the ops accounts routes on `router`. */
export function mountOpsAccountsRoutes(_ctx: AppContext, _router: TableRouter): void {}
