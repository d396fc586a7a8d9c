import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { createBookingMovesRepository } from '../modules/bookings/moves.repository.js';
import { describeError } from '../http/log-safe.js';
import { runEvery } from './run-every.js';

/** Requests expire and trips complete within a minute of their time. */
const TICK_MS = 60_000;

/**
 * The bookings' clock (docs/product/trips-and-money.md#bookings): every minute, requests past their respond-by
 * expire and trips a day past their return complete, each with its history row and
 * notifications. Safe on several instances: the sweep claims rows with SKIP LOCKED, so two
 * instances ticking together split the work and never move a booking twice.
 */
export function startBookingClock(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  tickMs = TICK_MS,
): () => Promise<void> {
  const repository = createBookingMovesRepository(db);
  return runEvery(tickMs, async () => {
    try {
      // A batch at a time until nothing is due, so a backlog after downtime clears at once.
      for (;;) {
        const moved = await repository.sweep(new Date());
        if (moved.expired + moved.completed > 0) log.info(moved, 'Moved bookings past their time');
        if (moved.expired < 50 && moved.completed < 50) break;
      }
    } catch (error) {
      log.error({ error: describeError(error) }, 'Moving bookings past their time failed');
    }
  });
}
