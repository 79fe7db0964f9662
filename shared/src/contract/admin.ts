import { z } from 'zod';
import { enteredPasswordField, passwordField, requiredText, text } from './fields';
import { PASSWORD_KINDS, balancesView } from './accounts';

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
    .refine((value) => value !== 0 && Math.abs(value) <= 1e13, { error: 'VALIDATION_FAILED' }),
  reason: requiredText({ multiline: true }).max(200, { error: 'VALIDATION_FAILED' }),
});
export type AdjustBalanceBody = z.infer<typeof adjustBalanceBody>;

/** `GET /admin/users?account=…`: one user found by account. */
export const userLookupQuery = z.object({ account: requiredText() });

/** `GET /admin/audit-log`: the newest entries, optionally of one target. */
export const auditLogQuery = z.object({
  targetType: text().max(40).optional(),
  targetId: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

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
