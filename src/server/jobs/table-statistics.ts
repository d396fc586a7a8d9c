import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { describeError } from '../http/log-safe.js';
import { runEvery } from './run-every.js';

const UPKEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * The query planner chooses its indexes from each table's statistics. PostgreSQL's autovacuum
 * keeps them current as tables grow; embedded PGlite has none, so they would stay as the seed left
 * them and the planner would guess: the console's audit log, read newest first with a filter, took
 * 60–100 ms at 100,000 entries on guesses and 1 ms on statistics. On PGlite the whole database is
 * therefore analysed at start and every six hours (a few hundred milliseconds, once). PostgreSQL
 * is left to its autovacuum.
 */
export function startStatisticsUpkeep(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  intervalMs = UPKEEP_INTERVAL_MS,
): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => undefined;
  return runEvery(intervalMs, async () => {
    try {
      await database.db.execute(sql`analyze`);
    } catch (error) {
      log.error({ error: describeError(error) }, 'Updating the table statistics failed');
    }
  });
}
