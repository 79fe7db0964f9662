// Ops accounts themselves, managed by the highest role: who may log in to the console, as what.
// None of the changes acts on the caller's own account (OPS_ACCOUNT_SELF), and the last enabled
// superadmin is never disabled or given another role (LAST_SUPERADMIN).
import { z } from 'zod';
import {
  createOpsAccountBody,
  opsAccountPasswordBody,
  opsAccountReasonBody,
  opsAccountRoleBody,
  opsAccountView,
} from '../admin';
import { idParam } from '../fields';
import { OPS_PERMISSIONS } from '../opsPermissions';
import { defineRoute } from './defineRoute';

const accountParams = z.object({ id: idParam });

export const opsAccountsRoutes = {
  list: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/ops-accounts',
    summary: 'Every ops account with its role, whether it is disabled and its last login',
    auth: { ops: OPS_PERMISSIONS.manageOpsAccounts },
    response: z.array(opsAccountView),
    errors: [],
  }),
  create: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/ops-accounts',
    summary: 'Add an ops account with a role and a first password',
    auth: { ops: OPS_PERMISSIONS.manageOpsAccounts },
    body: createOpsAccountBody,
    successStatus: 201,
    response: opsAccountView,
    errors: ['INVALID_USERNAME', 'INVALID_PASSWORD', 'OPS_ACCOUNT_EXISTS'],
  }),
  setRole: defineRoute({
    kind: 'json',
    method: 'PUT',
    path: '/admin/ops-accounts/:id/role',
    summary: "Change an ops account's role, from its next request",
    auth: { ops: OPS_PERMISSIONS.manageOpsAccounts },
    params: accountParams,
    body: opsAccountRoleBody,
    response: opsAccountView,
    errors: ['NOT_FOUND', 'OPS_ACCOUNT_SELF', 'LAST_SUPERADMIN'],
  }),
  disable: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/ops-accounts/:id/disable',
    summary: 'Disable an ops account: its sessions end at once and it can no longer log in',
    auth: { ops: OPS_PERMISSIONS.manageOpsAccounts },
    params: accountParams,
    body: opsAccountReasonBody,
    response: opsAccountView,
    errors: ['NOT_FOUND', 'OPS_ACCOUNT_SELF', 'LAST_SUPERADMIN'],
  }),
  enable: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/ops-accounts/:id/enable',
    summary: 'Enable a disabled ops account: it may log in again',
    auth: { ops: OPS_PERMISSIONS.manageOpsAccounts },
    params: accountParams,
    body: opsAccountReasonBody,
    response: opsAccountView,
    errors: ['NOT_FOUND', 'OPS_ACCOUNT_SELF'],
  }),
  resetPassword: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/ops-accounts/:id/password-reset',
    summary: "Set an ops account's password; its sessions end",
    auth: { ops: OPS_PERMISSIONS.manageOpsAccounts },
    params: accountParams,
    body: opsAccountPasswordBody,
    response: opsAccountView,
    errors: ['NOT_FOUND', 'INVALID_PASSWORD', 'OPS_ACCOUNT_SELF'],
  }),
};
