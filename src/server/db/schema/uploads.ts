/**
 * Uploaded pictures, stored with their bytes so that every instance serves every one.
 */
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, bytea, createdAt, requiredRef } from './columns.js';
import { users } from './accounts.js';
import { bookings } from './bookings.js';

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // The file itself, so that every instance serves every upload. Null for a file written to an
    // instance's disk before migration 0005, which that instance serves from there.
    content: bytea('content'),
    // SHA-256 of the content, hex: the ETag.
    contentHash: text('content_hash'),
    /**
     * The booking whose expense this is the receipt of: from then on only its uploader, the
     * booking's customer and operators may read it.
     */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /**
     * Uploaded to be private (a receipt, before the trip it belongs to completes): only its
     * uploader and operators read it, and nothing caches it.
     */
    private: boolean('private').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('uploads_file_name_unique').on(table.fileName),
    index('uploads_user_idx').on(table.userId),
  ],
);
