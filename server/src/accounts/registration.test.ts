import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOpeningCode, makeUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  // Clean up even when the books do not reconcile, then fail.
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const countUsers = async () =>
  (await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;

function registration(openingCode: string, account = `trader${Math.floor(Math.random() * 1e6)}`) {
  return {
    account,
    phone: '+84 912 345 678',
    openingCode,
    password: 'first-pass',
    passwordConfirm: 'first-pass',
    transactionPassword: '112233',
    transactionPasswordConfirm: '112233',
  };
}

describe('registration', () => {
  it('step 1 accepts a free account, an international phone and a live code', async () => {
    const code = await makeOpeningCode(app);
    const { account, phone, openingCode } = registration(code);
    const result = await app.call('POST', '/auth/register-check', { body: { account, phone, openingCode } });
    expect(result).toMatchObject({ http: 200, status: 1, data: { available: true } });
  });

  it('step 2 creates the user with their own opening code, records the inviter and opens zero balances', async () => {
    const inviter = await makeUser(app);
    const body = registration(inviter.openingCode);
    const result = await app.call('POST', '/auth/register', { body });
    expect(result).toMatchObject({ http: 201, status: 1, data: { account: body.account } });

    const { rows } = await app.ctx.db.query(
      `SELECT u.inviter_id, u.phone, c.code, b.available, b.frozen, b.savings
       FROM users u JOIN opening_codes c ON c.owner_user_id = u.id JOIN balances b ON b.user_id = u.id
       WHERE u.account = $1`,
      [body.account],
    );
    expect(rows[0]).toMatchObject({
      inviter_id: inviter.id,
      phone: '+84912345678',
      available: 0,
      frozen: 0,
      savings: 0,
    });
    expect(rows[0].code).toMatch(/^[A-Z2-9]{8}$/);
    expect(rows[0].code).not.toBe(inviter.openingCode);
  });

  it('stores only argon2id hashes of both passwords', async () => {
    const body = registration(await makeOpeningCode(app));
    await app.call('POST', '/auth/register', { body });
    const { rows } = await app.ctx.db.query(
      'SELECT password_hash, transaction_password_hash FROM users WHERE account = $1',
      [body.account],
    );
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].transaction_password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows[0])).not.toContain(body.password);
  });

  const badInputs: [string, (code: string) => Record<string, unknown>, string, number, string?][] = [
    ['a missing field', (code) => ({ ...registration(code), phone: undefined }), 'EMPTY_VALUE', 422, 'phone'],
    ['a blank field', (code) => ({ ...registration(code), account: '   ' }), 'EMPTY_VALUE', 422, 'account'],
    ['a short account', (code) => registration(code, 'abc'), 'INVALID_ACCOUNT', 422, 'account'],
    ['an account with symbols', (code) => registration(code, 'bad-name!'), 'INVALID_ACCOUNT', 422, 'account'],
    [
      'a phone without country code',
      (code) => ({ ...registration(code), phone: '0912345678' }),
      'INVALID_PHONE',
      422,
      'phone',
    ],
    [
      'a phone of the right shape that no number plan has',
      (code) => ({ ...registration(code), phone: '+999912345678' }),
      'INVALID_PHONE',
      422,
      'phone',
    ],
    [
      'mismatched passwords',
      (code) => ({ ...registration(code), passwordConfirm: 'other-pass' }),
      'PASSWORDS_MISMATCH',
      422,
      'passwordConfirm',
    ],
    [
      'mismatched transaction passwords',
      (code) => ({ ...registration(code), transactionPasswordConfirm: '999999' }),
      'TRANSACTION_PASSWORDS_MISMATCH',
      422,
      'transactionPasswordConfirm',
    ],
    [
      'a short password',
      (code) => ({ ...registration(code), password: '123', passwordConfirm: '123' }),
      'INVALID_PASSWORD',
      422,
      'password',
    ],
    ['an unknown opening code', () => registration('NOSUCHCODE'), 'UNKNOWN_OPENING_CODE', 422, 'openingCode'],
    [
      'a NUL byte in the opening code',
      (code) => ({ ...registration(code), openingCode: `${code}\u0000` }),
      'INVALID_CHARACTERS',
      422,
      'openingCode',
    ],
    [
      'a control character in a password',
      (code) => ({ ...registration(code), password: 'first\u0000pass', passwordConfirm: 'first\u0000pass' }),
      'INVALID_CHARACTERS',
      422,
      'password',
    ],
  ];

  it.each(badInputs)(
    'refuses %s with its own envelope and creates nothing',
    async (_name, build, code, http, field) => {
      const before = await countUsers();
      const result = await app.call('POST', '/auth/register', {
        body: build(await makeOpeningCode(app)),
        headers: { lang: 'en' },
      });
      expect(result.http).toBe(http);
      expect(result.status).toBeLessThan(0);
      expect(result.data).toMatchObject({ code, ...(field ? { field } : {}) });
      expect(result.message).not.toBe('');
      expect(await countUsers()).toBe(before);
    },
  );

  it('keeps passwords exactly as typed: spaces at either end register, log in and prove the transaction password', async () => {
    const body = {
      ...registration(await makeOpeningCode(app)),
      password: ' abcdef1',
      passwordConfirm: ' abcdef1',
      transactionPassword: '123456 ',
      transactionPasswordConfirm: '123456 ',
    };
    expect(await app.call('POST', '/auth/register', { body })).toMatchObject({ http: 201, status: 1 });

    const trimmed = await app.call('POST', '/auth/login', {
      body: { account: body.account, password: 'abcdef1' },
    });
    expect(trimmed).toMatchObject({ http: 401, data: { code: 'WRONG_CREDENTIALS' } });
    const login = await app.call<{ token: string }>('POST', '/auth/login', {
      body: { account: body.account, password: ' abcdef1' },
    });
    expect(login).toMatchObject({ http: 200, status: 1 });

    const change = (oldPassword: string) =>
      app.call('POST', '/user/password', {
        token: login.data.token,
        body: { kind: 'transaction', oldPassword, newPassword: ' 654321 ', newPasswordConfirm: ' 654321 ' },
      });
    expect(await change('123456')).toMatchObject({ http: 422, data: { code: 'WRONG_OLD_PASSWORD' } });
    expect(await change('123456 ')).toMatchObject({ http: 200, status: 1 });
  });

  it('refuses a duplicate account, whatever its letter case', async () => {
    const existing = await makeUser(app);
    const before = await countUsers();
    const result = await app.call('POST', '/auth/register', {
      body: registration(await makeOpeningCode(app), existing.account.toUpperCase()),
      headers: { lang: 'en' },
    });
    expect(result).toMatchObject({
      http: 409,
      message: 'This account is already registered',
      data: { code: 'ACCOUNT_TAKEN' },
    });
    expect(await countUsers()).toBe(before);
  });

  it('lets exactly one of two simultaneous registrations of one account through', async () => {
    const body = registration(await makeOpeningCode(app));
    const results = await Promise.all([1, 2, 3].map(() => app.call('POST', '/auth/register', { body })));
    expect(results.filter((result) => result.status === 1)).toHaveLength(1);
    expect(
      results.filter((result) => result.data && (result.data as { code?: string }).code === 'ACCOUNT_TAKEN'),
    ).toHaveLength(2);
  });

  it('refuses a disabled opening code', async () => {
    const code = await makeOpeningCode(app);
    await app.ctx.db.query('UPDATE opening_codes SET disabled_at = now() WHERE code = $1', [code]);
    const result = await app.call('POST', '/auth/register-check', { body: registration(code) });
    expect(result.data).toMatchObject({ code: 'UNKNOWN_OPENING_CODE' });
  });

  it('translates the message by the lang header, Vietnamese by default', async () => {
    const body = { ...registration(await makeOpeningCode(app)), passwordConfirm: 'nope-nope' };
    const vi = await app.call('POST', '/auth/register', { body });
    const en = await app.call('POST', '/auth/register', { body, headers: { lang: 'en' } });
    const zh = await app.call('POST', '/auth/register', { body, headers: { lang: 'zh-CN' } });
    expect(vi.message).toBe('Mật khẩu không khớp');
    expect(en.message).toBe('Passwords do not match');
    expect(zh.message).toBe('两次密码不一致');
  });
});
