import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { createUploadsRepository } from '../modules/uploads/uploads.repository.js';
import { runEvery } from './run-every.js';

// The profile form uploads a photo and saves its path at once; a day later an upload nothing
// refers to was abandoned (a form left unsaved, a photo since replaced) and only takes space.
export const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
// Small batches keep each delete short, so profile saves and uploads never wait long on it.
const SWEEP_BATCH_SIZE = 100;

/**
 * One sweep: deletes every upload older than a day that no profile shows, and answers how many.
 * Several instances may sweep at once: each takes rows the others have not locked.
 */
export async function sweepUnusedUploads(
  db: Database,
  maxAgeMs = UNUSED_UPLOAD_MAX_AGE_MS,
): Promise<number> {
  const repository = createUploadsRepository(db);
  let total = 0;
  for (;;) {
    const deleted = await repository.deleteUnused(maxAgeMs, SWEEP_BATCH_SIZE);
    total += deleted;
    if (deleted < SWEEP_BATCH_SIZE) return total;
  }
}

/**
 * Sweeps now and then every hour until stopped (runEvery).
 */
export function startUploadCleanup(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => Promise<void> {
  return runEvery(SWEEP_INTERVAL_MS, async () => {
    try {
      const deleted = await sweepUnusedUploads(db);
      if (deleted > 0) log.info({ deleted }, 'Deleted unused uploads');
    } catch (error) {
      log.error({ err: error }, 'Deleting unused uploads failed');
    }
  });
}
