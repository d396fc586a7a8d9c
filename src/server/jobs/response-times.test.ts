import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogVersion, queries, travelCompanies } from '../db/schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { createCar, createTravelCompany, createUser } from '../test/factories.js';
import { refreshResponseMinutes } from './response-times.js';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** A company with one car, and leads answered after each of `minutes` (null: never answered). */
async function companyWithLeads(minutes: Array<number | null>, daysAgo = 1) {
  const company = await createTravelCompany(db);
  const car = await createCar(db, { travelCompanyId: company.id });
  const customer = await createUser(db);
  for (const after of minutes) {
    const createdAt = new Date(Date.now() - daysAgo * DAY);
    await db.insert(queries).values({
      userId: customer.id,
      carId: car.id,
      travelCompanyId: company.id,
      createdAt,
      status: after === null ? 'new' : 'contacted',
      firstResponseAt: after === null ? null : new Date(createdAt.getTime() + after * MINUTE),
    });
  }
  return company;
}

async function responseMinutesOf(companyId: string) {
  const [row] = await db
    .select({ minutes: travelCompanies.responseMinutes })
    .from(travelCompanies)
    .where(eq(travelCompanies.id, companyId));
  return row?.minutes;
}

async function catalogue() {
  const [row] = await db.select().from(catalogVersion);
  return row!.version;
}

describe('refreshResponseMinutes', () => {
  it("writes the median of the last 30 days' response times, rounded up to whole minutes", async () => {
    const odd = await companyWithLeads([5, 40, 12, null]);
    const even = await companyWithLeads([10, 20, 30, 45.5]);
    const slow = await companyWithLeads([0.2, 0.3, 0.4]);
    await refreshResponseMinutes(db);
    expect(await responseMinutesOf(odd.id)).toBe(12);
    // The middle two averaged: (20 + 30) / 2.
    expect(await responseMinutesOf(even.id)).toBe(25);
    // Under a minute still reads "within 1 min".
    expect(await responseMinutesOf(slow.id)).toBe(1);
  });

  it('leaves no badge under 3 responses, or for responses older than 30 days', async () => {
    const few = await companyWithLeads([5, 6, null, null]);
    const old = await companyWithLeads([5, 6, 7], 31);
    await refreshResponseMinutes(db);
    expect(await responseMinutesOf(few.id)).toBeNull();
    expect(await responseMinutesOf(old.id)).toBeNull();
  });

  it('clears a badge whose responses have aged out, and changes nothing when run again', async () => {
    const company = await companyWithLeads([5, 6, 7]);
    await db
      .update(travelCompanies)
      .set({ responseMinutes: 99 })
      .where(eq(travelCompanies.id, company.id));
    await refreshResponseMinutes(db);
    expect(await responseMinutesOf(company.id)).toBe(6);
    expect(await refreshResponseMinutes(db)).toBe(0);

    await db
      .update(queries)
      .set({ createdAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(queries.travelCompanyId, company.id));
    await refreshResponseMinutes(db);
    expect(await responseMinutesOf(company.id)).toBeNull();
  });

  it('leaves the cached car lists valid: the catalogue version does not move', async () => {
    await companyWithLeads([3, 4, 5]);
    const before = await catalogue();
    expect(await refreshResponseMinutes(db)).toBeGreaterThan(0);
    expect(await catalogue()).toBe(before);
    // Any other change of a company still counts.
    const company = await createTravelCompany(db);
    const afterInsert = await catalogue();
    await db
      .update(travelCompanies)
      .set({ travelsName: 'Renamed Travels' })
      .where(eq(travelCompanies.id, company.id));
    expect(await catalogue()).toBeGreaterThan(afterInsert);
  });

  it('lets one of two runs at once do the work and the other skip it', async () => {
    await companyWithLeads([8, 9, 10]);
    const results = await Promise.all([refreshResponseMinutes(db), refreshResponseMinutes(db)]);
    expect(results.filter((result) => result !== null).length).toBeGreaterThanOrEqual(1);
    expect(await refreshResponseMinutes(db)).toBe(0);
  });
});
