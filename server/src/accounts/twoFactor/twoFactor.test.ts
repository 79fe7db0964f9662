// The second factor against a real server, PostgreSQL and Redis: each rule of SPEC.md in this
// folder, by its id. The test plays the authenticator app with the enrolment's secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InboxMessageView,
  RecoveryCodesResult,
  SecondFactorResetResult,
  SecondFactorView,
  TotpEnrolment,
  TraderLoginResult,
  WithdrawalView,
} from '@tempo/shared';
import { hashSessionToken } from '../../platform/sessions';
import { bankCardBody, fund, makeAdmin, makeUser, type TestAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/testApp';
import { accountsKeys } from '../accountsKeys';
import { totpCodeAt } from './totp';

let app: TestApp;
let admin: TestAdmin;
let keys = 0;

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime', 'worker'] });
  admin = await makeAdmin(app);
});
afterAll(async () => {
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const STEP_MS = 30_000;
/** Each test its own address, so the guessing throttle of one does not reach another. */
let addresses = 0;
const newAddress = () => ({ 'x-forwarded-for': `10.20.${Math.floor(++addresses / 250)}.${addresses % 250}` });

function login(user: TestUser, headers: Record<string, string>) {
  return app.call<TraderLoginResult>('POST', '/auth/login', {
    body: { account: user.account, password: user.password },
    headers,
  });
}

async function passwordLogin(user: TestUser, headers: Record<string, string>): Promise<string> {
  const result = await login(user, headers);
  if (!('token' in result.data)) throw new Error(`expected a session: ${result.text}`);
  return result.data.token;
}

async function secondStep(ticket: string, proof: unknown, headers: Record<string, string>) {
  return app.call<{ token: string }>('POST', '/auth/login/second-factor', {
    body: { ticket, proof },
    headers,
  });
}

/** A trader with the authenticator app on; its secret, recovery codes and a live session. */
async function traderWithTotp() {
  const user = await makeUser(app);
  const headers = newAddress();
  const token = await passwordLogin(user, headers);
  const confirmed = await app.call('POST', '/security/confirm', {
    token,
    body: { password: user.password },
    headers,
  });
  expect(confirmed.status).toBe(1);
  const enrolment = await app.call<TotpEnrolment>('POST', '/security/totp/enrolment', { token, headers });
  const secret = enrolment.data.secret;
  const turnedOn = await app.call<RecoveryCodesResult>('POST', '/security/totp', {
    token,
    body: { code: totpCodeAt(secret) },
    headers,
  });
  expect(turnedOn.status).toBe(1);
  return { user, headers, token, secret, recoveryCodes: turnedOn.data.recoveryCodes! };
}

async function sessionIdOf(token: string): Promise<number> {
  const { rows } = await app.ctx.db.query<{ id: string }>(
    'SELECT id FROM user_sessions WHERE token_hash = $1',
    [hashSessionToken(token)],
  );
  return Number(rows[0]!.id);
}

/** As five minutes passing: the session's confirmation runs out. */
async function confirmationRunsOut(token: string): Promise<void> {
  await app.ctx.redis.del(accountsKeys.identityConfirmed(await sessionIdOf(token)));
}

describe('the second factor', () => {
  it('2F1, 2F2: enrolling needs the login password on the session, and the first code turns the app on with ten recovery codes', async () => {
    const user = await makeUser(app);
    const headers = newAddress();
    const token = await passwordLogin(user, headers);

    const unconfirmed = await app.call('POST', '/security/totp/enrolment', { token, headers });
    expect(unconfirmed.data).toMatchObject({ code: 'PASSWORD_CONFIRMATION_REQUIRED' });
    const wrong = await app.call('POST', '/security/confirm', {
      token,
      body: { password: 'Wrong12345' },
      headers,
    });
    expect(wrong.data).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(
      (await app.call('POST', '/security/confirm', { token, body: { password: user.password }, headers }))
        .status,
    ).toBe(1);

    const enrolment = await app.call<TotpEnrolment>('POST', '/security/totp/enrolment', { token, headers });
    expect(enrolment.data.uri).toMatch(/^otpauth:\/\/totp\/Tempo:.+\?.*secret=[A-Z2-7]+/);
    expect(enrolment.data.uri).toContain('issuer=Tempo');
    // Not on until a code comes back: login still opens a session directly.
    expect((await app.call<SecondFactorView>('GET', '/security/second-factor', { token })).data.on).toBe(
      false,
    );

    // Confirming before enrolling is refused as such, not counted as a guess.
    const other = await makeUser(app);
    const otherToken = await passwordLogin(other, headers);
    await app.call('POST', '/security/confirm', {
      token: otherToken,
      body: { password: other.password },
      headers,
    });
    const early = await app.call('POST', '/security/totp', {
      token: otherToken,
      body: { code: '123456' },
      headers,
    });
    expect(early.data).toMatchObject({ code: 'TOTP_NOT_ENROLLING' });
    expect(
      await app.ctx.redis.exists(
        accountsKeys.guessPair({
          kind: 'second-factor',
          subject: other.account,
          ip: headers['x-forwarded-for'],
        }),
      ),
    ).toBe(0);

    const secret = enrolment.data.secret;
    const badCode = String((Number(totpCodeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await app.call('POST', '/security/totp', { token, body: { code: badCode }, headers });
    expect(refused.data).toMatchObject({ code: 'WRONG_SECOND_FACTOR' });
    const on = await app.call<RecoveryCodesResult>('POST', '/security/totp', {
      token,
      body: { code: totpCodeAt(secret) },
      headers,
    });
    expect(on.data.recoveryCodes).toHaveLength(10);
    expect(new Set(on.data.recoveryCodes).size).toBe(10);
    for (const code of on.data.recoveryCodes!)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // Only hashes are stored.
    const { rows } = await app.ctx.db.query<{ code_hash: Buffer }>(
      'SELECT code_hash FROM user_recovery_codes WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(10);
    const stored = rows.map((row) => row.code_hash.toString('utf8'));
    for (const code of on.data.recoveryCodes!) expect(stored.join('')).not.toContain(code.replace(/-/g, ''));

    const view = await app.call<SecondFactorView>('GET', '/security/second-factor', { token });
    expect(view.data).toMatchObject({ on: true, totp: true, passkeys: [], recoveryCodesLeft: 10 });
    // A second enrolment while the app is on is refused (with the second factor confirmed).
    expect((await app.call('POST', '/security/totp/enrolment', { token, headers })).data).toMatchObject({
      code: 'TOTP_ALREADY_ON',
    });
  });

  it('2F4: with the app on, the password earns a ticket; a code opens the session, once, from the same address', async () => {
    const { user, headers, secret } = await traderWithTotp();
    const first = await login(user, headers);
    expect('secondFactor' in first.data).toBe(true);
    if (!('secondFactor' in first.data)) return;
    const { ticket, methods } = first.data.secondFactor;
    expect(methods).toEqual(['totp', 'recovery-code']);

    // A wrong password answers as it always has: nothing tells that a second factor is on.
    const wrongPassword = await app.call('POST', '/auth/login', {
      body: { account: user.account, password: 'Wrong12345' },
      headers,
    });
    expect(wrongPassword.data).toMatchObject({ code: 'WRONG_CREDENTIALS' });

    const elsewhere = await secondStep(
      ticket,
      { code: totpCodeAt(secret, Date.now() + STEP_MS) },
      newAddress(),
    );
    expect(elsewhere.data).toMatchObject({ code: 'LOGIN_TICKET_EXPIRED' });
    const opened = await secondStep(ticket, { code: totpCodeAt(secret, Date.now() + STEP_MS) }, headers);
    expect(opened.status).toBe(1);
    const profile = await app.call('GET', '/user/profile', { token: opened.data.token });
    expect(profile.status).toBe(1);
    const again = await secondStep(ticket, { recoveryCode: 'AAAA-AAAA-AAAA' }, headers);
    expect(again.data).toMatchObject({ code: 'LOGIN_TICKET_EXPIRED' });
  });

  it('2F3: a code is taken once, even by two second steps at the same moment', async () => {
    const { user, headers, secret } = await traderWithTotp();
    const tickets = await Promise.all([login(user, headers), login(user, headers)]);
    const code = totpCodeAt(secret, Date.now() + STEP_MS);
    const answers = await Promise.all(
      tickets.map((result) => {
        if (!('secondFactor' in result.data)) throw new Error('expected a ticket');
        return secondStep(result.data.secondFactor.ticket, { code }, headers);
      }),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([-131, 1]);
    // The code of the step enrolment spent is refused too, an earlier step's as well.
    const later = await login(user, headers);
    if (!('secondFactor' in later.data)) throw new Error('expected a ticket');
    const replay = await secondStep(later.data.secondFactor.ticket, { code }, headers);
    expect(replay.data).toMatchObject({ code: 'WRONG_SECOND_FACTOR' });
    const { rows } = await app.ctx.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM user_sessions WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]!.count).toBe(2);
  });

  it('2F2: a recovery code works once, in any case and spacing', async () => {
    const { user, headers, recoveryCodes } = await traderWithTotp();
    const code = recoveryCodes[3]!;
    const ticketOf = async () => {
      const result = await login(user, headers);
      if (!('secondFactor' in result.data)) throw new Error('expected a ticket');
      return result.data.secondFactor.ticket;
    };
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    expect((await secondStep(await ticketOf(), { recoveryCode: typed }, headers)).status).toBe(1);
    const spent = await secondStep(await ticketOf(), { recoveryCode: code }, headers);
    expect(spent.data).toMatchObject({ code: 'WRONG_SECOND_FACTOR' });
    const token = (await secondStep(await ticketOf(), { recoveryCode: recoveryCodes[4]! }, headers)).data
      .token;
    const view = await app.call<SecondFactorView>('GET', '/security/second-factor', { token });
    expect(view.data.recoveryCodesLeft).toBe(8);
  });

  it('2F5: wrong codes are guesses, throttled per account and address', async () => {
    const { user, headers } = await traderWithTotp();
    const result = await login(user, headers);
    if (!('secondFactor' in result.data)) throw new Error('expected a ticket');
    const ticket = result.data.secondFactor.ticket;
    const codes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await secondStep(ticket, { code: '000000' }, headers);
      codes.push((answer.data as unknown as { code: string }).code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('WRONG_SECOND_FACTOR'));
    expect(codes[5]).toBe('TOO_MANY_ATTEMPTS');
  });

  it('2F7: a withdrawal, a limit and a password wait for the second factor on the session, and a refusal leaves nothing behind', async () => {
    const { user, headers, token, secret } = await traderWithTotp();
    await app.ctx.db.query('UPDATE users SET verified = true WHERE id = $1', [user.id]);
    await fund(app, admin, user.id, 50_000);
    // Confirmed by the enrolment a moment ago: the card binds.
    expect(
      (await app.call('POST', '/withdrawal-account', { token, body: bankCardBody, headers })).status,
    ).toBe(1);

    await confirmationRunsOut(token);
    const idempotencyKey = `second-factor-${++keys}-${Date.now()}`;
    const withdraw = () =>
      app.call<WithdrawalView>('POST', '/withdrawals', {
        token,
        headers: { ...headers, 'idempotency-key': idempotencyKey },
        body: { amount: 10_000, transactionPassword: user.transactionPassword },
      });
    const refused = await withdraw();
    expect(refused).toMatchObject({ http: 403, data: { code: 'SECOND_FACTOR_REQUIRED' } });
    const limit = await app.call('PUT', '/limits', {
      token,
      body: { key: 'orderStake', value: 1_000 },
      headers,
    });
    expect(limit.data).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    const password = await app.call('POST', '/user/password', {
      token,
      body: {
        kind: 'login',
        oldPassword: user.password,
        newPassword: 'Newpass123',
        newPasswordConfirm: 'Newpass123',
      },
      headers,
    });
    expect(password.data).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    const balances = await app.call<{ balances: { available: number } }>('GET', '/user/profile', { token });
    expect(balances.data.balances.available).toBe(50_000);
    // The login password does not do once a second factor is on.
    const byPassword = await app.call('POST', '/security/confirm', {
      token,
      body: { password: user.password },
      headers,
    });
    expect(byPassword.data).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });

    const confirmed = await app.call<{ until: number }>('POST', '/security/confirm', {
      token,
      body: { code: totpCodeAt(secret, Date.now() + STEP_MS) },
      headers,
    });
    expect(confirmed.data.until).toBeGreaterThan(Date.now() + 4 * 60_000);
    // The same idempotency key goes through now: the refusal stored nothing under it.
    const paid = await withdraw();
    expect(paid.status).toBe(1);
    expect(paid.data.amount).toBe(10_000);
    expect(
      (await app.call('PUT', '/limits', { token, body: { key: 'orderStake', value: 1_000 }, headers }))
        .status,
    ).toBe(1);
  });

  it('2F8: a reset takes two ops users; it ends every session and tells the trader in the inbox', async () => {
    const { user, headers, token } = await traderWithTotp();
    const checker = await makeAdmin(app, 'ops');
    const support = await makeAdmin(app, 'support');
    const reset = (by: TestAdmin, reason = 'Lost phone; identity checked by video call') =>
      app.call<SecondFactorResetResult>('POST', `/admin/users/${user.id}/second-factor-reset`, {
        headers: { authorization: `Bearer ${by.token}` },
        body: { reason },
      });

    expect((await reset(support)).data).toMatchObject({ code: 'FORBIDDEN' });
    const asked = await reset(admin);
    expect(asked.data).toEqual({ state: 'pending', requestedBy: admin.username, reason: expect.any(String) });
    expect((await reset(admin)).data).toMatchObject({ code: 'SAME_APPROVER' });
    const userView = await app.call<{ secondFactor: unknown }>('GET', `/admin/users/${user.id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(userView.data.secondFactor).toEqual({
      on: true,
      pendingReset: { requestedBy: admin.username, reason: 'Lost phone; identity checked by video call' },
    });
    // Still on until the second ops user acts.
    expect((await app.call('GET', '/user/profile', { token })).status).toBe(1);

    const done = await reset(checker);
    expect(done.data).toMatchObject({ state: 'done', requestedBy: admin.username });
    expect((await app.call('GET', '/user/profile', { token })).data).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const fresh = await passwordLogin(user, headers);
    const view = await app.call<SecondFactorView>('GET', '/security/second-factor', { token: fresh });
    expect(view.data).toMatchObject({ on: false, totp: false, passkeys: [], recoveryCodesLeft: 0 });
    const inbox = await app.call<{ items: InboxMessageView[] }>('GET', '/inbox', {
      token: fresh,
      headers: { lang: 'en' },
    });
    expect(inbox.data.items[0]).toMatchObject({
      kind: 'second_factor_reset',
      title: 'Your second factor was reset',
    });
    const { rows } = await app.ctx.db.query<{ action: string; admin_id: string }>(
      `SELECT action, admin_id FROM audit_log WHERE target_type = 'user' AND target_id = $1
        AND action LIKE 'user.second_factor_reset%' ORDER BY id`,
      [String(user.id)],
    );
    expect(rows.map((row) => [row.action, Number(row.admin_id)])).toEqual([
      ['user.second_factor_reset.request', admin.id],
      ['user.second_factor_reset', checker.id],
    ]);
    expect((await reset(checker)).data).toMatchObject({ code: 'NO_SECOND_FACTOR' });
  });

  it('2F9: turning the app off needs the second factor, and takes the recovery codes with it', async () => {
    const { headers, token, secret } = await traderWithTotp();
    await confirmationRunsOut(token);
    expect((await app.call('DELETE', '/security/totp', { token, headers })).data).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
    });
    await app.call('POST', '/security/confirm', {
      token,
      body: { code: totpCodeAt(secret, Date.now() + STEP_MS) },
      headers,
    });
    const off = await app.call<SecondFactorView>('DELETE', '/security/totp', { token, headers });
    expect(off.data).toMatchObject({ on: false, totp: false, recoveryCodesLeft: 0 });
  });

  it('2F6: a passkey answer that does not check out is refused, never a fault, and a challenge is answered once', async () => {
    const options = await app.call<{ challengeId: string; options: { challenge: string; rpId: string } }>(
      'POST',
      '/auth/passkey/options',
      { body: {} },
    );
    expect(options.data.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const forged = {
      challengeId: options.data.challengeId,
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
        clientExtensionResults: {},
      },
    };
    const first = await app.call('POST', '/auth/passkey', { body: forged });
    expect(first).toMatchObject({ http: 401, data: { code: 'PASSKEY_REJECTED' } });
    // The challenge is spent by the first answer, right or wrong.
    expect(await app.ctx.redis.exists(accountsKeys.passkeyChallenge(options.data.challengeId))).toBe(0);
  });
});

describe('passkeys of another trader', () => {
  it('2F6: are listed to their owner only; removing one by its id from another account is NOT_FOUND and changes nothing', async () => {
    const owner = await makeUser(app);
    const stranger = await makeUser(app);
    const headers = newAddress();
    const ownerToken = await passwordLogin(owner, headers);
    const { rows } = await app.ctx.db.query<{ id: string }>(
      `INSERT INTO user_passkeys (user_id, credential_id, public_key, name) VALUES ($1, $2, $3, 'Owner phone')
       RETURNING id`,
      [owner.id, `credential-${owner.id}`, Buffer.from([1, 2, 3])],
    );
    const passkeyId = Number(rows[0]!.id);
    const ownerView = await app.call<SecondFactorView>('GET', '/security/second-factor', {
      token: ownerToken,
    });
    expect(ownerView.data).toMatchObject({
      on: true,
      passkeys: [{ id: passkeyId, name: 'Owner phone', lastUsedAt: null }],
    });

    const strangerToken = await passwordLogin(stranger, headers);
    const strangerView = await app.call<SecondFactorView>('GET', '/security/second-factor', {
      token: strangerToken,
    });
    expect(strangerView.data.passkeys).toEqual([]);
    await app.call('POST', '/security/confirm', {
      token: strangerToken,
      body: { password: stranger.password },
      headers,
    });
    const removed = await app.call('DELETE', `/security/passkeys/${passkeyId}`, {
      token: strangerToken,
      headers,
    });
    expect(removed).toMatchObject({ http: 404, data: { code: 'NOT_FOUND' } });
    const after = await app.call<SecondFactorView>('GET', '/security/second-factor', { token: ownerToken });
    expect(after.data.passkeys.map((passkey) => passkey.id)).toEqual([passkeyId]);
  });
});
