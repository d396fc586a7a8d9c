import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createCatalogVersionReader, versionQueryOf } from '../../db/catalog-version.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createRatingChanges } from '../../db/rating-changes.js';
import { cars, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createCar, createTravelCompany, createUser } from '../../test/factories.js';

// Two instances of the server over one database, as behind a load balancer.
// The benchmark's route shows each instance's cache counters.
const first = await createTestApp({ BENCH_BASELINE: 'true' });
// The second reads the catalogue version from the database, as PostgreSQL instances do; the
// first (embedded) keeps it in memory from the database's announcements: both must agree.
const ratingChanges = createRatingChanges();
const sharedDatabase: DatabaseHandle = {
  db: first.db,
  kind: 'postgres',
  ping: async () => undefined,
  migrate: async () => undefined,
  duringStartup: (work) => work(),
  catalogVersion: createCatalogVersionReader(versionQueryOf(first.db), ratingChanges),
  ratingChanges,
  close: async () => undefined,
};
const second = await buildApp({ config: first.config, database: sharedDatabase, serveWeb: false });
afterAll(() => second.close());

const LIST = '/api/cars?city=Visakhapatnam&category=luxury';

async function listFrom(app: typeof second) {
  const response = await app.inject({ method: 'GET', url: LIST });
  expect(response.statusCode).toBe(200);
  return (
    response.json() as {
      cars: {
        _id: string;
        car_name: string;
        new_price: number;
        user: { travelsName: string; rating: number };
      }[];
    }
  ).cars;
}

describe('the cached car list', () => {
  it('shows a new, changed or removed car on the next request, on every instance', async () => {
    const company = await createTravelCompany(db(), {
      city: 'Visakhapatnam',
      travelsName: 'Vizag Cabs',
    });
    const car = await createCar(db(), {
      travelCompanyId: company.id,
      city: 'Visakhapatnam',
      category: 'luxury',
      carName: 'BMW 5 Series',
      newPrice: 9000,
    });
    // Both instances have the answer cached now.
    expect((await listFrom(first.app)).map((c) => c.car_name)).toEqual(['BMW 5 Series']);
    expect((await listFrom(second)).map((c) => c.car_name)).toEqual(['BMW 5 Series']);

    await db().update(cars).set({ newPrice: 8500 }).where(eq(cars.id, car.id));
    expect((await listFrom(first.app))[0]?.new_price).toBe(8500);
    expect((await listFrom(second))[0]?.new_price).toBe(8500);

    await createCar(db(), {
      travelCompanyId: company.id,
      city: 'Visakhapatnam',
      category: 'luxury',
      carName: 'Audi A6',
    });
    expect((await listFrom(second)).map((c) => c.car_name)).toEqual(['Audi A6', 'BMW 5 Series']);

    await db().delete(cars).where(eq(cars.id, car.id));
    expect((await listFrom(first.app)).map((c) => c.car_name)).toEqual(['Audi A6']);
  });

  it('shows a travel company change, such as a new rating, on the next request', async () => {
    const [company] = await db()
      .select()
      .from(travelCompanies)
      .where(eq(travelCompanies.travelsName, 'Vizag Cabs'));
    const [car] = await db()
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.travelCompanyId, company!.id));
    await listFrom(second);

    await db()
      .update(travelCompanies)
      .set({ travelsName: 'Vizag Luxury Cabs' })
      .where(eq(travelCompanies.id, company!.id));
    expect((await listFrom(second))[0]?.user.travelsName).toBe('Vizag Luxury Cabs');

    // A review sent to one instance moves the owner rating seen through the other.
    await reviewThroughFirst({
      travelUserId: company!.id,
      carId: car!.id,
      rating: 2,
      feedback: 'Late by an hour.',
    });
    expect((await listFrom(second))[0]?.user.rating).toBe(2);
  });

  it('re-rates only the cached pages of a reviewed company, without reading the list again', async () => {
    const reviewed = await createTravelCompany(db(), { city: 'Tirupati' });
    const other = await createTravelCompany(db(), { city: 'Tirupati' });
    const reviewedCar = await createCar(db(), {
      travelCompanyId: reviewed.id,
      city: 'Tirupati',
      category: 'prime',
    });
    await createCar(db(), { travelCompanyId: other.id, city: 'Tirupati', category: 'regular' });
    const prime = '/api/cars?city=Tirupati&category=prime';
    const regular = '/api/cars?city=Tirupati&category=regular';
    const ratingOn = async (app: typeof second, url: string) =>
      (
        (await app.inject({ method: 'GET', url })).json() as {
          cars: { user: { rating: number } }[];
        }
      ).cars[0]?.user.rating;
    for (const app of [first.app, second]) {
      expect(await ratingOn(app, prime)).toBe(0);
      expect(await ratingOn(app, regular)).toBe(0);
    }
    const catalogueBefore = await catalogueVersion();
    const countersBefore = await counters(second);
    const etagBefore = (await second.inject({ method: 'GET', url: prime })).headers.etag;

    await reviewThroughFirst({
      travelUserId: reviewed.id,
      carId: reviewedCar.id,
      rating: 4,
      feedback: 'Good.',
    });

    expect(await catalogueVersion()).toBe(catalogueBefore);
    expect(await ratingOn(second, prime)).toBe(4);
    expect(await ratingOn(second, regular)).toBe(0);
    expect(await ratingOn(first.app, prime)).toBe(4);
    const countersAfter = await counters(second);
    // No list was read again: the reviewed page was re-rated, the other served as it was.
    expect(countersAfter.car_list_cache_miss).toBe(countersBefore.car_list_cache_miss);
    expect(countersAfter.car_list_cache_rerated).toBe(
      (countersBefore.car_list_cache_rerated ?? 0) + 1,
    );
    expect(countersAfter.car_list_cache_hit).toBe((countersBefore.car_list_cache_hit ?? 0) + 2);
    // The re-rated page has its own ETag; a browser holding it gets a 304.
    const etagAfter = (await second.inject({ method: 'GET', url: prime })).headers.etag;
    expect(etagAfter).not.toBe(etagBefore);
    const revisit = await second.inject({
      method: 'GET',
      url: prime,
      headers: { 'if-none-match': String(etagAfter) },
    });
    expect(revisit.statusCode).toBe(304);
    // A re-rated page has the very bytes of the page read afresh (after any catalogue change).
    const rerated = (await second.inject({ method: 'GET', url: prime })).body;
    await createCar(db(), { city: 'Guntur' });
    const fresh = (await second.inject({ method: 'GET', url: prime })).body;
    expect(rerated).toBe(fresh);
    // Re-rated once: later requests are plain hits with the same rating.
    expect(await ratingOn(second, prime)).toBe(4);
    expect((await counters(second)).car_list_cache_rerated).toBe(
      countersAfter.car_list_cache_rerated,
    );
  });

  it('counts every change to the catalogue in the database, where all instances read it', async () => {
    const before = await catalogueVersion();
    await createCar(db());
    expect(await catalogueVersion()).toBeGreaterThan(before);
  });
});

