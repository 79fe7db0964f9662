// client-bench: DESIGN §8's client row, on a running Tempo that serves the built client
// (`npm start` does). Debian's Chromium, driven by playwright-core, on a phone-sized page.
//
// Steps, once in the light theme and once in the dark one (the choice stored under localStorage
// 'tempo:theme' before the page loads, as the settings page stores it; the page's <html
// data-theme> is checked):
//  1. first screen: open the app logged out on a fresh profile, wait for the network to go
//     quiet, and add up the JavaScript and the CSS it loaded, each file gzipped here (level 9, as a
//     server or CDN would send it) — whatever the server itself sends. Responses that arrive
//     after the network went quiet are not counted (and their bodies are not waited for);
//  2. chart: log the demo trader in (POST /api/auth/login), open a product's detail page in a
//     390×844 viewport, let the live chart settle, then count animation frames for --seconds with
//     requestAnimationFrame while ticks arrive (the simulator sends ~4.5 a second); a frame that
//     took longer than 1.5 × 1000/60 ms is a dropped frame; long tasks (> 50 ms) are counted too;
//  3. print the figures of each theme against the targets: ≤ 170 KB of gzipped JavaScript on the
//     first screen, ≥ 58 fps with ≤ 1% dropped frames on the chart.
//
// Exit code: 0 when every target is met in both themes, 1 otherwise.
//
// Usage: node --import tsx scripts/client-bench.ts [--url http://127.0.0.1:3000] [--seconds 10]
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import type { QuotesEvent } from '@tempo/shared';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    seconds: { type: 'string', default: '10' },
    symbol: { type: 'string', default: 'BTCUSDT' },
    account: { type: 'string', default: 'demo001' },
    password: { type: 'string', default: 'demo123456' },
    scale: { type: 'string', default: '3' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`client-bench — first-screen JavaScript and chart frame rate of the built client, in the
light and the dark theme

  --url <base url>     a running Tempo serving the client (default http://127.0.0.1:3000)
  --seconds <s>        how long frames are counted on the chart (default 10)
  --symbol <SYMBOL>    product whose chart is watched (default BTCUSDT, live around the clock)
  --account, --password  trader to log in as (default the demo seed's demo001)
  --scale <n>          device pixel ratio of the phone (default 3)
  --chromium <path>    Chromium binary (default /usr/bin/chromium or $CHROMIUM_PATH)`);
  process.exit(0);
}
const seconds = Number(values.seconds);
const FRAME_BUDGET_MS = 1000 / 60;
const VIEWPORT = { width: 390, height: 844 };
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const FIRST_SCREEN_BUDGET = 170 * 1024;

const browser = await chromium.launch({
  executablePath: values.chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
});
try {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `client bench — ${values.url}; Chromium ${browser.version()}; viewport 390×844 @${values.scale}x`,
  );
  let allOk = true;
  for (const theme of THEMES) {
    const firstScreen = await measureFirstScreen(theme);
    const frames = await measureChartFrames(theme);
    const js = firstScreen.files.filter((file) => file.kind === 'js');
    const css = firstScreen.files.filter((file) => file.kind === 'css');
    const sum = (files: typeof js) => files.reduce((total, file) => total + file.gzipped, 0);
    const jsBytes = sum(js);
    console.log(`\n[${theme}]`);
    console.log(
      `first screen: ${js.length} JavaScript files, ${kb(jsBytes)} gzipped; ` +
        `${css.length} CSS files, ${kb(sum(css))} gzipped` +
        (firstScreen.late ? `; ${firstScreen.late} late responses not counted` : ''),
    );
    for (const file of firstScreen.files) console.log(`  ${kb(file.gzipped).padStart(9)}  ${file.path}`);
    const fps = frames.count / seconds;
    console.log(
      `chart (${values.symbol}, ${seconds} s, ${frames.ticks} ticks = ${(frames.ticks / seconds).toFixed(1)}/s): ` +
        `${frames.count} frames = ${fps.toFixed(1)} fps; frame time p50 ${frames.p50.toFixed(1)} / ` +
        `p99 ${frames.p99.toFixed(1)} / max ${frames.max.toFixed(1)} ms; dropped ${frames.dropped} ` +
        `(${((100 * frames.dropped) / Math.max(1, frames.count)).toFixed(2)}%); long tasks ${frames.longTasks}`,
    );
    const firstOk = jsBytes <= FIRST_SCREEN_BUDGET;
    const fpsOk = fps >= 58 && frames.dropped / Math.max(1, frames.count) <= 0.01;
    console.log(`${firstOk ? 'pass' : 'FAIL'}  first screen ≤ 170 KB gzipped JavaScript — ${kb(jsBytes)}`);
    console.log(
      `${fpsOk ? 'pass' : 'FAIL'}  a 4-tick/s chart keeps 60 fps (≥ 58 fps, ≤ 1% dropped) — ` +
        `${fps.toFixed(1)} fps, ${frames.dropped} dropped`,
    );
    allOk &&= firstOk && fpsOk;
  }
  process.exitCode = allOk ? 0 : 1;
} finally {
  await browser.close();
}

