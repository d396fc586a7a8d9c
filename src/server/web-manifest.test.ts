import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/app.js';

// The web app's own public files, served the way a build serves them (they are copied as they are).
const PUBLIC_DIR = fileURLToPath(new URL('../web/public/', import.meta.url));
const INDEX_HTML = fileURLToPath(new URL('../web/index.html', import.meta.url));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const manifest = JSON.parse(readFileSync(join(PUBLIC_DIR, 'manifest.webmanifest'), 'utf8')) as {
  icons: ManifestIcon[];
  [field: string]: unknown;
};

const webDir = mkdtempSync(join(tmpdir(), 'saarthi-web-'));
copyFileSync(INDEX_HTML, join(webDir, 'index.html'));
for (const file of [
  'manifest.webmanifest',
  'apple-touch-icon.png',
  ...manifest.icons.map(({ src }) => src),
])
  copyFileSync(join(PUBLIC_DIR, file), join(webDir, file));

const { app } = await createTestApp({}, { webDir });

/** A PNG's size from its header (the IHDR chunk that must come first), never by decoding it. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it('is served as a manifest and says how the installed app looks', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toMatchObject({
      name: 'Saarthi — cars with professional drivers',
      short_name: 'Saarthi',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f3d3e',
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      description: expect.stringContaining('professional driver'),
    });
  });

  it('names icons of 192 and 512 px and a maskable one, each the size it claims', async () => {
    const { icons } = manifest;
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const { src, sizes, type } of icons) {
      expect(type).toBe('image/png');
      const file = join(PUBLIC_DIR, src);
      expect(existsSync(file), src).toBe(true);
      const { width, height } = pngSize(file);
      expect(`${width}x${height}`, src).toBe(sizes);
      const response = await app.inject({ method: 'GET', url: src });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
  });

  it('is linked from the page with the home-screen icon of iOS', () => {
    const html = readFileSync(INDEX_HTML, 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(pngSize(join(PUBLIC_DIR, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  });

  it('has the picture a shared page without its own shows, at the size previews draw', () => {
    // The pages' Open Graph image (modules/pages/describe-page.ts SHARE_PICTURE).
    expect(pngSize(join(PUBLIC_DIR, 'share', 'saarthi-1200x630.png'))).toEqual({
      width: 1200,
      height: 630,
    });
  });
});
