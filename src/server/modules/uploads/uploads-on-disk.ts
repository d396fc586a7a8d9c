import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

// Before migration 0005 each instance wrote uploads to its own DATA_DIR/uploads, so only that
// instance could serve them. A row of that time without its content is still served from the
// disk of the instance that holds the file.

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
