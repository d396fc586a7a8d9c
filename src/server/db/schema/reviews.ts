/**
 * Reviews of cars and their companies, and the reports customers make of them.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, requiredRef } from './columns.js';
import { users } from './accounts.js';
import { travelCompanies } from './companies.js';
import { cars } from './fleet.js';

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'cascade'),
    carId: requiredRef('car_id', () => cars.id, 'cascade'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** The company's one public reply. */
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by an operator: out of every public list and of the rating average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('feedback_rating_range', sql`${table.rating} between 1 and 5`),
    index('feedback_car_idx').on(table.carId, table.createdAt.desc().nullsFirst()),
    index('feedback_travel_company_idx').on(
      table.travelCompanyId,
      table.createdAt.desc().nullsFirst(),
    ),
    index('feedback_user_idx').on(table.userId),
    // One review per customer per car: writing again edits it.
    uniqueIndex('feedback_user_car_unique').on(table.userId, table.carId),
  ],
);

/**
 * A customer's report of a review ("Report"): open until an operator hides the review or
 * dismisses the report. One report per customer per review.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    feedbackId: requiredRef('feedback_id', () => feedback.id, 'cascade'),
    reporterUserId: requiredRef('reporter_user_id', () => users.id, 'cascade'),
    reason: text('reason').notNull(),
    /** When an operator settled it (hid the review or dismissed the report); null while open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('review_reports_reporter_unique').on(table.feedbackId, table.reporterUserId),
    // The operators' queue: open reports, oldest first.
    index('review_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);
