// The installable app in a phone-sized Chromium against the built client and a real server: the
// manifest and its icons, the service worker registered on the first visit, a second visit with
// the network off opening the cached shell with the offline strip (not a browser error page), and
// the API never answered from the worker's cache.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { launchBrowser, phoneContext, storeOnPhone } from './browser';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
const HOME = '/#/pages/index/index';
const OFFLINE_TEXT = 'You are offline — prices and orders will update when you reconnect';
/** Installing the worker fetches every file of the build; a busy machine may take a while. */
const WORKER_READY_MS = 30_000;

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'], CLIENT_DIST: path.resolve(CLIENT_DIST) });
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A phone-sized context in English. */
async function englishContext(): Promise<BrowserContext> {
  const context = await phoneContext(browser, app.baseUrl);
  await storeOnPhone(context);
  return context;
}

/** Opens the app and waits until its service worker is active and controls the page. */
async function firstVisit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}${HOME}`);
  await page.getByTestId('tab-home').waitFor();
  const scope = await page.evaluate(
    (deadlineMs) =>
      Promise.race([
        navigator.serviceWorker.ready.then((registration) => registration.scope),
        new Promise<string>((_, reject) =>
          setTimeout(() => reject(new Error('no service worker became ready')), deadlineMs),
        ),
      ]),
    WORKER_READY_MS,
  );
  expect(scope).toBe(`${app.baseUrl}/`);
  // The worker claims the page that registered it once it has cached the build.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: WORKER_READY_MS,
    })
    .toBe(`${app.baseUrl}/sw.js`);
  return page;
}

/** Every URL path the page's origin holds in Cache Storage. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** What a GET of `url` from the page gives: its status, or that it failed. */
function fetchFromPage(page: Page, url: string): Promise<string> {
  return page.evaluate(
    (target) =>
      fetch(target).then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    url,
  );
}

describe('installable app', () => {
  it('serves a valid manifest, named by index.html, whose icons load at their stated sizes', async () => {
    const response = await fetch(`${app.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Tempo',
      short_name: 'Tempo',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1150c2',
      background_color: '#f2f4f8',
    });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );

    const context = await englishContext();
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const icons = [
      ...pngs.map((icon) => ({ src: icon.src, sizes: icon.sizes })),
      { src: appleIcon!, sizes: '180x180' },
    ];
    for (const icon of icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size, icon.src).toBe(icon.sizes);
    }

    // The worker script is always checked for a newer build, never kept by the HTTP cache.
    const worker = await fetch(`${app.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('a second visit with the network off opens the cached shell with the offline state; the API is never answered from the cache', async () => {
    const context = await englishContext();
    const page = await firstVisit(context);
    expect(await page.getByTestId('offline-banner').count()).toBe(0);

    // Online, the API answers and a page load is fetched afresh; none of it is kept.
    expect(await fetchFromPage(page, '/api/index/siteConfig')).toBe('answered 200');
    const cached = await cachedPaths(page);
    expect(cached).toContain('/index.html');
    expect(cached.some((file) => /^\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    expect(cached.filter((file) => /^\/(api|socket\.io|uploads)\//.test(file))).toEqual([]);
    // The ops console is another entry of the build: none of its own files reach a trader's phone.
    expect(cached.filter((file) => /^\/(ops\/|assets\/ops-)/.test(file))).toEqual([]);

    await context.setOffline(true);
    // The worker itself cannot reach the server either: what follows comes from its cache.
    const [worker] = context.serviceWorkers();
    expect(
      await worker!.evaluate(() =>
        fetch('/api/health').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    const reload = await page.reload();
    expect(reload?.status()).toBe(200);
    expect(reload?.fromServiceWorker()).toBe(true);
    expect(page.url()).toBe(`${app.baseUrl}${HOME}`);
    await page.getByTestId('tab-home').waitFor();
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('offline-banner').textContent()).toBe(OFFLINE_TEXT);
    expect(await fetchFromPage(page, '/api/index/siteConfig')).toBe('failed');

    // A new visit in the same browser, straight to a page whose data needs the server: its error
    // state with retry, under the offline strip, instead of a spinner.
    const second = await context.newPage();
    await second.goto(`${app.baseUrl}/#/pages/product/product`);
    await second.getByTestId('offline-banner').waitFor();
    await second.getByTestId('page-load-failed').waitFor();

    // Back online, the strip goes.
    await context.setOffline(false);
    await expect.poll(() => second.getByTestId('offline-banner').count()).toBe(0);
  });
});
