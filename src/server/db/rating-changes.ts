import { averageRating } from '../../shared/rating.js';

/** A travel company's rating totals as stamped by a ratings change (migration 0007). */
export interface RatingChangeRow {
  companyId: string;
  total: number;
  count: number;
  version: bigint;
}

/**
 * The travel companies' ratings that changed since this instance started, kept in memory so that
 * a review does not make every cached car list stale: a cached list stays valid across ratings
 * changes and is re-rated from here when one of its own companies changed. The catalogue
 * version readers (catalog-version.ts) fill it with the companies stamped since their last read.
 */
export interface RatingChanges {
  /** Every change up to this ratings version is here; -1 before the first read. */
  readonly known: bigint;
  /** True when a rating of one of these companies changed after version `since`. */
  changedSince(companyIds: Iterable<string>, since: bigint): boolean;
  /** The company's rating when it changed after version `since`, otherwise undefined. */
  ratingAfter(companyId: string, since: bigint): number | undefined;
}

export function createRatingChanges() {
  const changes = new Map<string, { rating: number; version: bigint }>();
  let known = -1n;
  const memory = {
    get known() {
      return known;
    },
    changedSince(companyIds: Iterable<string>, since: bigint) {
      for (const id of companyIds) if ((changes.get(id)?.version ?? -1n) > since) return true;
      return false;
    },
    ratingAfter(companyId: string, since: bigint) {
      const change = changes.get(companyId);
      return change && change.version > since ? change.rating : undefined;
    },
    /**
     * Records what a read found: the companies stamped since the last read, and the ratings
     * version that read saw, which it holds every change up to (versions commit in order).
     */
    record(rows: RatingChangeRow[], upTo: bigint) {
      for (const row of rows) {
        const previous = changes.get(row.companyId);
        if (!previous || previous.version < row.version)
          changes.set(row.companyId, {
            rating: averageRating(row.total, row.count),
            version: row.version,
          });
      }
      if (upTo > known) known = upTo;
    },
  };
  return memory satisfies RatingChanges;
}
export type RatingMemory = ReturnType<typeof createRatingChanges>;
