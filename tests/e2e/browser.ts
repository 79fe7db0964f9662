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

/** What a phone holds when a test opens the app on it. */
export interface StoredOnPhone {
  /** The app's kept state: its language, a session's token, the trading account… English alone by default. */
  state?: Record<string, unknown>;
  /** The colour theme chosen in settings. */
  theme?: 'light' | 'dark' | 'system';
}

/**
 * Puts `stored` on every page of `context` before the app starts, unless a page there has kept
 * its own since (a reload keeps what the test or the app changed).
 */
export async function storeOnPhone(
  context: BrowserContext,
  { state = { language: 'en' }, theme }: StoredOnPhone = {},
): Promise<void> {
  await context.addInitScript(
    (kept) => {
      if (!localStorage.getItem('tempo:state')) localStorage.setItem('tempo:state', kept.state);
      if (kept.theme && !localStorage.getItem('tempo:theme')) localStorage.setItem('tempo:theme', kept.theme);
    },
    { state: JSON.stringify(state), theme: theme ? JSON.stringify(theme) : null },
  );
}

/** A phone-sized page holding `stored` (English and no session by default), not yet on any route. */
export async function phonePage(browser: Browser, baseUrl: string, stored?: StoredOnPhone): Promise<Page> {
  const context = await phoneContext(browser, baseUrl);
  await storeOnPhone(context, stored);
  return context.newPage();
}

/** Logs `page` in as `user` through the login form and waits for the personal center. */
export async function logIn(
  page: Page,
  baseUrl: string,
  user: { account: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/#/pages/login/login`);
  await page.getByTestId('login-account').fill(user.account);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/pages\/user\/user/);
}

/**
 * A phone-sized page logged in as `user` through the login form, on their personal center; in
 * English unless `language` says otherwise. `beforeLogin` sees the page first (to route or watch
 * its socket from the start).
 */
export async function loggedInPhone(
  browser: Browser,
  baseUrl: string,
  user: { account: string; password: string },
  options: { language?: string; beforeLogin?: (page: Page) => unknown } = {},
): Promise<Page> {
  const page = await phonePage(browser, baseUrl, { state: { language: options.language ?? 'en' } });
  await options.beforeLogin?.(page);
  await logIn(page, baseUrl, user);
  return page;
}
