import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { travelCompanies } from './schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { createTravelCompany } from '../test/factories.js';
import { preparedRead } from './prepared-read.js';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The statements this connection holds prepared (the embedded database has one connection). */
async function preparedNames(): Promise<string[]> {
  return rowsOf(await db.execute(sql`select name from pg_prepared_statements`)).map(
    (row) => row.name as string,
  );
}

describe('a prepared read', () => {
  it('answers what the same statement answers when run as it is, call after call', async () => {
    const company = await createTravelCompany(db, { travelsName: "Ravi's \\ Cabs" });
    const read = (name: string) =>
      sql`select ${travelCompanies.id} as id, ${travelCompanies.travelsName} as name,
        ${travelCompanies.createdAt} as created, ${7} + 1 as eight, ${true} as yes, ${null}::text as nothing
        from ${travelCompanies} where ${travelCompanies.travelsName} = ${name}`;
    const plain = rowsOf(await db.execute(read("Ravi's \\ Cabs")));
    expect(plain).toHaveLength(1);
    expect(plain[0]!.id).toBe(company.id);
    // More than the five runs after which PostgreSQL may keep a generic plan.
    for (let run = 0; run < 7; run++)
      expect(await preparedRead<Record<string, unknown>>(db, read("Ravi's \\ Cabs"))).toEqual(
        plain,
      );
    expect(await preparedRead<Record<string, unknown>>(db, read('No such company'))).toEqual([]);
  });

  it('takes a quote or a backslash in an argument as text, never as SQL', async () => {
    const text = "x'); drop table travel_companies; --\\'";
    const [row] = await preparedRead<Record<string, unknown>>(
      db,
      sql`select ${text}::text as text`,
    );
    expect(row!.text).toBe(text);
    expect(rowsOf(await db.execute(sql`select count(*) from ${travelCompanies}`))).toHaveLength(1);
  });

  // On PostgreSQL the read runs as it is, with its arguments bound by the driver.
  it.runIf(database.kind === 'pglite')(
    'refuses an argument it cannot write as SQL text',
    async () => {
      await expect(preparedRead(db, sql`select ${Number.NaN}::float as n`)).rejects.toThrow(
        /finite numbers/,
      );
      await expect(
        preparedRead(db, sql`select ${new Uint8Array([1, 2])}::bytea as bytes`),
      ).rejects.toThrow(/cannot take a parameter/);
    },
  );

  it.runIf(database.kind === 'pglite')(
    'keeps one prepared statement per text on the embedded database, and a bounded number of them',
    async () => {
      const before = (await preparedNames()).length;
      await preparedRead(db, sql`select ${1}::int as one`);
      await preparedRead(db, sql`select ${2}::int as one`);
      expect((await preparedNames()).length).toBe(before + 1);
      for (let text = 0; text < 210; text++) await preparedRead(db, sql.raw(`select ${text} as n`));
      expect((await preparedNames()).length).toBeLessThanOrEqual(200);
    },
  );

  it.runIf(database.kind === 'pglite')(
    'plans a statement once for every argument, and leaves the planner as it was after a failure',
    async () => {
      const read = (id: string) =>
        sql`select ${travelCompanies.id} as id from ${travelCompanies}
          where ${travelCompanies.id} = ${id}::uuid and ${travelCompanies.travelsName} like 'plan-%'`;
      for (let run = 0; run < 3; run++) await preparedRead(db, read(crypto.randomUUID()));
      const [kept] = rowsOf(
        await db.execute(
          sql`select generic_plans, custom_plans from pg_prepared_statements
            where statement like '%plan-%%'`,
        ),
      );
      expect(kept).toEqual({ generic_plans: 3, custom_plans: 0 });
      await expect(preparedRead(db, read('not an id'))).rejects.toThrow();
      const [setting] = rowsOf(
        await db.execute(sql`select current_setting('plan_cache_mode') as mode`),
      );
      expect(setting!.mode).toBe('auto');
    },
  );

  it('tries a statement that failed to prepare again on the next call', async () => {
    const broken = sql`select * from a_table_that_does_not_exist_yet`;
    await expect(preparedRead(db, broken)).rejects.toThrow();
    await db.execute(sql`create temporary table a_table_that_does_not_exist_yet (n int)`);
    expect(await preparedRead<Record<string, unknown>>(db, broken)).toEqual([]);
  });
});
