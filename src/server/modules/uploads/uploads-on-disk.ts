import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Database } from '../../db/client.js';
import { createUploadsRepository } from './uploads.repository.js';

// Before migration 0005 each instance wrote uploads to its own DATA_DIR/uploads, so only that
// instance could serve them. Their rows have no content until the instance holding the file
// moves it into the database at start; until then it serves the file from its disk.

/** SHA-256 of an upload's bytes, hex: stored with it and sent as its ETag. */
export const contentHashOf = (content: Buffer) =>
  createHash('sha256').update(content).digest('hex');

/** The bytes of an upload an older version wrote to this instance's disk, or null. */
export async function readUploadFromDisk(
  uploadsDir: string,
  fileName: string,
): Promise<Buffer | null> {
  // Names come from our own rows, but a path must never leave the uploads folder.
  if (basename(fileName) !== fileName || fileName.startsWith('.')) return null;
  try {
    return await readFile(join(uploadsDir, fileName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Moves every upload this instance still keeps on disk into the database and removes the file.
 * Safe to run again and on several instances at once: a row that already has its content is left
 * alone, and a file another instance holds is moved when that instance starts. Answers how many
 * files moved.
 */
export async function moveUploadsIntoDatabase(db: Database, uploadsDir: string): Promise<number> {
  const repository = createUploadsRepository(db);
  let moved = 0;
  for (const { id, fileName } of await repository.listOnDisk()) {
    const content = await readUploadFromDisk(uploadsDir, fileName);
    if (!content) continue;
    if (await repository.storeContent(id, content, contentHashOf(content))) moved += 1;
    await rm(join(uploadsDir, fileName), { force: true });
  }
  return moved;
}
