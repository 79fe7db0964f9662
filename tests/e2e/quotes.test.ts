// The product screens in a phone-sized Chromium against a real server with a live feed: the
// detail chart moves with ticks, and switching interval or chart type redraws it.
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
// Each test closes its own context; this closes what a failed one left open, so it cannot
// disturb the tests after it.
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
afterAll(async () => {
  await browser?.close();
  await app.close();
});

/** A logged-in English page: the session is put where the client keeps it. */
async function loggedInPage(): Promise<Page> {
  const token = await loginAs(app, await makeUser(app));
  return phonePage(browser, app.baseUrl, {
    state: { language: 'en', token, tokenExpiresAt: Date.now() + 3_600_000 },
  });
}

const chartPixels = async (page: Page) =>
  (await page.getByTestId('price-chart').screenshot()).toString('base64');

describe('product screens', () => {
  it('lists products with live prices that change', async () => {
    const page = await loggedInPage();
    await page.goto(`${app.baseUrl}/#/pages/product/product`);
    const price = page.getByTestId('product-price-BTCUSDT');
    // The feed writes its history before the first tick: seconds on a busy machine.
    await expect.poll(() => price.textContent(), { timeout: 30_000 }).toMatch(/\d/);
    const first = await price.textContent();
    await expect.poll(() => price.textContent(), { timeout: 10_000 }).not.toBe(first);
    await page.context().close();
  });

  it('draws candles that move with live ticks, and redraws on another interval and chart type', async () => {
    const page = await loggedInPage();
    await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=BTCUSDT`);
    await expect
      .poll(() => page.getByTestId('price-chart').getAttribute('data-status'), { timeout: 30_000 })
      .toBe('ready');
    await expect
      .poll(() => page.getByTestId('connection-state').getAttribute('data-state'))
      .toBe('connected');

    const lastPrice = page.getByTestId('detail-last-price');
    const before = await lastPrice.textContent();
    const pixelsBefore = await chartPixels(page);
    await expect.poll(() => lastPrice.textContent(), { timeout: 10_000 }).not.toBe(before);
    await expect.poll(() => chartPixels(page), { timeout: 10_000 }).not.toBe(pixelsBefore);

    const candlesRequest = page.waitForRequest(
      (request) => request.url().includes('/candles') && request.url().includes('interval=5m'),
    );
    await page.getByTestId('interval-5m').click();
    await candlesRequest;
    await expect.poll(() => page.getByTestId('interval-5m').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('price-chart').getAttribute('data-status')).toBe('ready');
    const fiveMinutes = await chartPixels(page);

    await page.getByTestId('chart-settings').click();
    await page.getByTestId('chart-type-line').click();
    await expect.poll(() => page.getByTestId('chart-type-line').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => chartPixels(page)).not.toBe(fiveMinutes);
    await page.context().close();
  });

  it('shows a closed market with its opening time, and a product under maintenance', async () => {
    // FX closed for the next days whatever today is; gold under maintenance.
    await app.ctx.db.query(
      `INSERT INTO market_holidays (calendar, day, name)
       SELECT 'fx', d::date, 'test closure' FROM generate_series(now() - interval '1 day', now() + interval '3 days', interval '1 day') d
       ON CONFLICT DO NOTHING`,
    );
    await app.ctx.db.query(`UPDATE products SET maintenance = true WHERE symbol = 'XAUUSD'`);
    await app.tempo.catalogue.reload();
    const page = await loggedInPage();
    await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=EURUSD`);
    const state = page.getByTestId('market-state');
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 10_000 }).toBe('closed');
    await expect.poll(() => state.textContent()).toMatch(/opens/i);
    await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=XAUUSD`);
    await expect
      .poll(() => page.getByTestId('market-state').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('maintenance');
    await page.context().close();
  });
});
