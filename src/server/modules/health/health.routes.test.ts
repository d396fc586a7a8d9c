import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestDatabase } from '../../test/database.js';
import { TEST_JWT_SECRET } from '../../test/app.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('GET /api/health when the database is gone', () => {
  it('answers 503', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: mkdtempSync(join(tmpdir(), 'saarthi-health-')) });
    const database = await createTestDatabase();
    const app = await buildApp({ config, database, serveWeb: false });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    await app.close();
  });
});
