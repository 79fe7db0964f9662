// The second factor in a phone-sized Chromium against the built client and a real server: a
// trader turns the authenticator app on from the security screen (the test computes the app's
// codes from the key the screen shows), logs in with a code, and withdraws once the session's
// confirmation has run out, asked for a code in between; another registers a passkey through
// Chromium's virtual authenticator and signs in with it alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountsKeys, totpCodeAt } from '../../server/src/accounts';
import { hashSessionToken } from '../../server/src/platform/sessions';
import {
  bankCardBody,
  enableTotp,
  fund,
  loginAs,
  makeAdmin,
  makeUser,
  type TestAdmin,
  type TestUser,
} from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { axeViolations } from './axe';
import { launchBrowser, loggedInPhone, phonePage, stillFrames, storeOnPhone } from './browser';
import { layoutProblems } from './layoutProblems';
import { smallTargets } from './touchTargets';
import { openConsole } from './opsConsole';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
const STEP_MS = 30_000;

let app: TestApp;
let browser: Browser;
let ops: TestAdmin;
beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime', 'worker'], CLIENT_DIST: path.resolve(CLIENT_DIST) });
  ops = await makeAdmin(app, 'ops');
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
afterAll(async () => {
  await browser?.close();
  if (app) {
    const mismatches = await app.ledgerMismatches();
    await app.close();
    expect(mismatches).toEqual([]);
  }
});

/** Opens a route of the app in the same page (a hash change, as a link does). */
async function open(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
}

/** The session token the page holds. */
async function tokenOf(page: Page): Promise<string> {
  const state = await page.evaluate(() => localStorage.getItem('tempo:state'));
  return (JSON.parse(state ?? '{}') as { token: string }).token;
}

/** As five minutes passing: the confirmation of the page's session runs out. */
async function confirmationRunsOut(page: Page): Promise<void> {
  const { rows } = await app.ctx.db.query<{ id: string }>(
    'SELECT id FROM user_sessions WHERE token_hash = $1',
    [hashSessionToken(await tokenOf(page))],
  );
  await app.ctx.redis.del(accountsKeys.identityConfirmed(Number(rows[0]!.id)));
}

