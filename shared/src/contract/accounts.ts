import { z } from 'zod';
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

export interface LoginResult {
  token: string;
  /** When the session ends unless the user logs out first (epoch ms). */
  expiresAt: number;
}

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

/** Balances of one user, in cents. */
export interface Balances {
  available: number;
  frozen: number;
  savings: number;
  /** The practice balance demo orders use; never part of total assets. */
  demo: number;
}

/** What the personal center shows of the logged-in user. Money in cents. */
export interface Profile {
  id: number;
  account: string;
  nickname: string;
  phoneMasked: string;
  openingCode: string;
  creditScore: number;
  verified: boolean;
  level: 'General User';
  balances: Balances;
  totalAssets: number;
  accountPnl: number;
  todayPnl: number;
}
