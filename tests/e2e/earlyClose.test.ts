// Early close in a phone-sized Chromium against the built client and a real server with its feed,
// worker and realtime roles (orders/SPEC.md E1–E5): a 5-minute order bought on the product page
// shows its live sell price on its card, "Close now" asks to confirm, a price that fell meanwhile
// is shown and asked again, and the sale at the price shown ends the order at once with the
// balance changed by the price and "Closed early" shown once — whether the HTTP answer or the
// `orders:settled` event arrives first. An order placed while early close was off offers no sale,
// and prices stop with the connection and come back with the next one. At 360 px the card and the
// confirmation fit in every language, and in both themes they and a sale not possible this moment
// pass the layout check, axe and 44 px targets.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response, Route, WebSocketRoute } from 'playwright-core';
import type { EarlyCloseTermsView, OrderView } from '@tempo/shared';
import {
  loginAs,
  makeAdmin,
  makeFundedUser,
  type TestAdmin,
  type TestUser,
} from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { axeViolations } from './axe';
import { launchBrowser, logIn, phoneContext, stillFrames, storeOnPhone } from './browser';
import { layoutProblems } from './layoutProblems';
import { smallTargets } from './touchTargets';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

const TERMS: EarlyCloseTermsView = {
  spreadBaseBps: 100,
  spreadSlopeBps: 400,
  volatilityWindowSec: 30,
  openSec: 0,
  cutoffSec: 5,
};
/** Tries at a sale: a tick between the price shown and the sale may lower it (PRICE_MOVED, asked again). */
const SALE_ATTEMPTS = 5;

