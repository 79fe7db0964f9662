// The route table: every route the server serves, declared once. The server mounts its handlers
// from it, the client calls through it and the OpenAPI document is generated from it.
import { accountsRoutes } from './accountsRoutes';
import { contentRoutes } from './contentRoutes';
import { adminRoutes } from './adminRoutes';
import { depositRoutes } from './depositRoutes';
import { deskRoutes } from './deskRoutes';
import { exposureRoutes } from './exposureRoutes';
import { feedsRoutes } from './feedsRoutes';
import { inboxRoutes } from './inboxRoutes';
import { limitsRoutes } from './limitsRoutes';
import { opsAccountsRoutes } from './opsAccountsRoutes';
import { opsHealthRoutes } from './opsHealthRoutes';
import { opsUsersRoutes } from './opsUsersRoutes';
import { ordersRoutes } from './ordersRoutes';
import { quotesRoutes } from './quotesRoutes';
import { savingsRoutes } from './savingsRoutes';
import { signInRoutes } from './signInRoutes';
import { siteRoutes } from './siteRoutes';
import { twoFactorRoutes } from './twoFactorRoutes';
import { verificationRoutes } from './verificationRoutes';
import { withdrawalRoutes } from './withdrawalRoutes';
import type { RouteDefinition } from './defineRoute';

export const routes = {
  site: siteRoutes,
  accounts: accountsRoutes,
  quotes: quotesRoutes,
  orders: ordersRoutes,
  admin: adminRoutes,
  verification: verificationRoutes,
  deposits: depositRoutes,
  withdrawals: withdrawalRoutes,
  inbox: inboxRoutes,
  savings: savingsRoutes,
  limits: limitsRoutes,
  signIns: signInRoutes,
  twoFactor: twoFactorRoutes,
  content: contentRoutes,
  opsAccounts: opsAccountsRoutes,
  opsUsers: opsUsersRoutes,
  exposure: exposureRoutes,
  desk: deskRoutes,
  feeds: feedsRoutes,
  opsHealth: opsHealthRoutes,
};

/** Every route of the table, in declaration order. */
export const allRoutes: readonly RouteDefinition[] = Object.values(routes).flatMap((domain) =>
  Object.values(domain),
);

export * from './defineRoute';
export { routeErrors } from './routeErrors';
