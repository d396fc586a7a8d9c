import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openPglite, openPostgres } from '../db/client.js';
import { ensurePlaces } from '../modules/places/ensure-places.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    postgresTemplateUrl: string;
  }
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Migrates one database per test run; each test file then gets its own copy. PGlite: a dump of
 * the data folder that files load. PostgreSQL: a template database that files clone.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('api-postgres needs TEST_DATABASE_URL');
    const templateName = `saarthi_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    const templateUrl = databaseUrlWithName(adminUrl, templateName);
    const template = openPostgres(templateUrl, 1);
    await template.migrate();
    await ensurePlaces(template.db);
    await template.close();
    project.provide('postgresTemplateUrl', templateUrl);
    return async () => {
      await admin.query(`drop database if exists ${templateName}`);
      await admin.end();
    };
  }

  const folder = mkdtempSync(join(tmpdir(), 'saarthi-test-'));
  const client = await createPglite();
  const migrated = openPglite(client);
  await migrated.migrate();
  await ensurePlaces(migrated.db);
  const dump = await client.dumpDataDir('none');
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteDumpFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
