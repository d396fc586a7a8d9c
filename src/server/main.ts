import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { createLifecycle } from './http/lifecycle.js';
import { startBookingClock } from './jobs/booking-clock.js';
import { startCommissionInvoicing } from './jobs/commission-invoicing.js';
import { startOutboxWorker } from './jobs/outbox.js';
import { startPaperSweep } from './jobs/paper-sweep.js';
import { startShareVisitCleanup } from './jobs/share-visits.js';
import { startPageViewFlush } from './jobs/page-views.js';
import { startResponseTimeRefresh } from './jobs/response-times.js';
import { startStatisticsUpkeep } from './jobs/table-statistics.js';
import { startUploadCleanup } from './jobs/upload-cleanup.js';
import { createMailer } from './modules/notifications/mailer.js';

// A close that has not finished by then is stuck: leave rather than hang the deploy.
const CLOSE_DEADLINE_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.pgliteDir,
    poolMax: config.databasePoolMax,
    timeoutMs: config.databaseTimeoutMs,
  });
  await prepareDatabase(database, config);
  const lifecycle = createLifecycle();
  const app = await buildApp({ config, database, lifecycle });
  // Background work is started here, never by a request; it is safe on several instances.
  const stopUploadCleanup = startUploadCleanup(database.db, app.log);
  const stopResponseTimeRefresh = startResponseTimeRefresh(database.db, app.log);
  const stopPageViewFlush = startPageViewFlush(database.db, app.log);
  const stopBookingClock = startBookingClock(database.db, app.log);
  const stopOutbox = startOutboxWorker(database.db, createMailer(config, app.log), app.log);
  const stopStatisticsUpkeep = startStatisticsUpkeep(database, app.log);
  const stopPaperSweep = startPaperSweep(database.db, app.log);
  const stopShareVisitCleanup = startShareVisitCleanup(database.db, app.log);
  const stopCommissionInvoicing = startCommissionInvoicing(database.db, config.invoicing, app.log);

  // Graceful stop: say "not ready" so the load balancer stops sending work, keep serving for
  // SHUTDOWN_DELAY_MS while it notices, then stop accepting, finish every request in flight
  // (Fastify's close waits for them), and only then close the database.
  const shutdown = async (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.startDraining();
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'draining');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownDelayMs + CLOSE_DEADLINE_MS).unref();
    await sleep(config.shutdownDelayMs);
    await app.close();
    await stopUploadCleanup();
    await stopResponseTimeRefresh();
    await stopBookingClock();
    await stopStatisticsUpkeep();
    await stopPaperSweep();
    await stopShareVisitCleanup();
    await stopCommissionInvoicing();
    // A delivery under way finishes; mail not yet sent waits in the outbox for any instance.
    await stopOutbox();
    // After the last request: the car page views counted until then are added, then the close.
    await stopPageViewFlush();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Saarthi failed to start:', error);
  }
  process.exit(1);
});
