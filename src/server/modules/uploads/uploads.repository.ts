import type { Database } from '../../db/client.js';
import { uploads } from '../../db/schema.js';

export function createUploadsRepository(db: Database) {
  return {
    /** Records who uploaded which stored file. */
    async record(values: {
      userId: string;
      fileName: string;
      mimeType: string;
      sizeBytes: number;
    }): Promise<void> {
      await db.insert(uploads).values(values);
    },
  };
}
