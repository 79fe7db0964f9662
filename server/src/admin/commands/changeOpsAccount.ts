import { OPS_PERMISSIONS, type AdminRole } from '@tempo/shared';
import type { Db, DbClient } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { hashPassword } from '../../platform/passwords';
import { writeAuditLog, type Actor } from '../../audit';
import {
  endOpsAccountSessions,
  findOpsAccount,
  lockOpsAccounts,
  setOpsAccountDisabled,
  setOpsAccountPasswordHash,
  setOpsAccountRole,
  type LockedOpsAccount,
  type OpsAccountRow,
} from '../opsAccountsRepo';

// Every change of an existing ops account follows the same rules, checked under one set of row
// locks (every superadmin's, the target's and the caller's, taken in id order):
// - no one changes their own account here (OPS_ACCOUNT_SELF): a slip must not lock its author out;
// - the last enabled superadmin is never disabled nor given another role (LAST_SUPERADMIN). Two
//   superadmins disabling each other at once run one after the other: the second, reading the rows
//   the first committed, finds its target the last enabled superadmin and is refused;
// - the caller, read again under the lock, must still hold the right to manage accounts: a change
//   that disabled or demoted them a moment ago has already taken it away.
// Each change is audited in its transaction with its reason; one that changes nothing (the role it
// already has, enabling an enabled account) writes nothing.

interface AccountChange {
  /** The audit action, `ops_account.<verb>`. */
  action: string;
  /** Why, as the superadmin gave it. */
  reason: string;
  /** Whether the change takes an enabled superadmin out of that group (disabling, demoting). */
  removesSuperadmin: boolean;
  /** Makes the change; returns what changed for the audit entry, or null when nothing did. */
  apply: (tx: DbClient, target: LockedOpsAccount) => Promise<Record<string, unknown> | null>;
}

/** The account after a change, and whether anything changed (an account enabled already did not). */
export interface OpsAccountChanged {
  account: OpsAccountRow;
  changed: boolean;
}

async function applyChange(
  db: Db,
  actor: Actor,
  id: number,
  change: AccountChange,
): Promise<OpsAccountChanged> {
  if (id === actor.adminId) throw new AppError('OPS_ACCOUNT_SELF');
  return withTransaction(db, async (tx) => {
    const locked = await lockOpsAccounts(tx, [id, actor.adminId]);
    const target = locked.find((row) => row.id === id);
    if (!target) throw new AppError('NOT_FOUND');
    const enabledSuperadmins = locked.filter((row) => row.role === 'superadmin' && !row.disabled);
    const targetIsEnabledSuperadmin = target.role === 'superadmin' && !target.disabled;
    if (change.removesSuperadmin && targetIsEnabledSuperadmin && enabledSuperadmins.length <= 1) {
      throw new AppError('LAST_SUPERADMIN');
    }
    const caller = locked.find((row) => row.id === actor.adminId);
    const managers: readonly AdminRole[] = OPS_PERMISSIONS.manageOpsAccounts;
    if (!caller || caller.disabled || !managers.includes(caller.role)) throw new AppError('FORBIDDEN');

    const changed = await change.apply(tx, target);
    if (changed) {
      await writeAuditLog(tx, {
        adminId: actor.adminId,
        action: change.action,
        target: { type: 'ops_account', id },
        details: { ...changed, reason: change.reason },
        ip: actor.ip,
        requestId: actor.requestId,
      });
    }
    return { account: (await findOpsAccount(tx, id))!, changed: changed !== null };
  });
}

/** Gives the ops account `id` another role; it applies from the account's next request. */
export function changeOpsAccountRole(
  db: Db,
  actor: Actor,
  id: number,
  input: { role: AdminRole; reason: string },
): Promise<OpsAccountChanged> {
  return applyChange(db, actor, id, {
    action: 'ops_account.role',
    reason: input.reason,
    removesSuperadmin: input.role !== 'superadmin',
    apply: async (tx, target) => {
      if (target.role === input.role) return null;
      await setOpsAccountRole(tx, id, input.role);
      return { from: target.role, to: input.role };
    },
  });
}

/** Disables the ops account `id`: its sessions end in the same transaction, its logins are refused. */
export function disableOpsAccount(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
): Promise<OpsAccountChanged> {
  return applyChange(db, actor, id, {
    action: 'ops_account.disable',
    reason,
    removesSuperadmin: true,
    apply: async (tx, target) => {
      const sessionsEnded = await endOpsAccountSessions(tx, id);
      if (target.disabled && sessionsEnded === 0) return null;
      await setOpsAccountDisabled(tx, id, true);
      return { sessionsEnded };
    },
  });
}

/** Enables the disabled ops account `id`: it may log in again with its password. */
export function enableOpsAccount(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
): Promise<OpsAccountChanged> {
  return applyChange(db, actor, id, {
    action: 'ops_account.enable',
    reason,
    removesSuperadmin: false,
    apply: async (tx, target) => {
      if (!target.disabled) return null;
      await setOpsAccountDisabled(tx, id, false);
      return {};
    },
  });
}

/** Sets the password of the ops account `id` and ends its sessions: whoever held the old one is out. */
export async function resetOpsAccountPassword(
  db: Db,
  actor: Actor,
  id: number,
  input: { newPassword: string; reason: string },
): Promise<OpsAccountChanged> {
  if (id === actor.adminId) throw new AppError('OPS_ACCOUNT_SELF');
  // Hashing takes a while: done before the locks are taken.
  const passwordHash = await hashPassword(input.newPassword);
  return applyChange(db, actor, id, {
    action: 'ops_account.password.reset',
    reason: input.reason,
    removesSuperadmin: false,
    apply: async (tx) => {
      await setOpsAccountPasswordHash(tx, id, passwordHash);
      return { sessionsEnded: await endOpsAccountSessions(tx, id) };
    },
  });
}
