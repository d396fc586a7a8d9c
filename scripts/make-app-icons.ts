/**
 * Draws the app's icons (the web app manifest's and the home-screen icon of iOS) from the site's
 * own mark, src/web/public/favicon.svg, so the installed app looks like the tab it came from:
 *
 *   icon-192.png, icon-512.png   the mark as it is (rounded square, transparent corners)
 *   icon-maskable-512.png        a full square of the mark's teal with the mark at 80 %: the
 *                                platform cuts its own shape, and everything that matters stays
 *                                inside the safe zone (the centred circle of 80 % of the width)
 *   apple-touch-icon.png         180 px, a full square (iOS rounds it itself and would show
 *                                transparent corners black)
 *
 * Chromium renders the SVG exactly as the browser tab does; Debian's is used, as by the browser
 * tests (CHROMIUM_PATH to point elsewhere). The PNGs are committed: run this again only when
 * favicon.svg changes.  Usage: npx tsx scripts/make-app-icons.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const PUBLIC_DIR = fileURLToPath(new URL('../src/web/public/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The mark's own background (favicon.svg, and index.html's theme colour). */
const TEAL = '#0f3d3e';

interface Icon {
  file: string;
  size: number;
  /** How much of the width the mark takes, centred. */
  scale: number;
  /** A full square of teal behind the mark, for platforms that cut their own shape. */
  fullBleed: boolean;
}

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, scale: 1, fullBleed: false },
  { file: 'icon-512.png', size: 512, scale: 1, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.8, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, scale: 1, fullBleed: true },
];

const svg = readFileSync(`${PUBLIC_DIR}favicon.svg`);
const source = `data:image/svg+xml;base64,${svg.toString('base64')}`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, scale, fullBleed } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const mark = Math.round(size * scale);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fullBleed ? TEAL : 'transparent'}">` +
        `<img style="display:block" src="${source}" width="${mark}" height="${mark}" alt=""></body></html>`,
      // The page's load event waits for its image.
      { waitUntil: 'load' },
    );
    const png = await page.screenshot({
      type: 'png',
      omitBackground: !fullBleed,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    writeFileSync(`${PUBLIC_DIR}${file}`, png);
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
