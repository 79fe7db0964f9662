// The routes of routes.opsUsers: one trader's records and logins as ops see and manage them.
import type { SessionCache } from '../accounts';
import type { AppContext } from '../platform/context';
import type { TableRouter } from '../platform/http/mountRoute';

/** Mounts the user care routes on `router`. */
export function mountUserCareRoutes(_ctx: AppContext, _router: TableRouter, _sessions: SessionCache): void {}
