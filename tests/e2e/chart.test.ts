// The live chart and the audit chart in a phone-sized Chromium against the built client and a
// real server with its feed, worker and realtime roles: an order bought on the product page is
// drawn on the chart (its entry price as a line in the direction's colour, labelled on the price
// axis, and listed in words over the chart) until it settles, and survives a change of chart
// style; its details read its entry and exit from the record. The chart takes the dark theme's
// surface as its background, at load and when the theme changes while it is on screen.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CHART_PALETTES } from '../../client/src/lib/chart/chartOptions';
import { loginAs, makeFundedUser, type TestUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, phoneContext, storeOnPhone } from './browser';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

/** The countdown bought: long enough to look at the chart before it settles on a busy machine. */
const DURATION_SEC = 10;
/** The countdown, plus the wait for its first tick after expiry, settlement and delivery. */
const SETTLE_TIMEOUT_MS = 30_000;
/** A row of a canvas is a drawn line when at least this share of its pixels has the line's colour. */
const LINE_SHARE = 0.4;

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker', 'feed'], CLIENT_DIST: path.resolve(CLIENT_DIST) },
    {
      prepare: async (db) => {
        // A short countdown on BTCUSDT, which the simulator trades around the clock.
        await db.query(
          `INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount)
           VALUES ('BTCUSDT', ${DURATION_SEC}, 8000, 100, 99999900)`,
        );
      },
    },
  );
  browser = await launchBrowser();
});
// Each test closes its own context; this closes what a failed one left open.
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

/** A user with 1,000.00 of real money. */
const fundedUser = () => makeFundedUser(app);

/**
 * A phone-sized English page, logged in as `user` (the session where the client keeps it), with
 * the stored theme choice and the phone's colour scheme given.
 */
async function phonePage(
  user: TestUser,
  theme: 'light' | 'dark' | 'system',
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const token = await loginAs(app, user);
  const context = await phoneContext(browser, app.baseUrl);
  // The bundler may wrap functions handed to the page in a naming helper; give the page one.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await storeOnPhone(context, { state: { language: 'en', token }, theme });
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme });
  return page;
}

/** Opens BTCUSDT's detail page and waits for its chart and its connection. */
async function openChart(page: Page): Promise<void> {
  await page.goto(`${app.baseUrl}/#/pages/Detail/Detail?symbol=BTCUSDT`);
  await page.locator('.live-chart canvas').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => page.getByTestId('connection-state').getAttribute('data-state')).toBe('connected');
  await expect.poll(() => page.getByTestId('price-chart').getAttribute('data-status')).toBe('ready');
}

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

interface CanvasLines {
  /** The canvas on screen, in CSS pixels. */
  left: number;
  width: number;
  /** The screen heights (CSS pixels) of the rows drawn mostly in the colour. */
  rows: number[];
}

/** For each canvas of the live chart: the rows that are mostly `color` (a horizontal line or a filled label). */
function linesOf(page: Page, color: Rgb): Promise<CanvasLines[]> {
  return page.evaluate(
    ({ color, share }) =>
      Array.from(document.querySelectorAll<HTMLCanvasElement>('.live-chart canvas')).map((canvas) => {
        const box = canvas.getBoundingClientRect();
        const rows: number[] = [];
        if (canvas.width > 0 && canvas.height > 0) {
          const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
          for (let y = 0; y < canvas.height; y++) {
            let matching = 0;
            for (let x = 0; x < canvas.width; x++) {
              const i = (y * canvas.width + x) * 4;
              if (
                Math.abs(data[i]! - color[0]) <= 8 &&
                Math.abs(data[i + 1]! - color[1]) <= 8 &&
                Math.abs(data[i + 2]! - color[2]) <= 8 &&
                data[i + 3]! > 240
              )
                matching++;
            }
            if (matching >= share * canvas.width) rows.push(box.top + (y * box.height) / canvas.height);
          }
        }
        return { left: box.left, width: box.width, rows };
      }),
    { color, share: LINE_SHARE },
  );
}

