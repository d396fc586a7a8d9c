import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cars, travelCompanies } from './schema/index.js';
import { jsonRow } from './json-rows.js';
import { createTestDatabase } from '../test/database.js';
import { createCar, createTravelCompany } from '../test/factories.js';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

/** Text, whole numbers, booleans, a uuid, enums, a text array, JSON, nulls, nested. */
const selection = {
  id: cars.id,
  name: cars.carName,
  seats: cars.seater,
  ac: cars.ac,
  category: cars.category,
  languages: cars.driverLanguages,
  packages: cars.localPackagePrices,
  rates: { first: cars.ratePerKmFirst, base: cars.baseFare },
  company: { id: travelCompanies.id, name: travelCompanies.travelsName },
  shown: sql<string>`upper(${cars.carName})`,
};

describe('a selection read as one JSON value a row', () => {
  it('answers the rows the query builder answers', async () => {
    const company = await createTravelCompany(db, { travelsName: 'Krishna "Tours" \\ Co' });
    await createCar(db, {
      travelCompanyId: company.id,
      carName: 'Innova ₹ Crysta — "7 seats"',
      driverLanguages: ['Telugu', 'हिन्दी'],
      localPackagePrices: { '8h80km': 2400 },
      baseFare: 3100,
    });
    await createCar(db, { travelCompanyId: company.id, driverLanguages: null, baseFare: null });
    const row = jsonRow(selection);
    const read = async () =>
      (
        await db
          .select({ row: row.value })
          .from(cars)
          .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
          .where(eq(cars.travelCompanyId, company.id))
          .orderBy(cars.id)
      ).map((found) => row.read(found.row));
    const plain = await db
      .select(selection)
      .from(cars)
      .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
      .where(eq(cars.travelCompanyId, company.id))
      .orderBy(cars.id);
    const asJson = await read();
    expect(asJson).toEqual(plain);
    expect(asJson).toHaveLength(2);
    expect(asJson.map((car) => car.rates.base).sort()).toEqual([3100, null]);
  });

  it('refuses a column JSON writes differently, before any query', () => {
    expect(() => jsonRow({ at: cars.createdAt })).toThrow(/createdAt|at/);
    expect(() => jsonRow({ nested: { at: cars.createdAt } })).toThrow(/nested\.at/);
  });
});
