import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'saarthi-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      jwtExpiresIn: '7d',
      rateLimit: { max: 20 },
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('keeps a generated token secret in the data folder across starts', () => {
    const folder = dataDir();
    const first = loadConfig({ DATA_DIR: folder });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(folder, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: folder }).jwtSecret).toBe(first.jwtSecret);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        SEED_DEMO: 'maybe',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SEED_DEMO');
    }
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(
      'JWT_SECRET: required when NODE_ENV=production',
    );
  });
});
