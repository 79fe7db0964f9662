// The ops console in a desktop-sized Chromium against the built client and a real server: an ops
// user approves a withdrawal while the trader's phone and a second ops console see it change live;
// support sees the queue but no decision, and the server refuses the decision forged by hand; a
// verification is reviewed with both photos side by side and zoomed. Each decision is in the audit
// log with who, what and why.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
import { addTestProducts } from '../../server/src/test/testProducts';
import { TickPublisher } from '../../server/src/test/tickPublisher';
import { loggedInPhone } from './browser';
import { LIVE_TIMEOUT_MS, auditLog, consoleSuite, openConsole } from './opsConsole';

const EXPOSURE_SYMBOL = 'EXPOUSD';
const suite = consoleSuite({ prepare: (db) => addTestProducts(db, [EXPOSURE_SYMBOL]) });
let ops: TestAdmin;

beforeAll(async () => {
  ops = await makeAdmin(suite.app, 'ops');
});

/** The console, logged in as `admin`. */
const consolePage = (admin: TestAdmin) => openConsole(suite.browser, suite.app.baseUrl, admin);

/** The trader's phone, in English, on their withdrawal records. */
async function traderWithdrawals(user: TestUser): Promise<Page> {
  const page = await loggedInPhone(suite.browser, suite.app.baseUrl, user);
  await page.evaluate(() => {
    window.location.hash = '/pages/withdraw-list/withdraw-list';
  });
  return page;
}

/** A verified trader with a withdrawal of `amount` cents under review. */
async function traderWithWithdrawal(amount: number): Promise<{ user: TestUser; withdrawalId: number }> {
  const { user, withdrawal } = await makeWithdrawal(suite.app, ops, { funds: 100_000, amount });
  return { user, withdrawalId: withdrawal.id };
}

const auditOf = (action: string, targetId: number) => auditLog(suite.app, ops, { action, targetId });

