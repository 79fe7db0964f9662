// The ops console in a desktop-sized Chromium, as an ops user opens it: the login form, then the
// section asked for, with the live line up.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestAdmin } from '../../server/src/test/factories';

export const DESKTOP = { width: 1280, height: 900 };

/** How long a live change may take to reach the screen on a busy machine. */
export const LIVE_TIMEOUT_MS = 20_000;

/** The console at `baseUrl` in English, logged in as `admin` through its form, on `section`. */
export async function openConsole(
  browser: Browser,
  baseUrl: string,
  admin: TestAdmin,
  section = '',
): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('tempo:ops-language', JSON.stringify('en')));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/ops/${section ? `#${section}` : ''}`);
  await page.locator('input[name="username"]').fill(admin.username);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => page.getByTestId('ops-who').textContent()).toContain(admin.username);
  await expect
    .poll(() => page.getByTestId('ops-live').textContent(), { timeout: LIVE_TIMEOUT_MS })
    .toBe('Live');
  return page;
}