/**
 * Where the chart draws a line of `color` across its price pane with a label of the same colour
 * on the price axis at its height: the line's screen height, or null when there is none.
 */
async function entryLineAt(page: Page, color: Rgb): Promise<number | null> {
  const canvases = await linesOf(page, color);
  const pane = canvases.find((canvas) => canvas.width > 200 && canvas.rows.length > 0);
  if (!pane) return null;
  const axis = canvases.find(
    (canvas) =>
      canvas.width < 120 &&
      canvas.left >= pane.left + pane.width - 1 &&
      canvas.rows.some((row) => pane.rows.some((line) => Math.abs(row - line) <= 12)),
  );
  return axis ? pane.rows[0]! : null;
}

/**
 * Where the time axis labels an instant in `color`: the label's centre as a share of the axis
 * width (0 at its left end, 1 at its right), or null when there is none.
 */
function timeLabelAt(page: Page, color: Rgb): Promise<number | null> {
  return page.evaluate((color) => {
    // The time axis: the wide, short canvases under the panes (its labels and its top layer).
    const axes = Array.from(document.querySelectorAll<HTMLCanvasElement>('.live-chart canvas')).filter(
      (canvas) => {
        const box = canvas.getBoundingClientRect();
        return box.width > 200 && box.height < 40 && canvas.height > 0;
      },
    );
    for (const axis of axes) {
      const data = axis.getContext('2d')!.getImageData(0, 0, axis.width, axis.height).data;
      const columns: number[] = [];
      for (let x = 0; x < axis.width; x++) {
        let matching = 0;
        for (let y = 0; y < axis.height; y++) {
          const i = (y * axis.width + x) * 4;
          if (
            Math.abs(data[i]! - color[0]) <= 8 &&
            Math.abs(data[i + 1]! - color[1]) <= 8 &&
            Math.abs(data[i + 2]! - color[2]) <= 8 &&
            data[i + 3]! > 240
          )
            matching++;
        }
        if (matching >= axis.height / 2) columns.push(x);
      }
      if (columns.length > 0) return (columns[0]! + columns.at(-1)!) / 2 / axis.width;
    }
    return null;
  }, color);
}

/** The most frequent colour of the live chart's largest canvas (its price pane): the chart's background. */
function paneBackground(page: Page): Promise<Rgb> {
  return page.evaluate(() => {
    const canvases = Array.from(document.querySelectorAll<HTMLCanvasElement>('.live-chart canvas'));
    const pane = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
    const data = pane.getContext('2d')!.getImageData(0, 0, pane.width, pane.height).data;
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 16) {
      const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    return [(top >> 16) & 255, (top >> 8) & 255, top & 255] as const;
  });
}

async function orderOf(userId: number) {
  const { rows } = await app.ctx.db.query<{
    id: string;
    status: string;
    entry_price: number;
    expiry_ts: string;
    entry_ts: string;
    exit_price: number | null;
    exit_ts: string | null;
  }>(
    'SELECT id, status, entry_price, entry_ts, expiry_ts, exit_price, exit_ts FROM orders WHERE user_id = $1',
    [userId],
  );
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  return {
    id: Number(row.id),
    status: row.status,
    entryPrice: row.entry_price,
    entryTs: Number(row.entry_ts),
    expiryTs: Number(row.expiry_ts),
    exitPrice: row.exit_price,
    exitTs: row.exit_ts === null ? null : Number(row.exit_ts),
  };
}

/** A price as BTCUSDT shows it in English (two decimals, grouped). */
const priceText = (price: number) =>
  price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A time of day as the page formats it, to the second. */
function clockText(page: Page, ts: number): Promise<string> {
  return page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en', {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(at)),
    ts,
  );
}