describe('the ops console', () => {
  it('approves a withdrawal while the trader and another ops console see it change live', async () => {
    const { user, withdrawalId } = await traderWithWithdrawal(20_000);
    const trader = await traderWithdrawals(user);
    const traderRow = trader.locator(`[data-testid="withdrawal-row"][data-withdrawal-id="${withdrawalId}"]`);
    await expect.poll(() => traderRow.getAttribute('data-status')).toBe('under_review');

    // A second ops user has the same withdrawal open.
    const colleague = await consolePage(await makeAdmin(suite.app, 'ops'));
    await colleague.getByTestId(`ops-row-${withdrawalId}`).click();
    const colleaguePane = colleague.getByTestId('ops-withdrawal-review');
    await expect.poll(() => colleaguePane.getByTestId('ops-status-pill').textContent()).toBe('Under review');

    const console = await consolePage(ops);
    // The waiting counts arrive after the console's first screen.
    await expect
      .poll(() => console.getByTestId('ops-nav-withdrawals').textContent())
      .toMatch(/Withdrawals\d+/);
    await console.getByTestId(`ops-row-${withdrawalId}`).click();
    const pane = console.getByTestId('ops-withdrawal-review');
    // The account is shown in full to ops, with the approvals this amount needs.
    await expect.poll(() => pane.textContent()).toContain('012345678901');
    expect(await pane.getByTestId('ops-approvals').textContent()).toContain('0 of 1');
    await pane.getByTestId('ops-approve').click();
    await expect.poll(() => pane.getByTestId('ops-status-pill').textContent()).toBe('Paid');
    // This console made the change: it says nothing about another ops user.
    expect(await pane.getByTestId('ops-changed-elsewhere').count()).toBe(0);

    // The trader's phone and the colleague's console follow without a reload.
    await expect
      .poll(() => traderRow.getAttribute('data-status'), { timeout: LIVE_TIMEOUT_MS })
      .toBe('successful');
    await expect
      .poll(() => colleaguePane.getByTestId('ops-status-pill').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('Paid');
    expect(await colleaguePane.getByTestId('ops-changed-elsewhere').isVisible()).toBe(true);
    expect(await colleaguePane.getByTestId('ops-approve').count()).toBe(0);

    // Who approved what is in the audit log, and the console shows it there.
    const [entry] = await auditOf('withdrawal.approve', withdrawalId);
    expect(entry).toMatchObject({ adminUsername: ops.username, targetType: 'withdrawal' });
    await console.getByTestId('ops-nav-audit').click();
    await console.getByTestId('ops-audit-action').fill('withdrawal.');
    await console.getByTestId('ops-audit-targetId').fill(String(withdrawalId));
    await console.getByTestId('ops-audit-apply').click();
    const rows = console.getByTestId('ops-audit-log-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(ops.username);
    expect(await rows.first().textContent()).toContain('withdrawal.approve');
  });

  it('shows support the queue without a decision, and the server refuses the decision forged', async () => {
    const { withdrawalId } = await traderWithWithdrawal(15_000);
    const support = await consolePage(await makeAdmin(suite.app, 'support'));
    // Support reads the cashier queues; ID documents and the audit log are not theirs.
    expect(await support.getByTestId('ops-nav-withdrawals').count()).toBe(1);
    expect(await support.getByTestId('ops-nav-verifications').count()).toBe(0);
    expect(await support.getByTestId('ops-nav-audit').count()).toBe(0);

    await support.getByTestId(`ops-row-${withdrawalId}`).click();
    const pane = support.getByTestId('ops-withdrawal-review');
    await expect.poll(() => pane.getByTestId('ops-read-only').isVisible()).toBe(true);
    expect(await pane.getByTestId('ops-approve').count()).toBe(0);
    expect(await pane.getByTestId('ops-reject').count()).toBe(0);

    // The same call made by hand with support's session cookie is refused, and changes nothing.
    const forged = await support.evaluate(async (id) => {
      const response = await fetch(`/api/admin/withdrawals/${id}/approve`, { method: 'POST' });
      return { http: response.status, body: (await response.json()) as { data: { code: string } } };
    }, withdrawalId);
    expect(forged.http).toBe(403);
    expect(forged.body.data.code).toBe('FORBIDDEN');
    const { rows } = await suite.app.ctx.db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1',
      [withdrawalId],
    );
    expect(rows[0]!.status).toBe('under_review');
    expect(await auditOf('withdrawal.', withdrawalId)).toEqual([]);
  });

  it('reviews a verification with both photos side by side, zoomed, and rejects it with a reason', async () => {
    const user = await makeUser(suite.app);
    const photo = async (background: string) =>
      new Blob([
        new Uint8Array(
          await sharp({ create: { width: 320, height: 200, channels: 3, background } })
            .jpeg()
            .toBuffer(),
        ),
      ]);
    const form = new FormData();
    form.append('name', 'Nguyễn Văn An');
    form.append('idNumber', '001203004567');
    form.append('nationality', 'VN');
    form.append('front', await photo('#c83030'), 'front.jpg');
    form.append('back', await photo('#3050c8'), 'back.jpg');
    const submitted = await fetch(`${suite.app.baseUrl}/api/verification`, {
      method: 'POST',
      headers: { token: await loginAs(suite.app, user) },
      body: form,
    });
    expect(submitted.status).toBe(201);
    const { rows } = await suite.app.ctx.db.query<{ id: string }>(
      'SELECT id FROM verifications WHERE user_id = $1',
      [user.id],
    );
    const verificationId = Number(rows[0]!.id);

    const console = await consolePage(ops);
    await console.getByTestId('ops-nav-verifications').click();
    await console.getByTestId(`ops-row-${verificationId}`).click();
    const pane = console.getByTestId('ops-verification-review');
    await expect.poll(() => pane.textContent()).toContain('001203004567');

    // Both photos have loaded, next to each other.
    const photos = pane.getByTestId('ops-photo');
    await expect
      .poll(() =>
        photos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)),
      )
      .toEqual([320, 320]);
    const [front, back] = [await photos.nth(0).boundingBox(), await photos.nth(1).boundingBox()];
    expect(Math.abs(front!.y - back!.y)).toBeLessThan(2);
    expect(back!.x).toBeGreaterThan(front!.x + front!.width - 1);

    // Opened, a photo zooms in steps.
    await photos.nth(0).click();
    const viewer = console.getByTestId('ops-photo-viewer');
    await expect.poll(() => viewer.isVisible()).toBe(true);
    const image = viewer.getByTestId('ops-viewer-image');
    const widthAt = async () => (await image.boundingBox())!.width;
    const whole = await widthAt();
    await viewer.getByTestId('ops-zoom-in').click();
    await viewer.getByTestId('ops-zoom-in').click();
    expect(await viewer.getByTestId('ops-zoom-level').textContent()).toBe('200%');
    await expect.poll(widthAt).toBeGreaterThan(whole * 1.9);
    await console.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);

    const reason = 'The back photo is not of the same document';
    await pane.getByTestId('ops-reject').click();
    await pane.getByTestId('ops-reject-reason').fill(reason);
    await pane.getByTestId('ops-reject-confirm').click();
    await expect.poll(() => pane.getByTestId('ops-status-pill').textContent()).toBe('Rejected');
    expect(await pane.textContent()).toContain(reason);

    const [entry] = await auditOf('verification.reject', verificationId);
    expect(entry).toMatchObject({
      adminUsername: ops.username,
      details: expect.objectContaining({ reason }),
    });
  });
});

