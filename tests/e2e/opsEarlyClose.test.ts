// A product's early-close terms in the ops console (orders/SPEC.md E4), in a desktop-sized Chromium
// against the built client and a real server: ops turn early close on with chosen numbers, confirm
// what changes, and see them kept after a reload; the API lists them, and an order placed next
// carries them. A number out of bounds is refused on its field, in the form and by the server.
// Turned off, the next order has no terms while the earlier one keeps its own. The editor passes
// axe, 44 px targets and the layout check in both themes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { EarlyCloseTermsView, OrderDetail, OrderView } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../../server/src/test/factories';
import { addTestProducts } from '../../server/src/test/testProducts';
import { TickPublisher } from '../../server/src/test/tickPublisher';
import { axeViolations } from './axe';
import { stillFrames } from './browser';
import { layoutProblems } from './layoutProblems';
import { auditLog, consoleSuite, openConsole } from './opsConsole';
import { smallTargets } from './touchTargets';

const SYMBOL = 'EARLYUSD';
const TERMS: EarlyCloseTermsView = {
  spreadBaseBps: 150,
  spreadSlopeBps: 350,
  volatilityWindowSec: 120,
  openSec: 3,
  cutoffSec: 4,
};
const FIELDS = Object.keys(TERMS) as (keyof EarlyCloseTermsView)[];

const suite = consoleSuite({ prepare: (db) => addTestProducts(db, [SYMBOL]) });
let ops: TestAdmin;
let traderToken: string;
// Orders are placed only on a fresh feed.
let ticks: TickPublisher;
let orders = 0;

beforeAll(async () => {
  ops = await makeAdmin(suite.app, 'ops');
  const trader = await makeUser(suite.app);
  await fund(suite.app, ops, trader.id, 100_000);
  traderToken = await loginAs(suite.app, trader);
  ticks = new TickPublisher(suite.app.ctx, SYMBOL, 100);
  ticks.startSteady(100);
});
afterAll(async () => {
  await ticks?.stopSteady();
});

/** The product's terms as the API lists them to ops. */
async function storedTerms(): Promise<EarlyCloseTermsView | null | undefined> {
  const listed = await suite.app.call<{ symbol: string; earlyClose: EarlyCloseTermsView | null }[]>(
    'GET',
    '/admin/products',
    { headers: { authorization: `Bearer ${ops.token}` } },
  );
  expect(listed.status, listed.text).toBe(1);
  return listed.data.find((product) => product.symbol === SYMBOL)?.earlyClose;
}

/** Places a 5-minute order as the trader and returns the terms its detail carries. */
async function termsOfNewOrder(): Promise<{ id: number; terms: EarlyCloseTermsView | null }> {
  const placed = await suite.app.call<OrderView>('POST', '/orders', {
    token: traderToken,
    headers: { 'idempotency-key': `ops-early-close-${++orders}` },
    body: { symbol: SYMBOL, direction: 'up', durationSec: 300, amount: 1_000, account: 'real' },
  });
  expect(placed.status, placed.text).toBe(1);
  return { id: placed.data.id, terms: await termsOfOrder(placed.data.id) };
}

async function termsOfOrder(id: number): Promise<EarlyCloseTermsView | null> {
  const detail = await suite.app.call<OrderDetail>('GET', `/orders/${id}`, { token: traderToken });
  expect(detail.status, detail.text).toBe(1);
  return detail.data.earlyClose;
}

/** The console on the products section with the product's panel open; its early-close editor. */
async function openEditor(page?: Page): Promise<{ page: Page; editor: Locator }> {
  const console = page ?? (await openConsole(suite.browser, suite.app.baseUrl, ops, '/products'));
  await console.getByTestId(`ops-product-${SYMBOL}`).click();
  const editor = console.getByTestId('ops-early-close');
  await editor.waitFor();
  return { page: console, editor };
}

/** Saves the editor's terms through its confirmation; returns what the confirmation said. */
async function saveConfirmed(page: Page, editor: Locator): Promise<string> {
  await editor.getByTestId('ops-early-close-save').click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.waitFor();
  const said = (await dialog.textContent()) ?? '';
  await page.getByTestId('confirm-ok').click();
  return said;
}

/** Axe (serious and critical), touch targets under 44 px and layout problems, each named by its step. */
async function screenProblems(page: Page, step: string): Promise<string[]> {
  await stillFrames(page);
  const violations = await axeViolations(page, { impacts: ['serious', 'critical'] });
  return [
    ...violations.map((violation) => `${step}: ${violation.rule} ${violation.nodes.join(' | ')}`),
    ...(await smallTargets(page)).small.map((small) => `${step}: small ${small.element}`),
    ...(await layoutProblems(page)).map((problem) => `${step}: ${problem}`),
  ];
}

