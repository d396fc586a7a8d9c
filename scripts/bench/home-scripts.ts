/**
 * The home page's JavaScript as Chromium fetches it (at most 150 KB gzipped), a check on
 * the manifest arithmetic in bundle-size.ts: a visitor opens `/`, waits until the page is idle,
 * then scrolls to the foot until the review form is there. Every script fetched on the way is
 * counted at its gzip size on the wire (the browser asks for gzip only, as the budget is gzip).
 */
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './lighthouse.js';

export interface HomeScripts {
  /** Gzipped bytes of every script the page fetched. */
  gzipBytes: number;
  /** Of those, fetched before the visitor scrolled (first screen and idle loads). */
  beforeScrollGzipBytes: number;
  files: { path: string; gzipBytes: number }[];
}

export async function measureHomeScripts(baseUrl: string): Promise<HomeScripts> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const fetched: Promise<{ path: string; gzipBytes: number; encoding: string }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      fetched.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            path: new URL(request.url()).pathname,
            gzipBytes: sizes.responseBodySize,
            encoding: (await response?.allHeaders())?.['content-encoding'] ?? 'none',
          };
        })(),
      );
    });

    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // The toasts load once the browser is idle (layout/toasts.tsx): give it that moment.
    await page.waitForTimeout(3_500);
    await page.waitForLoadState('networkidle');
    const beforeScroll = fetched.length;

    const submit = page.getByRole('button', { name: 'Submit Review' });
    for (let step = 0; step < 40 && !(await submit.isVisible()); step += 1) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(150);
    }
    await submit.waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    const files = await Promise.all(fetched);
    const notGzipped = files.filter((file) => file.encoding !== 'gzip');
    if (notGzipped.length > 0)
      throw new Error(
        `Scripts not served gzipped: ${notGzipped.map((file) => file.path).join(', ')}`,
      );
    const total = (list: typeof files) => list.reduce((sum, file) => sum + file.gzipBytes, 0);
    return {
      gzipBytes: total(files),
      beforeScrollGzipBytes: total(files.slice(0, beforeScroll)),
      files: files.map(({ path, gzipBytes }) => ({ path, gzipBytes })),
    };
  } finally {
    await browser.close();
  }
}
