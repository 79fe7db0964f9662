// Every route of the product (SPEC §2), by name, so that links never spell a path twice.

export const PATHS = {
  root: '/',
  welcome: '/pages/welcome/welcome',
  home: '/pages/index/index',
  product: '/pages/product/product',
  money: '/pages/money/money',
  user: '/pages/user/user',
  login: '/pages/login/login',
  registerCheck: '/pages/login/registerCheck',
  register: '/pages/login/register',
  settings: '/pages/set/set',
  withdrawalAccount: '/pages/account/account',
  withdrawalAccountDetail: '/pages/account/account-detail',
  fundRecords: '/pages/money-record/money-record',
  orderRecords: '/pages/order/order',
  withdrawalDetails: '/pages/withdraw-list/withdraw-list',
  depositDetails: '/pages/withdraw-list/withdraw-open',
  verify: '/pages/verify/verify',
  withdraw: '/pages/withdraw-money/withdraw-money',
  messages: '/pages/message/message',
  aboutUs: '/pages/aboutUs/aboutUs',
  transfer: '/pages/transfer/transfer',
  savingsDetails: '/pages/Particulars/Particulars',
  savingsRules: '/pages/money/detail',
  productDetail: '/pages/Detail/Detail',
  privacy: '/pages/yinsi/yinsi',
  privacyStatement: '/pages/yinsi/gy',
  password: '/pages/password/password',
  homeDetail: '/pages/index/detail',
  deposit: '/pages/recharge/index',
  limits: '/pages/limits/limits',
  security: '/pages/security/security',
} as const;

/** Pages a logged-out visitor may see (SPEC §2 access rule, plus the pages that log in). */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  PATHS.root,
  PATHS.welcome,
  PATHS.home,
  PATHS.product,
  PATHS.login,
  PATHS.registerCheck,
  PATHS.register,
]);

/** The login and registration pages: never a page to come back to after logging in. */
const AUTH_PATHS: ReadonlySet<string> = new Set([PATHS.login, PATHS.registerCheck, PATHS.register]);

export const isPublicPath = (path: string): boolean => PUBLIC_PATHS.has(path);
export const isAuthPath = (path: string): boolean => AUTH_PATHS.has(path);

/** The route of the password page for one kind of password. */
export const passwordPath = (kind: 'login' | 'transaction'): string => `${PATHS.password}?kind=${kind}`;

/** The transfer page moving money into savings, or out of it. */
export const transferPath = (direction: 'in' | 'out'): string => `${PATHS.transfer}?dir=${direction}`;

/** The route of one order's detail. */
export const orderDetailPath = (id: number): string => `${PATHS.orderRecords}?id=${id}`;

/** The route of the orders page showing one list ('holding' or 'closed') of one account. */
export const orderListPath = (list: 'holding' | 'closed', account: 'real' | 'demo'): string =>
  `${PATHS.orderRecords}?tab=${list}&account=${account}`;
