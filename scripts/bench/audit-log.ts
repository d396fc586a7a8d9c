/**
 * An audit log of a marketplace that has run a while, for the console's audit page under load:
 * the demo data writes no entry, and an empty log would measure nothing but the HTTP around it.
 */
import { sql } from 'drizzle-orm';
import { auditLog, cars, travelCompanies } from '../../src/server/db/schema/index.js';
import type { Database } from '../../src/server/db/client.js';

/** A partner's entry per car, up to this many: a busy season of fleet edits. */
export const AUDIT_LOG_ENTRIES = 100_000;

/**
 * Adds an entry per car (up to `count`), one a minute back from now, as the partner portal
 * writes them: four kinds of car write in turn, each by the car's company's partner. Returns
 * how many were added.
 */
export async function fillAuditLog(db: Database, count = AUDIT_LOG_ENTRIES): Promise<number> {
  const result = (await db.execute(sql`
    insert into ${auditLog}
      (actor_user_id, actor_role, action, record_type, record_id, before, after, created_at)
    select t.owner_user_id, 'partner',
      (array['car.update', 'car.availability', 'car.submit', 'car.create'])[1 + c.n % 4],
      'car', c.id,
      jsonb_build_object('availability', true), jsonb_build_object('availability', false),
      now() - c.n * interval '1 minute'
    from (
      select id, travel_company_id, row_number() over () as n from ${cars} limit ${count}
    ) c
    join ${travelCompanies} t on t.id = c.travel_company_id`)) as unknown as {
    affectedRows?: number;
    rowCount?: number;
  };
  // After a bulk load, as the bulk cars are (and as autovacuum, or the embedded database's own
  // upkeep, would soon do): the planner must know the log holds 100,000 entries, not guess.
  await db.execute(sql`analyze ${auditLog}`);
  return result.rowCount ?? result.affectedRows ?? 0;
}
