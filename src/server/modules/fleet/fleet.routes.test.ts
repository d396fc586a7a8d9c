import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CAR_BLOCK_MAX_DAYS,
  newestModelYear,
  type CarBodyInput,
} from '../../../shared/contracts/fleet.js';
import { LOCAL_PACKAGE_PRICES } from '../../../shared/trip-pricing.js';
import { PRICE_TABLE } from '../../../shared/pricing.js';
import { carBlocks, cars, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { fieldErrors, indiaDay, partnerPortal, type PortalMethod } from '../../test/partner.js';
import {
  createCar,
  createDriver,
  createTravelCompany,
  createUpload,
  createUser,
} from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();

const { call, partnerWithCompany } = partnerPortal({ app, db, authHeader });
const day = indiaDay;

let registration = 1000;
/** A distinct registration number per call, as every car needs one. */
const nextRegistration = () => `AP 16 AB ${++registration}`;

const carBody = (overrides: Partial<CarBodyInput> = {}): CarBodyInput => ({
  carName: 'Swift Dzire',
  carModel: '2023 VXi',
  fuelType: 'Petrol',
  category: 'regular',
  seater: 4,
  luggage: 2,
  bodyType: 'sedan',
  city: 'Vijayawada',
  registrationNumber: nextRegistration(),
  photos: [],
  ...overrides,
});

async function addCar(userId: string, overrides: Partial<CarBodyInput> = {}) {
  const response = await call('POST', '/api/partner/cars', userId, carBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().car as { _id: string; [key: string]: unknown };
}

async function carRow(id: string) {
  const [row] = await db.select().from(cars).where(eq(cars.id, id));
  return row!;
}

async function carListedInStorefront(carId: string) {
  return (await app.inject({ method: 'GET', url: `/api/cars/${carId}` })).statusCode === 200;
}

async function carsOf(companyId: string) {
  return db.select().from(cars).where(eq(cars.travelCompanyId, companyId));
}

describe('POST /api/partner/cars', () => {
  it("adds a draft car to the partner's company, priced at its category until it has rates", async () => {
    const { user, company } = await partnerWithCompany();
    const front = await createUpload(db, { userId: user.id });
    const side = await createUpload(db, { userId: user.id });
    const response = await call(
      'POST',
      '/api/partner/cars',
      user.id,
      carBody({ registrationNumber: 'ap-16 ab 1234', city: 'guntur', photos: [front, side] }),
    );
    expect(response.statusCode).toBe(201);
    const { car, message } = response.json();
    expect(message).toBe('Car added as a draft: send it for review when it is ready');
    expect(car).toMatchObject({
      status: 'draft',
      carName: 'Swift Dzire',
      city: 'Guntur',
      registrationNumber: 'AP16AB1234',
      bodyType: 'sedan',
      serviceType: 'rental',
      ac: true,
      availability: true,
      defaultDriverId: null,
      carImage: front,
      photos: [front, side],
      rates: PRICE_TABLE.regular,
      ownRates: { perKmFirst: null, perKmBeyond: null, base: null, perExtraHour: null },
      statusReason: '',
      newPrice: PRICE_TABLE.regular.base,
      oldPrice: PRICE_TABLE.regular.base,
    });
    expect(await carRow(car._id)).toMatchObject({
      travelCompanyId: company.id,
      status: 'draft',
      baseFare: null,
    });
  });

  it('keeps the rates the partner sets and shows the category for the others', async () => {
    const { user } = await partnerWithCompany();
    const car = await addCar(user.id, {
      category: 'prime',
      rates: { base: 3000, perExtraHour: 250 },
      oldPrice: 3500,
    });
    expect(car).toMatchObject({
      rates: { ...PRICE_TABLE.prime, base: 3000, perExtraHour: 250 },
      ownRates: { perKmFirst: null, perKmBeyond: null, base: 3000, perExtraHour: 250 },
      newPrice: 3000,
      oldPrice: 3500,
    });
    expect(await carRow(car._id)).toMatchObject({
      baseFare: 3000,
      ratePerExtraHour: 250,
      ratePerKmFirst: null,
    });
  });

  it('keeps the local package prices the partner sets, the category pricing the others', async () => {
    const { user } = await partnerWithCompany();
    const car = await addCar(user.id, {
      category: 'prime',
      localPackagePrices: { '8h80km': 2500, '12h120km': null },
    });
    expect(car).toMatchObject({
      packagePrices: {
        '4h40km': LOCAL_PACKAGE_PRICES.prime['4h40km'],
        '8h80km': 2500,
        '12h120km': LOCAL_PACKAGE_PRICES.prime['12h120km'],
      },
      ownPackagePrices: { '8h80km': 2500 },
    });
    expect((await carRow(car._id))!.localPackagePrices).toEqual({ '8h80km': 2500 });
  });

  it('ignores a status, company, id or rating sent in the body', async () => {
    const { user, company } = await partnerWithCompany();
    const other = await createTravelCompany(db);
    const someoneElsesCar = await createCar(db, { travelCompanyId: other.id });
    const response = await call('POST', '/api/partner/cars', user.id, {
      ...carBody(),
      _id: someoneElsesCar.id,
      status: 'live',
      travelCompanyId: other.id,
      ratingTotal: 500,
    });
    expect(response.statusCode).toBe(201);
    const car = response.json().car;
    expect(car._id).not.toBe(someoneElsesCar.id);
    expect(await carRow(car._id)).toMatchObject({ status: 'draft', travelCompanyId: company.id });
    expect(await carRow(someoneElsesCar.id)).toMatchObject({
      status: 'live',
      carName: someoneElsesCar.carName,
    });
  });

  it('refuses a registration number already listed, however it is written (409)', async () => {
    const { user } = await partnerWithCompany();
    const { user: rival } = await partnerWithCompany();
    await addCar(user.id, { registrationNumber: 'TS09EA1234', city: 'Vijayawada' });
    for (const [partner, spelling] of [
      [user.id, 'ts 09 ea 1234'],
      [rival.id, 'TS-09-EA-1234'],
    ] as const) {
      const response = await call(
        'POST',
        '/api/partner/cars',
        partner,
        carBody({ registrationNumber: spelling }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'registration_taken' });
    }
  });

  it("lists again an archived car's registration number (the car was sold)", async () => {
    const { user: seller } = await partnerWithCompany();
    const { user: buyer } = await partnerWithCompany();
    const sold = await addCar(seller.id, { registrationNumber: 'AP16CD5678' });
    expect((await call('DELETE', `/api/partner/cars/${sold._id}`, seller.id)).statusCode).toBe(200);
    const relisted = await call(
      'POST',
      '/api/partner/cars',
      buyer.id,
      carBody({ registrationNumber: 'AP 16 CD 5678' }),
    );
    expect(relisted.statusCode).toBe(201);
  });

  it('makes one car when the same registration number is sent twice at once', async () => {
    const { user, company } = await partnerWithCompany();
    const body = carBody({ registrationNumber: 'AP 39 Z 4321' });
    const statuses = (
      await Promise.all([
        call('POST', '/api/partner/cars', user.id, body),
        call('POST', '/api/partner/cars', user.id, body),
      ])
    )
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
    expect(await carsOf(company.id)).toHaveLength(1);
  });

  it.each([
    [
      'a malformed registration number',
      { registrationNumber: 'AP16' },
      'registrationNumber',
      'registration_invalid',
    ],
    ['a city the company does not serve', { city: 'Hyderabad' }, 'city', 'car_city_not_served'],
    ['an unknown city', { city: 'Chennai' }, 'city', undefined],
    [
      'a seventh photo',
      { photos: Array.from({ length: 7 }, (_, n) => `/uploads/p${n}.jpg`) },
      'photos',
      'car_photos_too_many',
    ],
    [
      'a photo from elsewhere',
      { photos: ['https://example.com/car.jpg'] },
      'photos.0',
      'car_photo_invalid',
    ],
    [
      'a path that climbs out of uploads',
      { photos: ['/uploads/../secret.jpg'] },
      'photos.0',
      'car_photo_invalid',
    ],
    ['thirteen seats', { seater: 13 }, 'seater', 'car_seats_invalid'],
    ['eleven bags', { luggage: 11 }, 'luggage', 'car_luggage_invalid'],
    // A model year of next year is a typo: no car is sold that early on hire.
    [
      'a model year in the future',
      { modelYear: newestModelYear() + 1 },
      'modelYear',
      'car_model_year_invalid',
    ],
    ['a model year before 1990', { modelYear: 1989 }, 'modelYear', 'car_model_year_invalid'],
    ['a model year with a fraction', { modelYear: 2020.5 }, 'modelYear', 'car_model_year_invalid'],
    ['an unknown fuel', { fuelType: 'Steam' as never }, 'fuelType', 'car_fuel_invalid'],
    ['an unknown body type', { bodyType: 'coupe' as never }, 'bodyType', 'car_body_type_invalid'],
    ['a rate in paise', { rates: { perKmFirst: 5.5 } }, 'rates.perKmFirst', 'rate_invalid'],
    ['a base fare of nothing', { rates: { base: 0 } }, 'rates.base', 'rate_invalid'],
    [
      'a package price under ₹100',
      { localPackagePrices: { '4h40km': 50 } },
      'localPackagePrices.4h40km',
      'rate_invalid',
    ],
    [
      'an old price under the new',
      { newPrice: 2500, oldPrice: 2400 },
      'oldPrice',
      'car_price_order',
    ],
    ['an old price under the default base fare', { oldPrice: 1500 }, 'oldPrice', 'car_price_order'],
    ['a blank name', { carName: '  ' }, 'carName', 'car_name_required'],
  ])('answers 400 for %s and writes nothing', async (_case, overrides, path, code) => {
    const { user, company } = await partnerWithCompany();
    const response = await call('POST', '/api/partner/cars', user.id, carBody(overrides));
    expect(response.statusCode).toBe(400);
    const error = fieldErrors(response).find((field) => field.path === `body.${path}`);
    expect(error, response.body).toBeDefined();
    if (code) expect(error?.code).toBe(code);
    expect(await carsOf(company.id)).toHaveLength(0);
  });

  it("takes one of the company's own drivers as the default driver, and no one else's", async () => {
    const { user, company } = await partnerWithCompany();
    const own = await createDriver(db, { travelCompanyId: company.id });
    const archived = await createDriver(db, {
      travelCompanyId: company.id,
      archivedAt: new Date(),
    });
    const elsewhere = await createDriver(db, {
      travelCompanyId: (await createTravelCompany(db)).id,
    });

    expect((await addCar(user.id, { defaultDriverId: own.id })).defaultDriverId).toBe(own.id);
    for (const driver of [archived, elsewhere]) {
      const response = await call(
        'POST',
        '/api/partner/cars',
        user.id,
        carBody({ defaultDriverId: driver.id }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual([
        expect.objectContaining({ path: 'body.defaultDriverId', code: 'default_driver_invalid' }),
      ]);
    }
    expect(await carsOf(company.id)).toHaveLength(1);
  });
});

describe('GET /api/partner/cars', () => {
  it("lists the company's own cars newest first, archived ones only when asked for", async () => {
    const { user, company } = await partnerWithCompany();
    const old = await createCar(db, {
      travelCompanyId: company.id,
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const archived = await createCar(db, { travelCompanyId: company.id, status: 'archived' });
    const fresh = await addCar(user.id);
    await createCar(db); // another company's

    const list = await call('GET', '/api/partner/cars', user.id);
    expect(list.statusCode).toBe(200);
    expect((list.json().cars as { _id: string }[]).map((car) => car._id)).toEqual([
      fresh._id,
      old.id,
    ]);
    // A car from before partners ran their fleets has no registration or body type yet.
    expect(list.json().cars[1]).toMatchObject({
      registrationNumber: null,
      bodyType: null,
      photos: [],
    });

    const archivedList = await call('GET', '/api/partner/cars?status=archived', user.id);
    expect((archivedList.json().cars as { _id: string }[]).map((car) => car._id)).toEqual([
      archived.id,
    ]);
    const drafts = await call('GET', '/api/partner/cars?status=draft', user.id);
    expect((drafts.json().cars as { _id: string }[]).map((car) => car._id)).toEqual([fresh._id]);

    const bad = await call('GET', '/api/partner/cars?status=sold', user.id);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'car_status_invalid' });
  });
});

describe("another company's car, a customer and no token", () => {
  it("answers 404 for every route of another company's car and leaves it as it was", async () => {
    const { user } = await partnerWithCompany();
    const other = await createTravelCompany(db, { citiesServed: ['Vijayawada'] });
    const theirs = await createCar(db, { travelCompanyId: other.id, status: 'draft' });
    const [block] = await db
      .insert(carBlocks)
      .values({ carId: theirs.id, startsOn: day(3), endsOn: day(4) })
      .returning();
    const base = `/api/partner/cars/${theirs.id}`;
    const attempts: Array<[PortalMethod, string, unknown?]> = [
      ['GET', base],
      ['PUT', base, carBody()],
      // Even a body that would not pass: the answer never tells whether the id exists.
      ['PUT', base, {}],
      ['DELETE', base],
      ['PATCH', `${base}/availability`, { availability: false }],
      ['PATCH', `${base}/availability`, {}],
      ['POST', `${base}/submit`],
      ['GET', `${base}/blocks`],
      ['POST', `${base}/blocks`, { startsOn: day(10), endsOn: day(11) }],
      ['POST', `${base}/blocks`, {}],
      ['DELETE', `${base}/blocks/${block!.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, user.id, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'car_not_found' });
    }
    expect(await carRow(theirs.id)).toMatchObject({ status: 'draft', carName: theirs.carName });
    expect(await db.select().from(carBlocks).where(eq(carBlocks.carId, theirs.id))).toHaveLength(1);
  });

  it('answers 404 to a partner account that runs no company', async () => {
    const partner = await createUser(db, { role: 'partner' });
    for (const [method, url, payload] of [
      ['GET', '/api/partner/cars', undefined],
      ['POST', '/api/partner/cars', carBody()],
    ] as const) {
      const response = await call(method, url, partner.id, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'company_not_found' });
    }
  });

  it('refuses a customer (403) and a request without a token (401) on every route', async () => {
    const customer = await createUser(db);
    const car = await createCar(db);
    const routes: Array<[PortalMethod, string]> = [
      ['GET', '/api/partner/cars'],
      ['POST', '/api/partner/cars'],
      ['GET', `/api/partner/cars/${car.id}`],
      ['PUT', `/api/partner/cars/${car.id}`],
      ['DELETE', `/api/partner/cars/${car.id}`],
      ['PATCH', `/api/partner/cars/${car.id}/availability`],
      ['POST', `/api/partner/cars/${car.id}/submit`],
      ['GET', `/api/partner/cars/${car.id}/blocks`],
      ['POST', `/api/partner/cars/${car.id}/blocks`],
      ['DELETE', `/api/partner/cars/${car.id}/blocks/${car.id}`],
    ];
    for (const [method, url] of routes) {
      const payload =
        method === 'PATCH'
          ? { availability: false }
          : method === 'POST' || method === 'PUT'
            ? carBody()
            : undefined;
      const asCustomer = await call(method, url, customer.id, payload);
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      expect(asCustomer.json()).toMatchObject({ code: 'partner_only' });
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
    expect(await carRow(car.id)).toMatchObject({ status: 'live', availability: true });
  });
});

describe('PUT /api/partner/cars/:id', () => {
  it('keeps the model year the partner gives, this year included, and clears it when emptied', async () => {
    const { user } = await partnerWithCompany();
    const car = await addCar(user.id, { modelYear: 2019 });
    expect(car.modelYear).toBe(2019);
    expect((await carRow(car._id)).modelYear).toBe(2019);

    const registrationNumber = (await carRow(car._id)).registrationNumber!;
    const thisYear = await call(
      'PUT',
      `/api/partner/cars/${car._id}`,
      user.id,
      carBody({ registrationNumber, modelYear: newestModelYear() }),
    );
    expect(thisYear.statusCode, thisYear.body).toBe(200);
    expect(thisYear.json().car.modelYear).toBe(newestModelYear());

    const emptied = await call(
      'PUT',
      `/api/partner/cars/${car._id}`,
      user.id,
      carBody({ registrationNumber, modelYear: null }),
    );
    expect(emptied.json().car.modelYear).toBeNull();
  });

  it('sends a live car back to review when its registration, make, model, seats or fuel change', async () => {
    const { user, company } = await partnerWithCompany();
    const sameCar = { carName: 'Swift Dzire', carModel: '2023 VXi', seater: 4, fuelType: 'Petrol' };
    const changes: Array<[string, Partial<CarBodyInput>]> = [
      ['registration', { registrationNumber: 'AP16CD2999' }],
      ['make', { carName: 'Toyota Etios' }],
      ['model', { carModel: '2024 ZXi' }],
      ['seats', { seater: 6 }],
      ['fuel', { fuelType: 'CNG' }],
    ];
    for (const [index, [, change]] of changes.entries()) {
      const registrationNumber = `AP16CD2${index}00`;
      const car = await createCar(db, {
        travelCompanyId: company.id,
        status: 'live',
        registrationNumber,
        ...sameCar,
      });
      // The same car with room for more luggage: it stays live.
      const kept = await call(
        'PUT',
        `/api/partner/cars/${car.id}`,
        user.id,
        carBody({ registrationNumber, luggage: 3 }),
      );
      expect(kept.json()).toMatchObject({
        message: 'Car saved',
        code: 'car_saved',
        car: { status: 'live' },
      });

      const changed = await call(
        'PUT',
        `/api/partner/cars/${car.id}`,
        user.id,
        carBody({ registrationNumber, ...change }),
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        message:
          'Car saved: its registration, make, model, seats or fuel changed, so it is hidden until Saarthi reviews it',
        code: 'car_identity_to_review',
        car: { status: 'pending_review' },
      });
      expect(await carListedInStorefront(car.id)).toBe(false);
    }
  });

  it('edits a draft and keeps it a draft, whatever status or company the body names', async () => {
    const { user, company } = await partnerWithCompany();
    const other = await createTravelCompany(db);
    const car = await addCar(user.id);
    const response = await call('PUT', `/api/partner/cars/${car._id}`, user.id, {
      ...carBody({ carName: 'Dzire Tour S', registrationNumber: 'AP16AB7777' }),
      status: 'live',
      travelCompanyId: other.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Car saved',
      code: 'car_saved',
      car: {
        _id: car._id,
        carName: 'Dzire Tour S',
        status: 'draft',
        registrationNumber: 'AP16AB7777',
      },
    });
    expect(await carRow(car._id)).toMatchObject({ travelCompanyId: company.id, status: 'draft' });
  });

  it('keeps a live car live for a rate change of up to 30 %, and sends it to review beyond', async () => {
    const { user, company } = await partnerWithCompany();
    const car = await createCar(db, {
      travelCompanyId: company.id,
      status: 'live',
      carName: 'Swift Dzire',
      registrationNumber: 'AP16CD1000',
    });
    const edit = (overrides: Partial<CarBodyInput>) =>
      call(
        'PUT',
        `/api/partner/cars/${car.id}`,
        user.id,
        carBody({ registrationNumber: 'AP16CD1000', ...overrides }),
      );

    // Regular's base fare is 2000: 2600 is exactly 30 % more.
    const small = await edit({ rates: { base: 2600, perKmFirst: 6 } });
    expect(small.json()).toMatchObject({
      message: 'Car saved',
      code: 'car_saved',
      car: { status: 'live' },
    });

    const large = await edit({ rates: { base: 2600, perKmFirst: 8 } });
    expect(large.statusCode).toBe(200);
    expect(large.json()).toMatchObject({
      message:
        'Car saved: its rates changed by more than 30%, so it is hidden until Saarthi reviews them',
      code: 'car_rates_to_review',
      car: { status: 'pending_review', rates: { base: 2600, perKmFirst: 8 } },
    });
    expect((await carRow(car.id)).status).toBe('pending_review');

    // In review, an edit keeps it in review (only an operator makes it live).
    const again = await edit({ rates: { base: 9000 } });
    expect(again.json()).toMatchObject({
      message: 'Car saved',
      code: 'car_saved',
      car: { status: 'pending_review' },
    });
  });

  it("sends a live car to review when a new category moves its category's rates", async () => {
    const { user, company } = await partnerWithCompany();
    const car = await createCar(db, {
      travelCompanyId: company.id,
      registrationNumber: 'AP16CD2000',
    });
    const response = await call(
      'PUT',
      `/api/partner/cars/${car.id}`,
      user.id,
      carBody({ registrationNumber: 'AP16CD2000', category: 'luxury' }),
    );
    expect(response.json().car).toMatchObject({
      status: 'pending_review',
      rates: PRICE_TABLE.luxury,
    });
  });

  it('keeps the other statuses through any edit', async () => {
    const { user, company } = await partnerWithCompany();
    const suspended = await createCar(db, {
      travelCompanyId: company.id,
      status: 'suspended',
      registrationNumber: 'AP16CD3000',
    });
    const response = await call(
      'PUT',
      `/api/partner/cars/${suspended.id}`,
      user.id,
      carBody({ registrationNumber: 'AP16CD3000', rates: { base: 9000 } }),
    );
    expect(response.json().car.status).toBe('suspended');
  });

  it('shows the first photo as the cover, and drops a removed photo from it', async () => {
    const { user, company } = await partnerWithCompany();
    const a = await createUpload(db, { userId: user.id });
    const b = await createUpload(db, { userId: user.id });
    const car = await addCar(user.id, { registrationNumber: 'AP16CD4000', photos: [a, b, a] });
    expect(car).toMatchObject({ carImage: a, photos: [a, b] });
    const edit = (photos: string[], id = car._id, registrationNumber = 'AP16CD4000') =>
      call('PUT', `/api/partner/cars/${id}`, user.id, carBody({ registrationNumber, photos }));

    expect((await edit([b, a])).json().car.carImage).toBe(b);
    // Without photos, the drawing of its body type.
    expect((await edit([])).json().car.carImage).toBe('/uploads/demo/bodies/sedan.svg');
    const suv = await call(
      'PUT',
      `/api/partner/cars/${car._id}`,
      user.id,
      carBody({ registrationNumber: 'AP16CD4000', photos: [], bodyType: 'suv' }),
    );
    expect(suv.json().car.carImage).toBe('/uploads/demo/bodies/suv.svg');

    // A new car without photos is drawn as its body type.
    const unphotographed = await addCar(user.id, {
      registrationNumber: 'AP16CD4002',
      photos: [],
      bodyType: 'muv',
    });
    expect(unphotographed.carImage).toBe('/uploads/demo/bodies/muv.svg');

    // A car from before photos keeps its drawing until it gets one.
    const drawn = await createCar(db, {
      travelCompanyId: company.id,
      registrationNumber: 'AP16CD4001',
    });
    expect((await edit([], drawn.id, 'AP16CD4001')).json().car.carImage).toBe(drawn.carImage);
  });

  it('refuses a registration number of another car (409) and changes nothing', async () => {
    const { user } = await partnerWithCompany();
    const first = await addCar(user.id, { registrationNumber: 'AP16CD5000' });
    const second = await addCar(user.id, { registrationNumber: 'AP16CD5001', carName: 'Ertiga' });
    const response = await call(
      'PUT',
      `/api/partner/cars/${second._id}`,
      user.id,
      carBody({ registrationNumber: 'ap16cd5000', carName: 'Renamed' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'registration_taken' });
    expect(await carRow(second._id)).toMatchObject({
      carName: 'Ertiga',
      registrationNumber: 'AP16CD5001',
    });
    expect((await carRow(first._id)).registrationNumber).toBe('AP16CD5000');
  });

  it('answers 400 with the field for a city the company does not serve, before anything is written', async () => {
    const { user } = await partnerWithCompany();
    const car = await addCar(user.id, { registrationNumber: 'AP16CD6000' });
    const response = await call(
      'PUT',
      `/api/partner/cars/${car._id}`,
      user.id,
      carBody({ registrationNumber: 'AP16CD6000', city: 'Tirupati', carName: 'Moved' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'car_city_not_served',
      errors: [{ path: 'body.city', code: 'car_city_not_served' }],
    });
    expect(await carRow(car._id)).toMatchObject({ city: 'Vijayawada', carName: 'Swift Dzire' });
  });
});

describe('PATCH /api/partner/cars/:id/availability', () => {
  it('switches only the availability, whatever else the body carries', async () => {
    const { user, company } = await partnerWithCompany();
    const car = await addCar(user.id);
    const other = await createTravelCompany(db);

    const off = await call('PATCH', `/api/partner/cars/${car._id}/availability`, user.id, {
      availability: false,
      status: 'live',
      travelCompanyId: other.id,
      newPrice: 1,
    });

    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'The car is marked as not available',
      code: 'car_unavailable',
      car: { _id: car._id, availability: false, status: 'draft' },
    });
    expect(await carRow(car._id)).toMatchObject({
      availability: false,
      status: 'draft',
      travelCompanyId: company.id,
    });
    const on = await call('PATCH', `/api/partner/cars/${car._id}/availability`, user.id, {
      availability: true,
    });
    expect(on.json().message).toBe('Customers can ask for this car again');
  });

  it('answers 400 without a true or false, and 409 for an archived car', async () => {
    const { user } = await partnerWithCompany();
    const car = await addCar(user.id);
    for (const body of [{}, { availability: 'no' }, { availability: null }]) {
      const response = await call(
        'PATCH',
        `/api/partner/cars/${car._id}/availability`,
        user.id,
        body,
      );
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual([
        expect.objectContaining({
          path: 'body.availability',
          message: 'Availability must be true or false',
          code: 'car_availability_invalid',
        }),
      ]);
    }
    await call('DELETE', `/api/partner/cars/${car._id}`, user.id);
    const archived = await call('PATCH', `/api/partner/cars/${car._id}/availability`, user.id, {
      availability: false,
    });
    expect(archived.statusCode).toBe(409);
    expect((await carRow(car._id)).availability).toBe(true);
  });
});

describe('DELETE /api/partner/cars/:id and POST /api/partner/cars/:id/submit', () => {
  it('archives a car without deleting it; an archived car can no longer change', async () => {
    const { user } = await partnerWithCompany();
    const car = await addCar(user.id, { registrationNumber: 'AP16EF1000' });
    const response = await call('DELETE', `/api/partner/cars/${car._id}`, user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Car archived',
      code: 'car_archived',
      car: { status: 'archived' },
    });
    expect((await carRow(car._id)).status).toBe('archived');
    expect((await call('DELETE', `/api/partner/cars/${car._id}`, user.id)).statusCode).toBe(200);

    for (const [method, url, payload] of [
      ['PUT', `/api/partner/cars/${car._id}`, carBody({ registrationNumber: 'AP16EF1000' })],
      ['POST', `/api/partner/cars/${car._id}/blocks`, { startsOn: day(1), endsOn: day(2) }],
    ] as const) {
      const refused = await call(method, url, user.id, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'car_archived_read_only' });
    }
    const submit = await call('POST', `/api/partner/cars/${car._id}/submit`, user.id);
    expect(submit.statusCode).toBe(409);
    expect(submit.json()).toMatchObject({ code: 'car_submit_refused' });
  });

  it('sends a draft or a suspended car for review, and refuses it from any other status', async () => {
    const { user, company } = await partnerWithCompany();
    const draft = await addCar(user.id);
    const submitted = await call('POST', `/api/partner/cars/${draft._id}/submit`, user.id);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      message: 'Car sent to Saarthi for review',
      code: 'car_submitted',
      car: { status: 'pending_review' },
    });

    const suspended = await createCar(db, { travelCompanyId: company.id, status: 'suspended' });
    const resubmitted = await call('POST', `/api/partner/cars/${suspended.id}/submit`, user.id);
    expect(resubmitted.json().car.status).toBe('pending_review');

    const live = await createCar(db, { travelCompanyId: company.id, status: 'live' });
    for (const id of [draft._id, live.id]) {
      const refused = await call('POST', `/api/partner/cars/${id}/submit`, user.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'car_submit_refused',
        message: 'Only a draft or suspended car can be sent for review',
      });
    }
    expect((await carRow(live.id)).status).toBe('live');
  });

  it('lets a suspended company read its fleet but not change it (409)', async () => {
    const { user, company } = await partnerWithCompany();
    const car = await addCar(user.id, { registrationNumber: 'AP16EF2000' });
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, company.id));
    expect((await call('GET', '/api/partner/cars', user.id)).statusCode).toBe(200);
    expect((await call('GET', `/api/partner/cars/${car._id}`, user.id)).statusCode).toBe(200);
    const writes: Array<[PortalMethod, string, unknown?]> = [
      ['POST', '/api/partner/cars', carBody()],
      ['PUT', `/api/partner/cars/${car._id}`, carBody({ registrationNumber: 'AP16EF2000' })],
      ['DELETE', `/api/partner/cars/${car._id}`],
      ['POST', `/api/partner/cars/${car._id}/submit`],
      ['POST', `/api/partner/cars/${car._id}/blocks`, { startsOn: day(1), endsOn: day(1) }],
    ];
    for (const [method, url, payload] of writes) {
      const response = await call(method, url, user.id, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json()).toMatchObject({ code: 'company_suspended' });
    }
    expect(await carsOf(company.id)).toHaveLength(1);
    expect((await carRow(car._id)).status).toBe('draft');
  });
});

describe('maintenance blocks', () => {
  it('blocks days of a car, lists them by first day and removes one', async () => {
    const { user } = await partnerWithCompany();
    const car = await addCar(user.id);
    const url = `/api/partner/cars/${car._id}/blocks`;
    const later = await call('POST', url, user.id, {
      startsOn: day(20),
      endsOn: day(22),
      reason: '  Clutch replacement  ',
    });
    expect(later.statusCode).toBe(201);
    expect(later.json().block).toMatchObject({
      carId: car._id,
      startsOn: day(20),
      endsOn: day(22),
      reason: 'Clutch replacement',
    });
    // Today counts, and a block may end the day before another starts.
    const today = await call('POST', url, user.id, { startsOn: day(0), endsOn: day(19) });
    expect(today.statusCode).toBe(201);

    const list = await call('GET', url, user.id);
    expect((list.json().blocks as { startsOn: string }[]).map((block) => block.startsOn)).toEqual([
      day(0),
      day(20),
    ]);

    const removed = await call('DELETE', `${url}/${today.json().block._id}`, user.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      success: true,
      message: 'Maintenance block removed',
      code: 'block_removed',
    });
    const gone = await call('DELETE', `${url}/${today.json().block._id}`, user.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'block_not_found' });
    expect((await call('GET', url, user.id)).json().blocks).toHaveLength(1);
  });

  it('refuses a block that overlaps another of the car (409), one car at a time', async () => {
    const { user } = await partnerWithCompany();
    const car = await addCar(user.id);
    const other = await addCar(user.id);
    const url = `/api/partner/cars/${car._id}/blocks`;
    expect(
      (await call('POST', url, user.id, { startsOn: day(5), endsOn: day(8) })).statusCode,
    ).toBe(201);
    for (const range of [
      { startsOn: day(8), endsOn: day(9) },
      { startsOn: day(1), endsOn: day(5) },
      { startsOn: day(6), endsOn: day(6) },
      { startsOn: day(1), endsOn: day(30) },
    ]) {
      const response = await call('POST', url, user.id, range);
      expect(response.statusCode, JSON.stringify(range)).toBe(409);
      expect(response.json()).toMatchObject({ code: 'block_overlap' });
    }
    const otherCar = await call('POST', `/api/partner/cars/${other._id}/blocks`, user.id, {
      startsOn: day(5),
      endsOn: day(8),
    });
    expect(otherCar.statusCode).toBe(201);

    const concurrent = (
      await Promise.all([
        call('POST', url, user.id, { startsOn: day(40), endsOn: day(42) }),
        call('POST', url, user.id, { startsOn: day(41), endsOn: day(45) }),
      ])
    )
      .map((response) => response.statusCode)
      .sort();
    expect(concurrent).toEqual([201, 409]);
  });

  it.each([
    [
      'a first day in the past',
      { startsOn: day(-1), endsOn: day(2) },
      'startsOn',
      'block_date_invalid',
    ],
    [
      'an impossible date',
      { startsOn: '2031-02-30', endsOn: '2031-03-02' },
      'startsOn',
      'block_date_invalid',
    ],
    [
      'a last day before the first',
      { startsOn: day(5), endsOn: day(4) },
      'endsOn',
      'block_order_invalid',
    ],
    [
      `more than ${CAR_BLOCK_MAX_DAYS} days`,
      { startsOn: day(1), endsOn: day(CAR_BLOCK_MAX_DAYS + 1) },
      'endsOn',
      'block_too_long',
    ],
    [
      'a long reason',
      { startsOn: day(1), endsOn: day(1), reason: 'x'.repeat(201) },
      'reason',
      'max_chars',
    ],
  ])('answers 400 for %s and blocks nothing', async (_case, body, path, code) => {
    const { user } = await partnerWithCompany();
    const car = await addCar(user.id);
    const response = await call('POST', `/api/partner/cars/${car._id}/blocks`, user.id, body);
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toContainEqual(
      expect.objectContaining({ path: `body.${path}`, code }),
    );
    expect(await db.select().from(carBlocks).where(eq(carBlocks.carId, car._id))).toHaveLength(0);
  });

  it(`takes a block of exactly ${CAR_BLOCK_MAX_DAYS} days`, async () => {
    const { user } = await partnerWithCompany();
    const car = await addCar(user.id);
    const response = await call('POST', `/api/partner/cars/${car._id}/blocks`, user.id, {
      startsOn: day(1),
      endsOn: day(CAR_BLOCK_MAX_DAYS),
    });
    expect(response.statusCode).toBe(201);
  });

  it("answers 404 for a block named under another of the company's cars", async () => {
    const { user } = await partnerWithCompany();
    const [first, second] = [await addCar(user.id), await addCar(user.id)];
    const block = (
      await call('POST', `/api/partner/cars/${first._id}/blocks`, user.id, {
        startsOn: day(3),
        endsOn: day(3),
      })
    ).json().block;
    const response = await call(
      'DELETE',
      `/api/partner/cars/${second._id}/blocks/${block._id}`,
      user.id,
    );
    expect(response.statusCode).toBe(404);
    expect(await db.select().from(carBlocks).where(eq(carBlocks.id, block._id))).toHaveLength(1);
  });
});
