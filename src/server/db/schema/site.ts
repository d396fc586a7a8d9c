/**
 * The site's own content: the home strips, the FAQs, the reviews of the site and the messages
 * to the support team.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { id, createdAt, translations } from './columns.js';

export const homeStripKind = pgEnum('home_strip_kind', ['featured', 'offer', 'reason']);

export const homeStripItems = pgTable(
  'home_strip_items',
  {
    id: id(),
    kind: homeStripKind('kind').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    translations: translations<'title'>(),
    position: integer('position').notNull().default(0),
    /** Only published content is public; an operator drafts, publishes and unpublishes it. */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('home_strip_items_kind_idx').on(table.kind, table.position)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    translations: translations<'question' | 'answer'>(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('faqs_position_idx').on(table.position)],
);

export const siteReviews = pgTable(
  'site_reviews',
  {
    id: id(),
    userName: text('user_name').notNull(),
    comment: text('comment').notNull(),
    websiteRating: smallint('website_rating').notNull(),
    // docs/product/storefront.md#site-reviews: new reviews start unverified; an operator sets it.
    verified: boolean('verified').notNull().default(false),
    /** Hidden by an operator: out of the public list. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('site_reviews_rating_range', sql`${table.websiteRating} between 1 and 5`),
    index('site_reviews_created_idx').on(table.createdAt.desc().nullsFirst()),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
