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

/** The kept rate cards and the storefront's own grouping, both as "key: n (k off)" lines. */
async function keptAndTrueRateCards() {
  const rows = async (query: ReturnType<typeof sql>) =>
    (
      (await db.execute(query)) as unknown as { rows: { key: string; n: number; off: number }[] }
    ).rows
      .map(({ key, n, off }) => `${key}: ${Number(n)}${Number(off) ? ` (${off} off)` : ''}`)
      .sort();
  const kept = await rows(sql`
    select concat_ws('/', city, category, service_type, rate_card, driver_allowance_per_day,
        night_charge_per_night, outstation_min_km_per_day, seater, base_fare, rate_per_km_first,
        rate_per_km_beyond, rate_per_extra_hour, local_package_prices::text) as key,
      cars as n, unavailable as off
    from car_rate_cards where cars <> 0 or unavailable <> 0`);
  const truth = await rows(sql`
    select concat_ws('/', c.city, c.category, c.service_type, c.rate_card,
        t.driver_allowance_per_day, t.night_charge_per_night, t.outstation_min_km_per_day,
        c.seater, c.base_fare, c.rate_per_km_first, c.rate_per_km_beyond, c.rate_per_extra_hour,
        c.local_package_prices::text) as key,
      count(*) as n, count(*) filter (where not c.availability) as off
    from cars c join travel_companies t on t.id = c.travel_company_id
    where c.status = 'live' and t.status = 'verified'
    group by 1`);
  return { kept, truth };
}

describe('the kept rate cards', () => {
  it('follow every write that changes what prices a listed car', async () => {
    const company = await createTravelCompany(db, { city: 'Guntur' });
    const first = await createCar(db, { travelCompanyId: company.id, city: 'Guntur' });
    await createCar(db, { travelCompanyId: company.id, city: 'Guntur' });
    await createCar(db, { travelCompanyId: company.id, city: 'Guntur', baseFare: 2600 });
    let cards = await keptAndTrueRateCards();
    expect(cards.kept).toEqual(cards.truth);
    // Two cars on the category's rates, one on a base fare of its own.
    expect(cards.kept.filter((line) => line.startsWith('Guntur/regular/rental/'))).toHaveLength(2);
    expect(cards.kept.some((line) => line.endsWith(': 2'))).toBe(true);

    // A car's own rates, its package prices and its seats move it to another card.
    await db
      .update(cars)
      .set({ ratePerKmFirst: 14, localPackagePrices: { '4h40km': 999 }, seater: 6 })
      .where(eq(cars.id, first.id));
    cards = await keptAndTrueRateCards();
    expect(cards.kept).toEqual(cards.truth);
    expect(cards.kept.filter((line) => line.startsWith('Guntur/'))).toHaveLength(3);

    // Marked unavailable, the car stays on its card, counted apart.
    await db.update(cars).set({ availability: false }).where(eq(cars.id, first.id));
    cards = await keptAndTrueRateCards();
    expect(cards.kept).toEqual(cards.truth);
    expect(cards.kept.some((line) => line.endsWith(': 1 (1 off)'))).toBe(true);

    // The company's defaults are part of every card of its cars.
    await db
      .update(travelCompanies)
      .set({ driverAllowancePerDay: 450, nightChargePerNight: 275 })
      .where(eq(travelCompanies.id, company.id));
    cards = await keptAndTrueRateCards();
    expect(cards.kept).toEqual(cards.truth);
    const guntur = cards.kept.filter((line) => line.startsWith('Guntur/'));
    expect(guntur.length).toBe(3);
    expect(guntur.every((line) => line.includes('/450/275/'))).toBe(true);

    // Suspended, the company's cards empty; verified again, they fill.
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, company.id));
    cards = await keptAndTrueRateCards();
    expect(cards.kept).toEqual(cards.truth);
    expect(cards.kept.some((line) => line.startsWith('Guntur/'))).toBe(false);
    await db
      .update(travelCompanies)
      .set({ status: 'verified' })
      .where(eq(travelCompanies.id, company.id));
    cards = await keptAndTrueRateCards();
    expect(cards.kept).toEqual(cards.truth);
    expect(cards.kept.filter((line) => line.startsWith('Guntur/'))).toHaveLength(3);

    // A car leaving the storefront, then the company deleted with its cars: nothing twice.
    await db.update(cars).set({ status: 'archived' }).where(eq(cars.id, first.id));
    cards = await keptAndTrueRateCards();
    expect(cards.kept).toEqual(cards.truth);
    await db.delete(travelCompanies).where(eq(travelCompanies.id, company.id));
    cards = await keptAndTrueRateCards();
    expect(cards.kept).toEqual(cards.truth);
    expect(cards.kept.some((line) => line.startsWith('Guntur/'))).toBe(false);
  });

  it('count a bulk insert of many cars in one go, by card', async () => {
    const company = await createTravelCompany(db, { city: 'Hyderabad' });
    await db.execute(sql`
      insert into cars (travel_company_id, car_name, car_model, fuel_type, new_price, old_price,
        category, service_type, seater, city, status, availability, base_fare)
      select ${company.id}::uuid, 'Bulk ' || i, '2024', 'Petrol', 2000, 2400, 'regular', 'rental',
        4, 'Hyderabad', 'live', i % 5 <> 0, case when i % 2 = 0 then 2500 end
      from generate_series(1, 100) as s(i)`);
    const cards = await keptAndTrueRateCards();
    expect(cards.kept).toEqual(cards.truth);
    expect(cards.kept.filter((line) => line.includes('Hyderabad'))).toHaveLength(2);
  });
});