describe('the health page', () => {
  it('charts the live figures of every process and the queues, and links the queue dashboard', async () => {
    const console = await consolePage(ops);
    await console.getByTestId('ops-nav-health').click();
    const processes = console.getByTestId('ops-health-process');
    await expect.poll(() => processes.count(), { timeout: LIVE_TIMEOUT_MS }).toBe(1);
    expect(await processes.first().textContent()).toContain('api, realtime');
    expect(await console.getByTestId('ops-health-queues').textContent()).toContain('settlement');
    // The charts fill as reports arrive every two seconds.
    const sockets = console.getByTestId('ops-health-sockets');
    await expect
      .poll(() => sockets.locator('polyline').getAttribute('points'), { timeout: LIVE_TIMEOUT_MS })
      .toMatch(/^\S+ \S+/);
    const dashboard = await console.evaluate(async () => {
      const link = document.querySelector<HTMLAnchorElement>('a[href="/api/admin/queues"]')!;
      const response = await fetch(link.href);
      return { status: response.status, type: response.headers.get('content-type') };
    });
    expect(dashboard).toEqual({ status: 200, type: expect.stringContaining('text/html') });
  });
});

describe('the products section', () => {
  it('adds a product, names it in Vietnamese, and both changes are audited', async () => {
    const console = await openConsole(suite.browser, suite.app.baseUrl, ops, '/products');
    await console.getByTestId('ops-new-product-open').click();
    const form = console.getByTestId('ops-new-product');
    await form.getByTestId('ops-new-product-symbol').fill('newusd');
    await form.getByTestId('ops-new-product-name').fill('New Dollar');
    await form.getByTestId('ops-new-product-startPrice').fill('12.5');
    await form.getByTestId('ops-new-product-save').click();

    const panel = console.getByTestId('ops-product-panel');
    await expect.poll(() => panel.locator('h2').textContent()).toBe('NEWUSD');
    await panel.locator('input[lang="vi"]').fill('Đô la mới');
    await panel.locator('.ops-names button[type="submit"]').click();
    await expect
      .poll(async () => {
        const { rows } = await suite.app.ctx.db.query<{ names: Record<string, string> }>(
          'SELECT names FROM products WHERE symbol = $1',
          ['NEWUSD'],
        );
        return rows[0]?.names;
      })
      .toEqual({ en: 'New Dollar', vi: 'Đô la mới' });
    const entries = await auditLog(suite.app, ops, { targetType: 'product', targetId: 'NEWUSD' });
    expect(entries.map((entry) => [entry.action, entry.adminUsername])).toEqual([
      ['product.update', ops.username],
      ['product.create', ops.username],
    ]);
  });
});

describe('the deposits queue', () => {
  it('narrows the pending deposits to one channel', async () => {
    const [bank, other] = [
      await makeBankChannel(suite.app, ops, { names: { vi: 'Ngân hàng thứ nhất', en: 'First Bank' } }),
      await makeBankChannel(suite.app, ops, { names: { vi: 'Ngân hàng thứ hai', en: 'Second Bank' } }),
    ];
    const token = await loginAs(suite.app, await makeUser(suite.app));
    const ids: number[] = [];
    for (const channel of [bank, other]) {
      const requested = await suite.app.call<{ id: number }>('POST', '/deposits', {
        token,
        body: { channelId: channel.id, amount: 20_000 },
        headers: { 'idempotency-key': `channel-filter-${channel.id}` },
      });
      expect(requested.status, requested.text).toBe(1);
      ids.push(requested.data.id);
    }
    const console = await openConsole(suite.browser, suite.app.baseUrl, ops, '/deposits');
    for (const id of ids) await expect.poll(() => console.getByTestId(`ops-row-${id}`).count()).toBe(1);
    await console.getByTestId('ops-channel-filter').selectOption(String(other.id));
    // The list loads afresh for the channel (showing no row meanwhile): the chosen channel's row
    // comes back, the other's does not.
    await expect.poll(() => console.getByTestId(`ops-row-${ids[0]}`).count()).toBe(0);
    await expect.poll(() => console.getByTestId(`ops-row-${ids[1]}`).count()).toBe(1);
    expect(await console.getByTestId(`ops-row-${ids[0]}`).count()).toBe(0);
  });
});

