// The forms in a phone-sized Chromium against the built client and a real server: every failing
// field is marked (aria-invalid) with its reason under it, blank fields are named, server refusals
// land under the field they concern; the buy sheet shows its limits and earnings and names the
// limit a stake misses; a phone number typed the national way registers; the login page has a
// language switch and sends a logged-in visitor to the personal center; the orders page's
// Real/Demo filter follows the account being traded.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeFundedUser, makeOpeningCode, makeUser, type TestUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, loggedInPhone, phonePage } from './browser';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'feed'], CLIENT_DIST: path.resolve(CLIENT_DIST) },
    {
      // A countdown whose smallest stake (20,000.00) is more than the demo balance (10,000.00).
      prepare: (db) =>
        db.query(
          "INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount) VALUES ('BTCUSDT', 600, 9000, 2000000, 5000000)",
        ),
    },
  );
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

const englishPage = () => phonePage(browser, app.baseUrl);

async function loggedInPage(user: TestUser): Promise<Page> {
  const page = await loggedInPhone(browser, app.baseUrl, user);
  // "Login successful" goes first: a toast seen later is one the test caused.
  await page.getByTestId('toast').waitFor({ state: 'detached' });
  return page;
}

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

/**
 * Expects the input `testId` marked invalid with `reason` under it, the error line being the one
 * the input names in aria-describedby (so a screen reader reads it with the field).
 */
async function expectFieldError(page: Page, testId: string, reason: string | RegExp): Promise<void> {
  const input = page.getByTestId(testId);
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const error = page.getByTestId(`${testId}-error`);
  if (typeof reason === 'string') await expect.poll(() => error.textContent()).toBe(reason);
  else await expect.poll(() => error.textContent()).toMatch(reason);
  const errorId = await error.getAttribute('id');
  expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);
}

async function expectFieldValid(page: Page, testId: string): Promise<void> {
  await expect.poll(() => page.getByTestId(testId).getAttribute('aria-invalid')).toBeNull();
  expect(await page.getByTestId(`${testId}-error`).count()).toBe(0);
}

/** The toast is not up (a field error must not come as a toast covering the labels). */
async function expectNoToast(page: Page): Promise<void> {
  expect(await page.getByTestId('toast').count()).toBe(0);
}

describe('login form', () => {
  it('names the blank fields, marks each, and puts a wrong password under the password', async () => {
    const user = await makeUser(app);
    const page = await englishPage();
    await page.goto(`${app.baseUrl}/#/pages/login/login`);

    await page.getByTestId('login-submit').click();
    await expectFieldError(page, 'login-account', 'Fill in: Account');
    await expectFieldError(page, 'login-password', 'Fill in: Password');
    expect(await page.getByTestId('login-summary').textContent()).toBe('Fill in: Account, Password');
    await expectNoToast(page);

    // Typing in a field takes its mark away and its name out of the summary.
    await page.getByTestId('login-account').fill(user.account);
    await expectFieldValid(page, 'login-account');
    expect(await page.getByTestId('login-summary').textContent()).toBe('Fill in: Password');

    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expectFieldError(page, 'login-password', 'Wrong account or password');
    await expectFieldValid(page, 'login-account');
    expect(await page.getByTestId('login-summary').count()).toBe(0);
    await expectNoToast(page);
    expect(hashPath(page)).toBe('/pages/login/login');
  });
});

