import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createLifecycle } from '../../http/lifecycle.js';
import { TEST_JWT_SECRET } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';

async function appOverOwnDatabase() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'saarthi-health-')),
  });
  const database = await createTestDatabase();
  const lifecycle = createLifecycle();
  const app = await buildApp({ config, database, serveWeb: false, lifecycle });
  return { app, database, lifecycle };
}

describe('health', () => {
  it('is live and ready while the database answers, and not ready once told to stop', async () => {
    const { app, database, lifecycle } = await appOverOwnDatabase();
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
    expect(ready.headers['cache-control']).toBe('no-store');

    lifecycle.startDraining();
    const draining = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining', database: 'unchecked' });
    // Still live, and still serving what it is sent while the load balancer takes it out.
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/faqs' })).statusCode).toBe(200);
    await app.close();
    await database.close();
  });

  it('says the database is down, and calls that need it answer 503, not 500', async () => {
    const { app, database } = await appOverOwnDatabase();
    await database.close();

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    for (const url of [
      '/api/cars?city=Vijayawada&category=prime&service_type=rental',
      '/api/faqs',
      '/api/blogs/all',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Service temporarily unavailable',
        code: 'service_unavailable',
      });
      expect(response.headers['retry-after']).toBe('1');
    }
    const write = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ravi', email: 'ravi@example.in', message: 'Hello' },
    });
    expect(write.statusCode).toBe(503);
    await app.close();
  });
});
