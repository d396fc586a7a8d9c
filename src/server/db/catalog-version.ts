import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { catalogVersion } from './schema.js';

/** The two counters of `catalog_version` (schema.ts): cached car answers are labelled with them. */
export interface CatalogVersion {
  /** Changes to cars and travel companies, ratings apart. */
  catalog: bigint;
  /** Changes to travel companies' ratings (a review), stamped on each company it changed. */
  ratings: bigint;
}

async function readVersion(db: Database): Promise<CatalogVersion> {
  const [row] = await db
    .select({ catalog: catalogVersion.version, ratings: catalogVersion.ratingsVersion })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  if (!row) throw new Error('catalog_version has no row: are the migrations applied?');
  return row;
}

/**
 * The current catalogue version, read from the database by every caller, so that several
 * instances agree on it. Readers that arrive while a read is on its way share the next read
 * instead of each asking: one query serves a burst of requests.
 *
 * A caller never gets a read that started before it arrived, which might miss a change committed
 * just before: it gets the running read only if it started that read itself, otherwise the one
 * after. So whatever was committed before a call is counted in the version it returns.
 */
export function createCatalogVersionReader(db: Database): () => Promise<CatalogVersion> {
  return coalesceReads(() => readVersion(db));
}

/** Calls of `read` that overlap share one call, never one that started before they arrived. */
export function coalesceReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let following: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };

  return () => {
    if (!running) return start();
    following ??= running
      .catch(() => undefined)
      .then(() => {
        following = undefined;
        return start();
      });
    return following;
  };
}

/**
 * The embedded database has one process, which sees every change: the version is kept in memory
 * from the counters' announcements (migrations 0006 and 0007), delivered on commit before the
 * writing call returns, so a cached answer costs no database read and a change still shows on
 * the next request.
 */
export function createInMemoryCatalogVersion(
  client: PGlite,
  db: Database,
): () => Promise<CatalogVersion> {
  const current: CatalogVersion = { catalog: -1n, ratings: -1n };
  const advance = (counter: keyof CatalogVersion) => (version: string) => {
    const value = BigInt(version);
    if (value > current[counter]) current[counter] = value;
  };
  let started: Promise<void> | undefined;
  const start = async () => {
    // Listen first, then read: a change in between is kept either way (the larger wins).
    await client.listen('catalog_version', advance('catalog'));
    await client.listen('ratings_version', advance('ratings'));
    const read = await readVersion(db);
    advance('catalog')(read.catalog.toString());
    advance('ratings')(read.ratings.toString());
  };
  return async () => {
    started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    await started;
    return { ...current };
  };
}
