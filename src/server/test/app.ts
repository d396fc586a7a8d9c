import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createTokenService } from '../http/auth.js';
import type { App } from '../http/types.js';
import type { UserRole } from '../../shared/constants.js';
import { createTestDatabase } from './database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContext {
  app: App;
  db: Database;
  config: Config;
  /** A bearer token for a user id, signed like the server signs them. */
  tokenFor(userId: string, role?: UserRole): Promise<string>;
  authHeader(userId: string): Promise<{ authorization: string }>;
  /** The PostgreSQL database's address (api-postgres only), for a second instance on it. */
  databaseUrl: string | undefined;
}

/**
 * The real app over a fresh database, closed after the file's tests. `env` overrides
 * configuration (e.g. a low RATE_LIMIT_MAX or GOOGLE_CLIENT_ID); `webDir` also serves a built
 * web app from that folder; `logStream` receives the log's lines (with a LOG_LEVEL in `env`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webDir?: string;
    /** The web app's server build; none unless given, so pages are not rendered. */
    webServerDir?: string;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'saarthi-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_MAX: '10000',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    serveWeb: options.webDir !== undefined,
    webDir: options.webDir,
    webServerDir: options.webServerDir ?? join(dataDir, 'no-web-server-build'),
    logStream: options.logStream,
  });
  await app.ready();
  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresIn);

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    app,
    db: database.db,
    config,
    databaseUrl: database.url,
    tokenFor: (userId, role = 'customer') => tokens.sign({ id: userId, role }),
    async authHeader(userId) {
      return { authorization: `Bearer ${await tokens.sign({ id: userId, role: 'customer' })}` };
    },
  };
}
