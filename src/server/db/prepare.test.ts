import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { databaseUrlWithName } from '../test/global-setup.js';
import { createPglite, openPglite, openPostgres, type DatabaseHandle } from './client.js';
import { prepareDatabase } from './prepare.js';
import { cars, users } from './schema/index.js';

const dataDir = mkdtempSync(join(tmpdir(), 'saarthi-prepare-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** An empty database (not even migrated), as a fresh deployment finds it. */
async function emptyDatabase(): Promise<{ open: () => DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.SAARTHI_TEST_DB !== 'postgres') {
    const handle = openPglite(await createPglite());
    return { open: () => handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `saarthi_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const opened: DatabaseHandle[] = [];
  return {
    open() {
      const handle = openPostgres(databaseUrlWithName(adminUrl, name), 4);
      opened.push(handle);
      return handle;
    },
    async drop() {
      await Promise.all(opened.map((handle) => handle.close()));
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

describe('preparing the database at start', () => {
  it('loads the demo data once when two instances start together on one empty database', async () => {
    const database = await emptyDatabase();
    try {
      const first = database.open();
      const second = database.open();
      // On PostgreSQL these are two pools, as two instances have; PGlite has one process.
      await Promise.all([prepareDatabase(first, config), prepareDatabase(second, config)]);
      const demoAccounts = await first.db.$count(users, undefined);
      const carCount = await first.db.$count(cars);
      expect(carCount).toBeGreaterThan(100);

      // A third start finds everything in place and adds nothing.
      await prepareDatabase(database.open(), config);
      expect(await first.db.$count(users)).toBe(demoAccounts);
      expect(await first.db.$count(cars)).toBe(carCount);
    } finally {
      await database.drop();
    }
  }, 120_000);
});
