// A replay started from the ops console drives a product's chart on a trader's phone: ops put the
// product in the sandbox, upload a recording and start it at a chosen speed from the console, the
// trader's detail page shows the recording's prices as they are replayed, the console shows the
// progress, and stopping hands the product back to its simulator.
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, makeAdmin, makeUser, type TestAdmin } from '../../server/src/test/factories';
import { addTestProducts } from '../../server/src/test/testProducts';
import { phonePage } from './browser';
import { LIVE_TIMEOUT_MS, consoleSuite, openConsole } from './opsConsole';

const SYMBOL = 'RPLYUSD';
/** Far from the simulator's 100: a price on screen in this range came from the recording. */
const RECORDED_LOW = 4_321;
const RECORDED_HIGH = 4_330;

const suite = consoleSuite({
  config: { ROLES: ['api', 'realtime', 'feed'] },
  prepare: async (db) => {
    await addTestProducts(db, [SYMBOL]);
    // Only this product is fed, so the feed stays small.
    await db.query('UPDATE products SET enabled = false WHERE symbol <> $1', [SYMBOL]);
  },
});
let ops: TestAdmin;

beforeAll(async () => {
  ops = await makeAdmin(suite.app, 'ops');
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
  const token = await loginAs(suite.app, await makeUser(suite.app));
  const page = await phonePage(suite.browser, suite.app.baseUrl, { state: { language: 'en', token } });
  await page.goto(`${suite.app.baseUrl}/#/pages/Detail/Detail?symbol=${SYMBOL}`);
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

  const console = await openConsole(suite.browser, suite.app.baseUrl, ops, '/products');
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
  // Out of the sandbox again, the product may switch live sources only to a stream the deployment
  // allows (SB5): another is refused, and nothing changes.
  await panel.getByTestId('ops-sandbox-switch').click();
  await expect.poll(() => panel.getByTestId('ops-replay').count()).toBe(0);
  const source = panel.getByTestId('ops-source-switch');
  await source.locator('select').selectOption('exchange');
  await source.locator('input').first().fill('wss://stream.example.test/ws');
  await source.getByRole('button').click();
  await expect
    .poll(() => console.getByTestId('toast').textContent())
    .toContain('not one the platform allows');
  const stored = await suite.app.ctx.db.query<{ feed_source: string }>(
    'SELECT feed_source FROM products WHERE symbol = $1',
    [SYMBOL],
  );
  expect(stored.rows[0]!.feed_source).toBe('simulator');

  const { rows } = await suite.app.ctx.db.query<{ action: string }>(
    `SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`,
    [SYMBOL],
  );
  expect(rows.map((row) => row.action)).toEqual([
    'product.sandbox.enter',
    'product.replay.start',
    'product.replay.stop',
    'product.sandbox.leave',
  ]);
});
