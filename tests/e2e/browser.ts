// Debian's Chromium driven by playwright-core: no browser download, a fresh profile per launch.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const PHONE_VIEWPORT = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A phone-sized page context; `origin` gets clipboard access so copy buttons can be checked. */
export async function phoneContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  return context;
}

/**
 * Waits for every finite animation and transition to end (a sheet sliding in, a toast fading in,
 * colours easing to a new theme): colours and positions are read once the page is at rest.
 */
export async function stillFrames(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A phone-sized page in English, logged in as `user` through the login form, on their personal center. */
export async function loggedInPhone(
  browser: Browser,
  baseUrl: string,
  user: { account: string; password: string },
): Promise<Page> {
  const context = await phoneContext(browser, baseUrl);
  await context.addInitScript(() => {
    if (!localStorage.getItem('tempo:state'))
      localStorage.setItem('tempo:state', JSON.stringify({ language: 'en' }));
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/#/pages/login/login`);
  await page.getByTestId('login-account').fill(user.account);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/pages\/user\/user/);
  return page;
}
