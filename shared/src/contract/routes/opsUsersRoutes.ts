// What ops see and do about one trader beyond the basics of adminRoutes: their records and logins.
import { z } from 'zod';
import { idParam } from '../fields';
import { ledgerRowPage } from '../fundRecords';
import { OPS_PERMISSIONS } from '../opsPermissions';
import { orderPage } from '../orders';
import {
  opsLedgerQuery,
  opsOrderQuery,
  userLoginChangeBody,
  userLoginChangeResult,
  userSearchPage,
  userSearchQuery,
  userSessionPage,
  userSessionQuery,
} from '../opsUsers';
import { opsSignInPage, opsSignInQuery } from '../signIns';
import { defineRoute } from './defineRoute';

const userParams = z.object({ id: idParam });

export const opsUsersRoutes = {
  // Not under /admin/users/: GET /admin/users/:id would take "search" for an id.
  search: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/user-search',
    summary: 'Traders by account prefix, phone digits or id, newest first; all traders for an empty q',
    auth: { ops: OPS_PERMISSIONS.viewUsers },
    query: userSearchQuery,
    response: userSearchPage,
    errors: [],
  }),
  ledger: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/users/:id/ledger',
    summary: "A trader's ledger rows of every bucket, demo included, newest first",
    auth: { ops: OPS_PERMISSIONS.viewUsers },
    params: userParams,
    query: opsLedgerQuery,
    response: ledgerRowPage,
    errors: ['NOT_FOUND'],
  }),
  orders: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/users/:id/orders',
    summary: "A trader's holding or closed orders, real and demo, newest first",
    auth: { ops: OPS_PERMISSIONS.viewUsers },
    params: userParams,
    query: opsOrderQuery,
    response: orderPage,
    errors: ['NOT_FOUND'],
  }),
  sessions: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/users/:id/sessions',
    summary: "A trader's login sessions, newest first: when, from where, live or how they ended",
    auth: { ops: OPS_PERMISSIONS.viewUsers },
    params: userParams,
    query: userSessionQuery,
    response: userSessionPage,
    errors: ['NOT_FOUND'],
  }),
  signIns: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/users/:id/sign-ins',
    summary: "A trader's sign-ins and failed sign-ins of the last 90 days, newest first",
    auth: { ops: OPS_PERMISSIONS.viewUsers },
    params: userParams,
    query: opsSignInQuery,
    response: opsSignInPage,
    errors: ['NOT_FOUND'],
  }),
  disable: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/users/:id/disable',
    summary: "Turn a trader's login off with a reason; ends every live session at once",
    auth: { ops: OPS_PERMISSIONS.disableLogins },
    params: userParams,
    body: userLoginChangeBody,
    response: userLoginChangeResult,
    errors: ['NOT_FOUND'],
  }),
  enable: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/users/:id/enable',
    summary: "Turn a trader's login back on with a reason",
    auth: { ops: OPS_PERMISSIONS.disableLogins },
    params: userParams,
    body: userLoginChangeBody,
    response: userLoginChangeResult,
    errors: ['NOT_FOUND'],
  }),
};
