// Every route of SPEC §2 at 390×844 in both colour themes, checked with axe-core against WCAG 2.2
// A and AA: no serious or critical violation, logged out on the public routes and logged in (with
// money, an order, a deposit and a message, so lists have rows) on the rest, and with the buy
// sheet open. Each failure names the route, the theme, the rule and the elements.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../client/src/app/paths';
import { fund, makeAdmin, makeUser, type TestUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { axeViolations } from './axe';
import { LOGGED_IN_ROUTES as WALKED_LOGGED_IN, PUBLIC_ROUTES as WALKED_PUBLIC } from './walkedRoutes';
import { launchBrowser, phonePage, stillFrames } from './browser';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT_DIST = path.join(ROOT, 'client/dist');
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** The walk's routes, and the pages it reaches only by a form (register) or a tab (order records). */
const PUBLIC_ROUTES = [...WALKED_PUBLIC.filter((route) => route !== PATHS.root), PATHS.register];
const LOGGED_IN_ROUTES = [
  ...WALKED_LOGGED_IN.filter((route) => route !== PATHS.orderRecords),
  PATHS.product,
  `${PATHS.orderRecords}?tab=holding&account=real`,
  `${PATHS.orderRecords}?tab=closed&account=real`,
];

let app: TestApp;
let browser: Browser;
let trader: TestUser;

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime', 'feed', 'worker'], CLIENT_DIST });
  trader = await makeUser(app);
  await fund(app, await makeAdmin(app), trader.id, 50_000);
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

const pageIn = (theme: Theme) => phonePage(browser, app.baseUrl, { theme });

/** Opens `route` and waits until it has loaded: no loading state, no request on its way. */
async function visit(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
  await page.waitForLoadState('networkidle');
  await page.getByTestId('page-loading').first().waitFor({ state: 'detached', timeout: 15_000 });
  // A hash change is no navigation to wait for: the page is checked once its data has come and
  // no spinner is left (a spinner that never stops is a failure of its own).
  await page.waitForFunction(() => !document.querySelector('.spinner'), undefined, { timeout: 15_000 });
}

/**
 * The serious and critical violations of the page on screen, one line each. Colours are measured
 * once everything that moves has come to rest: a sheet sliding in or a toast fading in (such as
 * "Login successful" over the first page after login) is half transparent on its way.
 */
async function problemsOf(page: Page, where: string): Promise<string[]> {
  await stillFrames(page);
  const violations = await axeViolations(page, { impacts: ['serious', 'critical'] });
  return violations.map(
    (violation) => `${where}: ${violation.rule} (${violation.help}) at ${violation.nodes.join(' | ')}`,
  );
}

async function logIn(page: Page): Promise<void> {
  await page.getByTestId('login-account').fill(trader.account);
  await page.getByTestId('login-password').fill(trader.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/pages\/user\/user/);
}

describe('accessibility of every route', () => {
  it('finds what it looks for: an unlabelled button and grey-on-grey text', async () => {
    const page = await pageIn('light');
    await page.goto(`${app.baseUrl}/#${PATHS.login}`);
    await visit(page, PATHS.login);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.innerHTML = '<svg width="20" height="20"></svg>';
      const faint = Object.assign(document.createElement('p'), { textContent: 'Faint words' });
      faint.style.cssText = 'color:#bbb;background:#fff';
      document.body.append(button, faint);
    });
    const rules = (await axeViolations(page, { impacts: ['serious', 'critical'] })).map(
      (found) => found.rule,
    );
    expect(rules).toContain('button-name');
    expect(rules).toContain('color-contrast');
  });

  it('shows where the keyboard focus is on every control of the login page', async () => {
    const page = await pageIn('light');
    await page.goto(`${app.baseUrl}/#${PATHS.login}`);
    await page.getByTestId('login-account').waitFor();
    const seen = new Set<string>();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        // An outline, or for a text field the ring its focus style draws (a box-shadow).
        const marked =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
          (element.matches('input, select, textarea') && style.boxShadow !== 'none');
        return {
          name: `${element.tagName} ${element.dataset.testid ?? element.textContent?.trim() ?? ''}`,
          marked,
        };
      });
      if (!focused) continue;
      seen.add(focused.name);
      expect(focused, focused.name).toMatchObject({ marked: true });
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  for (const theme of THEMES) {
    it(`has no serious or critical violation in the ${theme} theme`, { timeout: 300_000 }, async () => {
      const page = await pageIn(theme);
      const problems: string[] = [];
      await page.goto(`${app.baseUrl}/#${PATHS.welcome}`);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      for (const route of PUBLIC_ROUTES) {
        await visit(page, route);
        problems.push(...(await problemsOf(page, `${theme} ${route}`)));
      }

      // A fresh load: the registration page, opened without step 1, may still be sending itself away.
      await page.goto(`${app.baseUrl}/#${PATHS.login}`);
      await logIn(page);
      for (const route of LOGGED_IN_ROUTES) {
        await visit(page, route);
        problems.push(...(await problemsOf(page, `${theme} ${route}`)));
      }

      // The buy sheet, open over the product page.
      await visit(page, `${PATHS.productDetail}?symbol=BTCUSDT`);
      await expect.poll(() => page.getByTestId('trade-bar').getAttribute('data-enabled')).toBe('true');
      await page.getByTestId('buy-up').click();
      await page.getByTestId('trade-confirm').waitFor();
      problems.push(...(await problemsOf(page, `${theme} buy sheet`)));

      expect(problems).toEqual([]);
    });
  }
});
