/**
 * Saarthi's offers (docs/product/trips-and-money.md#offers): promotion codes operators create,
 * and each booking's use of one. `uses` counts the uses holding a place under the total limit
 * (reserved or used); it is raised by a conditional update in the booking's transaction, so
 * concurrent bookings can never together go past the limit.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROMOTION_KINDS } from '../../../shared/contracts/promotions.js';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { createdAt, id, requiredRef, updatedAt } from './columns.js';

export const promotionKind = pgEnum('promotion_kind', PROMOTION_KINDS);

/** Where a booking's use of an offer stands. */
export const PROMOTION_USE_STATUSES = [
  /** Held by a booking not yet completed: counted under the limits. */
  'reserved',
  /** Paid by Saarthi when the trip completed. */
  'used',
  /** Given back: the booking was declined, cancelled, expired or a no-show. */
  'released',
] as const;
export const promotionUseStatus = pgEnum('promotion_use_status', PROMOTION_USE_STATUSES);

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    /** Capital letters and digits, as customers type it. */
    code: text('code').notNull(),
    kind: promotionKind('kind').notNull(),
    /** Rupees off, or a percentage of the fare. */
    value: integer('value').notNull(),
    /** A percentage offer's most rupees off. */
    cap: integer('cap'),
    /** India days, both included. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    firstTripOnly: boolean('first_trip_only').notNull().default(false),
    perCustomer: integer('per_customer').notNull(),
    totalLimit: integer('total_limit').notNull(),
    /** The cities whose cars it is for; empty: every city. */
    cities: text('cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Uses reserved or used: never more than the total limit. */
    uses: integer('uses').notNull().default(0),
    /** When an operator ended it early. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('promotions_code_unique').on(table.code),
    check('promotions_uses', sql`${table.uses} >= 0 and ${table.uses} <= ${table.totalLimit}`),
    check('promotions_value', sql`${table.value} > 0`),
    check('promotions_days', sql`${table.validTo} >= ${table.validFrom}`),
  ],
);

/** A booking's use of an offer: one per booking, with the rupees it was quoted off. */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: id(),
    promotionId: requiredRef('promotion_id', () => promotions.id, 'restrict'),
    bookingId: requiredRef('booking_id', () => bookings.id, 'restrict'),
    customerUserId: requiredRef('customer_user_id', () => users.id, 'restrict'),
    /** The discount quoted, in whole rupees. */
    amount: integer('amount').notNull(),
    status: promotionUseStatus('status').notNull().default('reserved'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('promotion_uses_booking_unique').on(table.bookingId),
    index('promotion_uses_customer_idx').on(table.promotionId, table.customerUserId),
    check('promotion_uses_amount', sql`${table.amount} > 0`),
  ],
);
