// The security screen in phone-sized Chromium against the built client and a real server: one
// trader on two (then three) browsers. The first sees every device with itself marked and a failed
// sign-in in its history, logs the other out, which lands on the login page at once; then logs
// out all others after confirming, and keeps its own session.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, loggedInPhone } from './browser';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'], CLIENT_DIST: path.resolve(CLIENT_DIST) });
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The security screen, reached from the personal center's menu. */
async function openSecurity(page: Page): Promise<void> {
  await page.getByTestId('menu-security').click();
  await page.getByTestId('security-page').waitFor();
  await page.getByTestId('session-list').waitFor();
}

const sessionRows = (page: Page) => page.getByTestId('session-row');

describe('devices and sign-ins', () => {
  it('shows both devices and a failed sign-in; logging out the other sends it to the login page at once', async () => {
    const user = await makeUser(app);
    const wrong = await app.call('POST', '/auth/login', {
      body: { account: user.account, password: 'not-the-password' },
    });
    expect(wrong.data).toMatchObject({ code: 'WRONG_CREDENTIALS' });
    const phone = await loggedInPhone(browser, app.baseUrl, user);
    const other = await loggedInPhone(browser, app.baseUrl, user);

    await openSecurity(phone);
    await expect.poll(() => sessionRows(phone).count()).toBe(2);
    // This device first, marked, with no button to log itself out here.
    const mine = sessionRows(phone).first();
    expect(await mine.getAttribute('data-current')).toBe('true');
    expect(await mine.getByTestId('session-current').textContent()).toBe('This device');
    expect(await mine.getByTestId('end-session').count()).toBe(0);
    expect(await mine.getByTestId('session-device').textContent()).toMatch(/^Chrome \d+ on /);

    const history = phone.getByTestId('sign-in-row');
    await expect.poll(() => history.count()).toBe(3);
    const results = await phone.getByTestId('sign-in-result').allTextContents();
    expect(results).toEqual(['Signed in', 'Signed in', 'Failed']);
    expect(await history.last().getAttribute('data-succeeded')).toBe('false');

    await sessionRows(phone).nth(1).getByTestId('end-session').click();
    await expect.poll(() => phone.getByTestId('toast').textContent()).toBe('Device logged out');
    // The other browser hears its session end on its socket and goes to the login page by itself.
    await expect.poll(() => other.url()).toMatch(/#\/pages\/login\/login/);
    await expect.poll(() => sessionRows(phone).count()).toBe(1);
    expect(await phone.getByTestId('sessions-empty').textContent()).toBe('No other device is logged in.');
  });

  it('logs out all other devices after a confirmation and keeps this one', async () => {
    const user = await makeUser(app);
    const phone = await loggedInPhone(browser, app.baseUrl, user);
    const tablet = await loggedInPhone(browser, app.baseUrl, user);
    const laptop = await loggedInPhone(browser, app.baseUrl, user);

    await openSecurity(phone);
    await expect.poll(() => sessionRows(phone).count()).toBe(3);
    await phone.getByTestId('end-other-sessions').click();
    // Asked first: cancelling ends nothing.
    await phone.getByTestId('confirm-cancel').click();
    await phone.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    expect(await sessionRows(phone).count()).toBe(3);

    await phone.getByTestId('end-other-sessions').click();
    expect(await phone.getByTestId('confirm-dialog').textContent()).toContain('Log out all other devices?');
    await phone.getByTestId('confirm-ok').click();
    await expect.poll(() => phone.getByTestId('toast').textContent()).toBe('Devices logged out: 2');
    await expect.poll(() => tablet.url()).toMatch(/#\/pages\/login\/login/);
    await expect.poll(() => laptop.url()).toMatch(/#\/pages\/login\/login/);
    await expect.poll(() => sessionRows(phone).count()).toBe(1);
    // This one stays: the personal center still loads the trader.
    await phone.goto(`${app.baseUrl}/#/pages/user/user`);
    await expect.poll(() => phone.getByTestId('user-account').textContent()).toBe(user.account);
  });
});
