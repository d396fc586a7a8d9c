import type { Config } from '../config.js';
import { recordUnledgered } from '../modules/ledger/ledger.repository.js';
import { ensurePlaces } from '../modules/places/ensure-places.js';
import { protectLegacyIdentityNumbers } from '../modules/users/legacy-identity.js';
import { createPersonalDataProtector } from '../modules/users/personal-data.js';
import type { DatabaseHandle } from './client.js';
import { isDatabaseEmpty, seedDemoData } from './seed/index.js';

/**
 * Start-up: apply migrations, record in the ledger the invoices and payments of older versions,
 * protect identity numbers left in full by older versions, load the demo data into an empty
 * database. Under the start-up lock: two fresh instances on one empty
 * database take turns, and the demo data is loaded once.
 */
export async function prepareDatabase(database: DatabaseHandle, config: Config): Promise<void> {
  await database.duringStartup(async () => {
    await database.migrate();
    await ensurePlaces(database.db);
    await recordUnledgered(database.db);
    await protectLegacyIdentityNumbers(
      database.db,
      createPersonalDataProtector(config.personalDataKey),
    );
    if (config.seedDemo && (await isDatabaseEmpty(database.db)))
      await seedDemoData(database.db, { personalDataKey: config.personalDataKey });
  });
}
