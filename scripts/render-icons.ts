// render-icons: the installable app's PNG icons, drawn from the site logo (client/public/logo.svg)
// by Debian's Chromium through playwright-core, so no image library is needed. Run it again after
// the logo changes and commit the PNGs it writes.
//
// Steps:
//  1. read logo.svg and the brand colour it is filled with (its first fill);
//  2. for each icon, open a blank page of the icon's size and draw the logo on it: "any" icons keep
//     the logo's rounded corners transparent; "maskable" and Apple icons put it on a square of the
//     brand colour, because launchers crop those to their own shape (the logo's mark sits well
//     inside the maskable safe zone, a centred circle of 80% of the width) and iOS fills
//     transparent pixels with black;
//  3. screenshot the page as a PNG into client/public.
//
// Usage: node --import tsx scripts/render-icons.ts [--chromium /usr/bin/chromium]
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`render-icons — the web app's PNG icons from client/public/logo.svg

  --chromium <path>    Chromium binary (default /usr/bin/chromium or $CHROMIUM_PATH)`);
  process.exit(0);
}

const PUBLIC_DIR = fileURLToPath(new URL('../client/public', import.meta.url));

/** Each icon the manifest and index.html name: where it goes, its size in px, and its kind. */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, square: false },
  { file: 'icons/icon-512.png', size: 512, square: false },
  { file: 'icons/icon-maskable-512.png', size: 512, square: true },
  { file: 'apple-touch-icon.png', size: 180, square: true },
] as const;

const logo = readFileSync(path.join(PUBLIC_DIR, 'logo.svg'), 'utf8');
const brand = /fill="(#[0-9a-fA-F]{3,8})"/.exec(logo)?.[1];
if (!brand) throw new Error('logo.svg names no fill colour to use as the icon background');
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const browser = await chromium.launch({
  executablePath: values.chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const background = icon.square ? brand : 'transparent';
    await page.setContent(
      `<body style="margin:0;background:${background}">` +
        `<img src="${logoUrl}" width="${icon.size}" height="${icon.size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const target = path.join(PUBLIC_DIR, icon.file);
    mkdirSync(path.dirname(target), { recursive: true });
    await page.screenshot({ path: target, omitBackground: !icon.square });
    await page.close();
    console.log(`${icon.size}×${icon.size}  client/public/${icon.file}`);
  }
} finally {
  await browser.close();
}
