// The savings balance in a phone-sized Chromium against the built client and a real server: move
// money in and see it pending with its confirmation day; ops run the day roll for the days since
// (the lot's days moved back, as if it had been moved in two days ago) and the tab shows it
// confirmed, then its first earnings, live; move everything out and the available balance rises.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fund, makeAdmin, makeUser, type TestAdmin, type TestUser } from '../../server/src/test/factories';
import { zoneWhereItIsNow } from '../../server/src/test/platformZone';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, loggedInPhone } from './browser';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
/** How long a live change may take to reach the screen on a busy machine. */
const LIVE_TIMEOUT_MS = 15_000;

let app: TestApp;
let browser: Browser;
let ops: TestAdmin;

beforeAll(async () => {
  app = await startTestApp({
    ROLES: ['api', 'realtime'],
    CLIENT_DIST: path.resolve(CLIENT_DIST),
    // Mid-afternoon there: today's roll is due (from 08:00) and today lasts the whole test.
    PLATFORM_TZ: zoneWhereItIsNow(14),
  });
  ops = await makeAdmin(app, 'ops');
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

const loggedInPage = (user: TestUser) => loggedInPhone(browser, app.baseUrl, user);

async function open(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
}

/** The platform's calendar day `offset` days from today, as the server counts days. */
async function platformDay(offset: number): Promise<string> {
  const { rows } = await app.ctx.db.query<{ day: string }>(
    `SELECT to_char((now() AT TIME ZONE $1)::date + $2::int, 'YYYY-MM-DD') AS day`,
    [app.ctx.config.PLATFORM_TZ, offset],
  );
  return rows[0]!.day;
}

/** Moves `amount` in or out on the transfer page, through its confirm step, back to the tab. */
async function transfer(page: Page, direction: 'in' | 'out', amount: string | 'all') {
  await page.getByTestId(direction === 'in' ? 'savings-move-in' : 'savings-move-out').click();
  await expect.poll(() => page.getByTestId('transfer-page').getAttribute('data-direction')).toBe(direction);
  if (amount === 'all') await page.getByTestId('transfer-all').click();
  else await page.getByTestId('transfer-amount').fill(amount);
  await page.getByTestId('transfer-submit').click();
  await page.getByTestId('confirm-ok').click();
  await page.waitForURL(/#\/pages\/money\/money/);
}

describe('the savings balance in the browser', () => {
  it('moves 1,000 in, is confirmed and earns after the roll, and moves it all out', async () => {
    const user = await makeUser(app);
    await fund(app, ops, user.id, 200_000);
    const page = await loggedInPage(user);

    await page.getByTestId('tab-money').click();
    await expect.poll(() => page.getByTestId('savings-total').textContent()).toBe('$0.00');
    await transfer(page, 'in', '1000');

    // Pending, with the day it will be confirmed: the one the server gave the lot.
    const lot = page.getByTestId('savings-lot');
    const { rows } = await app.ctx.db.query<{ id: string; confirm_day: string }>(
      "SELECT id, to_char(confirm_day, 'YYYY-MM-DD') AS confirm_day FROM savings_lots WHERE user_id = $1",
      [user.id],
    );
    await expect.poll(() => lot.getAttribute('data-confirm-day')).toBe(rows[0]!.confirm_day);
    expect(await page.getByTestId('savings-pending').textContent()).toBe('$1,000.00');
    expect(await page.getByTestId('savings-transferable').textContent()).toBe('$0.00');

    // As if moved in two days ago: due yesterday, and the roll last ran the day before.
    await app.ctx.db.query(
      'UPDATE savings_lots SET trade_day = $2::date - 1, confirm_day = $2 WHERE id = $1',
      [rows[0]!.id, await platformDay(-1)],
    );
    await app.ctx.db.query('INSERT INTO savings_rolls (day) VALUES ($1)', [await platformDay(-2)]);
    const roll = await app.call('POST', '/admin/savings/roll', {
      body: { day: await platformDay(0) },
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(roll.status, roll.text).toBe(1);

    // Yesterday's roll confirmed the lot; today's paid a day's earnings on it: 0.01 % of 1,000.00.
    await expect
      .poll(() => page.getByTestId('savings-confirmed').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('$1,000.10');
    expect(await page.getByTestId('savings-yesterday-earnings').textContent()).toBe('$0.10');
    expect(await page.getByTestId('savings-pending').textContent()).toBe('$0.00');
    expect(await page.getByTestId('savings-lot').count()).toBe(0);

    await transfer(page, 'out', 'all');
    await expect.poll(() => page.getByTestId('savings-total').textContent()).toBe('$0.00');
    await open(page, '/pages/user/user');
    await expect
      .poll(() => page.getByTestId('available-balance').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('$2,000.10');
  });
});
