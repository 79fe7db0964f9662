// Order results wherever the trader is, in a phone-sized Chromium against the built client and a
// real server with its feed, worker and realtime roles: an order bought on the product page settles
// while the trader reads the orders page (the result toast, the unseen count on Closed and on the
// personal center); orders that settle while the phone is offline show their result as soon
// as it is back online — the closing dialog on the product page, the toast elsewhere; and an order
// whose `orders:settled` never reaches the page is read back a few seconds after its expiry and
// shown once, the event arriving late showing nothing again (S10).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import type { OrderView } from '@tempo/shared';
import { loginAs, makeFundedUser, type TestUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, loggedInPhone } from './browser';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

/** A countdown of 5 s, plus the wait for its first tick after expiry, settlement and delivery. */
const SETTLE_TIMEOUT_MS = 25_000;
/** Back online, the socket connects at once rather than after its retry delay (up to 5 s). */
const RECONNECT_TIMEOUT_MS = 3_000;
/**
 * An order whose settlement the socket never brought is on screen settled by this long after its
 * expiry, in ms: the app reads it back 5 s after expiry (the server's 2 s stale window and 3 s), on
 * a check every second, and a busy machine gets 3 s more.
 */
const READ_BACK_DEADLINE_MS = 9_000;
const RESULT_TEXT = { won: 'Won', lost: 'Lost', draw: 'Draw', void: 'Void' } as const;
const EARNINGS_TEXT = { won: '+$8.00', lost: '-$10.00', draw: '$10.00', void: '$10.00' } as const;
type SettledStatus = keyof typeof RESULT_TEXT;

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker', 'feed'], CLIENT_DIST: path.resolve(CLIENT_DIST) },
    {
      prepare: async (db) => {
        // A 5-second countdown on BTCUSDT, which the simulator trades around the clock.
        await db.query(
          "INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount) VALUES ('BTCUSDT', 5, 8000, 100, 99999900)",
        );
      },
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

/** A user with 1,000.00 of real money. */
const fundedUser = () => makeFundedUser(app);

/**
 * A phone-sized page in English, logged in as `user` through the login page; `routeSocket`, when
 * given, stands between the page and the server on the Socket.IO connection.
 */
const loggedInPage = (user: TestUser, routeSocket?: (socket: WebSocketRoute) => void) =>
  loggedInPhone(browser, app.baseUrl, user, {
    beforeLogin: (page) => routeSocket && page.routeWebSocket(/\/socket\.io\//, routeSocket),
  });

/** Moves within the app (no reload): what a tap on a link does. */
async function goInApp(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, hashPath);
}

async function statusOf(orderId: number): Promise<string> {
  const { rows } = await app.ctx.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
    orderId,
  ]);
  return rows[0]!.status;
}

/** Waits for the server to settle the order; its result. */
async function settledStatus(orderId: number): Promise<SettledStatus> {
  await expect.poll(() => statusOf(orderId), { timeout: SETTLE_TIMEOUT_MS }).not.toBe('open');
  return (await statusOf(orderId)) as SettledStatus;
}

/** Buys up 10.00 for 5 s on the open product page, the user's `nth` order; the new order's id. */
async function buyUpOnProductPage(page: Page, user: TestUser, nth = 1): Promise<number> {
  await expect.poll(() => page.getByTestId('trade-bar').getAttribute('data-enabled')).toBe('true');
  await expect.poll(() => page.getByTestId('connection-state').getAttribute('data-state')).toBe('connected');
  await page.getByTestId('buy-up').click();
  await page.getByTestId('duration-5').click();
  await page.getByTestId('amount-input').fill('10');
  await page.getByTestId('trade-confirm').click();
  await expect
    .poll(
      async () => (await app.ctx.db.query('SELECT id FROM orders WHERE user_id = $1', [user.id])).rowCount,
    )
    .toBe(nth);
  const { rows } = await app.ctx.db.query<{ id: string }>(
    'SELECT id FROM orders WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [user.id],
  );
  const id = Number(rows[0]!.id);
  await page.getByTestId(`open-order-${id}`).waitFor();
  return id;
}

