import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import {
  createCar,
  createDriver,
  createFeedback,
  createTravelCompany,
  createUser,
} from '../../test/factories.js';

// The car list's filters, orders, true count and keyset pages, over a fleet made for them.
const { app, db, tokenFor } = await createTestApp();

interface ListAnswer {
  cars: {
    _id: string;
    car_name: string;
    rates: { base: number };
    user: { _id: string; rating: number };
  }[];
  hasMore: boolean;
  total: number;
  next: string | null;
}

async function list(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/cars?${query}` });
  return { response, body: response.json<ListAnswer>() };
}

const names = (answer: ListAnswer) => answer.cars.map((car) => car.car_name);

/** Every car of a query, page after page by `next`, as load-more walks them. */
async function walk(query: string, limit: number) {
  const seen: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const { response, body } = await list(
      `${query}&limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    expect(response.statusCode).toBe(200);
    seen.push(...names(body));
    expect(body.hasMore).toBe(body.next !== null);
    after = body.next;
    pages += 1;
  } while (after !== null && pages < 50);
  return seen;
}

beforeAll(async () => {
  const good = await createTravelCompany(db, { city: 'Guntur', travelsName: 'Good Travels' });
  const better = await createTravelCompany(db, { city: 'Guntur', travelsName: 'Better Travels' });
  const user = await createUser(db);
  const hindi = await createDriver(db, {
    travelCompanyId: good.id,
    languages: ['Telugu', 'Hindi'],
  });
  const tamil = await createDriver(db, { travelCompanyId: better.id, languages: ['Tamil'] });
  const plan = [
    // name, company, fuel, seats, ac, own base fare (null: the category's), driver, minutes ago
    ['Petrol 4 AC', good, 'Petrol', 4, true, null, hindi, 1],
    ['Diesel 7 AC', good, 'Diesel', 7, true, 3100, hindi, 2],
    ['CNG 4 plain', good, 'CNG', 4, false, 1800, tamil, 3],
    ['Electric 5 AC', better, 'Electric', 5, true, 2500, tamil, 4],
    ['Diesel 12 AC', better, 'Diesel', 12, true, 4200, tamil, 5],
    ['Petrol 5 plain', better, 'Petrol', 5, false, 2000, null, 6],
  ] as const;
  const now = Date.now();
  for (const [carName, company, fuelType, seater, ac, baseFare, driver, minutes] of plan) {
    const car = await createCar(db, {
      travelCompanyId: company.id,
      carName,
      city: 'Guntur',
      category: 'regular',
      serviceType: 'rental',
      fuelType,
      seater,
      ac,
      baseFare,
      defaultDriverId: driver?.id ?? null,
      createdAt: new Date(now - minutes * 60_000),
    });
    if (company === better)
      await createFeedback(db, {
        userId: user.id,
        carId: car.id,
        travelCompanyId: better.id,
        rating: 5,
      });
  }
  // The companies' averages as the feedback routes keep them.
  await db
    .update(travelCompanies)
    .set({ ratingTotal: 15, ratingCount: 3 })
    .where(eq(travelCompanies.id, better.id));
  await db
    .update(travelCompanies)
    .set({ ratingTotal: 7, ratingCount: 2 })
    .where(eq(travelCompanies.id, good.id));
});

