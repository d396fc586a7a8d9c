/**
 * `npm run user:role -- <email> <customer|partner|operator>`: gives an account a role on the
 * configured database (PGlite in DATA_DIR, or DATABASE_URL). The only way to make an operator.
 */
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { setUserRole } from '../src/server/modules/users/roles.js';

async function main(): Promise<void> {
  const [email, role] = process.argv.slice(2);
  if (!email || !role) {
    console.error('Usage: npm run user:role -- <email> <customer|partner|operator>');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.pgliteDir,
  });
  try {
    await database.migrate();
    const result = await setUserRole(database.db, email, role);
    if (!result.changed) {
      console.error(result.reason);
      process.exitCode = 1;
      return;
    }
    console.log(
      `${result.email} is now ${result.to === 'operator' ? 'an' : 'a'} ${result.to} (was ${result.from}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
