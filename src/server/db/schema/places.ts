/**
 * Where trips go: places, the routes from Saarthi's cities to them and the states' permits
 * (docs/product/trips-and-money.md#places-routes-and-all-in-quotes). Seeded from the reviewed data
 * in `modules/places/*-data.ts` on every start (missing rows only), then corrected by
 * operators in the console; quotes read these tables, not the file.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from './columns.js';

export const places = pgTable('places', {
  id: text('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameTe: text('name_te').notNull(),
  nameHi: text('name_hi').notNull(),
  state: text('state').notNull(),
  kind: text('kind').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const routes = pgTable(
  'routes',
  {
    /** Its own id, for the audit log. */
    id: id(),
    fromPlaceId: text('from_place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    toPlaceId: text('to_place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    km: integer('km').notNull(),
    tollsCar: integer('tolls_car').notNull(),
    tollsLcv: integer('tolls_lcv').notNull(),
    /** The states entered on the way, in order (registration codes). */
    borders: text('borders')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('routes_from_to_unique').on(table.fromPlaceId, table.toPlaceId),
    check(
      'routes_figures',
      sql`${table.km} > 0 and ${table.tollsCar} >= 0 and ${table.tollsLcv} >= 0`,
    ),
  ],
);

/** A state's permit for a tourist car entering it, by seats. */
export const statePermits = pgTable('state_permits', {
  state: text('state').primaryKey(),
  upTo7: integer('up_to_7').notNull(),
  upTo13: integer('up_to_13').notNull(),
  over13: integer('over_13').notNull(),
  source: text('source').notNull(),
});
