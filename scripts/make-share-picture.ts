/**
 * Draws the picture a shared link of a Saarthi page shows when the page has none of its own
 * (link previews in WhatsApp, search results, social cards): 1200 × 630, the size they draw,
 * with the site's mark, its name and what it offers in the three languages, on the mark's teal.
 * Chromium draws it (Debian's, as for the browser tests; CHROMIUM_PATH to point elsewhere), so
 * the Telugu and Hindi are shaped as a browser shapes them. The PNG is committed: run this again
 * only when the mark or the words change.  Usage: npx tsx scripts/make-share-picture.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const PUBLIC_DIR = fileURLToPath(new URL('../src/web/public/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WIDTH = 1200;
const HEIGHT = 630;

const mark = `data:image/svg+xml;base64,${readFileSync(`${PUBLIC_DIR}favicon.svg`).toString('base64')}`;

/** The web app's own faces for Telugu and Devanagari (src/web/lib/i18n/fonts), as data. */
const face = (family: string, file: string) =>
  `@font-face { font-family: '${family}'; font-weight: 100 900; src: url(data:font/woff2;base64,${readFileSync(
    fileURLToPath(new URL(`../node_modules/@fontsource-variable/${file}`, import.meta.url)),
  ).toString('base64')}) format('woff2-variations'); }`;
const faces = [
  face('Saarthi Telugu', 'noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2'),
  face(
    'Saarthi Devanagari',
    'noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  ),
].join('\n');

const page = `<!doctype html><html><head><meta charset="utf-8"><style>
  ${faces}
  body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; display: flex; align-items: center;
    gap: 64px; padding: 0 88px; box-sizing: border-box; color: #fff;
    background: radial-gradient(circle at 85% 15%, #1d6b6c 0, #0f3d3e 55%, #0a2b2c 100%);
    font-family: sans-serif, 'Saarthi Telugu', 'Saarthi Devanagari'; }
  img { width: 240px; height: 240px; border-radius: 48px; box-shadow: 0 24px 60px rgb(0 0 0 / .35); }
  h1 { margin: 0; font-size: 96px; letter-spacing: -2px; }
  p { margin: 12px 0 0; font-size: 40px; line-height: 1.25; }
  .other { font-size: 30px; opacity: .85; margin-top: 18px; }
  .cities { margin-top: 36px; font-size: 26px; opacity: .75; letter-spacing: .5px; }
</style></head><body>
  <img src="${mark}" alt="">
  <div>
    <h1>Saarthi</h1>
    <p>Cars with professional drivers</p>
    <p class="other">డ్రైవర్‌తో కార్లు · ड्राइवर के साथ कारें</p>
    <p class="cities">Vijayawada · Guntur · Hyderabad · Visakhapatnam · Tirupati</p>
  </div>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const tab = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
  });
  await tab.setContent(page, { waitUntil: 'load' });
  // The faces are data in the page: waiting for the page's fonts waits for them.
  await tab.evaluate('document.fonts.ready');
  mkdirSync(`${PUBLIC_DIR}share`, { recursive: true });
  writeFileSync(`${PUBLIC_DIR}share/saarthi-1200x630.png`, await tab.screenshot({ type: 'png' }));
  console.log(`share/saarthi-1200x630.png: ${WIDTH}×${HEIGHT}`);
} finally {
  await browser.close();
}
