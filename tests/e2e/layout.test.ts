// Every route in all ten languages on a tall phone (390×844) and a small one (360×640), laid out
// with the fonts of every script (Noto, Noto CJK, Thai): no page wider than the screen, no text cut
// off or spilling out of its box, no text over other text, no boxes of a row over each other or
// out of it, and every control a 44px target. The small phone trades on the demo balance, so its
// longer row (balance and reset) is laid out too.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES, type Language } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeUser } from '../../server/src/test/factories';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, storeOnPhone } from './browser';
import { layoutProblems } from './layoutProblems';
import { pageSettled, trackRequests } from './pageSettled';
import { smallTargets } from './touchTargets';
import { LOGGED_IN_ROUTES, PUBLIC_ROUTES } from './walkedRoutes';

const CLIENT_DIST = new URL('../../client/dist', import.meta.url).pathname;

const PHONES = [
  { width: 390, height: 844, account: 'real' },
  { width: 360, height: 640, account: 'demo' },
] as const;
type Phone = (typeof PHONES)[number];

let app: TestApp;
let browser: Browser;
let token: string;

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime', 'feed'], CLIENT_DIST });
  const trader = await makeUser(app);
  await fund(app, await makeAdmin(app), trader.id, 50_000);
  token = await loginAs(app, trader);
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A page on `phone` in `language`, logged in when a token is given, on the welcome page. */
async function phonePage(phone: Phone, language: Language, sessionToken?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  // The bundler may wrap functions handed to the page in a naming helper; give the page one.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await storeOnPhone(context, { state: { language, token: sessionToken, tradingAccount: phone.account } });
  const page = await context.newPage();
  trackRequests(page);
  await page.goto(`${app.baseUrl}/#/pages/welcome/welcome`);
  return page;
}

/** Each route's layout problems and small targets, as "<route>: <problem>". */
async function walk(page: Page, routes: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, route);
    await pageSettled(page);
    for (const problem of await layoutProblems(page)) problems.push(`${route}: ${problem}`);
    // A banner's headline is clamped to its lines by design, but no seeded one may need the clamp.
    const cutHeadlines = await page.$$eval('.banner-caption', (captions) =>
      captions.filter((caption) => caption.scrollHeight > caption.clientHeight + 1).map((c) => c.textContent),
    );
    for (const headline of cutHeadlines) problems.push(`${route}: banner headline cut off: "${headline}"`);
    const { small } = await smallTargets(page);
    for (const target of small)
      problems.push(`${route}: ${target.width}×${target.height} target: ${target.element}`);
  }
  return problems;
}

describe('the layout checks', () => {
  it('see what they look for: a page wider than the screen, text cut off, text over text, a box out of its row', async () => {
    const page = await phonePage(PHONES[1], 'en');
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, PUBLIC_ROUTES[0]!);
    await pageSettled(page);
    expect(await layoutProblems(page)).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML(
        'afterbegin',
        `<div style="width: 500px">wide</div>
         <p style="width: 40px; overflow: hidden; white-space: nowrap">cut off words</p>
         <div style="display: flex; width: 120px"><span style="flex: none; width: 100px">one</span><span style="flex: none; width: 100px">two</span></div>
         <div><span style="display: inline-block; width: 80px">first</span><span style="display: inline-block; margin-left: -60px">over</span></div>`,
      );
    });
    const found = await layoutProblems(page);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^page wider than the screen by \d+px$/),
        expect.stringMatching(/^text wider than its box: p "cut off words"$/),
        expect.stringMatching(/^out of its row: span "two" in div "onetwo"$/),
        expect.stringMatching(/^text over text: span "first" and span "over"$/),
      ]),
    );
  });
});

describe('every route laid out right', () => {
  for (const language of LANGUAGES) {
    for (const phone of PHONES) {
      it(`in ${language} at ${phone.width}×${phone.height}`, { timeout: 180_000 }, async () => {
        const publicPage = await phonePage(phone, language);
        const problems = await walk(publicPage, PUBLIC_ROUTES);
        await publicPage.context().close();
        const traderPage = await phonePage(phone, language, token);
        problems.push(...(await walk(traderPage, LOGGED_IN_ROUTES)));
        expect(problems).toEqual([]);
      });
    }
  }
});
