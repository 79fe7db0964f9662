// The cashier in a phone-sized Chromium against the built client and a real server: a deposit
// confirmed by ops shows in the balance and the inbox at once; a channel reads in the trader's
// language; a bank deposit in dong shows what to transfer at the rate and the reference to copy;
// a withdrawal to a freshly bound card, rejected by ops, comes back with its reason; a withdrawal
// is one fund record of money out with its state, opening to its ledger rows, and reads paid once
// ops pay it; a verification approved by ops turns on the Verified badge. Ops act through their
// API, as the console will.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response, Route } from 'playwright-core';
import { LANGUAGES, type AdminDepositChannelView, type Language } from '@tempo/shared';
import {
  fund,
  loginAs,
  makeAdmin,
  makeBankChannel,
  makeUser,
  makeWithdrawal,
  type TestAdmin,
  type TestUser,
} from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, loggedInPhone } from './browser';
import { layoutProblems } from './layoutProblems';
import { MIN_TARGET_PX, smallTargets } from './touchTargets';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
/** How long a live change may take to reach the screen on a busy machine. */
const LIVE_TIMEOUT_MS = 15_000;

let app: TestApp;
let browser: Browser;
let ops: TestAdmin;
let channel: AdminDepositChannelView;

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'], CLIENT_DIST: path.resolve(CLIENT_DIST) });
  ops = await makeAdmin(app, 'ops');
  channel = await makeBankChannel(app, ops);
  browser = await launchBrowser();
});
// Each test closes its own context; this closes what a failed one left open.
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
afterAll(async () => {
  await browser?.close();
  if (app) {
    // Clean up even when the books do not reconcile, then fail.
    const mismatches = await app.ledgerMismatches();
    await app.close();
    expect(mismatches).toEqual([]);
  }
});

/** Pages whose socket the server has accepted (its CONNECT packet arrived). */
const socketConnected = new WeakSet<Page>();

/** A phone-sized page in `language` (English unless told), logged in as `user`, on the personal center. */
const loggedInPage = (user: TestUser, language: Language = 'en') =>
  loggedInPhone(browser, app.baseUrl, user, {
    language,
    beforeLogin: (page) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).startsWith('40{')) socketConnected.add(page);
        }),
      ),
  });

/** Opens a route of the app in the same page (a hash change, as a link does). */
async function open(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
}

/** An ops call, as the console makes it. */
async function asOps(method: 'POST' | 'GET', route: string, body?: unknown) {
  const result = await app.call(method, route, {
    body,
    headers: { authorization: `Bearer ${ops.token}` },
  });
  expect(result.status, result.text).toBe(1);
  return result;
}

