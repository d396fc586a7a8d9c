/**
 * The car list searched by trip (docs/product/trips-and-money.md#search-by-trip): only the cars
 * free for the window, each with its quote's total, ordered by it on request
 * (trip-price-order.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_LIMITS,
  type LocalPackage,
  type TripType,
} from '../../../shared/booking-constants.js';
import { CITIES } from '../../../shared/constants.js';
import type { CarListQuery } from '../../../shared/contracts/cars.js';
import { tripProblem } from '../../../shared/trip-rules.js';
import { carBusy, cars } from '../../db/schema/index.js';
import { tripError, type RouteFinder, type TripRoute } from '../quotes/quote.js';

const HOUR_MS = 3_600_000;

/** A searched trip, checked and resolved: what the list's SQL and the cards' quotes read. */
export interface SearchTrip {
  tripType: TripType;
  pickupAt: Date;
  returnAt: Date;
  estimatedKm: number | undefined;
  package: LocalPackage | undefined;
  /** For a trip to a place: its route from each city that has one (the others cannot go). */
  routes: Map<string, TripRoute> | null;
}

/** The search's own names for a trip's fields, for its 400s. */
const QUERY_FIELDS = {
  pickupAt: 'pickup_at',
  returnAt: 'return_at',
  estimatedKm: 'km',
  package: 'package',
  to: 'to',
} as const;

/**
 * The trip a car list asks for, or null without a window; a 400 on the query's field when it
 * breaks the booking rules or names a place that cannot be reached. A place is reached from the
 * cities that have a route to it: cars elsewhere are left out of the list.
 */
export function searchTrip(
  query: CarListQuery,
  now: Date,
  findRoute: RouteFinder,
): SearchTrip | null {
  if (query.pickup_at === undefined || query.return_at === undefined) return null;
  const asked = {
    tripType: query.trip_type,
    pickupAt: new Date(query.pickup_at),
    returnAt: new Date(query.return_at),
    estimatedKm: query.km,
    package: query.package,
    to: query.to,
  };
  const problem = tripProblem(asked, now);
  if (problem) throw tripError(problem, QUERY_FIELDS);
  let routes: Map<string, TripRoute> | null = null;
  if (asked.to !== undefined && (asked.tripType === 'outstation' || asked.tripType === 'one_way')) {
    routes = new Map();
    let refusal: unknown = null;
    for (const city of query.city === undefined ? CITIES : [query.city]) {
      try {
        routes.set(city, findRoute(city, asked.to));
      } catch (error) {
        refusal = error;
      }
    }
    // No city reaches the place (or the one asked for is the place itself): say why.
    if (routes.size === 0) throw refusal;
  }
  return { ...asked, routes };
}

/**
 * A busy time overlaps the trip: from pickup to the return's turnaround. The expression of the
 * busy times' indexes (migrations 0015, 0025 and 0039), so that it is read through them.
 */
export function busyDuring(trip: SearchTrip): SQL {
  return sql`tstzrange(${carBusy.startsAt}, ${carBusy.endsAt}, '[)') && tstzrange(${trip.pickupAt.toISOString()}::timestamptz, ${heldUntil(trip).toISOString()}::timestamptz, '[)')`;
}

/** When the trip lets its car go: the return, and the turnaround after it. */
export function heldUntil(trip: SearchTrip): Date {
  return new Date(trip.returnAt.getTime() + BOOKING_LIMITS.turnaroundHours * HOUR_MS);
}

/** The car is free for the trip: marked available, and nothing holds it during the trip. */
export function freeFor(trip: SearchTrip): SQL {
  return sql`${cars.availability} and not exists (select 1 from ${carBusy} where ${carBusy.carId} = ${cars.id} and ${busyDuring(trip)})`;
}

/** Only the cities the trip's place can be reached from (every city without a place). */
export function reachable(trip: SearchTrip): SQL {
  if (trip.routes === null) return sql`true`;
  return sql`${cars.city} in (${sql.join(
    [...trip.routes.keys()].map((city) => sql`${city}`),
    sql`, `,
  )})`;
}