describe('the chart in the browser', () => {
  it('takes at least half of the first screen on a tall and a small phone, under one row of controls', async () => {
    const user = await fundedUser();
    const page = await phonePage(user, 'light');
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 360, height: 640 },
    ]) {
      await page.setViewportSize(viewport);
      await openChart(page);
      // What of the chart the first screen shows: under the top, above the fixed buy bar.
      const shown = () =>
        page.evaluate(() => {
          const chart = document.querySelector('[data-testid="price-chart"]')!.getBoundingClientRect();
          const bar = document.querySelector('[data-testid="trade-bar"]')!.getBoundingClientRect();
          return (Math.min(chart.bottom, bar.top) - Math.max(chart.top, 0)) / window.innerHeight;
        });
      expect(await shown(), `${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(0.5);

      // Styles and indicators are one control, folded until asked for; the intervals stay out.
      expect(await page.getByTestId('chart-type-line').count()).toBe(0);
      expect(await page.getByTestId('interval-5m').isVisible()).toBe(true);
      const settings = page.getByTestId('chart-settings');
      expect(await settings.getAttribute('aria-expanded')).toBe('false');
      await settings.click();
      expect(await settings.getAttribute('aria-expanded')).toBe('true');
      await page.getByTestId('indicator-rsi').click();
      expect(await page.getByTestId('indicator-rsi').getAttribute('aria-pressed')).toBe('true');
      // An oscillator adds its own pane under the price pane, which keeps its height.
      await expect.poll(shown).toBeGreaterThanOrEqual(0.5);
      // A tap elsewhere folds it again; the choice stays.
      await page.getByTestId('ticker-header').click();
      await expect.poll(() => page.getByTestId('chart-settings-panel').count()).toBe(0);
      expect(await page.getByTestId('chart-legend').textContent()).toContain('RSI');
      await settings.click();
      await page.getByTestId('indicator-rsi').click();
      await page.keyboard.press('Escape');
      await expect.poll(() => settings.getAttribute('aria-expanded')).toBe('false');
    }
    await page.context().close();
  });

  it("names the chart library's credit in the trader's language", async () => {
    const page = await phonePage(await fundedUser(), 'light');
    await openChart(page);
    const credit = page.locator('.live-chart a[href*="tradingview.com"]');
    expect(await credit.getAttribute('title')).toBe('Charting by TradingView');
    await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('tempo:state')!) as Record<string, unknown>;
      localStorage.setItem('tempo:state', JSON.stringify({ ...state, language: 'th' }));
    });
    await page.reload();
    await openChart(page);
    await expect.poll(() => credit.getAttribute('title')).toBe('กราฟโดย TradingView');
    expect(await credit.getAttribute('aria-label')).toBe('กราฟโดย TradingView');
    await page.context().close();
  });

  it('labels its price axis in the language’s number format, as a screen reader hears the chart', async () => {
    const page = await phonePage(await fundedUser(), 'light');
    await openChart(page);
    const chart = page.getByTestId('chart-summary');
    // English groups with commas and ends with a point and two decimals.
    await expect
      .poll(() => chart.textContent())
      .toMatch(/^Price chart from \d{1,3}(,\d{3})*\.\d{2} to \d{1,3}(,\d{3})*\.\d{2}$/);
    await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('tempo:state')!) as Record<string, unknown>;
      localStorage.setItem('tempo:state', JSON.stringify({ ...state, language: 'de' }));
    });
    await page.reload();
    await openChart(page);
    // German groups with points and has a decimal comma: 67.154,19.
    await expect
      .poll(() => chart.textContent())
      .toMatch(/^Kurschart von \d{1,3}(\.\d{3})*,\d{2} bis \d{1,3}(\.\d{3})*,\d{2}$/);
    await page.context().close();
  });

  it('draws a bought order’s entry line until it settles, and its details read entry and exit from the record', async () => {
    const user = await fundedUser();
    const page = await phonePage(user, 'light');
    await openChart(page);
    // A line chart: the up colour is then the order's alone (candles would be green too).
    await page.getByTestId('chart-settings').click();
    await page.getByTestId('chart-type-line').click();
    const up = rgbOf(CHART_PALETTES.light.up);
    expect(await entryLineAt(page, up)).toBeNull();
    expect(await timeLabelAt(page, up)).toBeNull();
    expect(await page.getByTestId('chart-orders').count()).toBe(0);

    await page.getByTestId('buy-up').click();
    await page.getByTestId(`duration-${DURATION_SEC}`).click();
    await page.getByTestId('amount-input').fill('10');
    await page.getByTestId('trade-confirm').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('Purchase successful');
    const order = await orderOf(user.id);

    // Listed over the chart in words, with the server's entry price and expiry.
    const entry = page.getByTestId(`chart-order-${order.id}`);
    await entry.waitFor();
    expect(await entry.getAttribute('data-entry-price')).toBe(String(order.entryPrice));
    expect(await entry.textContent()).toBe(
      `▲Up $10.00 at ${priceText(order.entryPrice)} · ends ${await clockText(page, order.expiryTs)}`,
    );
    expect(await page.getByTestId('chart-orders').getAttribute('aria-label')).toBe(
      'Your open orders on this chart',
    );
    // Drawn: a line in the up colour across the price pane, its label on the price axis.
    await expect.poll(() => entryLineAt(page, up), { timeout: 5_000 }).not.toBeNull();
    // Its expiry labelled on the time axis, seconds ahead: right of the middle, where the newest bars are.
    await expect.poll(() => timeLabelAt(page, up), { timeout: 5_000 }).toBeGreaterThan(0.6);
    // It stays on the chart through a change of style (the main series is made again).
    await page.getByTestId('chart-settings').click();
    await page.getByTestId('chart-type-area').click();
    await expect.poll(() => entryLineAt(page, up), { timeout: 5_000 }).not.toBeNull();

    // Settled: the line and its entry leave the chart.
    await entry.waitFor({ state: 'detached', timeout: SETTLE_TIMEOUT_MS });
    await expect.poll(() => entryLineAt(page, up), { timeout: 5_000 }).toBeNull();
    expect(await timeLabelAt(page, up)).toBeNull();
    expect(await page.getByTestId('chart-orders').count()).toBe(0);

    // The order's details: the audit chart drawn, its entry and exit in words, from the record.
    await page.getByTestId('closing-dialog').waitFor();
    await page.getByTestId('closing-ok').click();
    await page.goto(`${app.baseUrl}/#/pages/order/order?id=${order.id}`);
    await page.getByTestId('audit-chart').locator('canvas').first().waitFor({ timeout: 20_000 });
    const settled = await orderOf(user.id);
    expect(settled.exitPrice).not.toBeNull();
    expect(await page.getByTestId('audit-chart-summary').textContent()).toBe(
      `Entry ${priceText(settled.entryPrice)} at ${await clockText(page, settled.entryTs)} · ` +
        `Exit ${priceText(settled.exitPrice!)} at ${await clockText(page, settled.exitTs!)}`,
    );
    await page.context().close();
  });

  it('paints the chart on the dark surface in the dark theme', async () => {
    const page = await phonePage(await fundedUser(), 'dark');
    await openChart(page);
    const surface = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--surface').trim(),
    );
    expect(surface).toBe(CHART_PALETTES.dark.background);
    await expect.poll(() => paneBackground(page)).toEqual(rgbOf(surface));
    await page.context().close();
  });

  it('follows a change of theme on the chart on screen, without making it again', async () => {
    // The choice "system", and the phone says light: the chart is light.
    const page = await phonePage(await fundedUser(), 'system', 'light');
    await openChart(page);
    await expect.poll(() => paneBackground(page)).toEqual(rgbOf(CHART_PALETTES.light.background));
    await page.evaluate(() => {
      (window as { chartCanvas?: Element }).chartCanvas = document.querySelector('.live-chart canvas')!;
    });

    // The phone turns dark: the same chart takes the dark surface.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => paneBackground(page)).toEqual(rgbOf(CHART_PALETTES.dark.background));
    expect(
      await page.evaluate(
        () =>
          (window as { chartCanvas?: Element }).chartCanvas ===
            document.querySelector('.live-chart canvas') &&
          document.querySelector('.live-chart canvas')!.isConnected,
      ),
    ).toBe(true);
    await page.context().close();
  });
});