describe('the deposit channels section', () => {
  it('adds a bank channel named per language with its currency and rate, audited, as traders then list it (D12, D13)', async () => {
    const console = await openConsole(suite.browser, suite.app.baseUrl, ops, '/deposit-channels');
    await console.getByTestId('ops-channel-new').click();
    const editor = console.getByTestId('ops-channel-editor');
    // Without a Vietnamese name there is nothing to save.
    await editor.getByTestId('ops-channel-name-en').fill('SCB transfer');
    await editor.getByTestId('ops-channel-name-th').fill('โอนผ่านไทยพาณิชย์');
    await editor.getByTestId('ops-channel-bankName').fill('Siam Commercial Bank');
    await editor.getByTestId('ops-channel-accountName').fill('TEMPO THAILAND');
    await editor.getByTestId('ops-channel-accountNumber').fill('123-4-56789-0');
    await editor.getByTestId('ops-channel-minAmount').fill('10');
    await editor.getByTestId('ops-channel-maxAmount').fill('5000');
    await editor.getByTestId('ops-channel-currency').fill('thb');
    await editor.getByTestId('ops-channel-rate').fill('36.125');
    expect(await editor.getByTestId('ops-channel-save').isDisabled()).toBe(true);
    await editor.getByTestId('ops-channel-name-vi').fill('Chuyển khoản SCB');
    await editor.getByTestId('ops-channel-save').click();

    const row = console.locator('[data-testid^="ops-row-"]').filter({ hasText: 'SCB transfer' });
    await expect.poll(() => row.count()).toBe(1);
    const id = Number((await row.getAttribute('data-testid'))!.replace('ops-row-', ''));
    const [entry] = await auditLog(suite.app, ops, { action: 'deposit_channel.create', targetId: id });
    expect(entry).toMatchObject({
      adminUsername: ops.username,
      details: {
        names: { vi: 'Chuyển khoản SCB', en: 'SCB transfer', th: 'โอนผ่านไทยพาณิชย์' },
        conversion: { currency: 'THB', rate: '36.125' },
      },
    });
    const listed = await suite.app.call<{ id: number; names: object; conversion: object }[]>(
      'GET',
      '/deposit/channels',
      { token: await loginAs(suite.app, await makeUser(suite.app)) },
    );
    expect(listed.data.find((channel) => channel.id === id)).toMatchObject({
      names: { vi: 'Chuyển khoản SCB', en: 'SCB transfer', th: 'โอนผ่านไทยพาณิชย์' },
      minAmount: 1_000,
      maxAmount: 500_000,
      conversion: { currency: 'THB', rate: '36.125', digits: 2 },
    });
  });
});

