import { z } from 'zod';
import { centsField } from '../domain/units';
import { accountField, enteredPasswordField, passwordField, phoneField, requiredText } from './fields';

/** Register step 1: is this account free, this phone valid and this opening code known? */
export const registerCheckBody = z.object({
  account: accountField,
  phone: phoneField,
  openingCode: requiredText().max(32, { error: 'UNKNOWN_OPENING_CODE' }),
});
export type RegisterCheckBody = z.infer<typeof registerCheckBody>;

/** Register step 2: step 1's fields again plus both passwords, each typed twice. */
export const registerBody = registerCheckBody
  .extend({
    // Confirmations are compared exactly as typed, like the passwords (see passwordField).
    password: passwordField,
    passwordConfirm: enteredPasswordField,
    transactionPassword: passwordField,
    transactionPasswordConfirm: enteredPasswordField,
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.passwordConfirm) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'PASSWORDS_MISMATCH' });
    }
    if (body.transactionPassword !== body.transactionPasswordConfirm) {
      ctx.addIssue({
        code: 'custom',
        path: ['transactionPasswordConfirm'],
        message: 'TRANSACTION_PASSWORDS_MISMATCH',
      });
    }
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  account: requiredText(),
  password: enteredPasswordField,
});
export type LoginBody = z.infer<typeof loginBody>;

/** A new session: its token and when it ends unless the user logs out first (epoch ms). */
export const loginResult = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const PASSWORD_KINDS = ['login', 'transaction'] as const;
export type PasswordKind = (typeof PASSWORD_KINDS)[number];

export const changePasswordBody = z
  .object({
    kind: z.enum(PASSWORD_KINDS, { error: 'VALIDATION_FAILED' }),
    oldPassword: enteredPasswordField,
    newPassword: passwordField,
    newPasswordConfirm: enteredPasswordField,
  })
  .superRefine((body, ctx) => {
    if (body.newPassword !== body.newPasswordConfirm) {
      const message = body.kind === 'transaction' ? 'TRANSACTION_PASSWORDS_MISMATCH' : 'PASSWORDS_MISMATCH';
      ctx.addIssue({ code: 'custom', path: ['newPasswordConfirm'], message });
    }
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Balances of one user, in cents. `demo` is the practice balance demo orders use; never part of total assets. */
export const balancesView = z.object({
  available: centsField,
  frozen: centsField,
  savings: centsField,
  demo: centsField,
});
export type Balances = z.infer<typeof balancesView>;

/** What the personal center shows of the logged-in user. Money in cents. */
export const profileView = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  phoneMasked: z.string(),
  openingCode: z.string(),
  creditScore: z.number().int(),
  verified: z.boolean(),
  level: z.literal('General User'),
  balances: balancesView,
  totalAssets: centsField,
  accountPnl: z.number().int(),
  todayPnl: z.number().int(),
});
export type Profile = z.infer<typeof profileView>;

/** Register step 1's answer: the account is free and the rest checks out. */
export const registerCheckResult = z.object({ available: z.literal(true) });

/** Register step 2's answer: the account just created. */
export const registerResult = z.object({ account: z.string() });