/** Intl writes a no-break space between a figure and its currency: read as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

async function latestId(table: 'deposits' | 'withdrawals' | 'verifications', userId: number) {
  const { rows } = await app.ctx.db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return Number(rows[0]!.id);
}

/** An ID-card-like JPEG, as a phone camera would give. */
async function idPhoto(background: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

describe('the cashier in the browser', () => {
  it('requests a deposit; ops confirm it; the balance and the inbox update live', async () => {
    const user = await makeUser(app);
    const page = await loggedInPage(user);
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('$0.00');

    await page.getByTestId('menu-deposit').click();
    await page.getByTestId(`deposit-channel-${channel.id}`).click();
    await page.getByTestId('deposit-amount-input').fill('150');
    await page.getByTestId('deposit-submit').click();

    // The request is under review, with the platform's bank details to pay to.
    const instructions = page.getByTestId('deposit-instructions');
    await expect.poll(() => instructions.getAttribute('data-kind')).toBe('bank');
    expect(await page.getByTestId('deposit-account-number').textContent()).toContain('123456789');
    expect(await page.getByTestId('deposit-status').getAttribute('data-status')).toBe('pending');
    const depositId = await latestId('deposits', user.id);

    // Back on the personal center, ops confirm: the money and the message arrive without a reload.
    await open(page, '/pages/user/user');
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('$0.00');
    expect(await page.getByTestId('user-unread').count()).toBe(0);
    await asOps('POST', `/admin/deposits/${depositId}/confirm`);
    await expect
      .poll(() => page.getByTestId('available-balance').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('$150.00');
    await expect
      .poll(() => page.getByTestId('user-unread').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('1');

    // The deposit list says Successful; the message reads as such and, once opened, is read.
    await open(page, '/pages/withdraw-list/withdraw-open');
    const row = page.locator(`[data-testid="deposit-row"][data-id="${depositId}"]`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('confirmed');
    expect(await row.getByTestId('deposit-row-status').textContent()).toBe('Successful');

    await open(page, '/pages/message/message');
    const message = page.locator('[data-testid="inbox-row"][data-kind="deposit_confirmed"]');
    await expect.poll(() => message.getAttribute('data-read')).toBe('false');
    expect(await message.getByTestId('inbox-row-title').textContent()).toMatch(/deposit/i);
    await message.getByTestId('inbox-row-toggle').click();
    expect(await message.getByTestId('inbox-row-body').textContent()).toContain('150.00');
    await expect.poll(() => message.getAttribute('data-read')).toBe('true');
    await expect.poll(() => page.getByTestId('messages-page').getAttribute('data-unread')).toBe('0');
  });

  it('keeps the balance and unread count an event brought when older answers arrive after it', async () => {
    const user = await makeUser(app);
    const requested = await app.call<{ id: number }>('POST', '/deposits', {
      token: await loginAs(app, user),
      headers: { 'idempotency-key': randomUUID() },
      body: { channelId: channel.id, amount: 4_200 },
    });
    expect(requested.http, requested.text).toBe(201);
    const page = await loggedInPage(user);
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('$0.00');
    // Connected: the confirmation's events will reach the page (before, the connection's own
    // fetches would bring the figures).
    await expect.poll(() => socketConnected.has(page)).toBe(true);

    // From here the server's answers for the profile and the count are held: read now, given later.
    const heldUrls = /\/api\/(user\/profile|inbox\/unread)$/;
    const held: Array<() => Promise<void>> = [];
    await page.route(heldUrls, async (route: Route) => {
      const answer = await route.fetch();
      held.push(() => route.fulfill({ response: answer }));
    });
    await open(page, '/pages/withdraw-list/withdraw-open');
    await open(page, '/pages/user/user');
    await expect.poll(() => held.length).toBeGreaterThanOrEqual(2);
    // A second sign-in may have filed a notice of its own: count from what is there.
    const { rows } = await app.ctx.db.query<{ unread: number }>(
      'SELECT count(*)::int AS unread FROM inbox_messages WHERE user_id = $1 AND read_at IS NULL',
      [user.id],
    );
    const withDeposit = String(rows[0]!.unread + 1);

    await asOps('POST', `/admin/deposits/${requested.data.id}/confirm`);
    await expect
      .poll(() => page.getByTestId('available-balance').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('$42.00');
    await expect
      .poll(() => page.getByTestId('user-unread').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe(withDeposit);

    // The older answers arrive after the events: the screen keeps the newer figures.
    const isHeld = (response: Response) => heldUrls.test(new URL(response.url()).pathname);
    for (const release of held.splice(0)) {
      const delivered = page.waitForResponse(isHeld);
      await release();
      await delivered;
    }
    await page.unroute(heldUrls);
    // Two turns of the page's event loop let the answers' handlers run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve))));
    expect(await page.getByTestId('available-balance').textContent()).toBe('$42.00');
    expect(await page.getByTestId('user-unread').textContent()).toBe(withDeposit);
  });

  it('names the channels in the trader’s language (D12): Thai where written, English where not', async () => {
    const thai = await makeBankChannel(app, ops, {
      names: {
        vi: 'Chuyển khoản Kasikornbank',
        en: 'Kasikornbank transfer',
        th: 'โอนผ่านธนาคารกสิกรไทย',
      },
      sortOrder: 0,
    });
    const untranslated = await makeBankChannel(app, ops, {
      names: { vi: 'Chuyển khoản Bangkok Bank', en: 'Bangkok Bank transfer' },
      sortOrder: 0,
    });
    const page = await loggedInPage(await makeUser(app), 'th');
    await open(page, '/pages/recharge/index');
    const card = (id: number) =>
      page.getByTestId(`deposit-channel-${id}`).getByTestId('deposit-channel-label');
    await expect.poll(() => card(thai.id).textContent()).toBe('โอนผ่านธนาคารกสิกรไทย');
    expect(await card(untranslated.id).textContent()).toBe('Bangkok Bank transfer');

    // The request made keeps its channel's name, read in Thai too.
    await page.getByTestId(`deposit-channel-${thai.id}`).click();
    await page.getByTestId('deposit-amount-input').fill('20');
    await page.getByTestId('deposit-submit').click();
    await expect
      .poll(() => page.getByTestId('deposit-channel-name').textContent())
      .toBe('โอนผ่านธนาคารกสิกรไทย');
  });

  it('shows a bank deposit in dong at the rate before and after the request, with the reference to copy (D14, D15)', async () => {
    const dong = await makeBankChannel(app, ops, {
      names: { vi: 'Chuyển khoản Vietcombank', en: 'Vietcombank transfer' },
      conversion: { currency: 'VND', rate: '25450.5' },
      sortOrder: 0,
    });
    const user = await makeUser(app);
    const page = await loggedInPage(user, 'vi');
    // The narrowest phone we serve: nothing may spill past its edge.
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/pages/recharge/index');
    await page.getByTestId(`deposit-channel-${dong.id}`).click();

    // Before: the rate alone, then what the amount typed comes to, as Vietnamese writes numbers.
    await expect
      .poll(async () => plain(await page.getByTestId('deposit-conversion-rate').textContent()))
      .toBe('Thanh toán bằng Đồng Việt Nam theo tỷ giá 1 USD = 25.450,5 VND');
    await page.getByTestId('deposit-amount-input').fill('150');
    await expect
      .poll(async () => plain(await page.getByTestId('deposit-conversion-preview').textContent()))
      .toBe('Bạn chuyển 3.817.575 ₫ theo tỷ giá 1 USD = 25.450,5 VND');
    await page.getByTestId('deposit-submit').click();

    // After: the frozen amount and rate, the amount and the reference each with a copy button.
    await expect
      .poll(async () => plain(await page.getByTestId('deposit-conversion').textContent()))
      .toBe('Bạn chuyển 3.817.575 ₫ theo tỷ giá 1 USD = 25.450,5 VND');
    const { rows } = await app.ctx.db.query<{ reference: string }>(
      'SELECT reference FROM deposits WHERE user_id = $1',
      [user.id],
    );
    const reference = rows[0]!.reference;
    expect(reference).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    expect(await page.getByTestId('deposit-reference').textContent()).toBe(reference);
    expect(plain(await page.getByTestId('deposit-transfer-amount').textContent())).toBe('3.817.575 ₫');

    await page.getByTestId('deposit-copy-reference').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await page.getByTestId('deposit-copy-transfer-amount').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('3817575');

    for (const name of ['reference', 'transfer-amount']) {
      const box = (await page.getByTestId(`deposit-copy-${name}`).boundingBox())!;
      expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    }
    expect((await smallTargets(page)).small).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('lays out the amount at the rate and the reference in each of the ten languages at 360 px (D14, D15)', async () => {
    const baht = await makeBankChannel(app, ops, {
      names: { vi: 'Chuyển khoản Bangkok Bank', en: 'Bangkok Bank transfer', th: 'โอนผ่านธนาคารกรุงเทพ' },
      conversion: { currency: 'THB', rate: '36.125' },
      sortOrder: 0,
    });
    const page = await loggedInPage(await makeUser(app));
    await page.setViewportSize({ width: 360, height: 740 });
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tempo:state')!).token as string);
    const requested = await app.call<{ id: number }>('POST', '/deposits', {
      token,
      body: { channelId: baht.id, amount: 123_456 },
      headers: { 'idempotency-key': `every-language-${baht.id}` },
    });
    expect(requested.status, requested.text).toBe(1);

    const problems: Record<string, unknown> = {};
    for (const language of LANGUAGES) {
      // Through the app's own switch, on home: the screens follow without a reload.
      await open(page, '/pages/index/index');
      await page.getByTestId('language-switch').selectOption(language);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      // Before the request: the amount typed at the rate.
      await open(page, '/pages/recharge/index');
      await page.getByTestId(`deposit-channel-${baht.id}`).click();
      await page.getByTestId('deposit-amount-input').fill('1234.56');
      await page.getByTestId('deposit-conversion-preview').waitFor();
      const form = [
        ...(await layoutProblems(page)),
        ...(await smallTargets(page)).small.map((target) => JSON.stringify(target)),
      ];
      // After: the frozen amount, the note and the reference, each with its copy button.
      await open(page, `/pages/recharge/index?id=${requested.data.id}`);
      await page.getByTestId('deposit-reference').waitFor();
      expect(await page.getByTestId('deposit-conversion').getAttribute('data-amount'), language).toBe(
        '4459848',
      );
      const detail = [
        ...(await layoutProblems(page)),
        ...(await smallTargets(page)).small.map((target) => JSON.stringify(target)),
      ];
      if (form.length || detail.length) problems[language] = { form, detail };
    }
    expect(problems).toEqual({});
  });

  it('binds a card, withdraws; ops reject it; the refund and the reason show live', async () => {
    const user = await makeUser(app);
    await fund(app, ops, user.id, 100_000);
    await app.ctx.db.query('UPDATE users SET verified = true WHERE id = $1', [user.id]);
    const page = await loggedInPage(user);
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('$1,000.00');

    await page.getByTestId('menu-withdrawalAccount').click();
    await page.getByTestId('account-kind-bank').click();
    await page.getByTestId('account-bankName').fill('Vietcombank');
    await page.getByTestId('account-branchName').fill('Hoan Kiem');
    await page.getByTestId('account-branchNumber').fill('0011');
    await page.getByTestId('account-accountNumber').fill('0451 0003 8291 77');
    await page.getByTestId('account-holderName').fill('NGUYEN VAN AN');
    await page.getByTestId('account-nationality').selectOption('VN');
    await page.getByTestId('account-openingAddress').fill('198 Tran Quang Khai, Ha Noi');
    await page.getByTestId('account-save').click();
    await page.getByTestId('confirm-ok').click();
    // Bound once, shown masked: the full number never comes back.
    const card = page.getByTestId('withdrawal-account-card');
    await expect.poll(() => card.textContent()).toContain('Vietcombank');
    expect(await card.textContent()).not.toContain('04510003829177');

    await open(page, '/pages/withdraw-money/withdraw-money');
    await page.getByTestId('withdraw-amount').fill('200');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-password').fill(user.transactionPassword);
    await page.getByTestId('withdraw-confirm').click();

    await page.waitForURL(/#\/pages\/withdraw-list\/withdraw-list/);
    const withdrawalId = await latestId('withdrawals', user.id);
    const row = page.locator(`[data-testid="withdrawal-row"][data-withdrawal-id="${withdrawalId}"]`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('under_review');

    const reason = 'The account holder name does not match your verified name';
    await asOps('POST', `/admin/withdrawals/${withdrawalId}/reject`, { reason });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: LIVE_TIMEOUT_MS }).toBe('failed');
    expect(await row.getByTestId('withdrawal-status').textContent()).toBe('Failed');
    expect(await row.getByTestId('withdrawal-reason').textContent()).toContain(reason);

    // The frozen 200.00 is back in the available balance…
    await open(page, '/pages/user/user');
    await expect
      .poll(() => page.getByTestId('available-balance').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('$1,000.00');
    // …and the fund records tell the story in one record: refunded, its four rows come to nothing.
    await open(page, '/pages/money-record/money-record?kind=withdrawal');
    const records = page.getByTestId('fund-record');
    await expect.poll(() => records.count()).toBe(1);
    expect(await records.getAttribute('data-state')).toBe('refunded');
    expect(await records.getByTestId('fund-record-state').textContent()).toBe('Refunded');
    await records.getByTestId('fund-record-toggle').click();
    await expect.poll(() => records.getByTestId('fund-record-entry').count()).toBe(4);
  });

  it('shows a withdrawal as one row of money out with its state, opening to its ledger rows', async () => {
    const { user, withdrawal } = await makeWithdrawal(app, ops, { funds: 50_000, amount: 2_000 });
    const page = await loggedInPage(user);
    await open(page, '/pages/money-record/money-record');

    // Two records, not four rows: the withdrawal on top, then the funds ops put in.
    const records = page.getByTestId('fund-record');
    await expect.poll(() => records.count()).toBe(2);
    const row = page.locator(
      `[data-testid="fund-record"][data-source-type="withdrawal"][data-source-id="${withdrawal.id}"]`,
    );
    expect(await row.getAttribute('data-kind')).toBe('withdrawal');
    expect(await row.getByTestId('fund-record-kind').textContent()).toBe('Withdrawal');
    expect(await row.getByTestId('fund-record-state').textContent()).toBe('Under Review');
    // Money out, with a true minus sign and in red: never a green "+$20.00 Frozen".
    const amount = row.getByTestId('fund-record-amount');
    expect(await amount.textContent()).toBe('\u2212$20.00');
    expect(await amount.getAttribute('data-direction')).toBe('debit');
    const [red, down] = await amount.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(document.documentElement).getPropertyValue('--down').trim(),
    ]);
    expect(red).toBe(
      await page.evaluate((colour) => {
        const probe = document.createElement('span');
        probe.style.color = colour;
        document.body.append(probe);
        const computed = getComputedStyle(probe).color;
        probe.remove();
        return computed;
      }, down),
    );
    expect(await page.getByTestId('fund-records').textContent()).not.toContain('+$20.00');

    // The row is a disclosure a thumb can hit; it opens to the withdrawal's ledger rows.
    const toggle = row.getByTestId('fund-record-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const entries = detail.getByTestId('fund-record-entry');
    await expect.poll(() => entries.count()).toBe(2);
    expect(
      await entries.evaluateAll((items) =>
        items.map((item) => [
          item.getAttribute('data-bucket'),
          item.querySelector('[data-testid="fund-record-entry-amount"]')!.textContent,
        ]),
      ),
    ).toEqual([
      ['available', '\u2212$20.00'],
      ['frozen', '+$20.00'],
    ]);
    expect(await detail.getByTestId('fund-record-source').getAttribute('href')).toContain('withdraw-list');

    // Ops pay it: the same row says so without a reload, and opens to its third row.
    await asOps('POST', `/admin/withdrawals/${withdrawal.id}/approve`);
    await expect.poll(() => row.getAttribute('data-state'), { timeout: LIVE_TIMEOUT_MS }).toBe('paid');
    expect(await row.getByTestId('fund-record-state').textContent()).toBe('Paid Out');
    expect(await amount.textContent()).toBe('\u2212$20.00');
    expect(await records.count()).toBe(2);
    await expect.poll(() => row.getByTestId('fund-record-entry').count()).toBe(3);
  });

  it('submits a verification with both photos; ops approve it; the Verified badge shows live', async () => {
    const user = await makeUser(app);
    const page = await loggedInPage(user);
    expect(await page.getByTestId('verified-badge').count()).toBe(0);

    await page.getByTestId('menu-verify').click();
    await expect.poll(() => page.getByTestId('verify-status').getAttribute('data-status')).toBe('none');
    await page.getByTestId('verify-nationality').selectOption('VN');
    await page.getByTestId('verify-name').fill('Nguyễn Văn An');
    await page.getByTestId('verify-id-number').fill('001203004567');
    // Without the back photo the form says what is missing under it and sends nothing.
    await page.getByTestId('verify-front-input').setInputFiles({
      name: 'front.jpg',
      mimeType: 'image/jpeg',
      buffer: await idPhoto('#d8e2f0'),
    });
    await page.getByTestId('verify-submit').click();
    await expect.poll(() => page.getByTestId('verify-back-error').textContent()).toMatch(/back/i);
    await page.getByTestId('verify-back-input').setInputFiles({
      name: 'back.jpg',
      mimeType: 'image/jpeg',
      buffer: await idPhoto('#e8d8c8'),
    });
    // Each chosen photo shows: its preview (an object URL the page's policy must allow) has loaded.
    for (const side of ['front', 'back']) {
      await expect
        .poll(() =>
          page.getByTestId(`verify-${side}-preview`).evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    await page.getByTestId('verify-submit').click();
    await expect
      .poll(() => page.getByTestId('verify-status').getAttribute('data-status'), { timeout: LIVE_TIMEOUT_MS })
      .toBe('pending');
    expect(await page.getByTestId('verify-detail-idNumber').textContent()).not.toContain('001203004567');

    // On the personal center, ops approve: the badge appears without a reload.
    await open(page, '/pages/user/user');
    await expect.poll(() => page.getByTestId('user-account').textContent()).toBe(user.account);
    await asOps('POST', `/admin/verifications/${await latestId('verifications', user.id)}/approve`);
    await expect.poll(() => page.getByTestId('verified-badge').count(), { timeout: LIVE_TIMEOUT_MS }).toBe(1);
    await open(page, '/pages/verify/verify');
    await expect.poll(() => page.getByTestId('verify-status').getAttribute('data-status')).toBe('approved');
  });
});
