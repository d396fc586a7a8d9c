/**
 * What Saarthi tells people: the e-mails waiting in the outbox (docs/decisions/010) and the
 * in-app notifications.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PaperNotice } from '../../../shared/contracts/notifications.js';
import { id, createdAt, requiredRef } from './columns.js';
import { users } from './accounts.js';
import { bookingStatus, bookings } from './bookings.js';

/**
 * The transactional outbox: messages to send, written in the transaction of the change they tell
 * about and delivered afterwards by `jobs/outbox.ts`, with retries, on any instance (rows are
 * claimed with FOR UPDATE SKIP LOCKED).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** The next try; moved forward after each failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.runAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/**
 * In-app notifications with the header's unread count: one per booking change for each party,
 * and a partner's warnings about papers (`topic` says which; a paper's facts are in `paper`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    topic: text('topic').$type<'booking' | 'paper'>().notNull().default('booking'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    audience: text('audience').$type<'customer' | 'partner'>().notNull(),
    status: bookingStatus('status'),
    paper: jsonb('paper').$type<PaperNotice>(),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    check(
      'notifications_topic_facts',
      sql`(${table.topic} = 'booking' and ${table.bookingId} is not null and ${table.status} is not null) or (${table.topic} = 'paper' and ${table.paper} is not null)`,
    ),
  ],
);
