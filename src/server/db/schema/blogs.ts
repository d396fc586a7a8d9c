/**
 * Blog posts, their likes (docs/decisions/002) and their shares.
 */
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, createdAt, requiredRef, translations, updatedAt } from './columns.js';
import { users } from './accounts.js';

/** `likesCount` is kept in step with blog_likes in one transaction. */
export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    translations: translations<'title' | 'description'>(),
    likesCount: integer('likes_count').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    /** What the blog says changed (not its likes or shares): the trigger of migration 0024. */
    updatedAt: updatedAt(),
  },
  (table) => [index('blogs_created_idx').on(table.createdAt.desc().nullsFirst())],
);

export const blogLikes = pgTable(
  'blog_likes',
  {
    blogId: requiredRef('blog_id', () => blogs.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blogId, table.userId] }),
    index('blog_likes_user_idx').on(table.userId),
  ],
);

/**
 * Who shared a blog on which India day: a share counts once per visitor and day, so the count
 * says how many people passed it on. The visitor is the account, or a keyed hash of the address
 * (never the address itself). Rows older than two days are swept away.
 */
export const blogShareVisits = pgTable(
  'blog_share_visits',
  {
    blogId: requiredRef('blog_id', () => blogs.id, 'cascade'),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.blogId, table.visitor, table.day] }),
    index('blog_share_visits_day_idx').on(table.day),
  ],
);