let app: TestApp;
let browser: Browser;
let ops: TestAdmin;
beforeAll(async () => {
  app = await startTestApp({
    ROLES: ['api', 'realtime', 'worker', 'feed'],
    CLIENT_DIST: path.resolve(CLIENT_DIST),
  });
  ops = await makeAdmin(app);
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

/** Sets a product's early-close terms as ops do (null: off); orders placed afterwards keep them (E4). */
async function setTerms(symbol: string, terms: EarlyCloseTermsView | null): Promise<void> {
  const set = await app.call('PATCH', `/admin/products/${symbol}`, {
    body: { earlyClose: terms },
    headers: { authorization: `Bearer ${ops.token}` },
  });
  expect(set.status, set.text).toBe(1);
}

/** A user with 1,000.00 of real money. */
const fundedUser = () => makeFundedUser(app);

let placed = 0;
/** Buys up 10.00 for 5 minutes on another device (the API). */
async function placeOrder(user: TestUser, symbol: string): Promise<number> {
  const order = await app.call<OrderView>('POST', '/orders', {
    token: await loginAs(app, user),
    headers: { 'idempotency-key': `early-close-${Date.now()}-${++placed}` },
    body: { symbol, direction: 'up', amount: 1_000, durationSec: 300, account: 'real' },
  });
  expect(order.http, order.text).toBe(201);
  return order.data.id;
}

interface PhoneOptions {
  /** Stands between the page and the server on the Socket.IO connection. */
  routeSocket?: (socket: WebSocketRoute) => void;
  theme?: 'light' | 'dark';
  width?: number;
}

/** A phone in English, logged in as `user` through the login page, on the product page of `symbol`. */
async function productPage(user: TestUser, symbol: string, options: PhoneOptions = {}): Promise<Page> {
  const context = options.width
    ? await browser.newContext({
        viewport: { width: options.width, height: 640 },
        isMobile: true,
        hasTouch: true,
      })
    : await phoneContext(browser, app.baseUrl);
  await storeOnPhone(context, { theme: options.theme });
  const page = await context.newPage();
  if (options.routeSocket) await page.routeWebSocket(/\/socket\.io\//, options.routeSocket);
  await logIn(page, app.baseUrl, user);
  // Every closing dialog that appears, by order id: a result shown twice would be counted twice.
  await page.evaluate(() => {
    const shown: Record<string, number> = {};
    Object.assign(window, { closingShown: shown });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          const dialogs = [node, ...Array.from(node.querySelectorAll('*'))].filter(
            (element) => element.getAttribute('data-testid') === 'closing-dialog',
          );
          for (const dialog of dialogs) {
            const id = dialog.getAttribute('data-order-id')!;
            shown[id] = (shown[id] ?? 0) + 1;
          }
        }
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
  await openInApp(page, `/pages/Detail/Detail?symbol=${symbol}`);
  await expect.poll(() => page.getByTestId('connection-state').getAttribute('data-state')).toBe('connected');
  return page;
}

/** Moves within the app (no reload): what a tap on a link does. */
async function openInApp(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, hashPath);
}

const closingShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { closingShown: Record<string, number> }).closingShown);

/** Money as the English page writes it: 1234 → "$12.34", signed when asked. */
function money(cents: number, signed = false): string {
  const text = `$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  if (cents < 0) return `-${text}`;
  return signed && cents > 0 ? `+${text}` : text;
}

/** "$1,234.56" → 123456. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

async function statusOf(orderId: number): Promise<string> {
  const { rows } = await app.ctx.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
    orderId,
  ]);
  return rows[0]!.status;
}

/** Buys up 10.00 for 5 minutes on the open product page, as a trader taps it; the new order's id. */
async function buyFiveMinutes(page: Page, user: TestUser): Promise<number> {
  const before = await app.ctx.db.query<{ id: string }>('SELECT id FROM orders WHERE user_id = $1', [
    user.id,
  ]);
  await expect.poll(() => page.getByTestId('trade-bar').getAttribute('data-enabled')).toBe('true');
  await page.getByTestId('buy-up').click();
  await page.getByTestId('duration-300').click();
  await page.getByTestId('amount-input').fill('10');
  await page.getByTestId('trade-confirm').click();
  const known = new Set(before.rows.map((row) => Number(row.id)));
  let id = 0;
  await expect
    .poll(async () => {
      const { rows } = await app.ctx.db.query<{ id: string }>('SELECT id FROM orders WHERE user_id = $1', [
        user.id,
      ]);
      id = rows.map((row) => Number(row.id)).find((found) => !known.has(found)) ?? 0;
      return id;
    })
    .toBeGreaterThan(0);
  await page.getByTestId(`open-order-${id}`).waitFor();
  return id;
}

/** Waits for the card's live sell price; the price and the P/L shown with it, read together. */
async function salePriceOnCard(page: Page, id: number): Promise<{ price: string; pnl: string }> {
  // Grouped and with the decimal mark of the page's language: "$7.66", "$7,66".
  await expect
    .poll(() => page.getByTestId(`sale-price-${id}`).textContent())
    .toMatch(/^\$\d[\d.,\u00a0\u202f]*[.,]\d{2}$/);
  return page.evaluate((orderId) => {
    const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)!.textContent!;
    return { price: text(`sale-price-${orderId}`), pnl: text(`sale-pnl-${orderId}`) };
  }, id);
}

/**
 * Confirms the sale with the price the dialog shows at that instant (read and tapped in one step
 * of the page, so no new price comes between); the price read and the server's answer.
 */
async function confirmAtShownPrice(page: Page, id: number): Promise<{ shown: string; answer: Response }> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith(`/api/orders/${id}/sell`) && response.request().method() === 'POST',
  );
  await expect.poll(() => page.getByTestId('close-now-confirm').isEnabled()).toBe(true);
  const shown = await page.evaluate(() => {
    const price = document.querySelector('[data-testid="close-now-dialog-price"]')!.textContent!;
    document.querySelector<HTMLButtonElement>('[data-testid="close-now-confirm"]')!.click();
    return price;
  });
  return { shown, answer: await answer };
}

/**
 * Sells order `id` from its open dialog at the price shown, asking again while a tick lowered the
 * price meanwhile (PRICE_MOVED: the dialog stays, nothing sold); the sold order from the answer.
 */
async function sellAtShownPrice(page: Page, id: number): Promise<OrderView> {
  for (let attempt = 0; attempt < SALE_ATTEMPTS; attempt++) {
    const { shown, answer } = await confirmAtShownPrice(page, id);
    expect(JSON.parse(answer.request().postData()!)).toEqual({ minPrice: centsOf(shown) });
    const body = (await answer.json()) as { status: number; data: { order: OrderView } };
    if (body.status === 1) {
      expect(body.data.order.payout).toBeGreaterThanOrEqual(centsOf(shown));
      return body.data.order;
    }
    expect(body.status).toBe(-141);
    await page.getByTestId('close-now-dialog-moved').waitFor();
  }
  throw new Error(`order ${id} not sold in ${SALE_ATTEMPTS} tries`);
}

/**
 * The Socket.IO connection with the server's frames of the events named in `held` kept back
 * (everything else passes both ways), each handed to the page when `release`d.
 */
function socketHoldingBack() {
  const held = new Map<string, string[]>();
  const sockets: WebSocketRoute[] = [];
  const route = (page: WebSocketRoute) => {
    sockets.push(page);
    const server = page.connectToServer();
    page.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const event = typeof message === 'string' ? /^42\["([^"]+)"/.exec(message)?.[1] : undefined;
      const frames = event === undefined ? undefined : held.get(event);
      if (frames) frames.push(message as string);
      else page.send(message);
    });
  };
  const hold = (event: string) => held.set(event, held.get(event) ?? []);
  /** Hands the held frames of `event` to the page, late, and lets the next ones through. */
  const release = (event: string) => {
    for (const message of held.get(event) ?? []) sockets.at(-1)!.send(message);
    held.delete(event);
  };
  const heldFrames = (event: string) => held.get(event) ?? [];
  return { route, hold, release, heldFrames };
}

describe('closing an order early', () => {
  it('E5: sells from the card at the price shown, asks again when the price fell, and shows the result once when the answer comes first', async () => {
    const user = await fundedUser();
    // Placed while BTCUSDT had early close off: it keeps no terms and is never priced (E4).
    await setTerms('BTCUSDT', null);
    const withoutTerms = await placeOrder(user, 'BTCUSDT');
    await setTerms('BTCUSDT', TERMS);
    // The event of the sale is held back: the HTTP answer comes first.
    const socket = socketHoldingBack();
    socket.hold('orders:settled');
    const page = await productPage(user, 'BTCUSDT', { routeSocket: socket.route });
    await expect.poll(() => page.getByTestId('account-balance').textContent()).toBe('$990.00');

    const id = await buyFiveMinutes(page, user);
    await expect.poll(() => page.getByTestId('account-balance').textContent()).toBe('$980.00');
    // The card's sell price and its P/L against the 10.00 staked, signed.
    const card = await salePriceOnCard(page, id);
    expect(card.pnl).toBe(money(centsOf(card.price) - 1_000, true));
    // Priced in the same pass as the order with terms would have been: the other card offers nothing.
    await page.getByTestId(`open-order-${withoutTerms}`).waitFor();
    expect(await page.getByTestId(`close-now-${withoutTerms}`).count()).toBe(0);

    await page.getByTestId(`close-now-button-${id}`).tap();
    const dialog = page.getByRole('dialog', { name: 'Close this position now?' });
    await dialog.waitFor();
    // The focus starts on keeping the order: Enter sells nothing.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('close-now-keep');
    await expect
      .poll(() => page.getByTestId('close-now-dialog-price').textContent())
      .toMatch(/^\$[\d,]+\.\d{2}$/);

    // The price fell below the one accepted (a minimum no price reaches stands for it): nothing
    // is sold, the dialog shows the price now from the answer and asks again. The live prices wait
    // meanwhile, so the answer's is the newest the page knows.
    socket.hold('sale:prices');
    const sellUrl = `**/api/orders/${id}/sell`;
    await page.route(sellUrl, (route: Route) =>
      route.continue({ postData: JSON.stringify({ minPrice: 100_000_000 }) }),
    );
    const { answer: refused } = await confirmAtShownPrice(page, id);
    const moved = (await refused.json()) as {
      status: number;
      data: { code: string; quote: { price: number } };
    };
    expect(moved.status).toBe(-141);
    expect(moved.data.code).toBe('PRICE_MOVED');
    await page.getByTestId('close-now-dialog-moved').waitFor();
    const dialogPrice = page.getByTestId('close-now-dialog-price');
    await expect.poll(() => dialogPrice.textContent()).toBe(money(moved.data.quote.price));
    expect(await dialogPrice.getAttribute('data-moved')).toBe('true');
    expect(await page.getByTestId('close-now-confirm').textContent()).toBe(
      `Close for ${money(moved.data.quote.price)}`,
    );
    expect(await statusOf(id)).toBe('open');
    await page.unroute(sellUrl);
    socket.release('sale:prices');

    // Confirmed again: sold for no less than the price shown as it was tapped.
    const sold = await sellAtShownPrice(page, id);
    expect(sold).toMatchObject({ id, status: 'sold', profit: sold.payout! - 1_000 });
    await expect.poll(() => dialog.count()).toBe(0);
    const closing = page.getByTestId('closing-dialog');
    await closing.waitFor();
    expect(await closing.getAttribute('data-order-id')).toBe(String(id));
    expect(await closing.getAttribute('data-status')).toBe('sold');
    expect(await page.getByTestId('closing-verdict').textContent()).toBe(
      `Closed early: ${money(sold.profit!, true)}`,
    );
    await expect.poll(() => page.getByTestId(`open-order-${id}`).count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('account-balance').textContent())
      .toBe(money(98_000 + sold.payout!));
    expect(await statusOf(id)).toBe('sold');

    // The event of the sale, held back until now, arrives after the answer: nothing shows again.
    await expect
      .poll(() => socket.heldFrames('orders:settled').some((frame) => frame.includes(`"id":${id},`)))
      .toBe(true);
    await page.getByTestId('closing-ok').click();
    await expect.poll(() => closing.count()).toBe(0);
    socket.release('orders:settled');
    // A second order bought afterwards is the next thing on screen, with its own live price.
    const next = await buyFiveMinutes(page, user);
    await salePriceOnCard(page, next);
    expect(await closing.count()).toBe(0);
    expect(await closingShown(page)).toEqual({ [id]: 1 });
    await expect
      .poll(() => page.getByTestId('account-balance').textContent())
      .toBe(money(97_000 + sold.payout!));
  });

  it('E5: shows the result once when the event of the sale comes before the answer', async () => {
    const user = await fundedUser();
    await setTerms('BTCUSDT', TERMS);
    const page = await productPage(user, 'BTCUSDT');
    const id = await buyFiveMinutes(page, user);
    await salePriceOnCard(page, id);
    // No sale offered on a price that stopped with the connection; the watch is made again on
    // the next one, and the prices come back.
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId(`close-now-${id}`).count()).toBe(0);
    await page.context().setOffline(false);
    await salePriceOnCard(page, id);

    // The answer is held until the event's result is on screen.
    let resultShown: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => (resultShown = resolve));
    await page.route(`**/api/orders/${id}/sell`, async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { status: number };
      if (body.status === 1) await shown;
      await route.fulfill({ response });
    });
    await page.getByTestId(`close-now-button-${id}`).tap();
    await page.getByTestId('close-now-dialog').waitFor();
    const closing = page.getByTestId('closing-dialog');
    let sold: OrderView | null = null;
    const selling = sellAtShownPrice(page, id).then((order) => (sold = order));
    await expect.poll(() => closing.getAttribute('data-order-id')).toBe(String(id));
    await expect.poll(() => page.getByTestId(`open-order-${id}`).count()).toBe(0);
    resultShown();
    await selling;
    expect(await closing.getAttribute('data-status')).toBe('sold');
    expect(await page.getByTestId('closing-verdict').textContent()).toBe(
      `Closed early: ${money(sold!.profit!, true)}`,
    );
    await expect
      .poll(() => page.getByTestId('account-balance').textContent())
      .toBe(money(99_000 + sold!.payout!));
    await page.getByTestId('closing-ok').click();
    await expect.poll(() => closing.count()).toBe(0);
    expect(await page.getByTestId('close-now-dialog').count()).toBe(0);

    // The answer came after the event: the next result on screen is the next order's.
    const next = await buyFiveMinutes(page, user);
    await salePriceOnCard(page, next);
    expect(await closing.count()).toBe(0);
    expect(await closingShown(page)).toEqual({ [id]: 1 });
  });
});

describe('early close on a small phone', () => {
  it('fits the card and the confirmation at 360 px in every language', async () => {
    const user = await fundedUser();
    await setTerms('BTCUSDT', TERMS);
    const id = await placeOrder(user, 'BTCUSDT');
    const page = await productPage(user, 'BTCUSDT', { width: 360 });
    const problems: string[] = [];
    for (const language of ['vi', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'id', 'fr', 'de']) {
      // Through the app's own switch, on home; then back to the product, as a person goes.
      await openInApp(page, '/pages/index/index');
      await page.getByTestId('language-switch').selectOption(language);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      await openInApp(page, '/pages/Detail/Detail?symbol=BTCUSDT');
      await salePriceOnCard(page, id);
      await page.getByTestId(`close-now-${id}`).scrollIntoViewIfNeeded();
      await stillFrames(page);
      problems.push(...(await layoutProblems(page)).map((problem) => `${language} card: ${problem}`));
      await page.getByTestId(`close-now-button-${id}`).tap();
      await page.getByTestId('close-now-dialog').waitFor();
      await stillFrames(page);
      problems.push(...(await layoutProblems(page)).map((problem) => `${language} confirmation: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`keeps the card, the confirmation and a sale not possible now readable and 44 px in the ${theme} theme at 360 px`, async () => {
      const user = await fundedUser();
      await setTerms('BTCUSDT', TERMS);
      // ETHUSDT's orders are not sold in their first four minutes.
      await setTerms('ETHUSDT', { ...TERMS, openSec: 240 });
      const sellable = await placeOrder(user, 'BTCUSDT');
      const tooSoon = await placeOrder(user, 'ETHUSDT');
      const problems: string[] = [];
      const check = async (page: Page, step: string) => {
        await stillFrames(page);
        const violations = await axeViolations(page, { impacts: ['serious', 'critical'] });
        problems.push(...violations.map((v) => `${step}: ${v.rule} ${v.nodes.join(' | ')}`));
        problems.push(...(await smallTargets(page)).small.map((small) => `${step}: small ${small.element}`));
        problems.push(...(await layoutProblems(page)).map((problem) => `${step}: ${problem}`));
      };

      const page = await productPage(user, 'BTCUSDT', { theme, width: 360 });
      await salePriceOnCard(page, sellable);
      await page.getByTestId(`close-now-${sellable}`).scrollIntoViewIfNeeded();
      await check(page, 'card with a sell price');
      await page.getByTestId(`close-now-button-${sellable}`).tap();
      await page.getByTestId('close-now-dialog').waitFor();
      await expect
        .poll(() => page.getByTestId('close-now-dialog-price').textContent())
        .toMatch(/^\$[\d,]+\.\d{2}$/);
      await check(page, 'confirmation');
      // Escape keeps the order, and the focus goes back to "Close now".
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('close-now-dialog').count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe(`close-now-button-${sellable}`);

      await openInApp(page, '/pages/Detail/Detail?symbol=ETHUSDT');
      const reason = page.getByTestId(`close-now-reason-${tooSoon}`);
      await expect.poll(() => reason.textContent()).toBe('Not available near the start or end');
      expect(await page.getByTestId(`close-now-button-${tooSoon}`).isDisabled()).toBe(true);
      expect(await page.getByTestId(`sale-price-${tooSoon}`).textContent()).toBe('--');
      await reason.scrollIntoViewIfNeeded();
      await check(page, 'card without a sale now');
      expect(problems).toEqual([]);
    });
  }
});
