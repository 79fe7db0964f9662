// The route table (SPEC §2): every path, its title, who may open it, its frame, and its page,
// each page loaded as its own chunk.
import type { ComponentType, ReactNode } from 'react';
import type { CommonMessages } from '../locales/en/common';
import { lazyPage } from '../lib/lazyPage';
import { loggedOutOnly } from './guards/LoggedOutOnly';
import { LanguageSwitch } from './layout/LanguageSwitch';
import type { NavBarKind } from './layout/Page';
import { SiteLogo } from './layout/SiteLogo';
import { PATHS, isPublicPath } from './paths';

export type TitleKey = keyof CommonMessages['titles'];

export interface AppRoute {
  path: string;
  /** The nav bar title; a function of the query for a page whose title depends on it. */
  title: TitleKey | ((query: URLSearchParams) => TitleKey);
  access: 'public' | 'login';
  navBar: NavBarKind;
  tab?: boolean;
  /** Where the back button leads when the page was opened directly (no previous page of ours). */
  parent?: string;
  navStart?: ReactNode;
  navEnd?: ReactNode;
  Component: ComponentType;
}

type RouteSpec = Omit<AppRoute, 'access' | 'path' | 'navBar'> & { navBar?: NavBarKind };

/** Access follows the path (see paths.ts); pages have a back button unless they say otherwise. */
function route(path: string, spec: RouteSpec): AppRoute {
  return { path, access: isPublicPath(path) ? 'public' : 'login', navBar: 'back', ...spec };
}

const WelcomePage = lazyPage(() =>
  import('../features/welcome/pages/WelcomePage').then((m) => m.WelcomePage),
);
const HomePage = lazyPage(() => import('../features/home/pages/HomePage').then((m) => m.HomePage));

const accounts = {
  Login: lazyPage(() => import('../features/accounts/pages/LoginPage').then((m) => m.LoginPage)),
  RegisterCheck: lazyPage(() =>
    import('../features/accounts/pages/RegisterCheckPage').then((m) => m.RegisterCheckPage),
  ),
  Register: lazyPage(() => import('../features/accounts/pages/RegisterPage').then((m) => m.RegisterPage)),
  User: lazyPage(() => import('../features/accounts/pages/UserPage').then((m) => m.UserPage)),
  Settings: lazyPage(() => import('../features/accounts/pages/SettingsPage').then((m) => m.SettingsPage)),
  Password: lazyPage(() => import('../features/accounts/pages/PasswordPage').then((m) => m.PasswordPage)),
};

const LimitsPage = lazyPage(() => import('../features/limits/pages/LimitsPage').then((m) => m.LimitsPage));
const SecurityPage = lazyPage(() =>
  import('../features/security/pages/SecurityPage').then((m) => m.SecurityPage),
);

const products = {
  List: lazyPage(() => import('../features/products/pages/ProductListPage').then((m) => m.ProductListPage)),
  Detail: lazyPage(() =>
    import('../features/products/pages/ProductDetailPage').then((m) => m.ProductDetailPage),
  ),
};

const savings = {
  Overview: lazyPage(() => import('../features/savings/pages/SavingsPage').then((m) => m.SavingsPage)),
  Transfer: lazyPage(() => import('../features/savings/pages/TransferPage').then((m) => m.TransferPage)),
  Details: lazyPage(() =>
    import('../features/savings/pages/SavingsDetailsPage').then((m) => m.SavingsDetailsPage),
  ),
  Rules: lazyPage(() => import('../features/savings/pages/SavingsRulesPage').then((m) => m.SavingsRulesPage)),
};

const OrderRecordsPage = lazyPage(() =>
  import('../features/orders/pages/OrderRecordsPage').then((m) => m.OrderRecordsPage),
);

const cashier = {
  Deposit: lazyPage(() => import('../features/cashier/pages/DepositPage').then((m) => m.DepositPage)),
  Withdraw: lazyPage(() => import('../features/cashier/pages/WithdrawPage').then((m) => m.WithdrawPage)),
  WithdrawalList: lazyPage(() =>
    import('../features/cashier/pages/WithdrawalListPage').then((m) => m.WithdrawalListPage),
  ),
  DepositList: lazyPage(() =>
    import('../features/cashier/pages/DepositListPage').then((m) => m.DepositListPage),
  ),
  FundRecords: lazyPage(() =>
    import('../features/cashier/pages/FundRecordsPage').then((m) => m.FundRecordsPage),
  ),
  WithdrawalAccount: lazyPage(() =>
    import('../features/cashier/pages/WithdrawalAccountPage').then((m) => m.WithdrawalAccountPage),
  ),
  WithdrawalAccountDetail: lazyPage(() =>
    import('../features/cashier/pages/WithdrawalAccountDetailPage').then(
      (m) => m.WithdrawalAccountDetailPage,
    ),
  ),
};

const VerifyPage = lazyPage(() => import('../features/kyc/pages/VerifyPage').then((m) => m.VerifyPage));

