import { z } from 'zod';
import { enteredPasswordField, passwordField, requiredText, text } from './fields';
import { PASSWORD_KINDS, balancesView } from './accounts';
import { breakView } from './limits';

export const ADMIN_ROLES = ['superadmin', 'ops', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * The cookie that carries an ops session in the browser (the console, the queue dashboard), sent to
 * the ops API and to the Socket.IO handshake of the `/ops` namespace. Script never reads it.
 */
export const OPS_SESSION_COOKIE = 'tempo_ops';

export const adminLoginBody = z.object({
  username: requiredText(),
  password: enteredPasswordField,
});

/** The ops admin of a session, as the console shows and checks it (buttons follow the role). */
export const opsIdentity = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type OpsIdentity = z.infer<typeof opsIdentity>;

/** The balance buckets ops may adjust directly. Frozen and savings move only through their flows. */
export const ADJUSTABLE_BUCKETS = ['available'] as const;

export const adjustBalanceBody = z.object({
  bucket: z.enum(ADJUSTABLE_BUCKETS, { error: 'VALIDATION_FAILED' }).default('available'),
  /** Signed amount in cents: positive credits, negative debits. */
  amount: z
    .number({ error: 'VALIDATION_FAILED' })
    .int({ error: 'VALIDATION_FAILED' })
    .refine((value) => value !== 0 && Math.abs(value) <= 1e13, { error: 'VALIDATION_FAILED' })
    .brand<'Cents'>(),
  reason: requiredText({ multiline: true }).max(200, { error: 'VALIDATION_FAILED' }),
});
export type AdjustBalanceBody = z.infer<typeof adjustBalanceBody>;

/** `GET /admin/users?account=…`: one user found by account. */
export const userLookupQuery = z.object({ account: requiredText() });

/** A row id given as a filter: a positive whole number within bigint; else VALIDATION_FAILED. */
const idFilter = z.coerce
  .number({ error: 'VALIDATION_FAILED' })
  .int({ error: 'VALIDATION_FAILED' })
  .positive({ error: 'VALIDATION_FAILED' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'VALIDATION_FAILED' });

/** An instant as ISO 8601 with its offset (`2026-03-01T08:00:00Z`, `…+07:00`); PostgreSQL has no year 0. */
const isoInstant = z.iso
  .datetime({ offset: true, error: 'VALIDATION_FAILED' })
  .refine((value) => !value.startsWith('0000'), { error: 'VALIDATION_FAILED' });

/**
 * `GET /admin/audit-log`: the newest entries first, each filter narrowing them (all optional, all
 * combined with AND):
 * - `adminId` or `admin` (a username, any case): who did it.
 * - `action`: an action ending in `.` is a prefix (`withdrawal.` matches `withdrawal.approve`,
 *   `withdrawal.reject`…); any other value matches that action exactly (`withdrawal` alone matches
 *   nothing but an action named `withdrawal`).
 * - `targetType`, `targetId`: what it was done to.
 * - `from` (inclusive), `to` (exclusive): when, as ISO 8601 times with an offset.
 * - `before`: entries older than this id, for the next page (the last id of the previous one).
 * - `limit`: at most this many (default 100).
 */
export const auditLogQuery = z
  .object({
    adminId: idFilter.optional(),
    admin: text().min(1).max(64).optional(),
    action: text()
      .min(1)
      .max(80)
      .regex(/^[\w.-]+$/, { error: 'VALIDATION_FAILED' })
      .optional(),
    targetType: text().max(40).optional(),
    targetId: text().max(200).optional(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    before: idFilter.optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    error: 'VALIDATION_FAILED',
    path: ['to'],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const setCreditScoreBody = z.object({
  creditScore: z.number({ error: 'VALIDATION_FAILED' }).int().min(0).max(1000),
});

export const resetPasswordBody = z.object({
  kind: z.enum(PASSWORD_KINDS, { error: 'VALIDATION_FAILED' }),
  newPassword: passwordField,
});

export const issueOpeningCodesBody = z.object({
  count: z.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100),
});

/** What ops see of a user. Money in cents; `createdAt` is an ISO 8601 time. */
export const adminUserView = z.object({
  id: z.number().int(),
  account: z.string(),
  phone: z.string(),
  openingCode: z.string(),
  inviterId: z.number().int().nullable(),
  creditScore: z.number().int(),
  verified: z.boolean(),
  disabled: z.boolean(),
  balances: balancesView,
  createdAt: z.string(),
  /** The trader's own time-out or exclusion in force (limits/SPEC.md L9): read-only to ops. */
  tradingBreak: breakView.nullable(),
  /** Whether a second factor is on, and a reset of it waiting for a second ops user (twoFactor/SPEC.md 2F8). */
  secondFactor: z.object({
    on: z.boolean(),
    pendingReset: z.object({ requestedBy: z.string(), reason: z.string() }).nullable(),
  }),
});
export type AdminUserView = z.infer<typeof adminUserView>;

/** A balance adjustment done (or the first answer again, for a retried idempotency key). */
export const balanceAdjustmentResult = z.object({
  adjustmentId: z.number().int(),
  balances: balancesView,
});
export type BalanceAdjustmentResult = z.infer<typeof balanceAdjustmentResult>;

export const issuedOpeningCodes = z.object({ codes: z.array(z.string()) });

/** One audit log entry; `createdAt` is an ISO 8601 time. */
export const auditRecord = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  adminUsername: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecord>;

/** Whether every balance equals the sum of its ledger rows, and each bucket that does not. */
export const ledgerReconciliation = z.object({
  reconciled: z.boolean(),
  mismatches: z.array(
    z.object({
      userId: z.number().int(),
      bucket: z.string(),
      balance: z.number().int(),
      ledgerSum: z.number().int(),
    }),
  ),
});
export type LedgerReconciliation = z.infer<typeof ledgerReconciliation>;

/**
 * An ops username: 3 to 32 letters, digits, dots, hyphens or underscores, starting with a letter.
 * Kept as typed (login matches it exactly) and unique whatever its case.
 */
export const opsUsernameField = requiredText().regex(/^[A-Za-z][\w.-]{2,31}$/, {
  error: 'INVALID_USERNAME',
});

/** Why an ops account was changed: recorded in the audit log. */
const opsAccountReason = requiredText({ multiline: true }).max(200, { error: 'VALIDATION_FAILED' });
const adminRoleField = z.enum(ADMIN_ROLES, { error: 'VALIDATION_FAILED' });

/** `POST /admin/ops-accounts`: a new ops account, enabled at once. */
export const createOpsAccountBody = z.object({
  username: opsUsernameField,
  role: adminRoleField,
  password: passwordField,
});
export type CreateOpsAccountBody = z.infer<typeof createOpsAccountBody>;

/** `PUT /admin/ops-accounts/:id/role`: it applies from the account's next request. */
export const opsAccountRoleBody = z.object({ role: adminRoleField, reason: opsAccountReason });

/** `POST /admin/ops-accounts/:id/disable` and `…/enable`. */
export const opsAccountReasonBody = z.object({ reason: opsAccountReason });

/** `POST /admin/ops-accounts/:id/password-reset`: ends the account's sessions. */
export const opsAccountPasswordBody = z.object({ newPassword: passwordField, reason: opsAccountReason });

/** One ops account as the console lists it; times are ISO 8601, `lastLoginAt` null when never. */
export const opsAccountView = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ADMIN_ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OpsAccountView = z.infer<typeof opsAccountView>;
