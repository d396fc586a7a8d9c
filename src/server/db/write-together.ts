import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * Sends writes that need nothing from one another (a booking's history row, its notifications,
 * its e-mails, its audit entry) as one statement: every write but the last becomes a
 * data-modifying `with` part. PostgreSQL runs each part exactly once, all on the statement's one
 * snapshot, so none may read what another writes; their triggers and constraints run as they
 * would for separate statements. One round trip instead of one a write: on a busy server each
 * is a wake-up of the database and of the app (docs/decisions/027).
 */
export async function writeTogether(tx: Database, writes: readonly SQLWrapper[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  const parts = writes
    .slice(0, -1)
    .map((write, at) => sql`${sql.identifier(`write_${at + 1}`)} as (${write.getSQL()})`);
  await tx.execute(
    parts.length === 0 ? last.getSQL() : sql`with ${sql.join(parts, sql`, `)} ${last.getSQL()}`,
  );
}
