import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openPglite, openPostgres, type DatabaseHandle } from '../db/client.js';
import { databaseUrlWithName } from './global-setup.js';

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL in api-postgres. */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.SAARTHI_TEST_DB === 'postgres') {
    const templateUrl = inject('postgresTemplateUrl');
    const templateName = new URL(templateUrl).pathname.slice(1);
    const name = `saarthi_test_${randomBytes(6).toString('hex')}`;
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateName}`);
    const url = databaseUrlWithName(adminUrl, name);
    const handle = openPostgres(url, 4);
    return {
      ...handle,
      // For a second instance on the same database.
      url,
      async close() {
        await handle.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDumpFile'))]);
  const client = await createPglite({ loadDataDir: dump });
  return openPglite(client);
}
