import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';

/** A record's row, every column under its database name, as JSON keeps it. */
export type RowSnapshot = Record<string, unknown>;

type Reader = Pick<Database, 'execute'>;

/**
 * A record's row as it is now, or null when there is none: what an audit entry compares. Columns
 * named in `omit` are left out (a document's bytes have no place in the log). With `lock`, the
 * row stays locked until the transaction ends, so the write that follows changes exactly what
 * was read, even when two writes of the record arrive together.
 */
export async function rowSnapshot(
  reader: Reader,
  table: PgTable,
  id: string,
  { lock = false, omit = [] }: { lock?: boolean; omit?: readonly string[] } = {},
): Promise<RowSnapshot | null> {
  const without = omit.map((column) => sql` - ${column}::text`);
  const result = await reader.execute(
    sql`select to_jsonb(r)${sql.join(without)} as row from ${table} r where r.id = ${id}${
      lock ? sql` for update` : sql``
    }`,
  );
  const [found] = (result as unknown as { rows: { row: RowSnapshot }[] }).rows;
  return found?.row ?? null;
}

/** When the row last changed: it moves with every change, and says nothing of what changed. */
const BOOKKEEPING = new Set(['updated_at']);

/**
 * The entry's before and after: only the fields that differ, each as it was and as it became.
 * A record created has no before, one removed no after; both are then kept whole.
 */
export function changedFields(
  before: RowSnapshot | null,
  after: RowSnapshot | null,
): { before: RowSnapshot | null; after: RowSnapshot | null } {
  if (!before || !after) return { before, after };
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !BOOKKEEPING.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}
