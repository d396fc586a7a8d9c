import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { createTravelCompany, createUser } from '../test/factories.js';

const database = await createTestDatabase();
afterAll(() => database.close());

describe('the catalogue version', () => {
  it('moves on with every change to the catalogue, seen by the very next call', async () => {
    const before = BigInt(await database.catalogVersion());
    const owner = await createUser(database.db);
    await createTravelCompany(database.db, { ownerUserId: owner.id });
    expect(BigInt(await database.catalogVersion())).toBeGreaterThan(before);
  });

  it('costs the embedded database no read once known; PostgreSQL instances read it each time', async () => {
    const known = await database.catalogVersion();
    const reads = vi.spyOn(database.db, 'select');
    expect(await database.catalogVersion()).toBe(known);
    expect(await database.catalogVersion()).toBe(known);
    expect(reads).toHaveBeenCalledTimes(database.kind === 'pglite' ? 0 : 2);
    reads.mockRestore();
  });
});
