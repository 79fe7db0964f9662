// Content people write reaches the page as text, never as code: a news item and a broadcast message
// carrying a script tag, an image with onerror and javascript:/data: links, published through the
// ops API, render in a phone-sized Chromium with nothing run and no live dangerous attribute.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeAdmin, makeUser, type TestAdmin, type TestUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, loggedInPhone } from './browser';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

/** Markdown with every trick: raw HTML, an event handler, script and data links. */
const HOSTILE = [
  'Read this first.',
  '',
  '<script>window.__pwned = "script"</script>',
  '',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '',
  "[Claim your bonus](javascript:window.__pwned='link')",
  '',
  '[Open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '',
  '[Deposit](/pages/recharge/index) and **bold** stay.',
].join('\n');

let app: TestApp;
let browser: Browser;
let ops: TestAdmin;
let trader: TestUser;

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'], CLIENT_DIST: path.resolve(CLIENT_DIST) });
  ops = await makeAdmin(app, 'ops');
  trader = await makeUser(app);
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

async function asOps<T>(route: string, body: unknown): Promise<T> {
  const result = await app.call<T>('POST', route, {
    body,
    headers: { authorization: `Bearer ${ops.token}` },
  });
  expect(result.status, result.text).toBe(1);
  return result.data;
}

const loggedInPage = () => loggedInPhone(browser, app.baseUrl, trader);

/** Whether anything ran, and whether any element kept a handler or a script or data link. */
async function leftovers(page: Page) {
  return page.evaluate(() => ({
    ran: (window as unknown as { __pwned?: string }).__pwned ?? null,
    scripts: document.querySelectorAll('main script, [data-testid] script').length,
    handlers: Array.from(document.querySelectorAll('*')).filter((element) =>
      Array.from(element.attributes).some((attribute) => attribute.name.startsWith('on')),
    ).length,
    badLinks: Array.from(document.querySelectorAll('a[href]'))
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
  }));
}

describe('content written by people', () => {
  it('shows a hostile news item as text: no script runs, no handler or bad link is left', async () => {
    const news = await asOps<{ id: number }>('/admin/content/news', {
      translations: { en: { title: 'Bonus week', summary: 'Read the details', body: HOSTILE } },
    });
    const page = await loggedInPage();
    await page.evaluate((id) => {
      window.location.hash = `/pages/index/detail?id=${id}`;
    }, news.id);
    const body = page.getByTestId('news-detail-body');
    await expect.poll(() => body.textContent()).toContain('Read this first.');
    // The raw HTML shows as the text it is; the safe Markdown still works.
    expect(await body.textContent()).toContain('<script>');
    expect(await body.locator('strong').textContent()).toBe('bold');
    expect(
      await body.locator('a[href="#/pages/recharge/index"], a[href="/pages/recharge/index"]').count(),
    ).toBe(1);
    expect(await leftovers(page)).toEqual({ ran: null, scripts: 0, handlers: 0, badLinks: [] });
  });

  it('shows a hostile broadcast message as text in the inbox', async () => {
    await asOps('/admin/content/broadcasts', {
      translations: { en: { title: '<img src=x onerror="window.__pwned=1">Notice', body: HOSTILE } },
    });
    const page = await loggedInPage();
    await page.evaluate(() => {
      window.location.hash = '/pages/message/message';
    });
    const row = page.locator('[data-testid="inbox-row"][data-kind="broadcast"]');
    await expect.poll(() => row.getByTestId('inbox-row-title').textContent()).toContain('onerror');
    await row.getByTestId('inbox-row-toggle').click();
    await expect.poll(() => row.getByTestId('inbox-row-body').textContent()).toContain('<script>');
    expect(await leftovers(page)).toEqual({ ran: null, scripts: 0, handlers: 0, badLinks: [] });
  });
});