/** A context of the phone in `theme`: the choice stored before any page loads, as settings store it. */
async function themedContext(theme: Theme, options: Parameters<typeof browser.newContext>[0]) {
  const context = await browser.newContext(options);
  await context.addInitScript((choice) => {
    localStorage.setItem('tempo:theme', JSON.stringify(choice));
  }, theme);
  return context;
}

/** Fails the run when the page did not open in `theme` (a figure of the wrong theme would mislead). */
async function expectTheme(page: Page, theme: Theme): Promise<void> {
  const shown = await page.evaluate(() => document.documentElement.dataset.theme);
  if (shown !== theme) throw new Error(`the page opened in the ${String(shown)} theme, not ${theme}`);
}

/**
 * The JavaScript and CSS a logged-out visitor's first screen loads, gzipped file by file. Only
 * responses seen before the network went quiet count: one arriving later (a late prefetch, a
 * poll) is left out and counted as late, and nothing waits for its body.
 */
async function measureFirstScreen(theme: Theme) {
  const context = await themedContext(theme, { viewport: VIEWPORT, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const files: { path: string; kind: 'js' | 'css'; gzipped: number }[] = [];
  const pending: Promise<void>[] = [];
  let counting = true;
  let late = 0;
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
    if (!kind) return;
    if (!counting) {
      late++;
      return;
    }
    const path = new URL(response.url()).pathname;
    pending.push(
      response.body().then(
        (body) => {
          files.push({ path, kind, gzipped: gzipSync(body, { level: 9 }).length });
        },
        (error: unknown) => {
          throw new Error(`could not read ${path}: ${String(error)}`);
        },
      ),
    );
  });
  await page.goto(`${values.url}/`, { waitUntil: 'networkidle' });
  await expectTheme(page, theme);
  // From here on nothing is added: the sum is over what the first screen had loaded.
  counting = false;
  await Promise.all(pending);
  await context.close();
  files.sort((a, b) => b.gzipped - a.gzipped);
  return { files, late };
}

/** Frame times on a live chart of a logged-in trader. */
async function measureChartFrames(theme: Theme) {
  const login = (await (
    await fetch(`${values.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ account: values.account, password: values.password }),
    })
  ).json()) as { status: number; message: string; data: { token: string; expiresAt: number } };
  if (login.status !== 1) throw new Error(`login as ${values.account} failed: ${login.message}`);

  const context = await themedContext(theme, {
    viewport: VIEWPORT,
    deviceScaleFactor: Number(values.scale),
    isMobile: true,
    hasTouch: true,
  });
  // tsx keeps function names by wrapping functions in a `__name` helper, which the functions this
  // script hands to the page bring along; give the page a harmless one.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  // The client restores its session from this key at start, as after an earlier login.
  await context.addInitScript(
    (session) => {
      localStorage.setItem('tempo:state', JSON.stringify({ ...session, language: 'en' }));
    },
    { token: login.data.token, tokenExpiresAt: login.data.expiresAt },
  );
  const page = await context.newPage();
  // Ticks are counted as they reach the page's socket, inside its `quotes` frames.
  let measuring = false;
  let ticks = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const frame = String(payload);
      if (!measuring || !frame.startsWith('42["quotes",')) return;
      const [, batch] = JSON.parse(frame.slice(2)) as [string, QuotesEvent];
      ticks += batch.ticks?.length ?? 0;
    }),
  );
  await page.goto(`${values.url}/#/pages/Detail/Detail?symbol=${values.symbol}`, {
    waitUntil: 'networkidle',
  });
  await page.waitForSelector('canvas', { timeout: 20_000 });
  await expectTheme(page, theme);
  await page.waitForTimeout(2_000);

  measuring = true;
  const result = await page.evaluate(async (durationMs) => {
    const intervals: number[] = [];
    let longTasks = 0;
    const observer = new PerformanceObserver((list) => (longTasks += list.getEntries().length));
    observer.observe({ type: 'longtask', buffered: false });
    await new Promise<void>((resolve) => {
      let last = performance.now();
      const end = last + durationMs;
      const frame = (now: number) => {
        intervals.push(now - last);
        last = now;
        if (now < end) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    observer.disconnect();
    return { intervals, longTasks };
  }, seconds * 1000);
  measuring = false;
  await context.close();

  const sorted = [...result.intervals].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    count: result.intervals.length,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    dropped: result.intervals.filter((ms) => ms > FRAME_BUDGET_MS * 1.5).length,
    longTasks: result.longTasks,
    ticks,
  };
}
