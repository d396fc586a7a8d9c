import { gt } from 'drizzle-orm';
import { averageRating } from '../../../shared/rating.js';
import type { Database } from '../../db/client.js';
import { travelCompanies } from '../../db/schema.js';

interface RatingChange {
  rating: number;
  /** The ratings version that stamped this change. */
  version: bigint;
}

/**
 * The travel companies' ratings that changed since this instance started, kept in memory so that
 * a review does not make every cached car list stale: a cached list stays valid across ratings
 * changes and is re-rated from here when one of its own companies changed (migration 0007 stamps
 * each change with the ratings version).
 *
 * `sync(version)` brings the memory up to a ratings version just read from the database, reading
 * only the companies stamped since the last sync; calls that overlap share one read.
 */
export function createCompanyRatings(db: Database) {
  const changes = new Map<string, RatingChange>();
  /** Every change up to this version is in `changes`. Unset until the first sync. */
  let known: bigint | undefined;
  /** The highest version asked for so far. */
  let wanted = -1n;
  let loading: Promise<void> | undefined;

  async function load(from: bigint, to: bigint): Promise<void> {
    const rows = await db
      .select({
        id: travelCompanies.id,
        total: travelCompanies.ratingTotal,
        count: travelCompanies.ratingCount,
        version: travelCompanies.ratingVersion,
      })
      .from(travelCompanies)
      .where(gt(travelCompanies.ratingVersion, from));
    for (const row of rows) {
      const previous = changes.get(row.id);
      if (!previous || previous.version < row.version)
        changes.set(row.id, { rating: averageRating(row.total, row.count), version: row.version });
    }
    // Versions commit in order (the counter row's lock), so a read that started after version
    // `to` was seen holds every change up to it.
    if (known === undefined || known < to) known = to;
  }

  return {
    async sync(version: bigint): Promise<void> {
      // A list read from the database after this point carries the ratings of its time itself.
      if (known === undefined) {
        known = version;
        return;
      }
      if (version > wanted) wanted = version;
      while (known < version) {
        loading ??= load(known, wanted).finally(() => {
          loading = undefined;
        });
        await loading;
      }
    },

    /** The version every change in memory is counted up to (after a `sync`). */
    get known(): bigint {
      return known ?? -1n;
    },

    /** True when a rating of one of these companies changed after version `since`. */
    changedSince(companyIds: Iterable<string>, since: bigint): boolean {
      for (const id of companyIds) {
        const change = changes.get(id);
        if (change && change.version > since) return true;
      }
      return false;
    },

    /** The rating that changed after `since`, or undefined when it has not. */
    ratingAfter(companyId: string, since: bigint): number | undefined {
      const change = changes.get(companyId);
      return change && change.version > since ? change.rating : undefined;
    },
  };
}
