/**
 * Lists a record carries (a booking's moves, payments, tax documents…) read beside it in one
 * statement: each list is a correlated subquery answering its rows as one JSON array, so a
 * record with four lists costs one round trip to the database, not five.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A timestamp as whole milliseconds since the epoch: what JSON carries exactly. */
export const epochMs = (column: AnyColumn | SQL) =>
  sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * The rows of `from` that `where` picks, each an array of `fields`, in `order`, as JSON text.
 * `where` stays a piece of its own: in a one-table select Drizzle writes a column set straight
 * into a field without its table, which inside this subquery would name the subquery's table.
 */
export function jsonRows(
  fields: (AnyColumn | SQL)[],
  from: PgTable,
  where: SQL,
  order: (AnyColumn | SQL)[],
): SQL<string> {
  return sql<string>`(select coalesce(json_agg(json_build_array(${sql.join(fields, sql`, `)})
      order by ${sql.join(order, sql`, `)}), '[]')::text from ${from} where ${where})`;
}

/** One list of a record: its subquery for the record `id` names, and its items from the JSON. */
export interface RecordList<Item> {
  of: (id: AnyColumn) => SQL<string>;
  read: (json: string) => Item[];
}

/** A timestamp `epochMs` read, as the API writes it. */
export const isoOf = (ms: number | string) => new Date(Number(ms)).toISOString();
