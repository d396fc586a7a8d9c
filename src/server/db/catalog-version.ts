import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { catalogVersion } from './schema.js';

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
  const read = async (): Promise<string> => {
    const [row] = await db
      .select({ version: catalogVersion.version })
      .from(catalogVersion)
      .where(eq(catalogVersion.id, 1));
    if (!row) throw new Error('catalog_version has no row: are the migrations applied?');
    return row.version.toString();
  };

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
