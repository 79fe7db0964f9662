// Every route of SPEC §2 in Vietnamese, English, Thai and Japanese at 390×844, logged out where the
// route is public and logged in for the rest: no missing-key marker, no text of the English UI on a
// page in another language, no horizontal overflow, no console error. A screenshot of each page is
// saved under test-results/screens/<language>/ for a person to look through.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Language } from '@tempo/shared';
import { PATHS } from '../../client/src/app/paths';
import { catalogues } from '../../client/src/locales/allCatalogues';
import { fund, makeAdmin, makeUser, type TestUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, phoneContext, storeOnPhone } from './browser';
import { pageSettled, trackRequests } from './pageSettled';
import { LOGGED_IN_ROUTES, PUBLIC_ROUTES } from './walkedRoutes';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT_DIST = path.join(ROOT, 'client/dist');
const SCREENS = path.join(ROOT, 'test-results/screens');
const WALKED: readonly Language[] = ['vi', 'en', 'th', 'ja'];

/** Text that is the same in every language: names, codes and the test user's own data. */
const SAME_EVERYWHERE =
  /^(Tempo|USDT|TRC20|ERC20|USD|BTC|ID|OK|QR|URL|MA|EMA|BOLL|RSI|MACD|KDJ|VOL|Heikin-Ashi|24H|Live)$/;

type Tree = { [key: string]: string | Tree };
const stringsOf = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : stringsOf(value)));

/** The English UI's own texts with words in them, placeholders taken out: none may show in another language. */
const ENGLISH_TEXTS = new Set(
  Object.values(catalogues.en as Record<string, Tree>)
    .flatMap(stringsOf)
    .filter((text) => !text.includes('{{') && /[A-Za-z]{2,}/.test(text) && !SAME_EVERYWHERE.test(text)),
);

/** What i18next shows for a key it cannot find: the key itself, `namespace:a.b` or `a.b.c`. */
const MISSING_KEY = /^(?:[a-z]+:)?[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+$/;

let app: TestApp;
let browser: Browser;
let trader: TestUser;

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime', 'feed'], CLIENT_DIST });
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

async function pageIn(language: Language): Promise<{ page: Page; errors: string[] }> {
  const context = await phoneContext(browser, app.baseUrl);
  await storeOnPhone(context, { state: { language } });
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Opens `route` and waits until it has loaded: no loading state, no request on its way. */
async function visit(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
  await pageSettled(page);
}

/** What is wrong with the page on screen now. */
async function problemsOf(page: Page, language: Language, route: string): Promise<string[]> {
  const { texts, overflow } = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, [aria-hidden="true"]')) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    // Placeholders and titles read aloud count too.
    for (const element of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]'))) {
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return {
      texts: found,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  const problems: string[] = [];
  // A word the language's own catalogue uses too (Vietnamese "Demo") is its own word.
  const own = new Set(Object.values(catalogues[language] as Record<string, Tree>).flatMap(stringsOf));
  for (const text of texts) {
    if (MISSING_KEY.test(text)) problems.push(`${route}: missing key "${text}"`);
    else if (language !== 'en' && ENGLISH_TEXTS.has(text) && !own.has(text))
      problems.push(`${route}: English "${text}"`);
  }
  if (overflow > 0) problems.push(`${route}: ${overflow}px of horizontal overflow`);
  return problems;
}

async function screenshot(page: Page, language: Language, route: string): Promise<void> {
  const dir = path.join(SCREENS, language);
  mkdirSync(dir, { recursive: true });
  const name = route.replace(/^\//, '').replace(/[^\w]+/g, '_') || 'root';
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

describe('switching language', () => {
  it('renames the products on home at once, as the server names them in the new language', async () => {
    const { page, errors } = await pageIn('en');
    await page.goto(`${app.baseUrl}/#${PATHS.home}`);
    const bitcoin = page.getByTestId('product-row-BTCUSDT');
    await expect.poll(() => bitcoin.textContent()).toContain('Bitcoin');
    await page.getByTestId('language-switch').selectOption('ja');
    await expect.poll(() => bitcoin.textContent()).toContain('ビットコイン');
    await page.getByTestId('language-switch').selectOption('th');
    await expect.poll(() => bitcoin.textContent()).toContain('บิตคอยน์');
    expect(errors).toEqual([]);
  });
});

describe('every route in four languages', () => {
  it('sees what it looks for: English on a page in English, read as if it were Thai', async () => {
    const { page } = await pageIn('en');
    await page.goto(`${app.baseUrl}/#${PATHS.login}`);
    await visit(page, PATHS.login);
    expect((await problemsOf(page, 'th', PATHS.login)).length).toBeGreaterThan(2);
    // A key i18next could not find shows as the key itself.
    await page.evaluate(() => {
      document.body.append(
        Object.assign(document.createElement('p'), { textContent: 'deposit:form.submitt' }),
      );
    });
    expect(await problemsOf(page, 'en', PATHS.login)).toEqual([
      `${PATHS.login}: missing key "deposit:form.submitt"`,
    ]);
  });

  for (const language of WALKED) {
    it(`reads in ${language} from start to end`, { timeout: 240_000 }, async () => {
      const { page, errors } = await pageIn(language);
      const problems: string[] = [];
      await page.goto(`${app.baseUrl}/#${PATHS.welcome}`);
      for (const route of PUBLIC_ROUTES) {
        await visit(page, route);
        problems.push(...(await problemsOf(page, language, route)));
        await screenshot(page, language, `public${route}`);
      }

      await visit(page, PATHS.login);
      await page.getByTestId('login-account').fill(trader.account);
      await page.getByTestId('login-password').fill(trader.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL(/#\/pages\/user\/user/);
      for (const route of LOGGED_IN_ROUTES) {
        await visit(page, route);
        problems.push(...(await problemsOf(page, language, route)));
        await screenshot(page, language, route);
      }

      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