describe('GET /api/cars filters', () => {
  it.each([
    ['fuel=diesel', ['Diesel 7 AC', 'Diesel 12 AC']],
    ['min_seats=7', ['Diesel 7 AC', 'Diesel 12 AC']],
    ['ac=false', ['CNG 4 plain', 'Petrol 5 plain']],
    // Regular's table base is ₹2,000: the car without its own fare is priced at it.
    ['min_price=2000&max_price=2500', ['Petrol 4 AC', 'Electric 5 AC', 'Petrol 5 plain']],
    ['max_price=1999', ['CNG 4 plain']],
    ['language=hindi', ['Petrol 4 AC', 'Diesel 7 AC']],
    ['fuel=Petrol&ac=true&language=Hindi', ['Petrol 4 AC']],
    ['fuel=Hybrid', []],
  ])('%s lists the matching cars, newest first, and counts them', async (query, expected) => {
    const { response, body } = await list(`city=Guntur&${query}`);
    expect(response.statusCode).toBe(200);
    expect(names(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body).toMatchObject({ hasMore: false, next: null });
  });

  it.each([
    ['fuel=Steam', 'fuel must be one of: Petrol, Diesel, CNG, Electric, Hybrid'],
    ['min_seats=0', 'min_seats must be at least 1'],
    ['min_seats=four', 'min_seats must be a number'],
    ['ac=yes', 'ac must be true or false'],
    ['min_price=-5', 'min_price must be at least 0'],
    ['min_price=3000&max_price=2000', 'min_price must not be more than max_price'],
    ['language=Klingon', 'language must be one of: Telugu, Hindi, English, Tamil, Kannada, Urdu'],
    ['sort=cheapest', 'sort must be one of: newest, price_low, price_high, rating, trip_price'],
    ['after=not-a-cursor', 'after is not a cursor from this list; start again from the first page'],
    ['page=2&after=abc', 'Give either page or after, not both'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const { response } = await list(`city=Guntur&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});

describe('GET /api/cars sort and keyset pages', () => {
  it('orders by the price the card shows, low to high and high to low', async () => {
    const low = await list('city=Guntur&sort=price_low');
    expect(low.body.cars.map((car) => car.rates.base)).toEqual([
      1800, 2000, 2000, 2500, 3100, 4200,
    ]);
    const high = await list('city=Guntur&sort=price_high');
    expect(high.body.cars.map((car) => car.rates.base)).toEqual([
      4200, 3100, 2500, 2000, 2000, 1800,
    ]);
  });

  it('orders by the owner rating, best first', async () => {
    const { body } = await list('city=Guntur&sort=rating');
    expect(body.cars.map((car) => car.user.rating)).toEqual([5, 5, 5, 3.5, 3.5, 3.5]);
  });

  it.each(['newest', 'price_low', 'price_high', 'rating'])(
    'walks every car once by %s, two at a time, with the true count on each page',
    async (sort) => {
      const whole = names((await list(`city=Guntur&sort=${sort}`)).body);
      expect(await walk(`city=Guntur&sort=${sort}`, 2)).toEqual(whole);
      const first = await list(`city=Guntur&sort=${sort}&limit=2`);
      expect(first.body).toMatchObject({ total: 6, hasMore: true });
      const second = await list(
        `city=Guntur&sort=${sort}&limit=2&after=${encodeURIComponent(first.body.next!)}`,
      );
      expect(second.body.total).toBe(6);
    },
  );

  it('refuses a cursor made for another order', async () => {
    const { body } = await list('city=Guntur&sort=newest&limit=2');
    const { response } = await list(
      `city=Guntur&sort=price_low&limit=2&after=${encodeURIComponent(body.next!)}`,
    );
    expect(response.statusCode).toBe(400);
  });

  it('still pages by number for the clients of the specification', async () => {
    const { body } = await list('city=Guntur&limit=4&page=2');
    expect(names(body)).toEqual(['Diesel 12 AC', 'Petrol 5 plain']);
    expect(body).toMatchObject({ hasMore: false, total: 6, next: null });
  });

  it('re-orders by rating after a review, though the list was cached', async () => {
    const { body: before } = await list('city=Guntur&sort=rating&limit=1');
    expect(before.cars[0]!.car_name).toMatch(/Electric|Diesel 12|Petrol 5/);
    // Good Travels (3.5 from two reviews) gets five fives: 32 / 7 rounds to 4.6; Better
    // Travels (5.0) gets three ones: 18 / 6 = 3.0. The best-rated car changes company.
    const { body: all } = await list('city=Guntur&limit=10');
    const carOf = (name: string) => all.cars.find((car) => car.car_name === name)!;
    // One review per customer and car: each is a new customer's.
    const review = async (carName: string, rating: number) => {
      const car = carOf(carName);
      const reviewer = await createUser(db);
      const headers = { authorization: `Bearer ${await tokenFor(reviewer.id)}` };
      const response = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers,
        payload: { travelUserId: car.user._id, carId: car._id, rating, feedback: 'As it was.' },
      });
      expect(response.statusCode).toBe(201);
    };
    for (let n = 0; n < 5; n += 1) await review('Petrol 4 AC', 5);
    for (let n = 0; n < 3; n += 1) await review('Electric 5 AC', 1);
    const { body: after } = await list('city=Guntur&sort=rating&limit=1');
    expect(after.cars[0]!.user.rating).toBe(4.6);
    expect(['Petrol 4 AC', 'Diesel 7 AC', 'CNG 4 plain']).toContain(after.cars[0]!.car_name);
  });
});
