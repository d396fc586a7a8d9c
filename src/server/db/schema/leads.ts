/**
 * Contact reveals: a customer's query is its company's lead.
 */
import { index, pgEnum, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { LEAD_STATUSES } from '../../../shared/partner-constants.js';
import { id, createdAt, requiredRef } from './columns.js';
import { users } from './accounts.js';
import { travelCompanies } from './companies.js';
import { cars } from './fleet.js';

export const leadStatus = pgEnum('lead_status', LEAD_STATUSES);

export const queries = pgTable(
  'queries',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    carId: requiredRef('car_id', () => cars.id, 'cascade'),
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'cascade'),
    /** The company's follow-up of the reveal (its lead). */
    status: leadStatus('status').notNull().default('new'),
    /** When the company first moved the lead on from new: its time to first response. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /**
     * The customer's latest reveal of the car: one lead stands for every reveal within 24 hours
     * of the one before, so a customer tapping again does not make the company a second lead.
     */
    lastRevealedAt: timestamp('last_revealed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('queries_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('queries_car_idx').on(table.carId),
    // A reveal finds the customer's lead on the car it may refresh.
    index('queries_user_car_idx').on(table.userId, table.carId, table.lastRevealedAt.desc()),
    // The console's metrics: reveals per day.
    index('queries_created_idx').on(table.createdAt),
    // A company's leads, newest first, page by page.
    index('queries_travel_company_idx').on(
      table.travelCompanyId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