describe('order results anywhere', () => {
  it('shows the result of an order bought on the product page on the orders page, and counts it unseen', async () => {
    const user = await fundedUser();
    const page = await loggedInPage(user);
    await goInApp(page, '/pages/Detail/Detail?symbol=BTCUSDT');
    const id = await buyUpOnProductPage(page, user);
    // A screen reader hears the countdown start.
    await expect
      .poll(() => page.getByTestId('countdown-announcer').textContent())
      .toBe('Buy up BTCUSDT: countdown of 5 seconds started');

    // The trader moves on before the countdown ends.
    await goInApp(page, '/pages/order/order?tab=holding&account=real');
    await page.getByTestId(`order-row-${id}`).waitFor();

    const resultToast = page.getByTestId('result-toast');
    await resultToast.waitFor({ timeout: SETTLE_TIMEOUT_MS });
    const status = await settledStatus(id);
    expect(await resultToast.locator(`[data-order-id="${id}"]`).getAttribute('data-status')).toBe(status);
    expect(await page.getByTestId('result-toast-outcome').textContent()).toBe(RESULT_TEXT[status]);
    expect(await page.getByTestId('result-toast-amount').textContent()).toBe(EARNINGS_TEXT[status]);
    // No closing dialog away from the product page; the result waits, unseen, under Closed.
    expect(await page.getByTestId('closing-dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('closed-unseen-results').textContent()).toBe('1');

    // A tap on the toast opens the order.
    await resultToast.locator(`[data-order-id="${id}"]`).click();
    await page.waitForURL(new RegExp(`#/pages/order/order\\?id=${id}$`));
    await expect.poll(() => page.getByTestId('order-detail-number').textContent()).toBe(String(id));
    expect(await resultToast.count()).toBe(0);

    // Still unseen on the personal center until the closed list is opened.
    await goInApp(page, '/pages/user/user');
    await expect.poll(() => page.getByTestId('user-unseen-results').textContent()).toBe('1');
    await goInApp(page, '/pages/order/order?tab=closed&account=real');
    await page.getByTestId(`order-row-${id}`).waitFor();
    await expect.poll(() => page.getByTestId('closed-unseen-results').count()).toBe(0);
    await goInApp(page, '/pages/user/user');
    await page.getByTestId('menu-orders').waitFor();
    expect(await page.getByTestId('user-unseen-results').count()).toBe(0);
  });

  it('shows the closing dialog on reconnect for an order that settled while the phone was offline', async () => {
    const user = await fundedUser();
    const page = await loggedInPage(user);
    await goInApp(page, '/pages/Detail/Detail?symbol=BTCUSDT');
    const id = await buyUpOnProductPage(page, user);

    await page.context().setOffline(true);
    await expect
      .poll(() => page.getByTestId('connection-state').getAttribute('data-state'))
      .toBe('disconnected');
    const status = await settledStatus(id);
    // Nothing could reach the phone: the countdown card still waits for its result, and a screen
    // reader heard the countdown end.
    expect(await page.getByTestId('closing-dialog').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('countdown-announcer').textContent())
      .toBe('Buy up BTCUSDT: countdown over, settling');

    await page.context().setOffline(false);
    await expect
      .poll(() => page.getByTestId('connection-state').getAttribute('data-state'), {
        timeout: RECONNECT_TIMEOUT_MS,
      })
      .toBe('connected');
    const dialog = page.getByTestId('closing-dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-order-id')).toBe(String(id));
    expect(await dialog.getAttribute('data-status')).toBe(status);
    expect(await page.getByTestId('closing-earnings').textContent()).toContain(EARNINGS_TEXT[status]);
    await expect.poll(() => page.getByTestId(`open-order-${id}`).count()).toBe(0);
    const balance = { won: '$1,008.00', lost: '$990.00', draw: '$1,000.00', void: '$1,000.00' }[status];
    await expect.poll(() => page.getByTestId('account-balance').textContent()).toBe(balance);
  });

  it('shows the result toast on reconnect for an order that settled offline while another page was open', async () => {
    const user = await fundedUser();
    const page = await loggedInPage(user);
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('$1,000.00');
    // The results layer is its own chunk, loaded after login: on a busy machine it may still be on
    // its way, and one that arrives after the network went away never heard of the order.
    await page.getByTestId('result-toast-region').waitFor({ state: 'attached' });

    // Bought on another device; this phone hears of it while on the personal center.
    const placed = await app.call<OrderView>('POST', '/orders', {
      token: await loginAs(app, user),
      headers: { 'idempotency-key': `results-offline-${Date.now()}` },
      body: { symbol: 'BTCUSDT', direction: 'up', amount: 1_000, durationSec: 5, account: 'real' },
    });
    expect(placed.http).toBe(201);
    const id = placed.data.id;
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('$990.00');

    await page.context().setOffline(true);
    const status = await settledStatus(id);
    expect(await page.getByTestId('result-toast').count()).toBe(0);
    await page.context().setOffline(false);

    const resultToast = page.getByTestId('result-toast');
    await resultToast.waitFor();
    expect(await resultToast.locator(`[data-order-id="${id}"]`).getAttribute('data-status')).toBe(status);
    expect(await page.getByTestId('result-toast-amount').textContent()).toBe(EARNINGS_TEXT[status]);
    await expect.poll(() => page.getByTestId('user-unseen-results').textContent()).toBe('1');
  });
});

/**
 * The Socket.IO connection with every `orders:settled` frame from the server held back while
 * `holding` is true (everything else passes both ways): what a node that never delivers looks like.
 */
function settledEventsHeldBack() {
  const held: string[] = [];
  const sockets: WebSocketRoute[] = [];
  const state = { holding: true };
  const route = (page: WebSocketRoute) => {
    sockets.push(page);
    const server = page.connectToServer();
    page.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (state.holding && typeof message === 'string' && message.startsWith('42["orders:settled"')) {
        held.push(message);
        return;
      }
      page.send(message);
    });
  };
  /** Hands the held frames to the page, late, and lets the next ones through. */
  const release = () => {
    state.holding = false;
    for (const message of held.splice(0)) sockets.at(-1)!.send(message);
  };
  return { route, held, release };
}