const content = {
  Messages: lazyPage(() => import('../features/content/pages/MessagesPage').then((m) => m.MessagesPage)),
  AboutUs: lazyPage(() => import('../features/content/pages/AboutUsPage').then((m) => m.AboutUsPage)),
  Privacy: lazyPage(() => import('../features/content/pages/PrivacyPage').then((m) => m.PrivacyPage)),
  PrivacyStatement: lazyPage(() =>
    import('../features/content/pages/PrivacyStatementPage').then((m) => m.PrivacyStatementPage),
  ),
  HomeDetail: lazyPage(() =>
    import('../features/content/pages/HomeDetailPage').then((m) => m.HomeDetailPage),
  ),
};

export const ROUTES: readonly AppRoute[] = [
  route(PATHS.root, { title: 'welcome', navBar: 'none', Component: WelcomePage }),
  route(PATHS.welcome, { title: 'welcome', navBar: 'none', Component: WelcomePage }),

  // Tab pages.
  route(PATHS.home, {
    title: 'home',
    navBar: 'title',
    tab: true,
    navStart: <SiteLogo />,
    navEnd: <LanguageSwitch compact />,
    Component: HomePage,
  }),
  route(PATHS.product, { title: 'product', navBar: 'title', tab: true, Component: products.List }),
  route(PATHS.money, { title: 'money', navBar: 'title', tab: true, Component: savings.Overview }),
  route(PATHS.user, { title: 'user', navBar: 'title', tab: true, Component: accounts.User }),

  // Accounts.
  // A visitor who is not logged in yet chooses the language here too.
  route(PATHS.login, {
    title: 'login',
    navEnd: <LanguageSwitch compact />,
    Component: loggedOutOnly(accounts.Login),
  }),
  route(PATHS.registerCheck, {
    title: 'registerCheck',
    parent: PATHS.login,
    navEnd: <LanguageSwitch compact />,
    Component: accounts.RegisterCheck,
  }),
  route(PATHS.register, {
    title: 'register',
    parent: PATHS.registerCheck,
    navEnd: <LanguageSwitch compact />,
    Component: accounts.Register,
  }),
  route(PATHS.settings, { title: 'settings', parent: PATHS.user, Component: accounts.Settings }),
  route(PATHS.limits, { title: 'limits', parent: PATHS.user, Component: LimitsPage }),
  route(PATHS.security, { title: 'security', parent: PATHS.user, Component: SecurityPage }),
  route(PATHS.password, {
    title: (query) => (query.get('kind') === 'transaction' ? 'transactionPassword' : 'loginPassword'),
    parent: PATHS.settings,
    Component: accounts.Password,
  }),

  // Cashier.
  route(PATHS.deposit, { title: 'deposit', parent: PATHS.user, Component: cashier.Deposit }),
  route(PATHS.withdraw, { title: 'withdraw', parent: PATHS.user, Component: cashier.Withdraw }),
  route(PATHS.withdrawalDetails, {
    title: 'withdrawalDetails',
    parent: PATHS.user,
    Component: cashier.WithdrawalList,
  }),
  route(PATHS.depositDetails, {
    title: 'depositDetails',
    parent: PATHS.user,
    Component: cashier.DepositList,
  }),
  route(PATHS.fundRecords, { title: 'fundRecords', parent: PATHS.user, Component: cashier.FundRecords }),
  route(PATHS.withdrawalAccount, {
    title: 'withdrawalAccount',
    parent: PATHS.user,
    Component: cashier.WithdrawalAccount,
  }),
  route(PATHS.withdrawalAccountDetail, {
    title: 'withdrawalAccountDetail',
    parent: PATHS.withdrawalAccount,
    Component: cashier.WithdrawalAccountDetail,
  }),

  // Trading, orders, savings, verification.
  // The detail page draws its own nav bar, titled with the product's name.
  route(PATHS.productDetail, {
    title: 'productDetail',
    navBar: 'none',
    parent: PATHS.product,
    Component: products.Detail,
  }),
  route(PATHS.orderRecords, {
    title: (query) => (query.has('id') ? 'orderDetail' : 'orderRecords'),
    parent: PATHS.user,
    Component: OrderRecordsPage,
  }),
  route(PATHS.transfer, {
    title: (query) => (query.get('dir') === 'out' ? 'transferOut' : 'transfer'),
    parent: PATHS.money,
    Component: savings.Transfer,
  }),
  route(PATHS.savingsDetails, { title: 'savingsDetails', parent: PATHS.money, Component: savings.Details }),
  route(PATHS.savingsRules, { title: 'savingsRules', parent: PATHS.money, Component: savings.Rules }),
  route(PATHS.verify, { title: 'verify', parent: PATHS.user, Component: VerifyPage }),

  // Content.
  route(PATHS.messages, { title: 'messages', Component: content.Messages }),
  route(PATHS.aboutUs, { title: 'aboutUs', Component: content.AboutUs }),
  route(PATHS.privacy, { title: 'privacy', Component: content.Privacy }),
  route(PATHS.privacyStatement, { title: 'privacyStatement', Component: content.PrivacyStatement }),
  route(PATHS.homeDetail, { title: 'homeDetail', Component: content.HomeDetail }),
];
