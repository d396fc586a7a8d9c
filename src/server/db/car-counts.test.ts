import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cars, travelCompanies } from './schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { createCar, createTravelCompany } from '../test/factories.js';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

/**
 * The kept counts and the counts the storefront's rule gives, both as "city/category/service: n"
 * with " (k off)" for the k of them marked unavailable.
 */
async function keptAndTrue() {
  const rows = async (query: ReturnType<typeof sql>) =>
    (
      (await db.execute(query)) as unknown as { rows: { key: string; n: number; off: number }[] }
    ).rows
      .map(({ key, n, off }) => `${key}: ${Number(n)}${Number(off) ? ` (${off} off)` : ''}`)
      .sort();
  const kept = await rows(
    sql`select city || '/' || category || '/' || service_type as key, cars as n, unavailable as off
      from car_counts where cars <> 0 or unavailable <> 0`,
  );
  const truth = await rows(sql`
    select c.city || '/' || c.category || '/' || c.service_type as key, count(*) as n,
      count(*) filter (where not c.availability) as off
    from cars c join travel_companies t on t.id = c.travel_company_id
    where c.status = 'live' and t.status = 'verified'
    group by 1`);
  return { kept, truth };
}

describe('the kept car counts', () => {
  it('follow every write that moves a car in or out of the storefront', async () => {
    const company = await createTravelCompany(db, { city: 'Guntur' });
    const other = await createTravelCompany(db, { city: 'Tirupati' });
    const first = await createCar(db, { travelCompanyId: company.id, city: 'Guntur' });
    await createCar(db, { travelCompanyId: company.id, city: 'Guntur', category: 'prime' });
    await createCar(db, { travelCompanyId: company.id, status: 'draft' });
    const moved = await createCar(db, { travelCompanyId: other.id, city: 'Tirupati' });
    let counts = await keptAndTrue();
    expect(counts.kept).toEqual(counts.truth);
    expect(counts.kept).toContain('Guntur/regular/rental: 1');

    // A car marked unavailable stays listed, counted apart; marked available again, it is not.
    await db.update(cars).set({ availability: false, newPrice: 1900 }).where(eq(cars.id, first.id));
    counts = await keptAndTrue();
    expect(counts.kept).toEqual(counts.truth);
    expect(counts.kept).toContain('Guntur/regular/rental: 1 (1 off)');
    await db.update(cars).set({ availability: true }).where(eq(cars.id, first.id));
    expect((await keptAndTrue()).kept).toContain('Guntur/regular/rental: 1');
    await db.update(cars).set({ availability: false }).where(eq(cars.id, first.id));

    // A write that changes no count, one that moves a car, one that takes it out.
    await db
      .update(cars)
      .set({ city: 'Guntur', serviceType: 'airport' })
      .where(eq(cars.id, moved.id));
    await db.update(cars).set({ status: 'suspended' }).where(eq(cars.id, first.id));
    counts = await keptAndTrue();
    expect(counts.kept).toEqual(counts.truth);
    expect(counts.kept).toContain('Guntur/regular/airport: 1');

    // A company suspended takes its cars out; verified again, brings them back.
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, company.id));
    counts = await keptAndTrue();
    expect(counts.kept).toEqual(counts.truth);
    expect(counts.kept.some((row) => row.startsWith('Guntur/prime/rental'))).toBe(false);
    await db
      .update(travelCompanies)
      .set({ status: 'verified' })
      .where(eq(travelCompanies.id, company.id));
    expect((await keptAndTrue()).kept).toContain('Guntur/prime/rental: 1');

    // A company deleted with its cars is counted out once, not twice.
    await db.delete(travelCompanies).where(eq(travelCompanies.id, other.id));
    await db.delete(travelCompanies).where(eq(travelCompanies.id, company.id));
    counts = await keptAndTrue();
    expect(counts.kept).toEqual(counts.truth);
    expect(counts.kept).toEqual([]);
  });

  it('count a bulk insert of many cars in one go', async () => {
    const company = await createTravelCompany(db, { city: 'Hyderabad' });
    await db.execute(sql`
      insert into cars (travel_company_id, car_name, car_model, fuel_type, new_price, old_price,
        category, service_type, seater, city, status, availability)
      select ${company.id}::uuid, 'Bulk ' || i, '2024', 'Petrol', 2000, 2400, 'regular', 'rental',
        4, 'Hyderabad', case when i % 4 = 0 then 'draft'::car_status else 'live'::car_status end,
        i % 5 <> 0
      from generate_series(1, 200) as s(i)`);
    const counts = await keptAndTrue();
    expect(counts.kept).toEqual(counts.truth);
    // 200 cars, the fourth ones drafts, the fifth ones unavailable (30 of the 150 live ones).
    expect(counts.kept).toContain('Hyderabad/regular/rental: 150 (30 off)');
  });
});
