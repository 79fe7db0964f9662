// Waiting for a single-page app's screen to settle after a hash change: Playwright's
// `networkidle` only speaks of the document's own load, which happened long before.
import type { Page } from 'playwright-core';

/** How long the network must stay quiet before a screen counts as loaded. */
const QUIET_MS = 250;

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Starts counting `page`'s requests on their way; call once, before it navigates. */
export function trackRequests(page: Page): void {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Resolves once `page` has had no request on its way for QUIET_MS, shows no loading state, and
 * its fonts are loaded; fails after `timeoutMs`.
 */
export async function pageSettled(page: Page, timeoutMs = 15_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('trackRequests(page) was not called');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  // Hash routes render on the next frame: let the screen start its requests first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  for (;;) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
    if (Date.now() > deadline) throw new Error(`${pending.size} requests still on their way`);
    await page.waitForTimeout(50);
  }
  await page.getByTestId('page-loading').first().waitFor({ state: 'detached', timeout: timeoutMs });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
