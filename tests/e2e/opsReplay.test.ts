// A replay started from the ops console drives a product's chart on a trader's phone: ops put the
// product in the sandbox, upload a recording and start it at a chosen speed from the console, the
// trader's detail page shows the recording's prices as they are replayed, the console shows the
// progress, and stopping hands the product back to its simulator.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loginAs, makeAdmin, makeUser, type TestAdmin } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { addTestProducts } from '../../server/src/test/testProducts';
import { launchBrowser, phoneContext } from './browser';
import { LIVE_TIMEOUT_MS, openConsole } from './opsConsole';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
const SYMBOL = 'RPLYUSD';
/** Far from the simulator's 100: a price on screen in this range came from the recording. */
const RECORDED_LOW = 4_321;
const RECORDED_HIGH = 4_330;

let app: TestApp;
let browser: Browser;
let ops: TestAdmin;

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'feed'], CLIENT_DIST: path.resolve(CLIENT_DIST) },
    {
      prepare: async (db) => {
        await addTestProducts(db, [SYMBOL]);
        // Only this product is fed, so the feed stays small.
        await db.query('UPDATE products SET enabled = false WHERE symbol <> $1', [SYMBOL]);
      },
    },
  );
  ops = await makeAdmin(app, 'ops');
  browser = await launchBrowser();
}, 120_000);
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Two minutes of ticks, one every 250 ms, wandering between RECORDED_LOW and RECORDED_HIGH. */
function recording(): string {
  const start = Date.UTC(2026, 0, 5, 9, 0, 0);
  const lines = ['ts,price,volume'];
  for (let i = 0; i < 480; i++) {
    const price = RECORDED_LOW + ((i * 7) % 90) / 10;
    lines.push(`${start + i * 250},${price.toFixed(2)},0.5`);
  }
  return `${lines.join('\n')}\n`;
}

/** The trader's phone on the product's detail page, its chart drawn and connected. */
async function traderChart(): Promise<Page> {
  const token = await loginAs(app, await makeUser(app));
  const context = await phoneContext(browser, app.baseUrl);
  await context.addInitScript(
    (state) => {
      if (!localStorage.getItem('tempo:state')) localStorage.setItem('tempo:state', state);
    },
    JSON.stringify({ language: 'en', token }),
  );
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=${SYMBOL}`);
  await page.locator('.live-chart canvas').first().waitFor({ timeout: LIVE_TIMEOUT_MS });
  await expect.poll(() => page.getByTestId('price-chart').getAttribute('data-status')).toBe('ready');
  return page;
}

const shownPrice = async (page: Page) =>
  Number((await page.getByTestId('detail-last-price').textContent())?.replace(/,/g, ''));

/** A fingerprint of what the chart's canvases show now. */
const chartPixels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLCanvasElement>('.live-chart canvas'))
      .map((canvas) => canvas.toDataURL().length + canvas.toDataURL().slice(-64))
      .join('|'),
  );

it('drives the trader chart with a recording replayed from the console, then hands back to the simulator', async () => {
  const trader = await traderChart();
  await expect.poll(() => shownPrice(trader), { timeout: LIVE_TIMEOUT_MS }).toBeLessThan(1_000);

  const console = await openConsole(browser, app.baseUrl, ops, '/products');
  await console.getByTestId(`ops-product-${SYMBOL}`).click();
  const panel = console.getByTestId('ops-product-panel');
  // Outside the sandbox no replay is offered.
  await expect.poll(() => panel.getByTestId('ops-replay').count()).toBe(0);
  await panel.getByTestId('ops-sandbox-switch').click();
  await expect.poll(() => panel.getByTestId('ops-replay').count()).toBe(1);

  const recordings = console.getByTestId('ops-recordings');
  await recordings.getByTestId('ops-recording-name').fill('Gold-ish wander');
  await recordings
    .getByTestId('ops-recording-file')
    .setInputFiles({ name: 'wander.csv', mimeType: 'text/csv', buffer: Buffer.from(recording()) });
  await recordings.getByTestId('ops-recording-upload').click();
  await expect
    .poll(() => recordings.getByTestId('ops-recording').first().textContent())
    .toContain('Gold-ish wander');

  const replay = panel.getByTestId('ops-replay');
  await expect
    .poll(() => replay.getByTestId('ops-replay-recording').textContent())
    .toContain('Gold-ish wander');
  await replay.getByTestId('ops-replay-speed').fill('4');
  const before = await chartPixels(trader);
  await replay.getByTestId('ops-replay-start').click();

  // The console shows the replay moving; the trader's price and chart follow the recording.
  const progress = replay.getByTestId('ops-replay-progress');
  await expect
    .poll(() => progress.textContent(), { timeout: LIVE_TIMEOUT_MS })
    .toMatch(/[1-9]\d* of 480 quotes/);
  await expect
    .poll(() => shownPrice(trader), { timeout: LIVE_TIMEOUT_MS })
    .toBeGreaterThanOrEqual(RECORDED_LOW);
  expect(await shownPrice(trader)).toBeLessThanOrEqual(RECORDED_HIGH);
  await expect.poll(() => chartPixels(trader)).not.toBe(before);
  expect(
    await console.getByTestId(`ops-product-${SYMBOL}`).getByTestId('ops-product-feed').textContent(),
  ).toContain(`replay:${ops.username}`);

  await replay.getByTestId('ops-replay-stop').click();
  await expect
    .poll(() => console.getByTestId(`ops-product-${SYMBOL}`).getByTestId('ops-product-feed').textContent(), {
      timeout: LIVE_TIMEOUT_MS,
    })
    .toContain('simulator');
  const { rows } = await app.ctx.db.query<{ action: string }>(
    `SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`,
    [SYMBOL],
  );
  expect(rows.map((row) => row.action)).toEqual([
    'product.sandbox.enter',
    'product.replay.start',
    'product.replay.stop',
  ]);
});
