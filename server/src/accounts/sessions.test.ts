import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { accountsKeys } from './guessThrottle';
import { SessionCache } from './SessionCache';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: 3, LOGIN_MAX_FAILURES_PER_ADDRESS: 8 });
});
afterAll(async () => {
  // Clean up even when the books do not reconcile, then fail.
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

describe('login and sessions', () => {
  it('logs in, reads the profile with the token, and logs out for good', async () => {
    const user = await makeUser(app);
    const login = await app.call<{ token: string; expiresAt: number }>('POST', '/auth/login', {
      body: { account: user.account, password: user.password },
    });
    expect(login.status).toBe(1);
    expect(login.data.token).toMatch(/^[\w-]{43}$/);
    expect(login.data.expiresAt).toBeGreaterThan(Date.now());

    const profile = await app.call<Profile>('GET', '/user/profile', { token: login.data.token });
    expect(profile.data).toMatchObject({
      account: user.account,
      openingCode: user.openingCode,
      level: 'General User',
      verified: false,
      creditScore: 100,
      phoneMasked: '+849****5678',
      balances: { available: 0, frozen: 0, savings: 0 },
      totalAssets: 0,
      accountPnl: 0,
      todayPnl: 0,
    });

    expect((await app.call('POST', '/auth/logout', { token: login.data.token })).status).toBe(1);
    const after = await app.call('GET', '/user/profile', { token: login.data.token });
    expect(after).toMatchObject({ http: 401, status: -22, data: { code: 'NOT_LOGGED_IN' } });
  });

  it('stores the session token only as a hash', async () => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    const { rows } = await app.ctx.db.query('SELECT token_hash FROM user_sessions WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0].token_hash).toString('base64url')).not.toBe(token);
  });

  it('shows balances and total assets from the ledger', async () => {
    const user = await makeUser(app);
    await fund(app, await makeAdmin(app), user.id, 12_345);
    const profile = await app.call<Profile>('GET', '/user/profile', { token: await loginAs(app, user) });
    expect(profile.data.balances.available).toBe(12_345);
    expect(profile.data.totalAssets).toBe(12_345);
  });

  it('answers -22 with HTTP 401 to a missing, unknown or expired token', async () => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    await app.ctx.db.query(
      `UPDATE user_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    for (const candidate of [undefined, 'not-a-token', token]) {
      const result = await app.call('GET', '/user/profile', candidate ? { token: candidate } : {});
      expect(result).toMatchObject({ http: 401, status: -22 });
    }
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    const user = await makeUser(app);
    const wrongPassword = await app.call('POST', '/auth/login', {
      body: { account: user.account, password: 'wrong-pass' },
      headers: { lang: 'en' },
    });
    const unknown = await app.call('POST', '/auth/login', {
      body: { account: 'nobody_here', password: 'wrong-pass' },
      headers: { lang: 'en' },
    });
    for (const result of [wrongPassword, unknown]) {
      expect(result).toMatchObject({
        http: 401,
        message: 'Wrong account or password',
        data: { code: 'WRONG_CREDENTIALS' },
      });
    }
  });

  it('throttles an account at one address after repeated failures, even for the right password', async () => {
    const user = await makeUser(app);
    const headers = { lang: 'en', 'x-forwarded-for': '10.0.0.1' };
    for (let i = 0; i < 3; i++) {
      const result = await app.call('POST', '/auth/login', {
        body: { account: user.account, password: 'bad-guess' },
        headers,
      });
      expect(result.data).toMatchObject({ code: 'WRONG_CREDENTIALS' });
    }
    const blocked = await app.call('POST', '/auth/login', {
      body: { account: user.account, password: user.password },
      headers,
    });
    expect(blocked).toMatchObject({
      http: 429,
      message: 'Too many failed attempts, please try again later',
      data: { code: 'TOO_MANY_ATTEMPTS' },
    });
    const ttl = await app.ctx.redis.ttl(
      accountsKeys.guessPair({ kind: 'login', subject: user.account, ip: '10.0.0.1' }),
    );
    expect(ttl).toBeGreaterThan(0);
  });

  it('throttles one address guessing across many accounts', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser(app)));
    const headers = { 'x-forwarded-for': '10.0.0.2' };
    const attempts = [];
    for (const user of users) {
      for (let i = 0; i < 2; i++) {
        const body = { account: user.account, password: 'bad-guess' };
        attempts.push(await app.call('POST', '/auth/login', { body, headers }));
      }
    }
    const codes = attempts.map((result) => (result.data as { code: string }).code);
    expect(codes.slice(0, 8).every((code) => code === 'WRONG_CREDENTIALS')).toBe(true);
    expect(codes.slice(8).every((code) => code === 'TOO_MANY_ATTEMPTS')).toBe(true);
  });
});

describe('password change', () => {
  it('changes the login password with the old one and ends the other sessions', async () => {
    const user = await makeUser(app);
    const current = await loginAs(app, user);
    const other = await loginAs(app, user);
    // In use, so the process has it in memory when the password changes.
    expect((await app.call('GET', '/user/profile', { token: other })).status).toBe(1);
    const result = await app.call('POST', '/user/password', {
      token: current,
      body: {
        kind: 'login',
        oldPassword: user.password,
        newPassword: 'brand-new-pass',
        newPasswordConfirm: 'brand-new-pass',
      },
    });
    expect(result.status).toBe(1);
    expect((await app.call('GET', '/user/profile', { token: current })).status).toBe(1);
    expect((await app.call('GET', '/user/profile', { token: other })).status).toBe(-22);
    const oldLogin = await app.call('POST', '/auth/login', {
      body: { account: user.account, password: user.password },
    });
    expect(oldLogin.data).toMatchObject({ code: 'WRONG_CREDENTIALS' });
    expect(await loginAs(app, { account: user.account, password: 'brand-new-pass' })).toBeTruthy();
  });

  it('changes the transaction password and keeps the login password', async () => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    const result = await app.call('POST', '/user/password', {
      token,
      body: {
        kind: 'transaction',
        oldPassword: user.transactionPassword,
        newPassword: '777888',
        newPasswordConfirm: '777888',
      },
    });
    expect(result.status).toBe(1);
    const { rows } = await app.ctx.db.query('SELECT transaction_password_hash FROM users WHERE id = $1', [
      user.id,
    ]);
    const { verifyPassword } = await import('../platform/passwords');
    expect(await verifyPassword(rows[0].transaction_password_hash, '777888')).toBe(true);
    expect(await loginAs(app, user)).toBeTruthy();
  });

  it.each([
    [
      'a wrong old password',
      { oldPassword: 'not-it', newPassword: 'whatever1', newPasswordConfirm: 'whatever1' },
      'WRONG_OLD_PASSWORD',
    ],
    [
      'a mismatched confirmation',
      { newPassword: 'whatever1', newPasswordConfirm: 'whatever2' },
      'PASSWORDS_MISMATCH',
    ],
    [
      'the same password again',
      { newPassword: 'secret-pass', newPasswordConfirm: 'secret-pass' },
      'SAME_PASSWORD',
    ],
    ['a missing new password', { newPassword: undefined, newPasswordConfirm: 'x' }, 'EMPTY_VALUE'],
  ])('refuses %s and keeps the old password', async (_name, change, code) => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    const result = await app.call('POST', '/user/password', {
      token,
      body: { kind: 'login', oldPassword: user.password, ...change },
    });
    expect(result.data).toMatchObject({ code });
    expect(await loginAs(app, user)).toBeTruthy();
  });
});

describe('sessions kept in memory', () => {
  it('a logout ends the session in every other process at once, not when their memory of it lapses', async () => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    // Another API process: its own memory of sessions, the same bus.
    const elsewhere = new SessionCache(app.ctx.db, app.ctx.pubsub);
    await elsewhere.start();
    try {
      const rememberedAt = Date.now();
      expect(await elsewhere.find(token)).toMatchObject({ id: user.id });
      expect((await app.call('POST', '/auth/logout', { token })).status).toBe(1);
      // Gone before the 5 s a remembered session is trusted for have passed: the bus ended it, not
      // the lapse. That bound is the behaviour, so it is the deadline, however busy the machine.
      const trustEnds = rememberedAt + 5_000 - 250;
      await vi.waitUntil(async () => (await elsewhere.find(token)) === null, {
        timeout: Math.max(1, trustEnds - Date.now()),
        interval: 20,
      });
    } finally {
      await elsewhere.stop();
    }
  });
});
