// The ops console in a desktop-sized Chromium, as an ops user opens it: a suite's server and
// browser, the login form, the sections of the navigation and the audit log the tests read.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AuditRecord } from '@tempo/shared';
import type { TestAdmin } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser } from './browser';

export const DESKTOP = { width: 1280, height: 900 };

/** How long a live change may take to reach the screen on a busy machine. */
export const LIVE_TIMEOUT_MS = 20_000;

const CLIENT_DIST = path.resolve(fileURLToPath(new URL('../../client/dist', import.meta.url)));

export interface ConsoleSuite {
  app: TestApp;
  browser: Browser;
}

/**
 * A server serving the built client (the api and realtime roles unless told) and a browser for the
 * tests of one file: started before them, each test's pages closed after it, everything closed at
 * the end, where the books must still reconcile.
 */
export function consoleSuite(
  options: {
    config?: Parameters<typeof startTestApp>[0];
    /** Runs on the fresh database before the server starts (products of the test, say). */
    prepare?: NonNullable<Parameters<typeof startTestApp>[1]>['prepare'];
  } = {},
): ConsoleSuite {
  const suite = {} as ConsoleSuite;
  beforeAll(async () => {
    suite.app = await startTestApp(
      { ROLES: ['api', 'realtime'], CLIENT_DIST, ...options.config },
      { prepare: options.prepare },
    );
    suite.browser = await launchBrowser();
  }, 120_000);
  // Each test closes its own contexts; this closes what a failed one left open.
  afterEach(async () => {
    for (const context of suite.browser?.contexts() ?? []) await context.close();
  });
  afterAll(async () => {
    await suite.browser?.close();
    if (!suite.app) return;
    // Close even when the books do not reconcile, then fail.
    const mismatches = await suite.app.ledgerMismatches();
    await suite.app.close();
    expect(mismatches).toEqual([]);
  });
  return suite;
}

/** The console at `baseUrl` in English, logged in through its form, on `section`. */
export async function openConsole(
  browser: Browser,
  baseUrl: string,
  login: { username: string; password: string },
  section = '',
): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('tempo:ops-language', JSON.stringify('en')));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/ops/${section ? `#${section}` : ''}`);
  await page.locator('input[name="username"]').fill(login.username);
  await page.locator('input[name="password"]').fill(login.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => page.getByTestId('ops-who').textContent()).toContain(login.username);
  await expect
    .poll(() => page.getByTestId('ops-live').textContent(), { timeout: LIVE_TIMEOUT_MS })
    .toBe('Live');
  return page;
}

/** The sections in the console's navigation, in order (`withdrawals`, `audit`…). */
export async function sectionsOf(page: Page): Promise<string[]> {
  const ids = await page
    .locator('[data-testid^="ops-nav-"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')!));
  return ids.map((id) => id.replace('ops-nav-', ''));
}

/** The audit log as `reader` reads it through the API, newest first, narrowed by `filter`. */
export async function auditLog(
  app: TestApp,
  reader: TestAdmin,
  filter: Record<string, string | number>,
): Promise<AuditRecord[]> {
  const query = new URLSearchParams(Object.entries(filter).map(([name, value]) => [name, String(value)]));
  const result = await app.call<AuditRecord[]>('GET', `/admin/audit-log?${query}`, {
    headers: { authorization: `Bearer ${reader.token}` },
  });
  expect(result.status, result.text).toBe(1);
  return result.data;
}
