/**
 * A company's cars, its drivers and the days a car is out of service.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalPackage } from '../../../shared/booking-constants.js';
import { BODY_TYPES, CAR_STATUSES, DRIVER_STATUSES } from '../../../shared/partner-constants.js';
import { id, createdAt, requiredRef, updatedAt } from './columns.js';
import { travelCompanies } from './companies.js';

export const carCategory = pgEnum('car_category', ['regular', 'prime', 'luxury']);
export const serviceType = pgEnum('service_type', ['rental', 'outstation', 'airport', 'events']);
export const carStatus = pgEnum('car_status', CAR_STATUSES);
export const bodyType = pgEnum('body_type', BODY_TYPES);
export const driverStatus = pgEnum('driver_status', DRIVER_STATUSES);

export const cars = pgTable(
  'cars',
  {
    id: id(),
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'cascade'),
    carName: text('car_name').notNull(),
    carModel: text('car_model').notNull(),
    /** The model year the partner gives; empty on cars listed before it was asked for. */
    modelYear: smallint('model_year'),
    fuelType: text('fuel_type').notNull(),
    newPrice: integer('new_price').notNull(),
    oldPrice: integer('old_price').notNull(),
    category: carCategory('category').notNull(),
    serviceType: serviceType('service_type').notNull().default('rental'),
    seater: smallint('seater').notNull(),
    city: text('city').notNull(),
    availability: boolean('availability').notNull().default(true),
    carImage: text('car_image').notNull().default(''),
    driverName: text('driver_name'),
    driverAge: smallint('driver_age'),
    driverLicence: text('driver_licence'),
    driverImage: text('driver_image'),
    /** Copied from the default driver like the four above (migration 0014), for the car page. */
    driverLanguages: text('driver_languages').array(),
    driverExperienceYears: smallint('driver_experience_years'),
    /** Only live cars of verified companies are in the storefront. */
    status: carStatus('status').notNull().default('draft'),
    /** Why an operator sent the car back or suspended it, shown to its partner. */
    statusReason: text('status_reason').notNull().default(''),
    /** Unique over the whole marketplace; empty on cars from before partners ran their fleets. */
    registrationNumber: text('registration_number'),
    bodyType: bodyType('body_type'),
    luggage: smallint('luggage').notNull().default(2),
    /** Uploaded photos (`/uploads/...`), the cover first; `car_image` is the cover or a drawing. */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The driver who usually drives the car; a booking gets its own when confirmed. */
    defaultDriverId: uuid('default_driver_id').references((): AnyPgColumn => drivers.id, {
      onDelete: 'set null',
    }),
    ac: boolean('ac').notNull().default(true),
    // The car's own rate card; an empty rate is its category's (docs/product/storefront.md#price-estimate).
    ratePerKmFirst: integer('rate_per_km_first'),
    ratePerKmBeyond: integer('rate_per_km_beyond'),
    baseFare: integer('base_fare'),
    ratePerExtraHour: integer('rate_per_extra_hour'),
    /** The car's own local package prices; a package left out is its category's. */
    localPackagePrices: jsonb('local_package_prices')
      .$type<Partial<Record<LocalPackage, number>>>()
      .notNull()
      .default({}),
    /**
     * The car's side of its rate card as one text: its seats and its own rates, empty where the
     * category's apply. Cars with the same rate card, category and company defaults cost the same
     * for any trip, which is how the list orders by a trip's price (car_rate_cards, below).
     */
    rateCard: text('rate_card')
      .notNull()
      .generatedAlwaysAs(
        sql`seater::text || '|' || coalesce(base_fare::text, '') || '|' || coalesce(rate_per_km_first::text, '') || '|' || coalesce(rate_per_km_beyond::text, '') || '|' || coalesce(rate_per_extra_hour::text, '') || '|' || local_package_prices::text`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The car list filters by any combination of city, category and service type (all eight are
    // reachable from /allcars) and orders by newest. An index serves one combination: its
    // equality columns, then the order. One per combination, so a page is always an index range
    // read, however rare the combination (a filtered scan of a wider index would read every row
    // of a combination that has no cars). `desc nulls first` is PostgreSQL's own DESC order, so a
    // plain `order by … desc` reads these.
    index('cars_city_category_service_idx').on(
      table.city,
      table.category,
      table.serviceType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_city_category_idx').on(
      table.city,
      table.category,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_city_service_idx').on(
      table.city,
      table.serviceType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_city_idx').on(
      table.city,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_category_service_idx').on(
      table.category,
      table.serviceType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_category_idx').on(
      table.category,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_service_idx').on(
      table.serviceType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('cars_travel_company_idx').on(table.travelCompanyId),
    // The cars of one rate card in a city, by id: a trip-price page reads the cheapest cards'.
    index('cars_rate_card_idx').on(
      table.city,
      table.category,
      table.serviceType,
      table.rateCard,
      table.id,
    ),
    // One listing per car on the marketplace; an archived car's number may be listed again.
    uniqueIndex('cars_registration_number_unique')
      .on(table.registrationNumber)
      .where(sql`${table.status} <> 'archived'`),
    // The upload sweep asks, per unused upload, whether a car shows it.
    index('cars_photos_idx').using('gin', table.photos),
  ],
);

/** A travel company's drivers. The licence number is kept as a keyed hash and its last 4. */
export const drivers = pgTable(
  'drivers',
  {
    id: id(),
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'cascade'),
    name: text('name').notNull(),
    photo: text('photo').notNull().default(''),
    age: smallint('age').notNull(),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experienceYears: smallint('experience_years').notNull().default(0),
    licenceHash: text('licence_hash').notNull(),
    licenceLast4: text('licence_last4').notNull(),
    licenceExpiresOn: date('licence_expires_on').notNull(),
    /** Checked by an operator; a rejected driver cannot be given a booking. */
    status: driverStatus('status').notNull().default('pending'),
    /** Why an operator rejected the driver, shown to the partner. */
    statusReason: text('status_reason').notNull().default(''),
    /** Removed from the company's list; kept for the bookings it drove. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('drivers_travel_company_idx').on(table.travelCompanyId),
    // The drivers' check queue.
    index('drivers_status_idx').on(table.status, table.createdAt),
    // One company cannot list the same licence twice.
    uniqueIndex('drivers_company_licence_unique').on(table.travelCompanyId, table.licenceHash),
  ],
);

/** Days a car is out of service (maintenance): no booking can take them. */
export const carBlocks = pgTable(
  'car_blocks',
  {
    id: id(),
    carId: requiredRef('car_id', () => cars.id, 'cascade'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('car_blocks_car_idx').on(table.carId, table.startsOn),
    check('car_blocks_order', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);
