import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/app.js';

// A stand-in build: an index.html and one hashed asset, as Vite writes them.
const webDir = mkdtempSync(join(tmpdir(), 'saarthi-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html lang="en-IN"><head><title>Saarthi</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log("app")');
// The build's compressed copy (vite.config.ts precompress); its content is irrelevant here.
writeFileSync(join(webDir, 'assets', 'index-abc123.js.br'), 'brotli bytes');
writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const { app } = await createTestApp({}, { webDir });

describe('serving the web app', () => {
  it.each([
    ['/', 200],
    ['/prime', 200],
    ['/car/123', 404],
    ['/no/such/page', 404],
  ])("answers %s with the app's page (%i), not cached", async (url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('compresses a page for a browser that takes it, still revalidated', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD for pages too', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/blogs' });
    expect(response.statusCode).toBe(200);
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends the build's compressed copy of an asset to a browser that takes it", async () => {
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('keeps JSON 404s for unknown API routes and uploads', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      success: false,
      message: 'Route GET /api/nothing-here not found',
      code: 'route_not_found',
      params: { method: 'GET', path: '/api/nothing-here' },
    });
    const upload = await app.inject({ method: 'GET', url: '/uploads/missing.png' });
    expect(upload.statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/prime' });
    expect(post.statusCode).toBe(404);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
