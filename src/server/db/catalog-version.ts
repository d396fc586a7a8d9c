import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { catalogVersion } from './schema.js';

async function readVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  if (!row) throw new Error('catalog_version has no row: are the migrations applied?');
  return row.version.toString();
}

/**
 * The current catalogue version (see `catalogVersion` in schema.ts), read from the database by
 * every caller, so that several instances agree on it. Readers that arrive while a read is on its
 * way share the next read instead of each asking: one query serves a burst of requests.
 *
 * A caller never gets a read that started before it arrived, which might miss a change committed
 * just before: it gets the running read only if it started that read itself, otherwise the one
 * after. So whatever was committed before a call is counted in the version it returns.
 */
export function createCatalogVersionReader(db: Database): () => Promise<string> {
  const read = () => readVersion(db);

  let running: Promise<string> | undefined;
  let following: Promise<string> | undefined;
  const start = (): Promise<string> => {
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
 * from the counter's announcements (migration 0006), delivered on commit before the writing call
 * returns, so a cached answer costs no database read and a change still shows on the next request.
 */
export function createInMemoryCatalogVersion(client: PGlite, db: Database): () => Promise<string> {
  let current = -1n;
  const advance = (version: string) => {
    const value = BigInt(version);
    if (value > current) current = value;
  };
  let started: Promise<void> | undefined;
  const start = async () => {
    // Listen first, then read: a change in between is kept either way (the larger wins).
    await client.listen('catalog_version', advance);
    advance(await readVersion(db));
  };
  return async () => {
    started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    await started;
    return current.toString();
  };
}
