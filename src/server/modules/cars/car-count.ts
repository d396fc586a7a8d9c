/**
 * How many cars a list matches, from what the database keeps of the listed catalogue: the counts
 * per city, category and service type (car_counts) and, for a searched trip, the busy times of
 * the cars of that list (docs/decisions/022).
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CAR_REFINEMENTS, type CarListQuery } from '../../../shared/contracts/cars.js';
import type { Database } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import { carBusy, carCounts, cars, travelCompanies } from '../../db/schema/index.js';
import { readRateCards, type KeptRateCard } from './trip-price-order.js';
import { busyDuring, freeFor, reachable, type SearchTrip } from './trip-search.js';

/** What the database keeps of the listed catalogue, read once per catalogue version. */
export interface KeptFigures {
  counts: (typeof carCounts.$inferSelect)[];
  rateCards: KeptRateCard[];
}

/** A list narrowed by more than where and what: counted over the cars themselves. */
export const isRefined = (query: CarListQuery) =>
  CAR_REFINEMENTS.some((name) => query[name] !== undefined);

export function createCarCounter(db: Database) {
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
    for (const row of counts) {
      if (query.city !== undefined && row.city !== query.city) continue;
      if (cities !== undefined && !cities.includes(row.city)) continue;
      if (query.category !== undefined && row.category !== query.category) continue;
      if (query.service_type !== undefined && row.serviceType !== query.service_type) continue;
      listed += row.cars;
      unavailable += row.unavailable;
    }
    if (!trip) return { total: listed, held: null };
    // The window's free cars are the listed ones less those it leaves out: the ones marked
    // unavailable (counted beside them), and the available ones held during the window (read
    // through the busy times' index by the window, a few), so the count costs the same for any
    // size of catalogue.
    // The busy times carry their car's city, category, service type and whether it is listed and
    // available (migration 0039), so the window's index reads only those of this list, with no join.
    const ofList: SQL[] = [eq(carBusy.listed, true)];
    if (query.city !== undefined) ofList.push(eq(carBusy.city, query.city));
    if (cities !== undefined) ofList.push(inArray(carBusy.city, cities));
    if (query.category !== undefined) ofList.push(eq(carBusy.category, query.category));
    if (query.service_type !== undefined) ofList.push(eq(carBusy.serviceType, query.service_type));
    // One statement of a few shapes asked on every search: its plan is kept (docs/decisions/015).
    // A car with two busy times in the window is named twice, and counted once by the set: the
    // database would sort every held car to say so.
    const rows = await preparedRead<{ car_id: string }>(
      db,
      sql`select ${carBusy.carId} as car_id from ${carBusy} where ${and(busyDuring(trip), ...ofList)}`,
    );
    const held = new Set(rows.map((row) => row.car_id));
    return { total: listed - unavailable - held.size, held };
  }

  return { keptFigures, count: countCars };
}