describe('the deposits queue, by transfer reference', () => {
  it('shows each bank request’s reference beside it, and finds it by the reference typed from a statement (D15)', async () => {
    const channel = await makeBankChannel(suite.app, ops, {
      names: { vi: 'Chuyển khoản ACB', en: 'ACB transfer' },
      conversion: { currency: 'VND', rate: '25450' },
    });
    const token = await loginAs(suite.app, await makeUser(suite.app));
    const requested: { id: number; reference: string }[] = [];
    for (const amount of [30_000, 40_000]) {
      const made = await suite.app.call<{ id: number; reference: string }>('POST', '/deposits', {
        token,
        body: { channelId: channel.id, amount },
        headers: { 'idempotency-key': `reference-${channel.id}-${amount}` },
      });
      expect(made.status, made.text).toBe(1);
      requested.push(made.data);
    }
    const [first, second] = requested as [(typeof requested)[0], (typeof requested)[0]];

    const console = await openConsole(suite.browser, suite.app.baseUrl, ops, '/deposits');
    for (const { id, reference } of requested) {
      const row = console.getByTestId(`ops-row-${id}`);
      await expect.poll(() => row.getByTestId('ops-deposit-reference').textContent()).toBe(reference);
    }
    // The review pane names it too, with what the trader transfers in dong.
    await console.getByTestId(`ops-row-${first.id}`).click();
    const pane = console.getByTestId('ops-deposit-review');
    await expect.poll(() => pane.getByTestId('ops-deposit-reference').textContent()).toBe(first.reference);
    expect((await pane.textContent())!.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      '₫7,635,000 at USD 1 = VND 25,450',
    );

    // Typed as a statement shows it (lower case, a space inside): that deposit alone, even once confirmed.
    const confirmed = await suite.app.call('POST', `/admin/deposits/${first.id}/confirm`, {
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(confirmed.status, confirmed.text).toBe(1);
    const typed = `${first.reference.slice(0, 4).toLowerCase()} ${first.reference.slice(4)}`;
    await console.getByTestId('ops-reference-filter').fill(typed);
    expect(await console.getByTestId('ops-reference-filter').inputValue()).toBe(first.reference);
    await expect.poll(() => console.getByTestId(`ops-row-${second.id}`).count()).toBe(0);
    await expect.poll(() => console.getByTestId(`ops-row-${first.id}`).count()).toBe(1);
    expect(
      await console.getByTestId(`ops-row-${first.id}`).getByTestId('ops-status-pill').textContent(),
    ).toBe('Confirmed');
  });
});

describe('the users section', () => {
  it('finds a trader, credits them through the ledger with a reason, and turns their login off live', async () => {
    const user = await makeUser(suite.app);
    const phone = await loggedInPhone(suite.browser, suite.app.baseUrl, user);
    const console = await openConsole(suite.browser, suite.app.baseUrl, ops, '/users');
    await console.getByTestId('ops-user-search').fill(user.account);
    await console.getByTestId(`ops-row-${user.id}`).click();
    const profile = console.getByTestId('ops-user-profile');
    await expect.poll(() => profile.textContent()).toContain(user.account);

    // A credit of 12.50, confirmed, lands in the ledger and on the trader's balance.
    await profile.getByTestId('ops-action-adjust').click();
    await profile.getByTestId('ops-adjust-amount').fill('12.50');
    await profile.getByTestId('ops-adjust-reason').fill('Goodwill for a delayed deposit');
    await profile.getByTestId('ops-adjust-submit').click();
    await console.getByTestId('confirm-ok').click();
    const credit = console.getByTestId('ops-user-ledger-row').filter({ hasText: 'Adjustment' });
    await expect.poll(() => credit.count()).toBe(1);
    expect(await credit.textContent()).toContain('12.50');
    const { rows } = await suite.app.ctx.db.query<{ available: string }>(
      'SELECT available FROM balances WHERE user_id = $1',
      [user.id],
    );
    expect(Number(rows[0]!.available)).toBe(1_250);

    // Turning the login off ends the trader's session on their phone at once.
    await profile.getByTestId('ops-action-login').click();
    await profile.getByTestId('ops-login-switch-reason').fill('Reported stolen phone');
    await profile.getByTestId('ops-login-switch-submit').click();
    await phone.waitForURL(/#\/pages\/login\/login/, { timeout: LIVE_TIMEOUT_MS });
    const entries = await auditLog(suite.app, ops, { targetType: 'user', targetId: user.id });
    expect(entries.map((entry) => [entry.action, entry.details.reason])).toEqual([
      ['user.disable', 'Reported stolen phone'],
      ['balance.adjust', 'Goodwill for a delayed deposit'],
    ]);
  });
});

describe('the exposure section', () => {
  it('shows the open stake and what it would pay, live as orders come in', async () => {
    const ticks = new TickPublisher(suite.app.ctx, EXPOSURE_SYMBOL, 100);
    ticks.startSteady(100);
    try {
      const user = await makeUser(suite.app);
      await fund(suite.app, ops, user.id, 100_000);
      const token = await loginAs(suite.app, user);
      const place = async (amount: number) => {
        const placed = await suite.app.call('POST', '/orders', {
          token,
          headers: { 'idempotency-key': `exposure-${amount}` },
          body: { symbol: EXPOSURE_SYMBOL, direction: 'up', durationSec: 300, amount, account: 'real' },
        });
        expect(placed.status, placed.text).toBe(1);
      };
      await place(1_000);
      const console = await openConsole(suite.browser, suite.app.baseUrl, ops, '/exposure');
      const totals = console.getByTestId('ops-exposure-totals');
      // 10.00 at 85%: 18.50 owed if it wins.
      await expect.poll(() => totals.textContent()).toContain('$18.50');
      expect(await totals.textContent()).toContain('$10.00');
      await place(2_000);
      await expect.poll(() => totals.textContent(), { timeout: LIVE_TIMEOUT_MS }).toContain('$55.50');
      expect(await console.getByTestId('ops-exposure-products').textContent()).toContain(EXPOSURE_SYMBOL);
    } finally {
      await ticks.stopSteady();
    }
  });
});
