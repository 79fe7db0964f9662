// The routes of SPEC §2 as a walk through the app visits them: the public ones logged out, the
// rest logged in, with the query a page needs to show something.
import { PATHS } from '../../client/src/app/paths';

/** Public routes, walked logged out. */
export const PUBLIC_ROUTES = [
  PATHS.root,
  PATHS.welcome,
  PATHS.home,
  PATHS.product,
  PATHS.login,
  PATHS.registerCheck,
];

/** Every other route, walked logged in. */
export const LOGGED_IN_ROUTES = [
  PATHS.home,
  `${PATHS.productDetail}?symbol=BTCUSDT`,
  PATHS.money,
  `${PATHS.transfer}?dir=in`,
  `${PATHS.transfer}?dir=out`,
  PATHS.savingsDetails,
  PATHS.savingsRules,
  PATHS.user,
  PATHS.settings,
  `${PATHS.password}?kind=login`,
  `${PATHS.password}?kind=transaction`,
  PATHS.orderRecords,
  PATHS.deposit,
  PATHS.depositDetails,
  PATHS.withdraw,
  PATHS.withdrawalDetails,
  PATHS.withdrawalAccount,
  PATHS.withdrawalAccountDetail,
  PATHS.fundRecords,
  PATHS.limits,
  PATHS.security,
  PATHS.verify,
  PATHS.messages,
  PATHS.aboutUs,
  PATHS.privacy,
  PATHS.privacyStatement,
];