describe('two-factor sign-in', () => {
  it('2F1, 2F4, 2F7: turns the authenticator app on, logs in with a code, and withdraws after confirming with one', async () => {
    const user = await makeUser(app);
    await app.ctx.db.query('UPDATE users SET verified = true WHERE id = $1', [user.id]);
    await fund(app, ops, user.id, 50_000);
    const bound = await app.call('POST', '/withdrawal-account', {
      token: await loginAs(app, user),
      body: bankCardBody,
    });
    expect(bound.status).toBe(1);

    const page = await loggedInPhone(browser, app.baseUrl, user);
    await open(page, '/pages/security/security');
    await expect.poll(() => page.getByTestId('security-app-state').textContent()).toBe('Off');
    await page.getByTestId('security-app-setup').click();
    // Binding a factor needs the login password first, asked by the dialog, then the setup goes on.
    await page.getByTestId('identity-password').fill(user.password);
    await page.getByTestId('identity-submit').click();
    await page.getByTestId('security-app-qr').waitFor();
    const uri = await page.getByTestId('security-app-qr').getAttribute('data-value');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Tempo:/);
    const secret = ((await page.getByTestId('security-app-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(uri).toContain(`secret=${secret}`);
    await page.getByTestId('security-app-code').fill(totpCodeAt(secret));
    await page.getByTestId('security-app-confirm').click();
    const codes = page.getByTestId('recovery-codes-list').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    await page.getByTestId('recovery-codes-done').click();
    await expect.poll(() => page.getByTestId('security-app-state').textContent()).toBe('On');
    await expect
      .poll(() => page.getByTestId('security-recovery-left').textContent())
      .toBe('Recovery codes left: 10');

    // A new phone: the password alone opens no session; the app's next code does.
    const phone = await loggedOutPhone(app.baseUrl);
    await phone.getByTestId('login-account').fill(user.account);
    await phone.getByTestId('login-password').fill(user.password);
    await phone.getByTestId('login-submit').click();
    await phone.getByTestId('login-second-factor').waitFor();
    await phone.getByTestId('login-factor-code').fill('000000');
    await phone.getByTestId('login-factor-submit').click();
    await expect
      .poll(() => phone.getByTestId('login-factor-code-error').textContent())
      .toContain('not right');
    const loginStep = Math.floor(Date.now() / STEP_MS);
    await phone.getByTestId('login-factor-code').fill(totpCodeAt(secret, Date.now() + STEP_MS));
    await phone.getByTestId('login-factor-submit').click();
    await expect.poll(() => phone.url()).toMatch(/#\/pages\/user\/user/);

    // Five minutes on, a withdrawal asks for a code first, then goes through as it was sent. A
    // code is taken once, so the app's next one is of a later 30-second step than the login's.
    await confirmationRunsOut(phone);
    await expect
      .poll(() => Math.floor(Date.now() / STEP_MS), { timeout: 2 * STEP_MS })
      .toBeGreaterThan(loginStep);
    await open(phone, '/pages/withdraw-money/withdraw-money');
    await phone.getByTestId('withdraw-amount').fill('200');
    await phone.getByTestId('withdraw-submit').click();
    await phone.getByTestId('withdraw-password').fill(user.transactionPassword);
    await phone.getByTestId('withdraw-confirm').click();
    await phone.getByTestId('identity-prompt').waitFor();
    await phone.getByTestId('identity-factor-code').fill(totpCodeAt(secret, Date.now() + STEP_MS));
    await phone.getByTestId('identity-factor-submit').click();
    await expect.poll(() => phone.url()).toMatch(/#\/pages\/withdraw-list\/withdraw-list/);
    const { rows } = await app.ctx.db.query<{ amount: string }>(
      'SELECT amount FROM withdrawals WHERE user_id = $1',
      [user.id],
    );
    expect(rows.map((row) => Number(row.amount))).toEqual([20_000]);
  });

  it('2F6: registers a passkey through the virtual authenticator and signs in with it alone', async () => {
    const user = await makeUser(app);
    // Passkeys belong to a host name, never an IP address: the app is opened as localhost.
    const origin = app.baseUrl.replace('127.0.0.1', 'localhost');
    const page = await loggedInPhone(browser, origin, user);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await open(page, '/pages/security/security');
    await page.getByTestId('security-passkeys-empty').waitFor();
    await page.getByTestId('security-passkey-add').click();
    await page.getByTestId('security-passkey-name').fill('Test phone');
    await page.getByTestId('security-passkey-create').click();
    await page.getByTestId('identity-password').fill(user.password);
    await page.getByTestId('identity-submit').click();
    // The first factor brings the recovery codes.
    await expect.poll(() => page.getByTestId('recovery-codes-list').locator('li').count()).toBe(10);
    await page.getByTestId('recovery-codes-done').click();
    await expect.poll(() => page.getByTestId('security-passkey').textContent()).toContain('Test phone');

    // Logged out through the personal center, the same device signs in with the passkey alone.
    await open(page, '/pages/user/user');
    await page.getByTestId('logout').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.url()).toMatch(/#\/pages\/login\/login/);
    await page.getByTestId('login-passkey').click();
    await expect.poll(() => page.url()).toMatch(/#\/pages\/user\/user/);
    const token = await tokenOf(page);
    const profile = await app.call<{ account: string }>('GET', '/user/profile', { token });
    expect(profile.data.account).toBe(user.account);
    const { rows } = await app.ctx.db.query<{ method: string; succeeded: boolean }>(
      'SELECT method, succeeded FROM sign_ins WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [user.id],
    );
    expect(rows[0]).toEqual({ method: 'passkey', succeeded: true });
  });
});

describe('the second factor on a small phone', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`keeps every step readable, reachable and 44 px in the ${theme} theme at 360 px`, async () => {
      const user = await makeUser(app);
      const problems: string[] = [];
      const check = async (page: Page, step: string) => {
        await stillFrames(page);
        const violations = await axeViolations(page, { impacts: ['serious', 'critical'] });
        problems.push(...violations.map((v) => `${step}: ${v.rule} ${v.nodes.join(' | ')}`));
        problems.push(...(await smallTargets(page)).small.map((small) => `${step}: small ${small.element}`));
        problems.push(...(await layoutProblems(page)).map((problem) => `${step}: ${problem}`));
      };
      const open360 = async () => {
        const context = await browser.newContext({
          viewport: { width: 360, height: 640 },
          isMobile: true,
          hasTouch: true,
        });
        await storeOnPhone(context, { theme });
        const page = await context.newPage();
        await page.goto(`${app.baseUrl}/#/pages/login/login`);
        return page;
      };

      const page = await open360();
      await page.getByTestId('login-account').fill(user.account);
      await page.getByTestId('login-password').fill(user.password);
      await page.getByTestId('login-submit').click();
      await expect.poll(() => page.url()).toMatch(/#\/pages\/user\/user/);
      await open(page, '/pages/security/security');
      await page.getByTestId('security-app-setup').click();
      await page.getByTestId('identity-password').waitFor();
      await check(page, 'password prompt');
      await page.getByTestId('identity-password').fill(user.password);
      await page.getByTestId('identity-submit').click();
      await page.getByTestId('security-app-qr').waitFor();
      await check(page, 'enrolment');
      const secret = ((await page.getByTestId('security-app-secret').textContent()) ?? '').replace(/\s/g, '');
      await page.getByTestId('security-app-code').fill(totpCodeAt(secret));
      await page.getByTestId('security-app-confirm').click();
      await page.getByTestId('recovery-codes-list').waitFor();
      await check(page, 'recovery codes');
      await page.getByTestId('recovery-codes-done').click();
      await expect.poll(() => page.getByTestId('security-app-state').textContent()).toBe('On');
      await check(page, 'security page with the app on');

      const second = await open360();
      await second.getByTestId('login-account').fill(user.account);
      await second.getByTestId('login-password').fill(user.password);
      await second.getByTestId('login-submit').click();
      await second.getByTestId('login-second-factor').waitFor();
      await check(second, 'login second step');
      await second.getByTestId('login-factor-switch').click();
      await second.getByTestId('login-factor-recovery').waitFor();
      await check(second, 'login recovery code');
      expect(problems).toEqual([]);
    });
  }
});

describe('an ops reset of the second factor', () => {
  it('2F8: takes two ops users in two consoles; the trader is logged out and finds the message', async () => {
    const user = await makeUser(app);
    const { token } = await enableTotp(app, user);
    const maker = await makeAdmin(app, 'ops');
    const checker = await makeAdmin(app, 'ops');
    const reason = 'Lost phone; identity checked by video call';

    const first = await userPage(maker, user);
    await expect.poll(() => first.getByTestId('ops-user-second-factor').textContent()).toBe('On');
    await first.getByTestId('ops-action-secondFactor').click();
    await first.getByTestId('ops-second-factor-reason').fill(reason);
    await first.getByTestId('ops-second-factor-reset-submit').click();
    await expect
      .poll(() => first.getByTestId('ops-user-second-factor').textContent())
      .toBe(`On; reset asked by ${maker.username}`);
    // The maker cannot carry out their own request: the factor is still on, the session lives.
    expect((await app.call('GET', '/user/profile', { token })).status).toBe(1);

    const second = await userPage(checker, user);
    await second.getByTestId('ops-action-secondFactor').click();
    await expect
      .poll(() => second.getByTestId('ops-second-factor-pending').textContent())
      .toBe(`Asked by ${maker.username}: ${reason}`);
    await second.getByTestId('ops-second-factor-reason').fill('Checked the video call recording');
    await second.getByTestId('ops-second-factor-reset-submit').click();
    await expect.poll(() => second.getByTestId('ops-user-second-factor').textContent()).toBe('Off');
    expect((await app.call('GET', '/user/profile', { token })).data).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const fresh = await loginAs(app, user);
    const inbox = await app.call<{ items: { kind: string }[] }>('GET', '/inbox', { token: fresh });
    expect(inbox.data.items.map((item) => item.kind)).toContain('second_factor_reset');
  });
});

/** The console of `admin` on the page of `user`. */
async function userPage(admin: TestAdmin, user: TestUser): Promise<Page> {
  const console = await openConsole(browser, app.baseUrl, admin, '/users');
  await console.getByTestId('ops-user-search').fill(user.account);
  await console.getByTestId(`ops-row-${user.id}`).click();
  await expect.poll(() => console.getByTestId('ops-user-profile').textContent()).toContain(user.account);
  return console;
}

/** A fresh phone-sized page in English on the login page. */
async function loggedOutPhone(baseUrl: string): Promise<Page> {
  const page = await phonePage(browser, baseUrl);
  await page.goto(`${baseUrl}/#/pages/login/login`);
  return page;
}
