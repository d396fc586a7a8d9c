import type { Config } from '../config.js';
import type { DatabaseHandle } from './client.js';
import { isDatabaseEmpty, seedDemoData, writeDemoImages } from './seed/index.js';

/** Start-up: apply migrations, load the demo data into an empty database, keep demo images. */
export async function prepareDatabase(database: DatabaseHandle, config: Config): Promise<void> {
  await database.migrate();
  if (!config.seedDemo) return;
  if (await isDatabaseEmpty(database.db)) {
    await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
  } else {
    // The database may be shared while this instance's data folder is new.
    await writeDemoImages(config.uploadsDir);
  }
}
