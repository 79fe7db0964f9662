// The limits screen in a phone-sized Chromium against the built client and a real server: a
// trader sets a limit on one order's stake, which applies at once and refuses a larger order on
// the product page with the limit named; raises it, which waits 24 hours with its date shown; and
// cancels the raise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { makeFundedUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, loggedInPhone } from './browser';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp({
    ROLES: ['api', 'realtime', 'worker', 'feed'],
    CLIENT_DIST: path.resolve(CLIENT_DIST),
  });
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

describe('limits a trader sets', () => {
  it('L2, L4, L8: a stake limit applies at once and refuses a larger order; a raise waits its 24 hours and can be cancelled', async () => {
    const user = await makeFundedUser(app);
    const page = await loggedInPhone(browser, app.baseUrl, user);
    await page.getByTestId('menu-limits').click();
    await page.getByTestId('limits-page').waitFor();
    const value = page.getByTestId('limit-orderStake-value');
    expect(await value.textContent()).toBe('No limit');

    await page.getByTestId('limit-orderStake-edit').click();
    await page.getByTestId('limit-input').fill('20');
    await page.getByTestId('limit-save').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('Limit saved. It applies now.');
    expect(await value.textContent()).toBe('$20.00');

    // On the product page, an order over it is refused, and the refusal names the limit.
    await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=BTCUSDT`);
    await page.getByTestId('buy-up').click();
    await page.getByTestId('amount-input').fill('25');
    await page.getByTestId('trade-confirm').click();
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toBe('Your limit for the stake of one order is $20.00.');

    // Raised: still $20.00, the new value waiting with its date; then cancelled.
    await page.goto(`${app.baseUrl}/#/pages/limits/limits`);
    await page.getByTestId('limit-orderStake-edit').click();
    await page.getByTestId('limit-input').fill('50');
    await page.getByTestId('limit-save').click();
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toMatch(/^Saved\. The change applies on .+\.$/);
    expect(await value.textContent()).toBe('$20.00');
    const pending = page.getByTestId('limit-orderStake-pending');
    expect(await pending.textContent()).toMatch(/^Becomes \$50\.00 on /);
    await page.getByTestId('limit-orderStake-cancel').click();
    await pending.waitFor({ state: 'detached' });
    const { rows } = await app.ctx.db.query<{ value: string; pending: string | null }>(
      `SELECT value, pending_value AS pending FROM trader_limits WHERE user_id = $1 AND key = 'orderStake'`,
      [user.id],
    );
    expect(rows).toEqual([{ value: 2000, pending: null }]);
  });

  it('L9: a time-out taken on the screen logs the trader out, shows read-only with its end, and refuses real orders', async () => {
    const user = await makeFundedUser(app);
    const page = await loggedInPhone(browser, app.baseUrl, user);
    await page.goto(`${app.baseUrl}/#/pages/limits/limits`);
    await page.getByTestId('break-24h').click();
    await page.getByTestId('confirm-ok').click();
    // Every session ended, this one too: the login page (a hash route replaced in place).
    await expect.poll(() => page.url()).toMatch(/#\/pages\/login\/login/);

    await page.getByTestId('login-account').fill(user.account);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-submit').click();
    // Back where the session ended.
    await expect.poll(() => page.url()).toMatch(/#\/pages\/limits\/limits/);
    expect(await page.getByTestId('break-current').textContent()).toMatch(/^Time-out until /);

    await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=BTCUSDT`);
    await page.getByTestId('buy-up').click();
    await page.getByTestId('amount-input').fill('10');
    await page.getByTestId('trade-confirm').click();
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toMatch(/^You are taking a break from real trading and deposits until .+\.$/);
  });

  it('L10: a reality check every 15 minutes of the session shows its duration and result, and logs out on request', async () => {
    const user = await makeFundedUser(app);
    const page = await loggedInPhone(browser, app.baseUrl, user);
    // The page's clock from now on, moved by the test; the server's stays real.
    await page.clock.install();
    await page.goto(`${app.baseUrl}/#/pages/limits/limits`);
    await page.reload();
    // The check is timed once the session's start is read: wait for it before moving the clock.
    const sessionRead = page.waitForResponse((response) => response.url().includes('/orders/session-result'));
    await page.getByTestId('reality-check-minutes').selectOption('15');
    await sessionRead;
    await page.goto(`${app.baseUrl}/#/pages/index/index`);
    await page.clock.fastForward('15:30');
    const check = page.getByTestId('reality-check');
    await check.waitFor();
    expect(await check.textContent()).toMatch(/You have been logged in for 0 h 1[56] min\./);
    expect(await page.getByTestId('reality-check-result').textContent()).toBe(
      'Result on real orders this session: $0.00 (0 settled).',
    );
    const nextRead = page.waitForResponse((response) => response.url().includes('/orders/session-result'));
    await page.getByTestId('reality-check-continue').click();
    await check.waitFor({ state: 'detached' });
    await nextRead;

    await page.clock.fastForward('15:00');
    await check.waitFor();
    await page.getByTestId('reality-check-logout').click();
    await expect.poll(() => page.url()).toMatch(/#\/pages\/login\/login/);
  });
});
