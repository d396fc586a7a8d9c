import { asc, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { PersonalDataProtector } from './personal-data.js';

/** Accounts per transaction: short locks, and a large table moves in steps. */
const BATCH_SIZE = 200;

/**
 * Start-up: Aadhaar and PAN numbers saved before migration 0005 sit in full in the legacy
 * columns. Protects each one (keyed hash and last 4, encrypted PAN) and empties the legacy
 * columns; answers how many accounts it moved.
 *
 * Safe to run again (an emptied row is not picked up) and on several instances at once: rows are
 * locked in id order, and a second instance waiting on a lock re-reads the row once the first
 * commits, finds it emptied and skips it. A legacy value is the newest one there is (only code
 * older than 0005 writes it), so it replaces what the protected columns hold.
 */
export async function protectLegacyIdentityNumbers(
  db: Database,
  personalData: PersonalDataProtector,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: users.id, aadhaar: users.legacyAadhaar, pan: users.legacyPan })
        .from(users)
        .where(or(ne(users.legacyAadhaar, ''), ne(users.legacyPan, '')))
        .orderBy(asc(users.id))
        .limit(BATCH_SIZE)
        .for('update');
      for (const row of rows) {
        await tx
          .update(users)
          .set({
            ...(row.aadhaar === '' ? {} : personalData.protectAadhaar(row.aadhaar)),
            ...(row.pan === ''
              ? {}
              : { panEncrypted: personalData.encryptPan(row.pan.toUpperCase()) }),
            legacyAadhaar: '',
            legacyPan: '',
          })
          .where(eq(users.id, row.id));
      }
      return rows.length;
    });
    moved += count;
    if (count < BATCH_SIZE) return moved;
  }
}
