import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import {
  createCatalogVersionReader,
  createInMemoryCatalogVersion,
  preparedVersionQuery,
  type CatalogVersion,
} from './catalog-version.js';
import { PlanKeepingClient } from './kept-plans.js';
import { forDrizzle } from './pglite-parsers.js';
import { createRatingChanges, type RatingChanges } from './rating-changes.js';
import * as schema from './schema/index.js';

/** One type for both drivers: repositories never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock, so that instances starting together on one
   * database prepare it one after the other (the second finds it migrated and seeded).
   */
  duringStartup<T>(work: () => Promise<T>): Promise<T>;
  /** The catalogue version that labels cached car answers (catalog-version.ts). */
  catalogVersion(): Promise<CatalogVersion>;
  /** The travel companies' ratings changed since start, brought in by `catalogVersion`. */
  ratingChanges: RatingChanges;
  close(): Promise<void>;
}

// Any fixed numbers work; they only have to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 7_240_117;
const STARTUP_LOCK_ID = 7_240_118;

/**
 * Runs `work` on a connection of its own that holds a session advisory lock, so instances sharing
 * the database take turns. No statement timeout there: migrating or seeding may rightly take
 * longer than a request's statement.
 */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  lockId: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release();
  }
}

/**
 * `timeoutMs` bounds the wait for a connection and for each statement, so that a database that
 * is down or stuck answers a request with 503 within that time instead of holding it.
 */
export function openPostgres(url: string, poolMax = 10, timeoutMs?: number): DatabaseHandle {
  const openPool = (max: number) => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      Client: PlanKeepingClient,
      ...(timeoutMs ? { connectionTimeoutMillis: timeoutMs, statement_timeout: timeoutMs } : {}),
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    return pool;
  };
  const pool = openPool(poolMax);
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  // Every cached answer waits on the version read: it has a connection of its own, so it never
  // queues behind the requests holding the pool under load (reads are coalesced, one at a time).
  const versionPool = openPool(1);
  const ratingChanges = createRatingChanges();
  return {
    db,
    kind: 'postgres',
    // Several instances: each request asks the database (coalesced into one read per burst).
    catalogVersion: createCatalogVersionReader(preparedVersionQuery(versionPool), ratingChanges),
    ratingChanges,
    async ping() {
      await pool.query('select 1');
    },
    // Several instances may start at once: only one applies migrations at a time.
    migrate: () =>
      withAdvisoryLock(pool, MIGRATION_LOCK_ID, (client) =>
        migrateNodePostgres(drizzleNodePostgres(client, { schema }), {
          migrationsFolder: MIGRATIONS_DIR,
        }),
      ),
    duringStartup: (work) => withAdvisoryLock(pool, STARTUP_LOCK_ID, () => work()),
    async close() {
      await Promise.all([pool.end(), versionPool.end()]);
    },
  };
}

/**
 * An embedded PostgreSQL with the extensions the migrations create: btree_gist, for the
 * exclusion constraints that keep a car or a driver from being booked twice.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { btree_gist } });
}

/** Embedded PostgreSQL in a data folder, or in memory when no folder is given. */
export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(forDrizzle(client), { schema }) as unknown as Database;
  const ratingChanges = createRatingChanges();
  let startup: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    catalogVersion: createInMemoryCatalogVersion(client, db, ratingChanges),
    ratingChanges,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], {
        migrationsFolder: MIGRATIONS_DIR,
      });
    },
    // One process owns an embedded database: start-up work only has to wait its turn in it.
    duringStartup(work) {
      const turn = startup.then(work, work);
      startup = turn.catch(() => undefined);
      return turn;
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolMax?: number;
  timeoutMs?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolMax, options.timeoutMs);
  const client = await createPglite(options.dataDir ? { dataDir: options.dataDir } : {});
  return openPglite(client);
}