describe('the busy times of a car', () => {
  it('carry the car’s city, category and service type, and follow them', async () => {
    const car = await createCar(db, { city: 'Tirupati', category: 'prime' });
    await db.execute(sql`insert into car_blocks (car_id, starts_on, ends_on, reason)
      values (${car.id}::uuid, current_date + 3, current_date + 4, 'Service')`);
    const copied = async () =>
      (
        (await db.execute(
          sql`select city, category::text, service_type::text from car_busy where car_id = ${car.id}::uuid`,
        )) as unknown as { rows: { city: string; category: string; service_type: string }[] }
      ).rows;
    expect(await copied()).toEqual([
      { city: 'Tirupati', category: 'prime', service_type: 'rental' },
    ]);
    await db
      .update(cars)
      .set({ city: 'Guntur', serviceType: 'outstation' })
      .where(eq(cars.id, car.id));
    expect(await copied()).toEqual([
      { city: 'Guntur', category: 'prime', service_type: 'outstation' },
    ]);
  });

  it('know whether their car is listed and available, and follow the car and its company', async () => {
    const company = await createTravelCompany(db, { city: 'Vijayawada' });
    const car = await createCar(db, { travelCompanyId: company.id, city: 'Vijayawada' });
    await db.execute(sql`insert into car_blocks (car_id, starts_on, ends_on, reason)
      values (${car.id}::uuid, current_date + 5, current_date + 6, 'Service')`);
    const listed = async () =>
      (
        (await db.execute(
          sql`select listed from car_busy where car_id = ${car.id}::uuid`,
        )) as unknown as { rows: { listed: boolean }[] }
      ).rows.map((row) => row.listed);
    expect(await listed()).toEqual([true]);
    await db.update(cars).set({ availability: false }).where(eq(cars.id, car.id));
    expect(await listed()).toEqual([false]);
    await db.update(cars).set({ availability: true }).where(eq(cars.id, car.id));
    expect(await listed()).toEqual([true]);
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, company.id));
    expect(await listed()).toEqual([false]);
    await db
      .update(travelCompanies)
      .set({ status: 'verified' })
      .where(eq(travelCompanies.id, company.id));
    expect(await listed()).toEqual([true]);
    await db.update(cars).set({ status: 'suspended' }).where(eq(cars.id, car.id));
    expect(await listed()).toEqual([false]);
  });
});
