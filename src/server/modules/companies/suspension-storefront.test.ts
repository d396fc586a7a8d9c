import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createCatalogVersionReader, versionQueryOf } from '../../db/catalog-version.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createRatingChanges } from '../../db/rating-changes.js';
import { createTestApp } from '../../test/app.js';
import {
  createCar,
  createTravelCompany,
  createUser,
  createValidPapers,
} from '../../test/factories.js';

// docs/product/marketplace.md#roles-and-accounts: only a verified company's live cars are in the storefront. A
// suspension written through one instance must take the company's cars out of every instance's
// answers on the next request, cached car lists included (decision 004), and a restore put them
// back. Two instances over one database, as behind a load balancer: the second reads the
// catalogue version from the database, as PostgreSQL instances do.
const first = await createTestApp();
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

const instances = [first.app, second];
const LIST = '/api/cars?city=Tirupati&category=luxury';

/** Whether each instance lists the car in its city and category, and opens its page. */
async function storefrontShows(carId: string) {
  const seen = [];
  for (const app of instances) {
    const list = await app.inject({ method: 'GET', url: LIST });
    expect(list.statusCode).toBe(200);
    const listed = (list.json().cars as Array<{ _id: string }>).some((car) => car._id === carId);
    const page = (await app.inject({ method: 'GET', url: `/api/cars/${carId}` })).statusCode;
    seen.push({ listed, page });
  }
  return seen;
}

describe("a company's standing in the storefront", () => {
  it('takes its cars out of every instance at once, cached lists included, and back on restore', async () => {
    const operator = await createUser(first.db, { role: 'operator' });
    const partner = await createUser(first.db, { role: 'partner' });
    const company = await createTravelCompany(first.db, {
      ownerUserId: partner.id,
      city: 'Tirupati',
      status: 'verified',
    });
    await createValidPapers(first.db, { travelCompanyId: company.id });
    const car = await createCar(first.db, {
      travelCompanyId: company.id,
      city: 'Tirupati',
      category: 'luxury',
    });
    const operatorCall = async (move: 'suspend' | 'restore', reason: string) =>
      first.app.inject({
        method: 'POST',
        url: `/api/admin/companies/${company.id}/${move}`,
        headers: await first.authHeader(operator.id),
        payload: { reason },
      });
    const shown = { listed: true, page: 200 };
    const gone = { listed: false, page: 404 };

    // Both instances have the list cached now.
    expect(await storefrontShows(car.id)).toEqual([shown, shown]);

    const suspended = await operatorCall('suspend', 'Customers report drivers who never came.');
    expect(suspended.statusCode).toBe(200);
    expect(await storefrontShows(car.id)).toEqual([gone, gone]);

    const restored = await operatorCall('restore', 'The company has answered every complaint.');
    expect(restored.statusCode).toBe(200);
    expect(await storefrontShows(car.id)).toEqual([shown, shown]);
  });

  it("shows a company's cars on every instance once an operator verifies it", async () => {
    // A company is rejected only while it waits, when its cars are not shown yet: they stay out.
    const operator = await createUser(first.db, { role: 'operator' });
    const company = await createTravelCompany(first.db, { city: 'Tirupati', status: 'pending' });
    await createValidPapers(first.db, { travelCompanyId: company.id });
    const car = await createCar(first.db, {
      travelCompanyId: company.id,
      city: 'Tirupati',
      category: 'luxury',
    });
    expect(await storefrontShows(car.id)).toEqual([
      { listed: false, page: 404 },
      { listed: false, page: 404 },
    ]);
    const approved = await first.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${company.id}/verify`,
      headers: await first.authHeader(operator.id),
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await storefrontShows(car.id)).toEqual([
      { listed: true, page: 200 },
      { listed: true, page: 200 },
    ]);
  });
});
