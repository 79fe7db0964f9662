import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeAdmin, makeOpeningCode, makeUser, type TestUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import type { AppError } from '../platform/AppError';
import { checkGuess, accountsKeys, type ThrottleConfig } from './guessThrottle';
import { assertTransactionPassword } from './transactionPassword';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: 3,
    LOGIN_MAX_FAILURES_PER_ADDRESS: 8,
    LOGIN_BACKOFF_AFTER_ACCOUNT_FAILURES: 6,
    LOGIN_BACKOFF_BASE_SECONDS: 60,
    REGISTER_CHECKS_PER_ADDRESS: 4,
  });
});
afterAll(async () => {
  await app.close();
});

let addressSequence = 0;
/** A client address no other test uses. */
const newAddress = () => `10.9.${Math.floor(++addressSequence / 250)}.${addressSequence % 250}`;
const from = (ip: string) => ({ lang: 'en', 'x-forwarded-for': ip });

function login(user: { account: string; password: string }, ip: string, password = user.password) {
  return app.call<{ token?: string; code?: string }>('POST', '/auth/login', {
    body: { account: user.account, password },
    headers: from(ip),
  });
}

function changePassword(
  user: TestUser,
  token: string,
  ip: string,
  kind: 'login' | 'transaction',
  old: string,
) {
  const newPassword = kind === 'login' ? 'fresh-password' : '909090';
  return app.call<{ code?: string }>('POST', '/user/password', {
    token,
    body: { kind, oldPassword: old, newPassword, newPasswordConfirm: newPassword },
    headers: from(ip),
  });
}

describe('wrong old and transaction passwords', () => {
  it('a wrong old login password counts like a failed login, tells the tries left, then is throttled', async () => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    const ip = newAddress();
    const messages = [];
    for (let i = 0; i < 3; i++) {
      const wrong = await changePassword(user, token, ip, 'login', 'not-my-password');
      expect(wrong).toMatchObject({ http: 422, data: { code: 'WRONG_OLD_PASSWORD', field: 'oldPassword' } });
      messages.push(wrong.message);
    }
    expect(messages).toEqual([2, 1, 0].map((left) => `The old password is wrong. Attempts left: ${left}`));

    // The same secret as the login: this address may now neither change it nor log in with it.
    const right = await changePassword(user, token, ip, 'login', user.password);
    expect(right).toMatchObject({ http: 429, data: { code: 'TOO_MANY_ATTEMPTS' } });
    expect((await login(user, ip)).data).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // The password did not change, and the owner elsewhere is not held up.
    expect((await login(user, newAddress())).status).toBe(1);
  });

  it('tells the tries left in the language asked for', async () => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    const wrong = await app.call('POST', '/user/password', {
      token,
      body: {
        kind: 'login',
        oldPassword: 'not-it-123',
        newPassword: 'whatever1',
        newPasswordConfirm: 'whatever1',
      },
      headers: { lang: 'vi', 'x-forwarded-for': newAddress() },
    });
    expect(wrong.message).toBe('Mật khẩu cũ không đúng, bạn còn 2 lần thử');
  });

  it('a wrong transaction password counts, tells the tries left, then is throttled; logins are apart', async () => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    const ip = newAddress();
    const wrong = await changePassword(user, token, ip, 'transaction', '111111');
    expect(wrong).toMatchObject({
      message: 'The old password is wrong. Attempts left: 2',
      data: { code: 'WRONG_OLD_PASSWORD' },
    });

    // The check later money-moving code calls shares the counters.
    const refusals: AppError[] = [];
    for (const password of ['222222', '333333', user.transactionPassword]) {
      await assertTransactionPassword(app.ctx, { userId: user.id, password, ip }).catch((error: AppError) =>
        refusals.push(error),
      );
    }
    expect(refusals.map((error) => [error.code, error.field, error.values])).toEqual([
      ['WRONG_TRANSACTION_PASSWORD', 'transactionPassword', { remaining: 1 }],
      ['WRONG_TRANSACTION_PASSWORD', 'transactionPassword', { remaining: 0 }],
      ['TOO_MANY_ATTEMPTS', undefined, undefined],
    ]);
    const right = await changePassword(user, token, ip, 'transaction', user.transactionPassword);
    expect(right).toMatchObject({ http: 429, data: { code: 'TOO_MANY_ATTEMPTS' } });

    // Another address may still use it, and the login password is another secret.
    await expect(
      assertTransactionPassword(app.ctx, {
        userId: user.id,
        password: user.transactionPassword,
        ip: newAddress(),
      }),
    ).resolves.toBeUndefined();
    expect((await login(user, ip)).status).toBe(1);
  });
});

