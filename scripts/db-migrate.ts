/**
 * `npm run db:migrate`: applies the committed migrations in `drizzle/` to the configured database
 * (PGlite in DATA_DIR, or DATABASE_URL) without starting the server, e.g. before a deploy.
 */
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.pgliteDir,
  });
  try {
    const started = performance.now();
    await database.migrate();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Migrations applied to the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'} database in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
