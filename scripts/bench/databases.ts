/**
 * Benchmark databases: a PostgreSQL database of its own per use (created on the server named by
 * BENCH_DATABASE_URL and dropped afterwards), or a PGlite data folder. Each is migrated, gets the
 * demo data, then bulk cars up to the wanted total.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import {
  insertBulkCars,
  loadCarTemplates,
  type CarTemplate,
} from '../../src/server/db/bulk-cars.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { cars } from '../../src/server/db/schema/index.js';
import { seedDemoData } from '../../src/server/db/seed/index.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Where the server finds a benchmark database: DATABASE_URL, or DATA_DIR for PGlite. */
export interface BenchDatabase {
  kind: DatabaseKind;
  /** The server's DATA_DIR: PGlite's files (pglite/). */
  dataDir: string;
  databaseUrl?: string;
  /** Removes the database (PostgreSQL) — the caller removes the folder. */
  drop(): Promise<void>;
}

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function adminUrl(): string {
  return process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
}

function urlWithDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** True when the PostgreSQL server answers; the PostgreSQL figures are skipped otherwise. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Databases created by this process, dropped by {@link dropAllCreated} even after a failure. */
const created = new Set<string>();

export async function createBenchDatabase(
  kind: DatabaseKind,
  dataDir: string,
  label: string,
): Promise<BenchDatabase> {
  mkdirSync(dataDir, { recursive: true });
  if (kind === 'pglite') return { kind, dataDir, drop: async () => undefined };
  const name = `saarthi_bench_${label}_${process.pid}`;
  await adminQuery(`drop database if exists ${name}`);
  await adminQuery(`create database ${name}`);
  created.add(name);
  return {
    kind,
    dataDir,
    databaseUrl: urlWithDatabase(adminUrl(), name),
    async drop() {
      await adminQuery(`drop database if exists ${name} with (force)`);
      created.delete(name);
    },
  };
}

export async function dropAllCreated(): Promise<void> {
  for (const name of [...created]) {
    await adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
    created.delete(name);
  }
}

export function openBenchDatabase(database: BenchDatabase): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: database.databaseUrl,
    dataDir: join(database.dataDir, 'pglite'),
    poolMax: 4,
  });
}

export async function countCars(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(cars);
  return row?.n ?? 0;
}

/** Migrates and loads the demo data; returns the demo cars that bulk cars copy. */
export async function seedDemo(
  handle: DatabaseHandle,
  database: BenchDatabase,
): Promise<CarTemplate[]> {
  await handle.migrate();
  await seedDemoData(handle.db, {
    // The key the benchmark server finds in the same DATA_DIR.
    personalDataKey: loadConfig({ DATA_DIR: database.dataDir }).personalDataKey,
  });
  return loadCarTemplates(handle.db);
}

/** Adds bulk cars until the database holds `total`; returns the time the inserts took (ms). */
export async function growTo(
  handle: DatabaseHandle,
  total: number,
  templates: CarTemplate[],
): Promise<number> {
  const missing = total - (await countCars(handle));
  if (missing <= 0) return 0;
  return insertBulkCars(handle.db, { count: missing, templates });
}