describe('results the socket never brought', () => {
  it('S10: reads back an order still open on screen after its expiry and shows its result once, and once only when the event comes late', async () => {
    const user = await fundedUser();
    const socket = settledEventsHeldBack();
    const page = await loggedInPage(user, socket.route);
    await goInApp(page, '/pages/Detail/Detail?symbol=BTCUSDT');
    const id = await buyUpOnProductPage(page, user);
    const { rows } = await app.ctx.db.query<{ expiry: number }>(
      'SELECT expiry_ts::float8 AS expiry FROM orders WHERE id = $1',
      [id],
    );
    const expiry = rows[0]!.expiry;

    // The server settles and announces it; the page never hears of it on the socket…
    const status = await settledStatus(id);
    await expect.poll(() => socket.held.length, { timeout: SETTLE_TIMEOUT_MS }).toBeGreaterThan(0);
    // …and reads it back a few seconds after its expiry (its stale window and 3 s, then backoff).
    const dialog = page.getByTestId('closing-dialog');
    await dialog.waitFor({ timeout: SETTLE_TIMEOUT_MS });
    const shownAfterMs = Date.now() - expiry;
    expect(shownAfterMs).toBeLessThanOrEqual(READ_BACK_DEADLINE_MS);
    expect(await dialog.getAttribute('data-order-id')).toBe(String(id));
    expect(await dialog.getAttribute('data-status')).toBe(status);
    expect(await page.getByTestId('closing-earnings').textContent()).toContain(EARNINGS_TEXT[status]);
    await expect.poll(() => page.getByTestId(`open-order-${id}`).count()).toBe(0);
    const balance = { won: '$1,008.00', lost: '$990.00', draw: '$1,000.00', void: '$1,000.00' }[status];
    await expect.poll(() => page.getByTestId('account-balance').textContent()).toBe(balance);
    // Shown once: nothing waits behind it (a second result would take its place at once).
    await page.getByTestId('closing-ok').click();
    await expect.poll(() => dialog.count()).toBe(0);

    // The held event arrives at last, then a second order settles the ordinary way: the next
    // result on screen is the second order's, the first is not shown again.
    socket.release();
    const second = await buyUpOnProductPage(page, user, 2);
    await dialog.waitFor({ timeout: SETTLE_TIMEOUT_MS });
    expect(await dialog.getAttribute('data-order-id')).toBe(String(second));
    await page.getByTestId('closing-ok').click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
