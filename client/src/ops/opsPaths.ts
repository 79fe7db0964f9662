// The console's sections, each a hash route, and the list route whose access decides whether the
// logged-in role sees the section at all.
import { routes, type RouteDefinition } from '@tempo/shared';
import type { ComponentType } from 'react';
import { AccountsPage } from './accounts/AccountsPage';
import { AuditLogPage } from './audit/AuditLogPage';
import { CalendarsPage } from './calendars/CalendarsPage';
import { ChannelsPage } from './channels/ChannelsPage';
import { ContentPage } from './content/ContentPage';
import { ExposurePage } from './exposure/ExposurePage';
import { HealthPage } from './health/HealthPage';
import { ProductsPage } from './products/ProductsPage';
import { DepositsPage } from './queues/deposits/DepositsPage';
import { VerificationsPage } from './queues/verifications/VerificationsPage';
import { WithdrawalsPage } from './queues/withdrawals/WithdrawalsPage';
import { UsersPage } from './users/UsersPage';

export interface OpsSection {
  path: string;
  /** Its name, a key of the `ops` namespace's nav. */
  label:
    | 'withdrawals'
    | 'deposits'
    | 'channels'
    | 'verifications'
    | 'users'
    | 'products'
    | 'content'
    | 'calendars'
    | 'exposure'
    | 'health'
    | 'audit'
    | 'accounts';
  /** The route the section reads first (or routes, any of which will do): without it, it is not shown. */
  reads: RouteDefinition | readonly RouteDefinition[];
  page: ComponentType;
  /** The desk queue whose waiting count shows beside its name. */
  queue?: 'withdrawals' | 'deposits' | 'verifications';
}

export const OPS_SECTIONS: readonly OpsSection[] = [
  {
    path: '/withdrawals',
    label: 'withdrawals',
    reads: routes.withdrawals.opsQueue,
    page: WithdrawalsPage,
    queue: 'withdrawals',
  },
  {
    path: '/deposits',
    label: 'deposits',
    reads: routes.deposits.adminQueue,
    page: DepositsPage,
    queue: 'deposits',
  },
  { path: '/deposit-channels', label: 'channels', reads: routes.deposits.adminChannels, page: ChannelsPage },
  {
    path: '/verifications',
    label: 'verifications',
    reads: routes.verification.queue,
    page: VerificationsPage,
    queue: 'verifications',
  },
  { path: '/users', label: 'users', reads: routes.opsUsers.search, page: UsersPage },
  { path: '/products', label: 'products', reads: routes.admin.products, page: ProductsPage },
  {
    path: '/calendars',
    label: 'calendars',
    reads: [routes.admin.holidays, routes.savings.holidays],
    page: CalendarsPage,
  },
  { path: '/content', label: 'content', reads: routes.content.adminBanners, page: ContentPage },
  { path: '/exposure', label: 'exposure', reads: routes.exposure.summary, page: ExposurePage },
  { path: '/health', label: 'health', reads: routes.opsHealth.summary, page: HealthPage },
  { path: '/audit', label: 'audit', reads: routes.admin.auditLog, page: AuditLogPage },
  { path: '/accounts', label: 'accounts', reads: routes.opsAccounts.list, page: AccountsPage },
];
