/**
 * The travel companies that own the cars, with their rating totals and rate defaults.
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
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_CANCELLATION_POLICY,
  type CancellationPolicy,
} from '../../../shared/booking-constants.js';
import {
  COMMISSION_BASIS_POINTS_MAX,
  DEFAULT_COMMISSION_BASIS_POINTS,
} from '../../../shared/commission.js';
import { COMPANY_STATUSES, RATE_DEFAULTS } from '../../../shared/partner-constants.js';
import { id, createdAt } from './columns.js';
import { users } from './accounts.js';

export const companyStatus = pgEnum('company_status', COMPANY_STATUSES);

/** The car owners. `ratingTotal`/`ratingCount` are kept in step with feedback in one transaction. */
export const travelCompanies = pgTable(
  'travel_companies',
  {
    id: id(),
    /** The trade name customers see. */
    travelsName: text('travels_name').notNull(),
    legalName: text('legal_name').notNull().default(''),
    city: text('city').notNull(),
    citiesServed: text('cities_served')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    address: text('address').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    pan: text('pan').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** The contact a customer sees on revealing it (the support desk when empty). */
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Where customers pay the company by UPI (`name@bank`); empty until the partner gives it. */
    upiId: text('upi_id').notNull().default(''),
    /**
     * Saarthi's commission on the company's completed trips, in basis points. A change applies to
     * trips completed after it: each commission keeps the rate it was taken at.
     */
    commissionBasisPoints: integer('commission_basis_points')
      .notNull()
      .default(DEFAULT_COMMISSION_BASIS_POINTS),
    status: companyStatus('status').notNull().default('pending'),
    /** Why an operator rejected or suspended the company, shown to its partner. */
    statusReason: text('status_reason').notNull().default(''),
    /** The storefront's badge: only an operator's verification sets it. */
    verified: boolean('verified')
      .notNull()
      .generatedAlwaysAs(sql`status = 'verified'`),
    trending: boolean('trending').notNull().default(false),
    /** The partner who runs the company (one company per partner account). */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    driverAllowancePerDay: integer('driver_allowance_per_day')
      .notNull()
      .default(RATE_DEFAULTS.driverAllowancePerDay),
    nightChargePerNight: integer('night_charge_per_night')
      .notNull()
      .default(RATE_DEFAULTS.nightChargePerNight),
    outstationMinKmPerDay: integer('outstation_min_km_per_day')
      .notNull()
      .default(RATE_DEFAULTS.outstationMinKmPerDay),
    /** The tiers a booking copies when it is made; later changes never reach old bookings. */
    cancellationPolicy: jsonb('cancellation_policy')
      .$type<CancellationPolicy>()
      .notNull()
      .default(DEFAULT_CANCELLATION_POLICY),
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The storefront's "Usually responds within …": the median minutes from a reveal to the
     * company's first response over 30 days, null under 3 responses. Refreshed hourly
     * (jobs/response-times.ts); not on the car list, so it moves no catalogue version (0010).
     */
    responseMinutes: integer('response_minutes'),
    /**
     * The ratings version (`catalog_version.ratings_version`) at this company's last rating
     * change, set by a trigger (migration 0007): an instance that knows the ratings up to some
     * version reads only the companies rated since.
     */
    ratingVersion: bigint('rating_version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('travel_companies_owner_idx').on(table.ownerUserId),
    // A GSTIN is one business: two companies on Saarthi cannot claim the same one.
    uniqueIndex('travel_companies_gstin_unique')
      .on(table.gstin)
      .where(sql`${table.gstin} <> ''`),
    index('travel_companies_rating_version_idx').on(table.ratingVersion),
    check(
      'travel_companies_upi_id',
      sql`${table.upiId} = '' or ${table.upiId} ~ '^[a-zA-Z0-9._-]{2,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$'`,
    ),
    check(
      'travel_companies_commission',
      sql`${table.commissionBasisPoints} between 0 and ${sql.raw(String(COMMISSION_BASIS_POINTS_MAX))}`,
    ),
  ],
);
