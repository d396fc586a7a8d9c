import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import type { RatingChangeRow, RatingMemory } from './rating-changes.js';

/** The two counters of `catalog_version` (schema/catalogue.ts): cached car answers are labelled with them. */
export interface CatalogVersion {
  /** Changes to cars and travel companies, ratings apart. */
  catalog: bigint;
  /** Changes to travel companies' ratings (a review), stamped on each company it changed. */
  ratings: bigint;
}

interface VersionRow {
  catalog: string;
  ratings: string;
  /** [company id, rating total, rating count, rating version] of each company stamped since. */
  changes: [string, number, number, string][] | null;
}

/**
 * Both counters and, in the same statement (one snapshot, one round trip), the companies whose
 * rating changed after version $1; none when $1 is null.
 */
const VERSION_SQL = `
  select version::text as catalog, ratings_version::text as ratings,
    case when $1::bigint is null then null else (
      select json_agg(json_build_array(id, rating_total, rating_count, rating_version::text))
      from travel_companies where rating_version > $1::bigint
    ) end as changes
  from catalog_version where id = 1`;

/** Runs the version statement with `since` as $1: a driver's own way, or through Drizzle. */
export type VersionQuery = (since: string | null) => Promise<VersionRow[]>;

/** The version statement through Drizzle (the embedded database, tests). */
export function versionQueryOf(db: Database): VersionQuery {
  const parts = VERSION_SQL.split('$1').map((part) => sql.raw(part));
  return async (since) =>
    (
      (await db.execute(sql.join(parts, sql`${since}`))) as unknown as {
        rows: VersionRow[];
      }
    ).rows;
}

/** The version statement prepared by name on a node-postgres pool: planned once per connection. */
export function preparedVersionQuery(pool: {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}): VersionQuery {
  return async (since) =>
    (await pool.query({ name: 'catalog_version', text: VERSION_SQL, values: [since] }))
      .rows as VersionRow[];
}

async function readVersion(
  query: VersionQuery,
  since: bigint | null,
): Promise<{ version: CatalogVersion; changes: RatingChangeRow[] }> {
  const [row] = await query(since === null ? null : since.toString());
  if (!row) throw new Error('catalog_version has no row: are the migrations applied?');
  return {
    version: { catalog: BigInt(row.catalog), ratings: BigInt(row.ratings) },
    changes: (row.changes ?? []).map(([companyId, total, count, version]) => ({
      companyId,
      total,
      count,
      version: BigInt(version),
    })),
  };
}

/**
 * The current catalogue version, read from the database by every caller, so that several
 * instances agree on it; each read also brings the ratings changed since the previous one into
 * `ratings`. Readers that arrive while a read is on its way share the next read instead of each
 * asking: one query serves a burst of requests.
 *
 * A caller never gets a read that started before it arrived, which might miss a change committed
 * just before: it gets the running read only if it started that read itself, otherwise the one
 * after. So whatever was committed before a call is counted in the version it returns.
 */
export function createCatalogVersionReader(
  query: VersionQuery,
  ratings: RatingMemory,
): () => Promise<CatalogVersion> {
  return coalesceReads(async () => {
    // Before the first read nothing is cached: lists read later carry their own ratings.
    const since = ratings.known < 0n ? null : ratings.known;
    const { version, changes } = await readVersion(query, since);
    ratings.record(changes, version.ratings);
    return version;
  });
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
 * The embedded database has one process, which sees every change: the versions are kept in
 * memory from the counters' announcements (migrations 0006 and 0007), delivered on commit before
 * the writing call returns, so a cached answer costs no database read and a change still shows on
 * the next request. After a ratings change, the next call reads the companies stamped since.
 */
export function createInMemoryCatalogVersion(
  client: PGlite,
  db: Database,
  ratings: RatingMemory,
): () => Promise<CatalogVersion> {
  const current: CatalogVersion = { catalog: -1n, ratings: -1n };
  const advance = (counter: keyof CatalogVersion) => (version: string) => {
    const value = BigInt(version);
    if (value > current[counter]) current[counter] = value;
  };
  let started: Promise<void> | undefined;
  const start = async () => {
    // Ask for the announcements (migration 0007: only a connection that asks gets them), listen,
    // then read: a change in between is kept either way (the larger wins).
    await client.exec(`set saarthi.announce_changes = 'on'`);
    await client.listen('catalog_version', advance('catalog'));
    await client.listen('ratings_version', advance('ratings'));
    const { version } = await readVersion(versionQueryOf(db), null);
    advance('catalog')(version.catalog.toString());
    advance('ratings')(version.ratings.toString());
    ratings.record([], version.ratings);
  };
  const catchUp = coalesceReads(async () => {
    const { version, changes } = await readVersion(versionQueryOf(db), ratings.known);
    ratings.record(changes, version.ratings);
  });
  return async () => {
    started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    await started;
    if (current.ratings > ratings.known) await catchUp();
    return { ...current };
  };
}
