/**
 * Bookings, their history, and the times each car is held (ARCHITECTURE.md, "Bookings").
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  TRIP_TYPES,
  type CancellationPolicy,
} from '../../../shared/booking-constants.js';
import type { Bill, Expense, Quote } from '../../../shared/contracts/bookings.js';
import type { Tariff } from '../../../shared/trip-pricing.js';
import { id, createdAt, requiredRef } from './columns.js';
import { users } from './accounts.js';
import { travelCompanies } from './companies.js';
import { carCategory, cars, drivers, carBlocks, serviceType } from './fleet.js';

export const tripType = pgEnum('trip_type', TRIP_TYPES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const bookingActor = pgEnum('booking_actor', BOOKING_ACTORS);

/**
 * A customer's booking of a car with a driver (docs/product/trips-and-money.md#bookings). The quote and the
 * cancellation policy are copied in when it is made, so later rate or policy changes never reach
 * it. While active (requested, confirmed, in_progress) it holds the car through `car_busy` and,
 * once assigned, the driver through the exclusion constraint `bookings_driver_no_overlap`
 * (migration 0015): the database refuses a second booking of either for the same time.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    reference: text('reference').notNull(),
    customerUserId: requiredRef('customer_user_id', () => users.id, 'restrict'),
    carId: requiredRef('car_id', () => cars.id, 'restrict'),
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'restrict'),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    tripType: tripType('trip_type').notNull(),
    status: bookingStatus('status').notNull().default('requested'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }).notNull(),
    /** The return plus the turnaround hour, set by a trigger: the end of the time held. */
    heldUntil: timestamp('held_until', { withTimezone: true })
      .notNull()
      .$defaultFn(() => new Date(0)),
    pickupAddress: text('pickup_address').notNull(),
    dropAddress: text('drop_address').notNull().default(''),
    passengers: smallint('passengers').notNull(),
    estimatedKm: integer('estimated_km'),
    notes: text('notes').notNull().default(''),
    /** The customer's GSTIN for a business trip, printed on the tax invoice; empty for none. */
    customerGstin: text('customer_gstin').notNull().default(''),
    quote: jsonb('quote').$type<Quote>().notNull(),
    total: integer('total').notNull(),
    cancellationPolicy: jsonb('cancellation_policy').$type<CancellationPolicy>().notNull(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    cancellationFee: integer('cancellation_fee'),
    reason: text('reason').notNull().default(''),
    /**
     * The 4 digits the customer tells the driver at pickup, drawn when the company confirms: the
     * trip starts only with them, so the right driver met the right customer. Never shown to the
     * company.
     */
    startCode: text('start_code'),
    /** Wrong start codes given so far; at the limit, starting waits for an operator. */
    startCodeFailures: smallint('start_code_failures').notNull().default(0),
    /** The odometer when the trip started, in km. */
    odometerStart: integer('odometer_start'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The odometer when the trip ended, in km, and when it ended, as the driver recorded. */
    odometerEnd: integer('odometer_end'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** What the driver paid on the way (tolls, parking, permits), passed on at cost. */
    expenses: jsonb('expenses').$type<Expense[]>().notNull().default([]),
    /**
     * The car's rates as they were when the booking was made, so the final bill is priced as the
     * quote was, whatever the company changes later. Null for bookings made before it was kept:
     * their bill is the quote's.
     */
    tariff: jsonb('tariff').$type<Tariff>(),
    /** The final bill, written once when the trip completes. */
    bill: jsonb('bill').$type<Bill>(),
    /** The client's Idempotency-Key: the same key of the same customer answers the same booking. */
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request the key came with: the same key with another request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_reference_unique').on(table.reference),
    uniqueIndex('bookings_idempotency_unique').on(table.customerUserId, table.idempotencyKey),
    // The operators' search, latest pickup first, page by page.
    index('bookings_pickup_idx').on(
      table.pickupAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The console's metrics: requests per day.
    index('bookings_created_idx').on(table.createdAt),
    index('bookings_customer_idx').on(table.customerUserId, table.pickupAt.desc()),
    index('bookings_company_idx').on(table.travelCompanyId, table.status, table.pickupAt),
    // The partner dashboard's 30 days (modules/partner-stats): the requests made in the period,
    // and the completed bookings touched since it began (a completion moves `updated_at`, and
    // nothing moves it back), whose history then says when each completed.
    index('bookings_company_created_idx').on(table.travelCompanyId, table.createdAt),
    index('bookings_company_completed_idx')
      .on(table.travelCompanyId, table.updatedAt)
      .where(sql`${table.status} = 'completed'`),
    index('bookings_car_idx').on(table.carId, table.pickupAt),
    // The clock's two sweeps: requests past their answer time, trips past their return.
    index('bookings_respond_by_idx')
      .on(table.respondBy)
      .where(sql`${table.status} = 'requested'`),
    index('bookings_return_idx')
      .on(table.returnAt)
      .where(sql`${table.status} in ('confirmed', 'in_progress')`),
    check('bookings_times_order', sql`${table.returnAt} > ${table.pickupAt}`),
    check('bookings_passengers', sql`${table.passengers} between 1 and 12`),
    check('bookings_start_code', sql`${table.startCode} ~ '^[0-9]{4}$'`),
    check('bookings_odometer_start', sql`${table.odometerStart} >= 0`),
    check('bookings_odometer_order', sql`${table.odometerEnd} >= ${table.odometerStart}`),
  ],
);

/**
 * Read-only links a customer shares with family (`/t/{token}`): the car, its number plate, the
 * driver's first name, the status and the pickup time, nothing more. Only the token's hash is
 * kept; a link works until the customer stops sharing or a day after the trip's return.
 */
export const tripLinks = pgTable(
  'trip_links',
  {
    id: id(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('trip_links_token_unique').on(table.tokenHash),
    index('trip_links_booking_idx').on(table.bookingId),
  ],
);

/**
 * A customer's SOS on a trip under way: it waits at the top of the operator console until an
 * operator acknowledges it (the audit log keeps who and when). One open alert per trip.
 */
export const sosAlerts = pgTable(
  'sos_alerts',
  {
    id: id(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'cascade'),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('sos_alerts_open_unique')
      .on(table.bookingId)
      .where(sql`${table.acknowledgedAt} is null`),
    index('sos_alerts_open_idx')
      .on(table.createdAt)
      .where(sql`${table.acknowledgedAt} is null`),
  ],
);

/** Every move of a booking: from, to, who, why, when. Only ever inserted. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'cascade'),
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: bookingActor('actor_role').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('booking_events_booking_idx').on(table.bookingId, table.createdAt),
    // The console's metrics: completions per day.
    index('booking_events_completed_idx')
      .on(table.createdAt)
      .where(sql`${table.toStatus} = 'completed'`),
  ],
);

/**
 * The times each car is held: one row per active booking (pickup to return plus the turnaround
 * hour) and per maintenance block (its India calendar days), written by triggers on `bookings`
 * and `car_blocks` (migration 0015). Its exclusion constraint `car_busy_no_overlap` is what
 * makes a double booking impossible, whichever instance writes. The availability calendar reads
 * it: busy times without whose they are.
 */
export const carBusy = pgTable(
  'car_busy',
  {
    id: id(),
    carId: requiredRef('car_id', () => cars.id, 'cascade'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id').references(() => carBlocks.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * The car's city, category and service type, copied by triggers (migration
     * 0039_trip_price_order) so that a searched window counts its held cars through one index
     * over these and the busy range, with no join: the few of its own list, not every car held
     * anywhere.
     */
    city: text('city').notNull(),
    category: carCategory('category').notNull(),
    serviceType: serviceType('service_type').notNull(),
    /** Whether the car is on the storefront and marked available, kept by the same triggers. */
    listed: boolean('listed').notNull(),
  },
  (table) => [
    uniqueIndex('car_busy_booking_unique').on(table.bookingId),
    uniqueIndex('car_busy_block_unique').on(table.blockId),
    check('car_busy_one_source', sql`(${table.bookingId} is null) <> (${table.blockId} is null)`),
  ],
);

/**
 * A counter per city, category and service type, raised by database triggers (migrations
 * 0042 and 0043) once in every transaction that changes a busy time of that group, as it
 * commits, so the row is locked only for the commit. A
 * searched window's held cars are taken from the group's busy times kept in memory, and the
 * counter, read with each search, says whether they are still the database's
 * (modules/cars/held-cars.ts, docs/decisions/026). A group with no row has never had a busy time.
 */
export const carBusyVersions = pgTable(
  'car_busy_versions',
  {
    city: text('city').notNull(),
    category: carCategory('category').notNull(),
    serviceType: serviceType('service_type').notNull(),
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`1`),
  },
  (table) => [primaryKey({ columns: [table.city, table.category, table.serviceType] })],
);