describe('early close in the products section', () => {
  it('E4: turned on with chosen numbers, kept after a reload and carried by the next order; turned off, the next order has none', async () => {
    const { page, editor } = await openEditor();
    const state = editor.getByTestId('ops-early-close-state');
    await expect.poll(() => state.textContent()).toBe('Off');
    expect(await editor.getByTestId('ops-early-close-note').textContent()).toContain(
      'only to orders placed after it is saved',
    );
    // Off: no numbers, nothing to save.
    expect(await editor.getByTestId('ops-early-close-spreadBaseBps').count()).toBe(0);
    expect(await editor.getByTestId('ops-early-close-save').isDisabled()).toBe(true);

    // On: the defaults, each field labelled, basis points also as a percentage.
    await editor.getByTestId('ops-early-close-switch').check();
    await expect.poll(() => editor.getByTestId('ops-early-close-spreadBaseBps').inputValue()).toBe('100');
    expect(await editor.getByLabel('Spread at expiry (bps)').inputValue()).toBe('100');
    expect(await editor.getByLabel('No sale before the expiry (s)').inputValue()).toBe('5');
    for (const field of FIELDS)
      await editor.getByTestId(`ops-early-close-${field}`).fill(String(TERMS[field]));
    expect(await editor.getByTestId('ops-early-close-spreadBaseBps-percent').textContent()).toBe(
      '= 1.5% of the payout at the expiry',
    );

    // Out of bounds: refused on its field before anything is sent.
    const cutoff = editor.getByTestId('ops-early-close-cutoffSec');
    await cutoff.fill('3601');
    await expect
      .poll(() => editor.getByTestId('ops-early-close-cutoffSec-error').textContent())
      .toBe('Enter a whole number from 0 to 3,600');
    expect(await cutoff.getAttribute('aria-invalid')).toBe('true');
    expect(await editor.getByTestId('ops-early-close-save').isDisabled()).toBe(true);
    await cutoff.fill(String(TERMS.cutoffSec));

    // A value the server refuses (as a server with narrower bounds would) is shown on the field it names.
    await page.route(`**/api/admin/products/${SYMBOL}`, (route) =>
      route.continue({
        postData: JSON.stringify({ earlyClose: { ...TERMS, cutoffSec: 4_000 } }),
      }),
    );
    await saveConfirmed(page, editor);
    await expect.poll(() => editor.getByTestId('ops-early-close-cutoffSec-error').count()).toBe(1);
    expect(await editor.getByTestId('ops-early-close-spreadBaseBps-error').count()).toBe(0);
    await page.unrouteAll();
    expect(await storedTerms()).toBeNull();

    const problems = [];
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await editor.scrollIntoViewIfNeeded();
      problems.push(...(await screenProblems(page, `editor on, ${theme}`)));
    }
    expect(problems).toEqual([]);

    // Saved through a confirmation that says what changes and that it reaches new orders only.
    const confirmation = await saveConfirmed(page, editor);
    expect(confirmation).toContain('Early close turns on.');
    expect(confirmation).toContain('Spread at expiry: 150 bps (1.5%)');
    expect(confirmation).toContain('Volatility window: 120 s');
    expect(confirmation).toContain('orders already open keep the terms they were placed under');
    await expect.poll(() => state.textContent()).toBe('On');
    expect(await storedTerms()).toEqual(TERMS);

    // Kept: a fresh page shows the stored numbers.
    await page.reload();
    const reloaded = (await openEditor(page)).editor;
    await expect.poll(() => reloaded.getByTestId('ops-early-close-state').textContent()).toBe('On');
    expect(await reloaded.getByTestId('ops-early-close-switch').isChecked()).toBe(true);
    for (const field of FIELDS) {
      expect(await reloaded.getByTestId(`ops-early-close-${field}`).inputValue(), field).toBe(
        String(TERMS[field]),
      );
    }

    // An order placed now carries the terms.
    const placedOn = await termsOfNewOrder();
    expect(placedOn.terms).toEqual(TERMS);

    // Off: the next order has none; the one placed before keeps its own.
    await reloaded.getByTestId('ops-early-close-switch').uncheck();
    expect(await reloaded.getByTestId('ops-early-close-spreadBaseBps').count()).toBe(0);
    expect(await saveConfirmed(page, reloaded)).toContain('Early close turns off');
    await expect.poll(() => reloaded.getByTestId('ops-early-close-state').textContent()).toBe('Off');
    expect(await storedTerms()).toBeNull();
    expect((await termsOfNewOrder()).terms).toBeNull();
    expect(await termsOfOrder(placedOn.id)).toEqual(TERMS);

    // Both saves are audited with the terms they set; the refused one is not.
    const entries = await auditLog(suite.app, ops, { targetType: 'product', targetId: SYMBOL });
    expect(entries.map((entry) => [entry.action, entry.details.earlyClose])).toEqual([
      ['product.update', null],
      ['product.update', TERMS],
    ]);
  });
});
