// The built client against a real server when its protocol is out of date: the handshake the
// browser sends is rewritten on its way to lose the protocol version (as a client built before
// versions would send it), the server refuses it with CLIENT_TOO_OLD, and the app offers a reload.
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loginAs, makeUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, phonePage } from './browser';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp({ CLIENT_DIST, ROLES: ['api', 'realtime', 'feed'] });
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A logged-in English page. */
async function loggedInPage(): Promise<Page> {
  const token = await loginAs(app, await makeUser(app));
  return phonePage(browser, app.baseUrl, {
    state: { language: 'en', token, tokenExpiresAt: Date.now() + 3_600_000 },
  });
}

/** A logged-in page whose Socket.IO handshake loses its protocol version on the way. */
async function outdatedPage(): Promise<Page> {
  const page = await loggedInPage();
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      // `40{…}`: the CONNECT packet of the main namespace, with the handshake's auth.
      if (typeof message === 'string' && message.startsWith('40{')) {
        const { protocol: _dropped, ...auth } = JSON.parse(message.slice(2)) as Record<string, unknown>;
        return server.send(`40${JSON.stringify(auth)}`);
      }
      server.send(message);
    });
  });
  return page;
}

describe('a current client', () => {
  it('connects, and every event the live server sends passes its schema', async () => {
    const page = await loggedInPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=BTCUSDT`);
    await expect
      .poll(() => page.getByTestId('connection-state').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('connected');
    // Ticks, candles and tickers decoded and drawn: the last price moves.
    const lastPrice = page.getByTestId('detail-last-price');
    await expect.poll(() => lastPrice.textContent(), { timeout: 30_000 }).toMatch(/\d/);
    const before = await lastPrice.textContent();
    await expect.poll(() => lastPrice.textContent(), { timeout: 10_000 }).not.toBe(before);
    expect(warnings.filter((text) => /socket event|subscription answer/.test(text))).toEqual([]);
  });
});

describe('an out-of-date client', () => {
  it('is refused by the server and asked to reload, and reloads when the person agrees', async () => {
    const page = await outdatedPage();
    await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=BTCUSDT`);
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await dialog.textContent()).toContain('A new version of Tempo is available');
    await expect
      .poll(() => page.getByTestId('connection-state').getAttribute('data-state'))
      .toBe('disconnected');

    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('confirm-ok').click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  });
});
