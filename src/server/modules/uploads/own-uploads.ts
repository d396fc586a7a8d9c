import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { fieldError } from '../../http/errors.js';

/** Pictures drawn for the demo data and the body types: public files, nobody's upload. */
const DEMO_PREFIX = '/uploads/demo/';
const UPLOAD_PREFIX = '/uploads/';

/**
 * A car, a driver or a company shows only pictures its own partner uploaded (or the public demo
 * drawings): another company's upload would be put on show, a private draft photo among them.
 * Pictures the record shows already stay allowed, so a record from before this rule can still
 * be saved as it is. Refused with a 400 on the field.
 */
export async function assertOwnUploads(
  db: Pick<Database, 'select'>,
  ownerUserId: string,
  paths: readonly string[],
  field: string,
  alreadyShown: readonly string[] = [],
): Promise<void> {
  const names = paths
    .filter(
      (path) =>
        path.startsWith(UPLOAD_PREFIX) &&
        !path.startsWith(DEMO_PREFIX) &&
        !alreadyShown.includes(path),
    )
    .map((path) => path.slice(UPLOAD_PREFIX.length));
  if (names.length === 0) return;
  const own = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(and(inArray(uploads.fileName, names), eq(uploads.userId, ownerUserId)));
  if (own.length < new Set(names).size) throw fieldError(field, 'upload_not_yours');
}
