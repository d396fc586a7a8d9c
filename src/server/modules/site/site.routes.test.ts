import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';

const { app } = await createTestApp({ SUPPORT_PHONE: '+91 98480 00000' });

describe('site and platform routes', () => {
  it('GET /api/site answers support details from configuration', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      supportPhone: '+91 98480 00000',
      supportEmail: 'support@saarthi.in',
      googleClientId: null,
    });
  });

  it('GET /api/health answers 200 while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI description with every documented call', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/cars',
        '/api/cars/{id}',
        '/api/blogs/all',
        '/api/user/login',
        '/api/whySaarthi/allWhySaarthi',
      ]),
    );
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('sends security headers, on answers and errors alike', async () => {
    for (const url of ['/api/site', '/api/nope', '/api/cars/not-an-id']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['x-powered-by']).toBeUndefined();
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self' https://accounts.google.com/gsi/client");
      expect(policy).not.toContain('upgrade-insecure-requests');
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Route GET /api/nope not found',
      code: 'route_not_found',
      params: { method: 'GET', path: '/api/nope' },
    });
  });
});
