import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { travelCompanies } from './schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { createTravelCompany, createUser } from '../test/factories.js';

const database = await createTestDatabase();
afterAll(() => database.close());

describe('the catalogue version', () => {
  it('moves on with every change to the catalogue, seen by the very next call', async () => {
    const before = await database.catalogVersion();
    const owner = await createUser(database.db);
    await createTravelCompany(database.db, { ownerUserId: owner.id });
    expect((await database.catalogVersion()).catalog).toBeGreaterThan(before.catalog);
  });

  it('counts a rating change apart, stamped on the company; any other company change as a catalogue change', async () => {
    const company = await createTravelCompany(database.db);
    const before = await database.catalogVersion();
    await database.db
      .update(travelCompanies)
      .set({ ratingTotal: 5, ratingCount: 1 })
      .where(eq(travelCompanies.id, company.id));
    const rated = await database.catalogVersion();
    expect(rated.catalog).toBe(before.catalog);
    expect(rated.ratings).toBe(before.ratings + 1n);
    const [stamped] = await database.db
      .select({ version: travelCompanies.ratingVersion })
      .from(travelCompanies)
      .where(eq(travelCompanies.id, company.id));
    expect(stamped?.version).toBe(rated.ratings);

    await database.db
      .update(travelCompanies)
      .set({ trending: !company.trending })
      .where(eq(travelCompanies.id, company.id));
    const changed = await database.catalogVersion();
    expect(changed.catalog).toBeGreaterThan(rated.catalog);
    expect(changed.ratings).toBe(rated.ratings);
  });

  it.runIf(database.kind === 'pglite')(
    'costs the embedded database no read once known',
    async () => {
      const known = await database.catalogVersion();
      const reads = [vi.spyOn(database.db, 'select'), vi.spyOn(database.db, 'execute')];
      expect(await database.catalogVersion()).toEqual(known);
      expect(await database.catalogVersion()).toEqual(known);
      for (const read of reads) {
        expect(read).not.toHaveBeenCalled();
        read.mockRestore();
      }
    },
  );

  it.runIf(database.kind === 'postgres')(
    'is read on a connection of its own, so it answers while requests hold every pooled one',
    async () => {
      // The test database's pool has 4 connections: hold them all for a second.
      const busy = Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(1)`));
      const started = Date.now();
      await database.catalogVersion();
      expect(Date.now() - started).toBeLessThan(500);
      await Promise.all(busy);
    },
  );
});
