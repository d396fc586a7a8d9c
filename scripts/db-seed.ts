/**
 * `npm run db:seed`: applies migrations and loads the demo data into an empty database. The
 * server does the same at start when SEED_DEMO is on; this is for seeding without starting it.
 */
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { DEMO_USER, isDatabaseEmpty, seedDemoData } from '../src/server/db/seed/index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.pgliteDir,
  });
  try {
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db))) {
      console.log('Database already has data; nothing to seed.');
      return;
    }
    const started = performance.now();
    const summary = await seedDemoData(database.db, { personalDataKey: config.personalDataKey });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const width = Math.max(...Object.keys(summary).map((name) => name.length));
    console.log(`Seeded the demo data in ${seconds} s (${database.kind}):`);
    for (const [table, rows] of Object.entries(summary))
      console.log(`  ${table.padEnd(width)}  ${String(rows).padStart(4)}`);
    console.log(`Demo login: ${DEMO_USER.email} / ${DEMO_USER.password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