describe('register check', () => {
  it('is throttled per client address', async () => {
    const code = await makeOpeningCode(app);
    const check = (ip: string, i: number) =>
      app.call('POST', '/auth/register-check', {
        body: { account: `probe${addressSequence}x${i}`, phone: '+84912345678', openingCode: code },
        headers: from(ip),
      });
    const ip = newAddress();
    for (let i = 0; i < 4; i++) expect((await check(ip, i)).status).toBe(1);
    expect(await check(ip, 5)).toMatchObject({
      http: 429,
      message: 'Too many requests, please slow down',
      data: { code: 'RATE_LIMITED' },
    });
    expect((await check(newAddress(), 6)).status).toBe(1);
  });
});

describe('logins under attack', () => {
  it('an attacker at one address is stopped, even when the guess is right', async () => {
    const user = await makeUser(app);
    const ip = newAddress();
    for (let i = 0; i < 3; i++) {
      expect((await login(user, ip, `guess-${i}-pass`)).data).toMatchObject({ code: 'WRONG_CREDENTIALS' });
    }
    expect(await login(user, ip)).toMatchObject({
      http: 429,
      message: 'Too many failed attempts, please try again later',
      data: { code: 'TOO_MANY_ATTEMPTS' },
    });
    const ttl = await app.ctx.redis.ttl(accountsKeys.guessPair({ kind: 'login', subject: user.account, ip }));
    expect(ttl).toBeGreaterThan(0);
  });

  it('a burst of concurrent guesses from one address gets no more tries than the limit', async () => {
    const user = await makeUser(app);
    const ip = newAddress();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(user, ip, `burst-${i}-pass`)),
    );
    const codes = results.map((result) => result.data.code);
    expect(codes.filter((code) => code === 'WRONG_CREDENTIALS')).toHaveLength(3);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(7);
  });

  it('many people behind one address logging in at once all get in (right tries take no count)', async () => {
    // More than the per-address limit (8 here), all at the same moment, all right.
    const people = await Promise.all(Array.from({ length: 12 }, () => makeUser(app)));
    const ip = newAddress();
    const results = await Promise.all(people.map((person) => login(person, ip)));
    expect(results.map((result) => result.status)).toEqual(people.map(() => 1));
    // Wrong tries from that address are still counted across accounts, and stop it at the limit.
    for (let i = 0; i < 8; i++) {
      expect((await login(people[i]!, ip, 'wrong-password')).data.code).toBe('WRONG_CREDENTIALS');
    }
    expect((await login(people[9]!, ip)).data.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it("a stranger's failures from other addresses do not stop the owner logging in from their own", async () => {
    const user = await makeUser(app);
    const home = newAddress();
    expect((await login(user, home)).status).toBe(1);

    // Three addresses, each to its limit: nine wrong tries, past the account's ceiling of six.
    for (const ip of [newAddress(), newAddress(), newAddress()]) {
      for (let i = 0; i < 3; i++) await login(user, ip, `stranger-${i}-pass`);
    }
    // A further address waits, right password or not: spreading guesses does not pay.
    expect((await login(user, newAddress())).data).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // The owner, at home, logs in.
    const owner = await login(user, home);
    expect(owner.status).toBe(1);
    expect(owner.data.token).toBeTruthy();
  });

  it('the owner at an address they never used gets in while the stranger is below the ceiling', async () => {
    const user = await makeUser(app);
    for (const ip of [newAddress(), newAddress()]) {
      for (let i = 0; i < 3; i++) await login(user, ip, `stranger-${i}-pass`);
    }
    expect((await login(user, newAddress())).status).toBe(1);
  });

  it('a successful login clears that address its tries on the account', async () => {
    const user = await makeUser(app);
    const ip = newAddress();
    for (let i = 0; i < 2; i++) await login(user, ip, `typo-${i}-pass`);
    expect((await login(user, ip)).status).toBe(1);
    const typo = await app.call('POST', '/auth/login', {
      body: { account: user.account, password: 'typo-again' },
      headers: from(ip),
    });
    expect(typo.data).toMatchObject({ code: 'WRONG_CREDENTIALS' });
    expect((await login(user, ip)).status).toBe(1);
  });

  it("ops: a stranger's failures do not stop admin logging in from their own address", async () => {
    const admin = await makeAdmin(app); // logged in once from the test's own address
    const opsLogin = (ip: string | undefined, password: string) =>
      app.call<{ token?: string; code?: string }>('POST', '/admin/auth/login', {
        body: { username: admin.username, password },
        headers: ip ? from(ip) : { lang: 'en' },
      });
    const codes = [];
    for (const ip of [newAddress(), newAddress(), newAddress()]) {
      for (let i = 0; i < 4; i++) codes.push((await opsLogin(ip, `stranger-${i}-pass`)).data.code);
    }
    // Three wrong tries per address, then that address is stopped; the account's seventh wrong try
    // starts a wait that every address admin never logged in from must sit out.
    const [wrong, stopped] = ['WRONG_CREDENTIALS', 'TOO_MANY_ATTEMPTS'];
    expect(codes).toEqual([
      wrong,
      wrong,
      wrong,
      stopped,
      wrong,
      wrong,
      wrong,
      stopped,
      wrong,
      stopped,
      stopped,
      stopped,
    ]);
    expect((await opsLogin(newAddress(), admin.password)).data).toMatchObject({ code: stopped });
    const own = await opsLogin(undefined, admin.password);
    expect(own.status).toBe(1);
    expect(own.data.token).toBeTruthy();
  });
});

describe('account-wide waits', () => {
  it('grow with each wrong try past the ceiling, up to the maximum, and spare known addresses', async () => {
    const config: ThrottleConfig = {
      ...app.config,
      LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: 100,
      LOGIN_MAX_FAILURES_PER_ADDRESS: 100,
      LOGIN_BACKOFF_AFTER_ACCOUNT_FAILURES: 2,
      LOGIN_BACKOFF_BASE_SECONDS: 10,
      LOGIN_BACKOFF_MAX_SECONDS: 40,
    };
    const owner = { kind: 'transaction' as const, subject: `waits-${Date.now()}`, ip: newAddress() };
    const guess = (ip: string, right: boolean) =>
      checkGuess(app.ctx.redis, config, { ...owner, ip }, () => Promise.resolve(right));
    expect(await guess(owner.ip, true)).toEqual({ right: true });

    const waits = [];
    for (let i = 0; i < 6; i++) {
      expect(await guess(owner.ip, false)).toMatchObject({ right: false });
      waits.push(await app.ctx.redis.pttl(accountsKeys.guessWait(owner)));
    }
    // No wait until the ceiling, then 10 s, 20 s, 40 s and no longer.
    expect(waits.slice(0, 2)).toEqual([-2, -2]);
    const seconds = waits.slice(2).map((ms) => Math.ceil(ms / 1000));
    expect(seconds).toEqual([10, 20, 40, 40]);
    await expect(guess(newAddress(), true)).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(await guess(owner.ip, true)).toEqual({ right: true });
  });
});
