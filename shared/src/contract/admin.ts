import { z } from 'zod';
import { enteredPasswordField, passwordField, requiredText, text } from './fields';
import { PASSWORD_KINDS } from './accounts';

export const ADMIN_ROLES = ['superadmin', 'ops', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const adminLoginBody = z.object({
  username: requiredText(),
  password: enteredPasswordField,
});

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

/** What ops see of a user. Money in cents. */
export interface AdminUserView {
  id: number;
  account: string;
  phone: string;
  openingCode: string;
  inviterId: number | null;
  creditScore: number;
  verified: boolean;
  disabled: boolean;
  balances: { available: number; frozen: number; savings: number; demo: number };
  createdAt: string;
}
