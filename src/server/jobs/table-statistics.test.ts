import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../db/schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { createUser } from '../test/factories.js';
import { startStatisticsUpkeep } from './table-statistics.js';

const database = await createTestDatabase();
afterAll(() => database.close());

/** What the planner believes the audit log holds: -1 (or 0) until it is analysed. */
async function plannedRows(): Promise<number> {
  const result = (await database.db.execute(
    sql`select reltuples::int as n from pg_class where relname = 'audit_log'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('startStatisticsUpkeep', () => {
  it.runIf(database.kind === 'pglite')(
    'analyses an embedded database at start, so the planner knows how the tables grew',
    async () => {
      const actor = await createUser(database.db);
      await database.db.insert(auditLog).values(
        Array.from({ length: 300 }, () => ({
          actorUserId: actor.id,
          actorRole: 'partner' as const,
          action: 'car.update',
          recordType: 'car',
          recordId: actor.id,
        })),
      );
      const log = { error: vi.fn() };

      const stop = startStatisticsUpkeep(database, log);
      await stop();

      expect(await plannedRows()).toBe(300);
      expect(log.error).not.toHaveBeenCalled();
    },
  );

  it.runIf(database.kind === 'postgres')('leaves PostgreSQL to its autovacuum', async () => {
    const execute = vi.spyOn(database.db, 'execute');
    const stop = startStatisticsUpkeep(database, { error: vi.fn() });
    await stop();
    expect(execute).not.toHaveBeenCalled();
  });
});
