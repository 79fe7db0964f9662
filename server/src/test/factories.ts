// Builders of test data through the same commands the API uses, so tests start from real states.
import { registerUser, totpCodeAt } from '../accounts';
import { hashPassword } from '../platform/passwords';
import type {
  AdminDepositChannelView,
  AdminRole,
  CreateDepositChannelBody,
  WithdrawalView,
} from '@tempo/shared';
import type { TestApp } from './testApp';

let sequence = 0;
const next = () => `${process.pid % 1000}${++sequence}`.padStart(6, '0');

/** An opening code issued directly in the database (no inviter). */
export async function makeOpeningCode(app: TestApp, code = `CODE${next()}`): Promise<string> {
  await app.ctx.db.query('INSERT INTO opening_codes (code) VALUES ($1)', [code]);
  return code;
}

export interface TestUser {
  id: number;
  account: string;
  password: string;
  transactionPassword: string;
  openingCode: string;
}

export async function makeUser(app: TestApp, overrides: { openingCode?: string } = {}): Promise<TestUser> {
  const account = `user${next()}`;
  const password = 'secret-pass';
  const transactionPassword = '654321';
  const openingCode = overrides.openingCode ?? (await makeOpeningCode(app));
  const user = await registerUser(app.ctx.db, {
    account,
    phone: '+84912345678',
    openingCode,
    password,
    passwordConfirm: password,
    transactionPassword,
    transactionPasswordConfirm: transactionPassword,
  });
  return { id: user.id, account, password, transactionPassword, openingCode: user.openingCode };
}

export async function loginAs(app: TestApp, user: { account: string; password: string }): Promise<string> {
  const result = await app.call<{ token: string }>('POST', '/auth/login', {
    body: { account: user.account, password: user.password },
  });
  if (result.status !== 1) throw new Error(`login failed: ${result.text}`);
  return result.data.token;
}

export interface TestAdmin {
  id: number;
  username: string;
  password: string;
  token: string;
}

export async function makeAdmin(app: TestApp, role: AdminRole = 'superadmin'): Promise<TestAdmin> {
  const username = `ops${next()}`;
  const password = 'ops-password';
  const { rows } = await app.ctx.db.query<{ id: number }>(
    'INSERT INTO admins (username, password_hash, role) VALUES ($1, $2, $3) RETURNING id',
    [username, await hashPassword(password), role],
  );
  const login = await app.call<{ token: string }>('POST', '/admin/auth/login', {
    body: { username, password },
  });
  if (login.status !== 1) throw new Error(`admin login failed: ${login.text}`);
  return { id: rows[0]!.id, username, password, token: login.data.token };
}

/** Credits a user through the ops API, as ops would. */
export async function fund(app: TestApp, admin: TestAdmin, userId: number, amount: number): Promise<void> {
  const result = await app.call('POST', `/admin/users/${userId}/balance-adjustments`, {
    body: { amount, reason: 'test funds' },
    headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': `fund-${next()}-${Date.now()}` },
  });
  if (result.status !== 1) throw new Error(`funding failed: ${result.text}`);
}

/** A new user credited `amount` cents of real money (1,000.00 unless said) by a new ops user. */
export async function makeFundedUser(app: TestApp, amount = 100_000): Promise<TestUser> {
  const user = await makeUser(app);
  await fund(app, await makeAdmin(app), user.id, amount);
  return user;
}

/** A bank card as a trader binds it to withdraw to. */
export const bankCardBody = {
  kind: 'bank',
  bankName: 'Vietcombank',
  branchName: 'Ha Noi',
  branchNumber: '0011',
  accountNumber: '0123 4567 8901',
  holderName: 'Nguyen Van An',
  nationality: 'Vietnam',
  openingAddress: '1 Trang Tien, Ha Noi',
} as const;

/**
 * A verified trader with `funds` cents available and the bank card above bound, with a withdrawal
 * of `amount` cents under review.
 */
export async function makeWithdrawal(
  app: TestApp,
  admin: TestAdmin,
  { funds, amount }: { funds: number; amount: number },
): Promise<{ user: TestUser; withdrawal: WithdrawalView }> {
  const user = await makeUser(app);
  await app.ctx.db.query('UPDATE users SET verified = true WHERE id = $1', [user.id]);
  await fund(app, admin, user.id, funds);
  const token = await loginAs(app, user);
  const bound = await app.call('POST', '/withdrawal-account', { token, body: bankCardBody });
  if (bound.status !== 1) throw new Error(`binding the card failed: ${bound.text}`);
  const requested = await app.call<WithdrawalView>('POST', '/withdrawals', {
    token,
    headers: { 'idempotency-key': `withdraw-${next()}-${Date.now()}` },
    body: { amount, transactionPassword: user.transactionPassword },
  });
  if (requested.status !== 1) throw new Error(`the withdrawal failed: ${requested.text}`);
  return { user, withdrawal: requested.data };
}

/** A deposit channel by bank transfer in USD, 10.00 to 5,000.00, named in Vietnamese and English. */
export const bankChannelBody: CreateDepositChannelBody = {
  names: { vi: 'Chuyển khoản ngân hàng', en: 'Bank transfer' },
  minAmount: 1_000,
  maxAmount: 500_000,
  enabled: true,
  sortOrder: 1,
  instructions: {
    kind: 'bank',
    bankName: 'Test Bank',
    branchName: 'Main',
    accountName: 'TEMPO TEST',
    accountNumber: '123456789',
  },
  conversion: null,
};

/** A deposit channel created through the ops API: the bank channel above with `overrides`. */
export async function makeBankChannel(
  app: TestApp,
  admin: TestAdmin,
  overrides: Partial<CreateDepositChannelBody> = {},
): Promise<AdminDepositChannelView> {
  const body: CreateDepositChannelBody = { ...bankChannelBody, ...overrides };
  const created = await app.call<AdminDepositChannelView>('POST', '/admin/deposit-channels', {
    body,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  if (created.http !== 201) throw new Error(`deposit channel not created: ${created.text}`);
  return created.data;
}

/** Turns the authenticator app on for `user` as the trader would; answers its secret and recovery codes. */
export async function enableTotp(
  app: TestApp,
  user: TestUser,
): Promise<{ token: string; secret: string; recoveryCodes: string[] }> {
  const token = await loginAs(app, user);
  const confirmed = await app.call('POST', '/security/confirm', { token, body: { password: user.password } });
  if (confirmed.status !== 1) throw new Error(`confirming the password failed: ${confirmed.text}`);
  const enrolment = await app.call<{ secret: string }>('POST', '/security/totp/enrolment', { token });
  const secret = enrolment.data.secret;
  const on = await app.call<{ recoveryCodes: string[] }>('POST', '/security/totp', {
    token,
    body: { code: totpCodeAt(secret) },
  });
  if (on.status !== 1) throw new Error(`turning the app on failed: ${on.text}`);
  return { token, secret, recoveryCodes: on.data.recoveryCodes };
}
