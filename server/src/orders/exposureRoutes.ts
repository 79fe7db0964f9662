// The exposure routes (routes.exposure): what the platform owes if open orders win, and today's totals.
import type { AppContext } from '../platform/context';
import type { TableRouter } from '../platform/http/mountRoute';

/** Mounts the exposure routes on `router`. */
export function mountExposureRoutes(_ctx: AppContext, _router: TableRouter): void {}
