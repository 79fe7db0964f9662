// The account journey in a phone-sized Chromium against the built client and a real server:
// register with an opening code, log in, find one's own code, copy it, log out; and the access
// rule that sends a logged-out visitor to login and back.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, phoneContext, phonePage } from './browser';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp({ CLIENT_DIST: path.resolve(CLIENT_DIST) });
  browser = await launchBrowser();
});
// Each test closes its own context; this closes what a failed one left open, so it cannot
// disturb the tests after it.
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
afterAll(async () => {
  await browser?.close();
  // Clean up even when the books do not reconcile, then fail.
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const englishPage = () => phonePage(browser, app.baseUrl);

const toast = (page: Page) => page.getByTestId('toast');
const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

async function logIn(page: Page, account: string, password: string) {
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('accounts in the browser', () => {
  it('registers with an opening code, logs in, copies its own code and logs out', async () => {
    const inviter = await makeUser(app);
    const page = await englishPage();
    const account = `e2e${Date.now() % 1_000_000_000}`.slice(0, 12);

    await page.goto(`${app.baseUrl}/#/pages/login/registerCheck?code=${inviter.openingCode}`);
    await expect.poll(() => page.getByTestId('register-opening-code').inputValue()).toBe(inviter.openingCode);
    await page.getByTestId('register-account').fill(account);
    await page.getByTestId('register-phone').fill('+84 912 345 678');
    await page.getByTestId('register-next').click();

    await page.waitForURL(/#\/pages\/login\/register$/);
    await page.getByTestId('register-password').fill('browser-pass');
    await page.getByTestId('register-password-confirm').fill('browser-pass-typo');
    await page.getByTestId('register-transaction-password').fill('135790');
    await page.getByTestId('register-transaction-password-confirm').fill('135790');
    await page.getByTestId('register-submit').click();
    // Said under the confirmation, which is marked (not a toast over the labels).
    await expect
      .poll(() => page.getByTestId('register-password-confirm-error').textContent())
      .toBe('Passwords do not match');
    expect(await page.getByTestId('register-password-confirm').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('register-password-confirm').fill('browser-pass');
    await page.getByTestId('register-submit').click();
    await expect
      .poll(() => toast(page).textContent())
      .toContain('Registration successful, going to the login page');
    await page.waitForURL(/#\/pages\/login\/login/);
    // The new account is filled in: only the password is left to type.
    await expect.poll(() => page.getByTestId('login-account').inputValue()).toBe(account);

    const { rows } = await app.ctx.db.query<{ code: string; inviter_id: number }>(
      `SELECT c.code, u.inviter_id FROM users u JOIN opening_codes c ON c.owner_user_id = u.id WHERE u.account = $1`,
      [account],
    );
    expect(rows[0]!.inviter_id).toBe(inviter.id);
    const ownCode = rows[0]!.code;

    await logIn(page, account, 'browser-pass');
    await page.waitForURL(/#\/pages\/user\/user/);
    await expect.poll(() => page.getByTestId('opening-code').textContent()).toContain(ownCode);
    await expect.poll(() => page.getByTestId('user-account').textContent()).toContain(account);

    await page.getByTestId('copy-opening-code').click();
    await expect.poll(() => toast(page).textContent()).toContain('Copy successful');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ownCode);

    await page.getByTestId('logout').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForURL(/#\/pages\/login\/login/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tempo:state') ?? '{}').token);
    expect(stored ?? null).toBeNull();
    const { rows: sessions } = await app.ctx.db.query(
      `SELECT revoked_at FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE u.account = $1`,
      [account],
    );
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
    await page.context().close();
  });

  it('sends a logged-out visitor of a guarded page to login, in Vietnamese by default, and back after login', async () => {
    const user = await makeUser(app);
    const context = await phoneContext(browser, app.baseUrl);
    const page = await context.newPage();

    await page.goto(`${app.baseUrl}/#/pages/order/order`);
    await page.waitForURL(/#\/pages\/login\/login/);
    await expect.poll(() => toast(page).textContent()).toContain('Vui lòng đăng nhập trước');

    await logIn(page, user.account, user.password);
    await page.waitForURL(/#\/pages\/order\/order/);
    expect(hashPath(page)).toBe('/pages/order/order');
    await context.close();
  });

  it('shows the public pages without a login', async () => {
    const page = await englishPage();
    // A guarded page shows nothing and goes to login; seeing the page's own content proves it stays.
    const contentOf = {
      '/pages/index/index': 'home-recommendation',
      '/pages/product/product': 'product-row-BTCUSDT',
    };
    for (const [route, content] of Object.entries(contentOf)) {
      await page.goto(`${app.baseUrl}/#${route}`);
      await page.getByTestId(content).waitFor();
      expect(hashPath(page)).toBe(route);
    }
    // The welcome page offers every way in, registering among them.
    await page.goto(`${app.baseUrl}/#/`);
    await page.getByTestId('welcome-register').click();
    await page.waitForURL(/#\/pages\/login\/registerCheck/);
    await page.context().close();
  });
});
