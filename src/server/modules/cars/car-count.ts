/**
 * How many cars a list matches, from what the database keeps of the listed catalogue: the counts
 * per city, category and service type (car_counts) and, for a searched trip, the busy times of
 * the cars of that list (docs/decisions/022 and 026).
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import { CAR_REFINEMENTS, type CarListQuery } from '../../../shared/contracts/cars.js';
import type { Database } from '../../db/client.js';
import { carCounts, cars, travelCompanies } from '../../db/schema/index.js';
import { createHeldCars, type BusyGroup } from './held-cars.js';
import { readRateCards, type KeptRateCard } from './trip-price-order.js';
import { freeFor, heldUntil, reachable, type SearchTrip } from './trip-search.js';

/** What the database keeps of the listed catalogue, read once per catalogue version. */
export interface KeptFigures {
  counts: (typeof carCounts.$inferSelect)[];
  rateCards: KeptRateCard[];
}

/** A list narrowed by more than where and what: counted over the cars themselves. */
export const isRefined = (query: CarListQuery) =>
  CAR_REFINEMENTS.some((name) => query[name] !== undefined);

export function createCarCounter(db: Database) {
  const heldCars = createHeldCars(db);
  // A searched trip's list is read afresh each time, but the kept counts and rate cards it starts
  // from change only with the catalogue: one read per version, shared by every search.
  let kept: { version: bigint; figures: Promise<KeptFigures> } | undefined;
  function keptFigures(version: bigint): Promise<KeptFigures> {
    if (kept?.version !== version) {
      const figures = Promise.all([db.select().from(carCounts), readRateCards(db)]).then(
        ([counts, rateCards]) => ({ counts, rateCards }),
      );
      const entry = { version, figures };
      kept = entry;
      // A failed read is not kept: the next search tries again.
      figures.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.figures;
  }

  /**
   * How many cars match, and for a searched trip counted from the kept counts, which of the
   * list's cars the window holds (null when the count was read another way). Where and what
   * alone (the spec's three filters) are summed from the counts the database keeps (car_counts,
   * at most sixty rows), so the count costs the same for any size of catalogue. A refined list
   * is counted over its index range, narrowed by the refinements: what the answer cache then
   * keeps until the catalogue changes.
   */
  async function countCars(
    query: CarListQuery,
    filters: SQL[],
    trip: SearchTrip | null,
    figures: KeptFigures | null,
  ): Promise<{ total: number; held: ReadonlySet<string> | null }> {
    if (isRefined(query)) {
      const searched = trip ? [freeFor(trip), reachable(trip)] : [];
      const [row] = await db
        .select({ total: count() })
        .from(cars)
        .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
        .where(and(...filters, ...searched));
      return { total: row?.total ?? 0, held: null };
    }
    // A trip to a place is counted over the cities that reach it.
    const cities = trip?.routes ? [...trip.routes.keys()] : undefined;
    const counts = figures?.counts ?? (await db.select().from(carCounts));
    let listed = 0;
    let unavailable = 0;
    const groups: BusyGroup[] = [];
    for (const row of counts) {
      if (query.city !== undefined && row.city !== query.city) continue;
      if (cities !== undefined && !cities.includes(row.city)) continue;
      if (query.category !== undefined && row.category !== query.category) continue;
      if (query.service_type !== undefined && row.serviceType !== query.service_type) continue;
      listed += row.cars;
      unavailable += row.unavailable;
      if (row.cars > row.unavailable) groups.push(row);
    }
    if (!trip) return { total: listed, held: null };
    // The window's free cars are the listed ones less those it leaves out: the ones marked
    // unavailable (counted beside them), and the available ones a busy time holds during the
    // window, taken from the groups' busy times kept in memory (held-cars.ts). A car held twice
    // in the window is one car of the set.
    const held = await heldCars.heldDuring(groups, {
      startsAt: trip.pickupAt.getTime(),
      endsAt: heldUntil(trip).getTime(),
    });
    return { total: listed - unavailable - held.size, held };
  }

  return { keptFigures, count: countCars };
}