describe('the cached car page answer', () => {
  const detailOf = async (app: typeof second, id: string) =>
    app.inject({ method: 'GET', url: `/api/cars/${id}` });

  it('is read once, and shows a change to the car or its company on every instance', async () => {
    const company = await createTravelCompany(db(), { travelsName: 'Guntur Wheels' });
    const car = await createCar(db(), { travelCompanyId: company.id, newPrice: 3100 });
    for (const app of [first.app, second])
      expect((await detailOf(app, car.id)).statusCode).toBe(200);
    const before = await counters(second);
    expect((await detailOf(second, car.id)).json().car.new_price).toBe(3100);
    const after = await counters(second);
    expect(after.car_detail_cache_hit).toBe((before.car_detail_cache_hit ?? 0) + 1);
    expect(after.car_detail_cache_miss).toBe(before.car_detail_cache_miss);

    await db().update(cars).set({ newPrice: 2900 }).where(eq(cars.id, car.id));
    for (const app of [first.app, second])
      expect((await detailOf(app, car.id)).json().car.new_price).toBe(2900);
    await db()
      .update(travelCompanies)
      .set({ travelsName: 'Guntur Wheels & Co' })
      .where(eq(travelCompanies.id, company.id));
    for (const app of [first.app, second])
      expect((await detailOf(app, car.id)).json().car.user.travelsName).toBe('Guntur Wheels & Co');

    // Archived: out of the storefront at once, on both.
    await db().update(cars).set({ status: 'archived' }).where(eq(cars.id, car.id));
    for (const app of [first.app, second])
      expect((await detailOf(app, car.id)).statusCode).toBe(404);
  });

  it("brings the company's rating up to date after a review, without reading the car again", async () => {
    const company = await createTravelCompany(db());
    const car = await createCar(db(), { travelCompanyId: company.id });
    expect((await detailOf(second, car.id)).json().car.user.rating).toBe(0);
    const before = await counters(second);
    await reviewThroughFirst({
      travelUserId: company.id,
      carId: car.id,
      rating: 5,
      feedback: 'Spotless.',
    });
    expect((await detailOf(second, car.id)).json().car.user.rating).toBe(5);
    expect((await counters(second)).car_detail_cache_miss).toBe(before.car_detail_cache_miss);
  });
});

/** A new customer's review of a car, sent to the first instance. */
async function reviewThroughFirst(payload: {
  travelUserId: string;
  carId: string;
  rating: number;
  feedback: string;
}): Promise<void> {
  const user = await createUser(db());
  const review = await first.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: await first.authHeader(user.id),
    payload,
  });
  expect(review.statusCode).toBe(201);
}

async function catalogueVersion(): Promise<bigint> {
  const result = (await db().execute(
    sql`select version::text as v from catalog_version`,
  )) as unknown as {
    rows: { v: string }[];
  };
  return BigInt(result.rows[0]!.v);
}

async function counters(app: typeof second): Promise<Record<string, number>> {
  return (await app.inject({ method: 'GET', url: '/api/__bench/metrics' })).json();
}

function db() {
  return first.db;
}
