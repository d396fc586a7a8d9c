/**
 * The car list searched by trip (docs/product/trips-and-money.md#search-by-trip): only the cars
 * free for the window, each with its quote's total, ordered by it on request. The total is
 * computed twice on purpose: in SQL, to order and page by it, and by the quote itself
 * (`priceTrip`) for what the card shows; the tests hold the two equal for every car.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AIRPORT_FARES,
  AIRPORT_INCLUDED_KM,
  BOOKING_LIMITS,
  GST_PERCENT,
  type LocalPackage,
  type TripType,
} from '../../../shared/booking-constants.js';
import {
  LCV_SEATS_FROM,
  LOCAL_PACKAGE_PRICES,
  LOCAL_PACKAGE_TERMS,
  ONE_WAY_RETURN_PERCENT,
} from '../../../shared/trip-pricing.js';
import { CATEGORIES, CITIES, type Category } from '../../../shared/constants.js';
import type { CarListQuery } from '../../../shared/contracts/cars.js';
import {
  INCLUDED_HOURS,
  INCLUDED_KM,
  PRICE_TABLE,
  type PriceRates,
} from '../../../shared/pricing.js';
import { tripProblem } from '../../../shared/trip-rules.js';
import { carBusy, cars, travelCompanies } from '../../db/schema/index.js';
import {
  calendarDays,
  nightsDriven,
  tripError,
  type RouteFinder,
  type TripRoute,
} from '../quotes/quote.js';

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
 * busy times' indexes (migrations 0015 and 0025), so that it is read through them.
 */
export function busyDuring(trip: SearchTrip): SQL {
  const heldUntil = new Date(trip.returnAt.getTime() + BOOKING_LIMITS.turnaroundHours * HOUR_MS);
  return sql`tstzrange(${carBusy.startsAt}, ${carBusy.endsAt}, '[)') && tstzrange(${trip.pickupAt.toISOString()}::timestamptz, ${heldUntil.toISOString()}::timestamptz, '[)')`;
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

const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** `case <column> when <key> then <value> … end` over a table of whole numbers. */
function byKey<K extends string>(column: AnyPgColumn, table: [K, number][]): SQL {
  return sql`(case ${column} ${sql.join(
    table.map(([key, value]) => sql`when ${key} then ${int(value)}`),
    sql` `,
  )} else 0 end)`;
}

/**
 * `percent` % of a whole, non-negative amount, rounded half up to whole rupees, in integer
 * arithmetic: `round(x * p / 100.0)` would go through numeric, several times slower on every row a
 * list orders.
 */
const percentOf = (amount: SQL, percent: number) => sql`((${amount}) * ${int(percent)} + 50) / 100`;

/** One rate of the car: its own, else its category's (`effectiveRates` in SQL). */
const rate = (column: AnyPgColumn, name: keyof PriceRates) =>
  sql`coalesce(${column}, ${byKey(
    cars.category,
    CATEGORIES.map((category): [Category, number] => [category, PRICE_TABLE[category][name]]),
  )})`;

/**
 * The quote's total for the trip as SQL over a row of `cars` joined with `travel_companies`:
 * `priceTrip` line by line, each line whole rupees, GST rounded half up on the taxable lines.
 */
export function tripTotalSql(trip: SearchTrip): SQL {
  const perKmFirst = rate(cars.ratePerKmFirst, 'perKmFirst');
  const perKmBeyond = rate(cars.ratePerKmBeyond, 'perKmBeyond');
  const base = rate(cars.baseFare, 'base');
  const perExtraHour = rate(cars.ratePerExtraHour, 'perExtraHour');
  const km = trip.estimatedKm ?? 0;
  const days = calendarDays(trip.pickupAt, trip.returnAt);
  const hours = Math.ceil((trip.returnAt.getTime() - trip.pickupAt.getTime()) / HOUR_MS);
  const nights = nightsDriven(trip.pickupAt, trip.returnAt);
  const distance = (billed: SQL) =>
    sql`(least(${billed}, ${int(INCLUDED_KM)}) * ${perKmFirst} + greatest(${billed} - ${int(INCLUDED_KM)}, 0) * ${perKmBeyond})`;
  const perCity = (value: (route: TripRoute) => SQL): SQL =>
    trip.routes === null
      ? sql`0`
      : sql`(case ${cars.city} ${sql.join(
          [...trip.routes].map(([city, route]) => sql`when ${city} then ${value(route)}`),
          sql` `,
        )} else 0 end)`;
  const routeKm = perCity((route) => int(route.km));

  let fare: SQL;
  switch (trip.tripType) {
    case 'rental':
      fare = sql`${distance(int(km))} + ${base} + ${int(Math.max(0, hours - INCLUDED_HOURS))} * ${perExtraHour}`;
      break;
    case 'local': {
      const name = trip.package ?? '4h40km';
      const terms = LOCAL_PACKAGE_TERMS[name];
      const packagePrice = sql`coalesce((${cars.localPackagePrices} ->> ${name})::int, ${byKey(
        cars.category,
        CATEGORIES.map((category): [Category, number] => [
          category,
          LOCAL_PACKAGE_PRICES[category][name],
        ]),
      )})`;
      const extraKm = Math.max(km, terms.km) - terms.km;
      fare = sql`${packagePrice} + ${int(extraKm)} * ${perKmFirst} + ${int(Math.max(0, hours - terms.hours))} * ${perExtraHour}`;
      break;
    }
    case 'outstation':
      fare = distance(
        sql`greatest(${int(km)}, 2 * ${routeKm}, ${travelCompanies.outstationMinKmPerDay} * ${int(days)})`,
      );
      break;
    case 'one_way':
      fare = sql`${distance(sql`greatest(${int(km)}, ${routeKm})`)} + ${percentOf(sql`${routeKm} * ${perKmFirst}`, ONE_WAY_RETURN_PERCENT)}`;
      break;
    case 'airport':
      fare = sql`${byKey(
        cars.category,
        CATEGORIES.map((category): [Category, number] => [category, AIRPORT_FARES[category]]),
      )} + ${int(Math.max(0, km - AIRPORT_INCLUDED_KM))} * ${perKmBeyond}`;
      break;
  }
  const allowance =
    trip.tripType === 'airport' || trip.tripType === 'local'
      ? sql`0`
      : sql`${int(days)} * ${travelCompanies.driverAllowancePerDay}`;
  const taxable = sql`(${fare} + ${allowance} + ${int(nights)} * ${travelCompanies.nightChargePerNight})`;
  const lcv = sql`${cars.seater} >= ${int(LCV_SEATS_FROM)}`;
  const reimbursed = perCity((route) => {
    const permits = route.permits.map(
      (permit) =>
        sql`(case when ${cars.seater} <= 7 then ${int(permit.upTo7)} when ${cars.seater} <= 13 then ${int(permit.upTo13)} else ${int(permit.over13)} end)`,
    );
    return sql`(2 * (case when ${lcv} then ${int(route.tolls.lcv)} else ${int(route.tolls.car)} end)${sql.join(
      permits.map((permit) => sql` + ${permit}`),
      sql``,
    )})`;
  });
  return sql`(${taxable} + ${reimbursed} + ${percentOf(taxable, GST_PERCENT)})`;
}
