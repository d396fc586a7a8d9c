/**
 * What the storefront counts of its cars: the catalogue's versions (docs/decisions/004), the
 * listed cars per city, category and service type (docs/decisions/012) and each car's page views.
 */
import { sql } from 'drizzle-orm';
import { requiredRef } from './columns.js';
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { LocalPackage } from '../../../shared/booking-constants.js';
import { carCategory, serviceType, cars } from './fleet.js';

/**
 * One row counting changes to the car catalogue: database triggers (migration
 * 0002_catalog_version) add one after every statement that writes `cars` or `travel_companies`,
 * the two tables a car answer is made of. The counter changes in the writing transaction, so an
 * instance that reads it after a commit knows its cached car answers are stale.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * Counts changes to travel companies' ratings alone. A review moves this one, not `version`,
     * so it does not make every cached car list stale (the lists take ratings from memory).
     */
    ratingsVersion: bigint('ratings_version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [check('catalog_version_single_row', sql`${table.id} = 1`)],
);

/**
 * How many cars the storefront lists per city, category and service type: live cars of verified
 * companies, and how many of those are marked unavailable. Kept by database triggers (migrations
 * 0019_car_counts and 0037_car_counts_unavailable) in the writing transaction, so the car list's
 * true count, and a trip window's, is a sum of at most sixty rows, however large the catalogue.
 */
export const carCounts = pgTable(
  'car_counts',
  {
    city: text('city').notNull(),
    category: carCategory('category').notNull(),
    serviceType: serviceType('service_type').notNull(),
    cars: integer('cars').notNull().default(0),
    /** Of those, the cars their company marked unavailable (not offered for any trip). */
    unavailable: integer('unavailable').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.city, table.category, table.serviceType] })],
);

/**
 * The storefront's rate cards per city, category and service type: each distinct set of what
 * prices a car's trip (the car's seats and own rates, its company's defaults) with how many listed
 * cars carry it and how many of those are marked unavailable. Kept by database triggers (migration
 * 0039_trip_price_order) like `car_counts`. A list ordered by a trip's price prices these few rows,
 * then reads the cars of the cheapest ones (docs/decisions/022).
 */
export const carRateCards = pgTable(
  'car_rate_cards',
  {
    city: text('city').notNull(),
    category: carCategory('category').notNull(),
    serviceType: serviceType('service_type').notNull(),
    /** `cars.rate_card`: the car's side, which the rate columns below spell out. */
    rateCard: text('rate_card').notNull(),
    driverAllowancePerDay: integer('driver_allowance_per_day').notNull(),
    nightChargePerNight: integer('night_charge_per_night').notNull(),
    outstationMinKmPerDay: integer('outstation_min_km_per_day').notNull(),
    seater: smallint('seater').notNull(),
    baseFare: integer('base_fare'),
    ratePerKmFirst: integer('rate_per_km_first'),
    ratePerKmBeyond: integer('rate_per_km_beyond'),
    ratePerExtraHour: integer('rate_per_extra_hour'),
    localPackagePrices: jsonb('local_package_prices')
      .$type<Partial<Record<LocalPackage, number>>>()
      .notNull(),
    cars: integer('cars').notNull().default(0),
    unavailable: integer('unavailable').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'car_rate_cards_pk',
      columns: [
        table.city,
        table.category,
        table.serviceType,
        table.rateCard,
        table.driverAllowancePerDay,
        table.nightChargePerNight,
        table.outstationMinKmPerDay,
      ],
    }),
  ],
);

/**
 * Views of each car's public page per India calendar day, for the partner's dashboard. Each
 * instance counts in memory and adds its counts here every minute (jobs/page-views.ts), so a
 * page view never waits on a write.
 */
export const carPageViews = pgTable(
  'car_page_views',
  {
    carId: requiredRef('car_id', () => cars.id, 'cascade'),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.carId, table.day] })],
);
