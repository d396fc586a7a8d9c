/**
 * Column helpers every table of the schema uses.
 */
import { customType, jsonb, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();

/** Raw bytes (PostgreSQL bytea), read and written as Node Buffers by both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * When the row last changed, for what a search engine is told (the sitemap's lastmod). A trigger
 * sets it in every updating statement (migration 0024), so no code path has to remember it.
 */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A required reference to another table's row. `onDelete` is always written out: `cascade` where
 * the row means nothing without its parent (a car's photo), `restrict` where it is a record the
 * business keeps (a booking keeps its customer, car and company).
 */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict',
) => uuid(name).notNull().references(target, { onDelete });

/**
 * A content record's Telugu and Hindi words (decision 014): `{ te: { title }, hi: { title } }`,
 * each language and each field optional, checked by the shared contract before it is written.
 * English stays in the record's own columns; `{}` means no translation yet.
 */
export const translations = <Field extends string>() =>
  jsonb('translations')
    .$type<Partial<Record<'te' | 'hi', Partial<Record<Field, string>>>>>()
    .notNull()
    .default({});
