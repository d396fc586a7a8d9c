import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CarListResponseSchema, type CarListResponse } from '../../../shared/contracts/cars.js';
import { carBlocks, carBusyVersions, cars } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld, hoursFromNow } from '../../test/bookings.js';
import { createTravelCompany, createUser } from '../../test/factories.js';
import { KEPT_PER_LIST } from './kept-cars.js';

// A searched trip's pages come from each list's first cars, kept per catalogue version, less the
// cars the window holds: over a list longer than what is kept, with many cars held, every page
// must be what the database alone would answer.
const context = await createTestApp();
const { app, db } = context;
const world = bookingsWorld(context);

interface SearchedCar {
  _id: string;
  trip: { total: number };
}
interface ListAnswer {
  cars: SearchedCar[];
  total: number;
  hasMore: boolean;
  next: string | null;
}

const city = 'Tirupati';
const pickup = hoursFromNow(96);
const back = hoursFromNow(96 + 30);
const window = { city, pickup_at: pickup, return_at: back, km: 300 };
/** More cars of one rate card than a kept list holds, and a second card beside them. */
const REGULAR = KEPT_PER_LIST + 90;
const PRIME = 40;

async function search(query: Record<string, string | number>): Promise<ListAnswer> {
  const params = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const response = await app.inject({ method: 'GET', url: `/api/cars?${params.toString()}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListAnswer>();
}

/** Every page of a search, by its cursor; the totals each page gave. */
async function walk(query: Record<string, string | number>) {
  const ids: string[] = [];
  const totals = new Set<number>();
  const prices: number[] = [];
  let after: string | null = null;
  do {
    const page: ListAnswer = await search(after ? { ...query, after } : query);
    ids.push(...page.cars.map((car) => car._id));
    prices.push(...page.cars.map((car) => car.trip.total));
    totals.add(page.total);
    expect(page.hasMore).toBe(page.next !== null);
    after = page.next;
  } while (after !== null);
  return { ids, totals, prices };
}

let free: { id: string; createdAt: Date }[] = [];
let companyId: string;

beforeAll(async () => {
  const partner = await createUser(db, { role: 'partner' });
  companyId = (await createTravelCompany(db, { ownerUserId: partner.id, email: '' })).id;
  const base = Date.now() - 86_400_000;
  const rows = Array.from({ length: REGULAR + PRIME }, (_, n) => ({
    travelCompanyId: companyId,
    carName: `Kept car ${n}`,
    carModel: '2024',
    fuelType: 'Diesel',
    newPrice: 2200,
    oldPrice: 2600,
    category: n < REGULAR ? ('regular' as const) : ('prime' as const),
    serviceType: 'rental' as const,
    seater: 4,
    city,
    availability: n % 17 !== 0,
    carImage: '/uploads/demo/cars/test.svg',
    status: 'live' as const,
    // Pairs of cars listed at the same moment: the car id breaks the tie.
    createdAt: new Date(base + Math.floor(n / 2) * 60_000),
  }));
  const made = await db.insert(cars).values(rows).returning();
  // Every third car is in service over the window: held, as a booking would hold it.
  const serviced = made.filter((_, n) => n % 3 === 0);
  await db.insert(carBlocks).values(
    serviced.map((car) => ({
      carId: car.id,
      startsOn: pickup.slice(0, 10),
      endsOn: back.slice(0, 10),
      reason: 'Service',
    })),
  );
  free = made
    .filter((car, n) => car.availability && n % 3 !== 0)
    .map((car) => ({ id: car.id, createdAt: car.createdAt }));
});

const newestFirst = (list: { id: string; createdAt: Date }[]) =>
  [...list]
    .sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    )
    .map((car) => car.id);

describe('a searched trip paged from the kept cars', () => {
  it('walks every free car once, newest first, over more cars than are kept', async () => {
    for (const limit of [24, 100]) {
      const { ids, totals } = await walk({ ...window, limit });
      expect(ids).toEqual(newestFirst(free));
      expect([...totals]).toEqual([free.length]);
    }
  });

  it('walks every free car once, cheapest first, cards of one total by car id', async () => {
    for (const limit of [24, 100]) {
      const { ids, prices } = await walk({ ...window, limit, sort: 'trip_price' });
      expect([...ids].sort()).toEqual(free.map((car) => car.id).sort());
      const order = ids.map((id, n) => ({ id, total: prices[n]! }));
      const sorted = [...order].sort(
        (a, b) => a.total - b.total || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      expect(order).toEqual(sorted);
      // The regular card is the cheaper: all its free cars come first.
      expect(new Set(prices).size).toBe(2);
    }
  });

  it('answers a numbered page as the cursor does', async () => {
    for (const sort of ['newest', 'trip_price']) {
      const first = await walk({ ...window, limit: 24, sort });
      const third = await search({ ...window, limit: 24, sort, page: 3 });
      expect(third.cars.map((car) => car._id)).toEqual(first.ids.slice(48, 72));
    }
  });

  it('leaves out a car booked after the list was kept, at once', async () => {
    const kept = await search({ ...window, limit: 24 });
    const carId = kept.cars[0]!._id;
    const customerId = (await createUser(db)).id;
    const made = await world.book(customerId, { ...world.trip(carId, 96, 10), passengers: 2 });
    expect(made.statusCode, made.body).toBe(201);
    for (const sort of ['newest', 'trip_price']) {
      const { ids, totals } = await walk({ ...window, limit: 24, sort });
      expect(ids).not.toContain(carId);
      expect(ids).toHaveLength(free.length - 1);
      expect([...totals]).toEqual([free.length - 1]);
    }
    free = free.filter((car) => car.id !== carId);
  });

  it('gives back a car whose service block is lifted, at once', async () => {
    await search({ ...window, limit: 24 });
    const [{ block, car } = {}] = await db
      .select({ block: carBlocks, car: cars })
      .from(carBlocks)
      .innerJoin(cars, eq(cars.id, carBlocks.carId))
      .where(eq(cars.availability, true))
      .limit(1);
    await db.delete(carBlocks).where(eq(carBlocks.id, block!.id));
    free = [...free, { id: car!.id, createdAt: car!.createdAt }];
    for (const sort of ['newest', 'trip_price']) {
      const { ids, totals } = await walk({ ...window, limit: 24, sort });
      expect(ids).toContain(car!.id);
      expect(ids).toHaveLength(free.length);
      expect([...totals]).toEqual([free.length]);
    }
  });

  it('writes a searched page as the schema writes it, after the cars are kept written', async () => {
    for (const sort of ['newest', 'trip_price'])
      for (let round = 0; round < 2; round += 1) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/cars?${new URLSearchParams({ ...window, km: '300', limit: '5', sort }).toString()}`,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-store');
        const answer = response.json<CarListResponse>();
        expect(answer.cars).toHaveLength(5);
        expect(answer.cars.every((car) => Number.isInteger(car.trip?.total))).toBe(true);
        // The schema's keys in its order and nothing else: the bytes a fresh write would give.
        expect(response.body).toBe(JSON.stringify(z.encode(CarListResponseSchema, answer)));
      }
  });

  it('counts a car held twice in the window once', async () => {
    const carId = newestFirst(free)[2]!;
    const customerId = (await createUser(db)).id;
    for (const start of [97, 104]) {
      const made = await world.book(customerId, { ...world.trip(carId, start, 4), passengers: 2 });
      expect(made.statusCode, made.body).toBe(201);
    }
    free = free.filter((car) => car.id !== carId);
    const { ids, totals } = await walk({ ...window, limit: 100 });
    expect(ids).toEqual(newestFirst(free));
    expect([...totals]).toEqual([free.length]);
  });

  it('leaves out a car its partner marks unavailable, on the next search', async () => {
    await search({ ...window, limit: 24, sort: 'trip_price' });
    const carId = newestFirst(free)[5]!;
    await db.update(cars).set({ availability: false }).where(eq(cars.id, carId));
    for (const sort of ['newest', 'trip_price']) {
      const { ids } = await walk({ ...window, limit: 24, sort });
      expect(ids).not.toContain(carId);
      expect(ids).toHaveLength(free.length - 1);
    }
  });

  it("raises a group's counter once per transaction, when it commits, and not on a rollback", async () => {
    const group = and(
      eq(carBusyVersions.city, city),
      eq(carBusyVersions.category, 'regular'),
      eq(carBusyVersions.serviceType, 'rental'),
    );
    const counter = async () =>
      (await db.select({ version: carBusyVersions.version }).from(carBusyVersions).where(group))[0]
        ?.version;
    const before = await counter();
    const [one, two] = newestFirst(free).slice(-2);
    const block = (carId: string, day: number) => ({
      carId,
      startsOn: hoursFromNow(24 * day).slice(0, 10),
      endsOn: hoursFromNow(24 * day).slice(0, 10),
      reason: 'Service',
    });
    // Three statements, each a busy time of the group: one raise, at the commit.
    await db.transaction(async (tx) => {
      await tx.insert(carBlocks).values(block(one!, 40));
      await tx.insert(carBlocks).values(block(two!, 41));
      await tx.delete(carBlocks).where(eq(carBlocks.carId, one!));
    });
    expect(await counter()).toBe(before! + 1n);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(carBlocks).values(block(one!, 42));
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await counter()).toBe(before! + 1n);
    await db.delete(carBlocks).where(eq(carBlocks.carId, two!));
    expect(await counter()).toBe(before! + 2n);
  });
});
