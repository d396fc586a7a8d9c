import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queries, travelCompanies } from '../db/schema/index.js';
import { runEvery } from './run-every.js';

/** docs/product/marketplace.md#leads: the badge is the median of the last 30 days... */
export const RESPONSE_WINDOW_DAYS = 30;
/** ...and is shown only once it stands for a few responses, not one lucky one. */
export const RESPONSE_MIN_COUNT = 3;
const REFRESH_INTERVAL_MS = 60 * 60 * 1000;
// Any number of the app's own: one instance refreshes at a time, the others skip that hour.
const REFRESH_LOCK = 0x5a_72_74_31;

/**
 * Writes every company's median response time in minutes (rounded up, at least 1) into
 * `travel_companies.response_minutes`: null for a company with fewer than 3 responses to the
 * reveals of the last 30 days. Only changed values are written, so running it again changes
 * nothing. One instance at a time (a transaction-level advisory lock that another instance's
 * run skips rather than waits for); answers how many companies changed, or null when skipped.
 */
export async function refreshResponseMinutes(db: Database): Promise<number | null> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!locked.rows[0]?.locked) return null;
    const updated = await tx.execute(sql`
      with medians as (
        select ${queries.travelCompanyId} as company_id,
          greatest(1, ceil(percentile_cont(0.5) within group (
            order by extract(epoch from ${queries.firstResponseAt} - ${queries.createdAt})
          ) / 60))::integer as minutes
        from ${queries}
        where ${queries.createdAt} >= now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})
          and ${queries.firstResponseAt} is not null
        group by ${queries.travelCompanyId}
        having count(*) >= ${RESPONSE_MIN_COUNT}
      ), fresh as (
        select c.id, medians.minutes
        from ${travelCompanies} c left join medians on medians.company_id = c.id
      )
      update ${travelCompanies} set response_minutes = fresh.minutes
      from fresh
      where ${travelCompanies.id} = fresh.id
        and ${travelCompanies.responseMinutes} is distinct from fresh.minutes`);
    // PGlite counts in affectedRows, node-postgres in rowCount.
    const counts = updated as unknown as { affectedRows?: number; rowCount?: number | null };
    return counts.affectedRows ?? counts.rowCount ?? 0;
  });
}

/**
 * Refreshes now and then every hour until stopped (runEvery).
 */
export function startResponseTimeRefresh(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => Promise<void> {
  return runEvery(REFRESH_INTERVAL_MS, async () => {
    try {
      const changed = await refreshResponseMinutes(db);
      if (changed) log.info({ changed }, 'Refreshed the response times of travel companies');
    } catch (error) {
      log.error({ err: error }, 'Refreshing the response times of travel companies failed');
    }
  });
}
