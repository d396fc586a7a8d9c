import type { FastifyBaseLogger } from 'fastify';
import { indiaToday } from '../../shared/india-time.js';
import type { Database } from '../db/client.js';
import { createBlogsRepository } from '../modules/blogs/blogs.repository.js';
import { runEvery } from './run-every.js';

const INTERVAL_MS = 6 * 60 * 60_000;

/**
 * Who shared a blog is kept only to count each visitor once a day: older visits are forgotten
 * every six hours (any instance may; a delete of rows already gone does nothing).
 */
export function startShareVisitCleanup(
  db: Database,
  log: Pick<FastifyBaseLogger, 'error'>,
): () => Promise<void> {
  const blogs = createBlogsRepository(db);
  return runEvery(INTERVAL_MS, async () => {
    try {
      await blogs.forgetOldShareVisits(indiaToday());
    } catch (error) {
      log.error({ err: error }, 'Forgetting old blog share visits failed');
    }
  });
}