describe('registration forms', () => {
  it('step 1: names blank fields, refuses a bad account and phone here and a taken account there', async () => {
    const taken = await makeUser(app);
    const page = await englishPage();
    await page.goto(`${app.baseUrl}/#/pages/login/registerCheck`);

    await page.getByTestId('register-next').click();
    await expectFieldError(page, 'register-account', 'Fill in: Account');
    await expectFieldError(page, 'register-phone', 'Fill in: Phone number');
    await expectFieldError(page, 'register-opening-code', 'Fill in: Account opening code');
    expect(await page.getByTestId('register-check-summary').textContent()).toBe(
      'Fill in: Account, Phone number, Account opening code',
    );
    await expectNoToast(page);

    await page.getByTestId('register-account').fill('ab');
    await page.getByTestId('register-phone-country').selectOption('VN');
    await page.getByTestId('register-phone').fill('0912 345');
    await page.getByTestId('register-opening-code').fill(taken.openingCode);
    await page.getByTestId('register-next').click();
    await expectFieldError(
      page,
      'register-account',
      'The account must be 6 to 12 letters, digits or underscores',
    );
    await expectFieldError(page, 'register-phone', 'Not a valid phone number for Vietnam (+84)');
    await expectFieldValid(page, 'register-opening-code');
    expect(await page.getByTestId('register-check-summary').count()).toBe(0);

    // The server's refusals land under their fields too.
    await page.getByTestId('register-account').fill(taken.account);
    await page.getByTestId('register-phone').fill('0912 345 678');
    await page.getByTestId('register-next').click();
    await expectFieldError(page, 'register-account', 'This account is already registered');
    await expectFieldValid(page, 'register-phone');
    await expectNoToast(page);

    await page.getByTestId('register-account').fill(`n${Date.now() % 100_000_000}`);
    await page.getByTestId('register-opening-code').fill('NO-SUCH-CODE');
    await page.getByTestId('register-next').click();
    await expectFieldError(page, 'register-opening-code', 'The account opening code is not valid');
    expect(hashPath(page)).toBe('/pages/login/registerCheck');
  });

  it('step 2: names blank passwords and marks a short one and a confirmation that differs', async () => {
    const code = await makeOpeningCode(app);
    const page = await englishPage();
    await page.goto(`${app.baseUrl}/#/pages/login/registerCheck?code=${code}`);
    await page.getByTestId('register-account').fill(`s${Date.now() % 100_000_000}`);
    await page.getByTestId('register-phone').fill('+84 912 345 678');
    await page.getByTestId('register-next').click();
    await page.waitForURL(/#\/pages\/login\/register$/);

    await page.getByTestId('register-submit').click();
    await expectFieldError(page, 'register-password', 'Fill in: Password');
    await expectFieldError(page, 'register-password-confirm', 'Fill in: Confirm password');
    await expectFieldError(page, 'register-transaction-password', 'Fill in: Transaction password');
    await expectFieldError(
      page,
      'register-transaction-password-confirm',
      'Fill in: Confirm transaction password',
    );
    expect(await page.getByTestId('register-summary').textContent()).toBe(
      'Fill in: Password, Confirm password, Transaction password, Confirm transaction password',
    );

    await page.getByTestId('register-password').fill('abc');
    await page.getByTestId('register-password-confirm').fill('abc');
    await page.getByTestId('register-transaction-password').fill('135790');
    await page.getByTestId('register-transaction-password-confirm').fill('135791');
    await page.getByTestId('register-submit').click();
    await expectFieldError(page, 'register-password', 'The password must be 6 to 32 characters');
    await expectFieldError(
      page,
      'register-transaction-password-confirm',
      'Transaction passwords do not match',
    );
    await expectFieldValid(page, 'register-password-confirm');
    await expectFieldValid(page, 'register-transaction-password');
    await expectNoToast(page);
    expect(hashPath(page)).toBe('/pages/login/register');
  });

  it('registers a phone number typed the national way, sends E.164, and the account logs in', async () => {
    const code = await makeOpeningCode(app);
    const account = `v${Date.now() % 100_000_000}`;
    const page = await englishPage();
    await page.goto(`${app.baseUrl}/#/pages/login/registerCheck?code=${code}`);
    await page.getByTestId('register-account').fill(account);
    await page.getByTestId('register-phone-country').selectOption('VN');
    await page.getByTestId('register-phone').fill('0912 345 678');
    await page.getByTestId('register-next').click();
    await page.waitForURL(/#\/pages\/login\/register$/);

    // Back to step 1: the number shows as typed, in its country.
    await page.getByTestId('nav-back').click();
    await page.waitForURL(/#\/pages\/login\/registerCheck/);
    await expect.poll(() => page.getByTestId('register-phone').inputValue()).toBe('0912 345 678');
    expect(await page.getByTestId('register-phone-country').inputValue()).toBe('VN');
    await page.getByTestId('register-next').click();
    await page.waitForURL(/#\/pages\/login\/register$/);

    for (const [testId, value] of [
      ['register-password', 'national-pass'],
      ['register-password-confirm', 'national-pass'],
      ['register-transaction-password', '246810'],
      ['register-transaction-password-confirm', '246810'],
    ] as const) {
      await page.getByTestId(testId).fill(value);
    }
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/#\/pages\/login\/login/, { timeout: 10_000 });

    const { rows } = await app.ctx.db.query<{ phone: string }>('SELECT phone FROM users WHERE account = $1', [
      account,
    ]);
    expect(rows[0]?.phone).toBe('+84912345678');

    await page.getByTestId('login-account').fill(account);
    await page.getByTestId('login-password').fill('national-pass');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/pages\/user\/user/);
    await expect.poll(() => page.getByTestId('user-account').textContent()).toContain(account);
  });
});

describe('password change', () => {
  it('marks blank fields and the server refusing the old password, for either kind', async () => {
    const user = await makeUser(app);
    const page = await loggedInPage(user);

    for (const kind of ['login', 'transaction'] as const) {
      await page.goto(`${app.baseUrl}/#/pages/password/password?kind=${kind}`);
      await page.getByTestId('password-submit').click();
      await expectFieldError(page, 'password-old', 'Fill in: Old password');
      await expectFieldError(page, 'password-new', 'Fill in: New password');
      await expectFieldError(page, 'password-confirm', 'Fill in: Confirm new password');
      expect(await page.getByTestId('password-summary').textContent()).toBe(
        'Fill in: Old password, New password, Confirm new password',
      );
      await expectNoToast(page);

      await page.getByTestId('password-old').fill('wrong-old-pass');
      await page.getByTestId('password-new').fill('brand-new-pass');
      await page.getByTestId('password-confirm').fill('brand-new-pass-typo');
      await page.getByTestId('password-submit').click();
      await expectFieldError(
        page,
        'password-confirm',
        kind === 'login' ? 'Passwords do not match' : 'Transaction passwords do not match',
      );
      await expectFieldValid(page, 'password-old');

      await page.getByTestId('password-confirm').fill('brand-new-pass');
      await page.getByTestId('password-submit').click();
      await expectFieldError(page, 'password-old', /^The old password is wrong\. Attempts left: \d+$/);
      await expectFieldValid(page, 'password-confirm');
      await expectNoToast(page);
    }
  });
});

describe('the buy sheet', () => {
  async function openSheet(page: Page): Promise<void> {
    await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=BTCUSDT`);
    await expect.poll(() => page.getByTestId('trade-bar').getAttribute('data-enabled')).toBe('true');
    await page.getByTestId('buy-up').click();
    await page.getByTestId('duration-30').click();
  }

  it('shows the limits and what a win pays, names the minimum a stake misses and a blank stake', async () => {
    const user = await makeFundedUser(app);
    const page = await loggedInPage(user);
    await openSheet(page);

    expect(await page.getByTestId('amount-hint').textContent()).toBe('Min $10.00 · Max $999,999.00');
    expect(await page.getByTestId('trade-profit-label').textContent()).toBe('Earnings if you win (80%)');
    expect(await page.getByTestId('trade-balance-note').count()).toBe(0);

    await page.getByTestId('trade-confirm').click();
    await expectFieldError(page, 'amount-input', 'Fill in: Amount');

    await page.getByTestId('amount-input').fill('5');
    await expectFieldValid(page, 'amount-input');
    expect(await page.getByTestId('trade-profit').textContent()).toBe('+$4.00');
    expect(await page.getByTestId('estimated-return').textContent()).toBe('$9.00');
    await page.getByTestId('trade-confirm').click();
    await expectFieldError(page, 'amount-input', 'Minimum stake is $10.00');
    await expectNoToast(page);

    await page.getByTestId('amount-input').fill('2000');
    await page.getByTestId('trade-confirm').click();
    await expectFieldError(page, 'amount-input', 'Not enough balance: you have $1,000.00');
    expect(await page.getByTestId('amount-error-deposit').getAttribute('href')).toBe(
      '#/pages/recharge/index',
    );

    await page.getByTestId('quick-amount-all').click();
    await expect.poll(() => page.getByTestId('amount-input').inputValue()).toBe('1000.00');
    await expectFieldValid(page, 'amount-input');
    expect(await page.getByTestId('trade-profit').textContent()).toBe('+$800.00');
    expect(await page.getByTestId('estimated-return').textContent()).toBe('$1,800.00');
    // Nothing was bought along the way.
    const { rows } = await app.ctx.db.query('SELECT 1 FROM orders WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  });

  it('with no money, "All" fills in nothing and says why, and the sheet points to a deposit', async () => {
    const user = await makeUser(app);
    const page = await loggedInPage(user);
    await openSheet(page);

    const note = page.getByTestId('trade-balance-note');
    await expect
      .poll(() => note.textContent())
      .toBe('Your balance is below the minimum stake of $10.00. Deposit');
    await page.getByTestId('quick-amount-all').click();
    await expectFieldError(
      page,
      'amount-input',
      'Your balance of $0.00 is below the minimum stake of $10.00',
    );
    expect(await page.getByTestId('amount-input').inputValue()).toBe('');

    await page.getByTestId('trade-deposit-link').click();
    await page.waitForURL(/#\/pages\/recharge\/index/);
  });

  it('says the demo balance is too low when it is under the smallest stake', async () => {
    const user = await makeUser(app);
    const page = await loggedInPage(user);
    await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=BTCUSDT`);
    await page.getByTestId('account-demo').click();
    await expect.poll(() => page.getByTestId('account-balance').textContent()).toBe('$10,000.00');
    await page.getByTestId('buy-down').click();
    await page.getByTestId('duration-600').click();

    await expect
      .poll(() => page.getByTestId('trade-balance-note').textContent())
      .toBe(
        'The demo balance is below the minimum stake of $20,000.00. Close this and tap Reset to refill it.',
      );
    expect(await page.getByTestId('trade-deposit-link').count()).toBe(0);
    await page.getByTestId('quick-amount-all').click();
    await expectFieldError(
      page,
      'amount-input',
      'Your balance of $10,000.00 is below the minimum stake of $20,000.00',
    );
  });
});

describe('around the login page', () => {
  it('sends a logged-in visitor of the login page to the personal center', async () => {
    const user = await makeUser(app);
    const page = await loggedInPage(user);
    await page.goto(`${app.baseUrl}/#/pages/index/index`);
    await page.getByTestId('home-recommendation').waitFor();
    await page.goto(`${app.baseUrl}/#/pages/login/login`);
    await page.waitForURL(/#\/pages\/user\/user/);
    await expect.poll(() => page.getByTestId('user-account').textContent()).toContain(user.account);
    expect(await page.getByTestId('login-submit').count()).toBe(0);
  });

  it('switches the language on the login and registration pages', async () => {
    const page = await englishPage();
    await page.goto(`${app.baseUrl}/#/pages/login/login`);
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Log in');

    await page.getByTestId('language-switch').selectOption('vi');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Đăng nhập');
    await page.getByTestId('login-submit').click();
    await expectFieldError(page, 'login-account', 'Vui lòng nhập: Tài khoản');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tempo:state') ?? '{}').language)).toBe(
      'vi',
    );

    await page.getByTestId('go-register').click();
    await page.waitForURL(/#\/pages\/login\/registerCheck/);
    await page.getByTestId('language-switch').selectOption('ja');
    await expect.poll(() => page.getByTestId('register-next').textContent()).toBe('次へ');
  });
});

describe('the orders page', () => {
  it('shows the account being traded by default, Real or Demo', async () => {
    const user = await makeUser(app);
    const page = await loggedInPage(user);
    const orders = page.getByTestId('orders-page');

    await page.getByTestId('menu-orders').click();
    await expect.poll(() => orders.getAttribute('data-account')).toBe('real');
    expect(await page.getByTestId('order-filter-real').getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=BTCUSDT`);
    await page.getByTestId('account-demo').click();
    await page.goto(`${app.baseUrl}/#/pages/user/user`);
    await page.getByTestId('menu-orders').click();
    await expect.poll(() => orders.getAttribute('data-account')).toBe('demo');
    expect(await page.getByTestId('order-filter-demo').getAttribute('aria-pressed')).toBe('true');
    // The lists keep it.
    await page.getByTestId('order-tab-closed').click();
    await expect.poll(() => orders.getAttribute('data-list')).toBe('closed');
    expect(await orders.getAttribute('data-account')).toBe('demo');
  });
});
