import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cars, drivers, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import {
  createCar,
  createDriver,
  createFeedback,
  createTravelCompany,
  createUser,
} from '../../test/factories.js';

const { app, db } = await createTestApp();

interface WireCar {
  _id: string;
  car_name: string;
  city: string;
  category: string;
  service_type: string;
  rates: { perKmFirst: number; perKmBeyond: number; base: number; perExtraHour: number };
  user: { _id: string; rating: number };
}

async function listCars(query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/cars${query}` });
  return {
    response,
    body: response.json() as { cars: WireCar[]; page: number; limit: number; hasMore: boolean },
  };
}

const names = (list: WireCar[]) => list.map((car) => car.car_name);

describe('GET /api/cars filters', () => {
  // A fixed set of cars in Guntur and Tirupati only, so these assertions see nothing else.
  let company: Awaited<ReturnType<typeof createTravelCompany>>;
  beforeAll(async () => {
    company = await createTravelCompany(db, {
      travelsName: 'Krishna Tours',
      city: 'Guntur',
      trending: true,
    });
    const base = { travelCompanyId: company.id, createdAt: new Date('2026-01-01T10:00:00Z') };
    await createCar(db, {
      ...base,
      carName: 'G regular rental',
      city: 'Guntur',
      category: 'regular',
      serviceType: 'rental',
    });
    await createCar(db, {
      ...base,
      carName: 'G prime rental',
      city: 'Guntur',
      category: 'prime',
      serviceType: 'rental',
    });
    await createCar(db, {
      ...base,
      carName: 'G prime airport',
      city: 'Guntur',
      category: 'prime',
      serviceType: 'airport',
    });
    await createCar(db, {
      ...base,
      carName: 'T prime rental',
      city: 'Tirupati',
      category: 'prime',
      serviceType: 'rental',
    });
    await createCar(db, {
      ...base,
      carName: 'T luxury events',
      city: 'Tirupati',
      category: 'luxury',
      serviceType: 'events',
    });
  });

  it('filters by city alone, case-insensitively', async () => {
    const { response, body } = await listCars('?city=guntur');
    expect(response.statusCode).toBe(200);
    expect(names(body.cars).sort()).toEqual([
      'G prime airport',
      'G prime rental',
      'G regular rental',
    ]);
    expect(body.cars.every((car) => car.city === 'Guntur')).toBe(true);
  });

  it('filters by category alone', async () => {
    const { body } = await listCars('?category=LUXURY');
    expect(body.cars.filter((car) => car.category !== 'luxury')).toEqual([]);
    expect(names(body.cars)).toContain('T luxury events');
  });

  it('filters by service type alone', async () => {
    const { body } = await listCars('?service_type=airport');
    expect(body.cars.length).toBeGreaterThan(0);
    expect(body.cars.filter((car) => car.service_type !== 'airport')).toEqual([]);
    expect(names(body.cars)).toContain('G prime airport');
  });

  it.each([
    ['?city=Guntur&category=prime', ['G prime airport', 'G prime rental']],
    ['?city=Guntur&service_type=rental', ['G prime rental', 'G regular rental']],
    ['?city=Tirupati&category=prime&service_type=rental', ['T prime rental']],
    ['?city= Guntur &category=Prime&service_type=Rental', ['G prime rental']],
    ['?city=Tirupati&category=regular', []],
  ])('combines filters %s', async (query, expected) => {
    const { response, body } = await listCars(query);
    expect(response.statusCode).toBe(200);
    expect(names(body.cars).sort()).toEqual(expected);
  });

  it('answers success with the page, the limit (default 24) and hasMore', async () => {
    const { body } = await listCars('?city=Tirupati');
    expect(body).toMatchObject({ success: true, page: 1, limit: 24, hasMore: false });
  });

  it('shows each car with the spec wire names and its owner', async () => {
    const { body } = await listCars('?city=Tirupati&category=prime');
    expect(body.cars[0]).toEqual({
      _id: expect.any(String),
      car_name: 'T prime rental',
      car_model: '2023 VXi',
      // Not given by the partner: the card shows no year rather than a guessed one.
      model_year: null,
      fuel_type: 'Petrol',
      new_price: 2200,
      old_price: 2600,
      category: 'prime',
      service_type: 'rental',
      seater: 4,
      luggage: 2,
      ac: true,
      city: 'Tirupati',
      availability: true,
      car_image: '/uploads/demo/cars/test.svg',
      driver_name: 'Ravi Kumar',
      driver_age: 34,
      driver_lisence: 'AP16 20110012345',
      driver_image: '/uploads/demo/drivers/test.svg',
      // Listed without a default driver: nothing known of the driver's languages or experience.
      driver_languages: [],
      driver_experience_years: null,
      // No rate card of its own: its category's row of docs/product/storefront.md#constants.
      rates: { perKmFirst: 12, perKmBeyond: 16, base: 2700, perExtraHour: 200 },
      user: {
        _id: company.id,
        travelsName: 'Krishna Tours',
        city: 'Guntur',
        imageUrl: '/uploads/demo/companies/test.svg',
        rating: 0,
        verified: true,
        trending: true,
      },
    });
  });
});

describe("a car's own rate card", () => {
  it('is what the list and the car page show, the category filling what it leaves out', async () => {
    const owner = await createTravelCompany(db, { city: 'Hyderabad' });
    const car = await createCar(db, {
      travelCompanyId: owner.id,
      city: 'Hyderabad',
      category: 'luxury',
      serviceType: 'airport',
      baseFare: 6500,
      ratePerKmFirst: 22,
    });
    const own = { perKmFirst: 22, perKmBeyond: 40, base: 6500, perExtraHour: 1000 };
    const { body } = await listCars('?city=Hyderabad&category=luxury&service_type=airport');
    expect(body.cars.find((listed) => listed._id === car.id)?.rates).toEqual(own);
    const detail = await app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
    expect(detail.json().car.rates).toEqual(own);
  });
});

describe('GET /api/cars pages', () => {
  it('orders newest first and pages without overlap', async () => {
    const company = await createTravelCompany(db);
    const at = (day: number) => new Date(`2026-03-0${day}T08:00:00Z`);
    // Visakhapatnam luxury airport cars exist only here; two share a timestamp (id breaks the tie).
    const made = [];
    for (const [name, day] of [
      ['V1', 1],
      ['V2', 2],
      ['V3', 3],
      ['V4', 4],
      ['V5', 4],
    ] as const) {
      made.push(
        await createCar(db, {
          travelCompanyId: company.id,
          carName: name,
          city: 'Visakhapatnam',
          category: 'luxury',
          serviceType: 'airport',
          createdAt: at(day),
        }),
      );
    }
    const filter = '?city=Visakhapatnam&category=luxury&service_type=airport';

    const all = await listCars(filter);
    const sameDay = made
      .slice(3)
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .map((car) => car.carName);
    expect(names(all.body.cars)).toEqual([...sameDay, 'V3', 'V2', 'V1']);

    const first = await listCars(`${filter}&limit=2`);
    expect(first.body).toMatchObject({ page: 1, limit: 2, hasMore: true });
    const second = await listCars(`${filter}&limit=2&page=2`);
    expect(second.body).toMatchObject({ page: 2, limit: 2, hasMore: true });
    const third = await listCars(`${filter}&limit=2&page=3`);
    expect(third.body).toMatchObject({ page: 3, limit: 2, hasMore: false });
    expect([
      ...names(first.body.cars),
      ...names(second.body.cars),
      ...names(third.body.cars),
    ]).toEqual(names(all.body.cars));

    const exact = await listCars(`${filter}&limit=5`);
    expect(exact.body).toMatchObject({ hasMore: false });
    expect(exact.body.cars).toHaveLength(5);
    const beyond = await listCars(`${filter}&limit=2&page=9`);
    expect(beyond.body).toMatchObject({ cars: [], hasMore: false });
  });

  it('returns at most 24 cars by default', async () => {
    const company = await createTravelCompany(db);
    for (let i = 0; i < 25; i += 1) {
      await createCar(db, {
        travelCompanyId: company.id,
        city: 'Hyderabad',
        category: 'regular',
        serviceType: 'events',
      });
    }
    const { body } = await listCars('?city=hyderabad&category=regular&service_type=events');
    expect(body.cars).toHaveLength(24);
    expect(body).toMatchObject({ limit: 24, hasMore: true });
  });
});

describe('GET /api/cars validation', () => {
  it.each([
    [
      '?city=Chennai',
      'city must be one of: Vijayawada, Guntur, Hyderabad, Visakhapatnam, Tirupati',
    ],
    ['?city=', 'city must be one of: Vijayawada, Guntur, Hyderabad, Visakhapatnam, Tirupati'],
    ['?category=economy', 'category must be one of: regular, prime, luxury'],
    ['?service_type=taxi', 'service_type must be one of: rental, outstation, airport, events'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=abc', 'limit must be a number'],
    ['?limit=2.5', 'limit must be a whole number'],
    ['?page=0', 'page must be at least 1'],
    ['?page=two', 'page must be a number'],
  ])('answers 400 for %s', async (query, message) => {
    const { response } = await listCars(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});

describe('GET /api/cars/:id', () => {
  it('answers a car exactly as the car list shows it', async () => {
    // The detail is read by the database function car_detail, the list by Drizzle: one shape.
    const company = await createTravelCompany(db, { travelsName: 'Krishna Tours', city: 'Guntur' });
    const car = await createCar(db, {
      travelCompanyId: company.id,
      city: 'Guntur',
      category: 'luxury',
      serviceType: 'events',
      driverName: null,
      driverAge: null,
      driverLicence: null,
      driverImage: null,
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/cars?city=Guntur&category=luxury&service_type=events&limit=100',
    });
    const listed = list.json<{ cars: { _id: string }[] }>().cars.find(({ _id }) => _id === car.id);
    expect(listed).toBeDefined();
    const detail = await app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
    // Only the car page has the photos: a car without any answers an empty list.
    expect(detail.json<{ car: unknown }>().car).toEqual({ ...listed, photos: [] });
  });

  it("answers all the partner's photos of the car, the cover first", async () => {
    const company = await createTravelCompany(db, { city: 'Guntur' });
    const photos = ['/uploads/cars/front.jpg', '/uploads/cars/side.jpg', '/uploads/cars/seats.jpg'];
    const car = await createCar(db, {
      travelCompanyId: company.id,
      city: 'Guntur',
      photos,
      carImage: photos[0]!,
    });
    const detail = await app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
    expect(detail.statusCode).toBe(200);
    const answer = detail.json<{ car: { photos: string[]; car_image: string } }>().car;
    expect(answer.photos).toEqual(photos);
    expect(answer.car_image).toBe(photos[0]);
  });

  it("answers the model year, AC, luggage and the default driver's languages and experience, which follow the driver's edits", async () => {
    const company = await createTravelCompany(db, { city: 'Guntur' });
    const driver = await createDriver(db, {
      travelCompanyId: company.id,
      name: 'Suresh Babu',
      languages: ['Telugu', 'Hindi'],
      experienceYears: 12,
    });
    const car = await createCar(db, {
      travelCompanyId: company.id,
      city: 'Guntur',
      carName: 'Toyota Innova Hycross',
      modelYear: 2024,
      luggage: 4,
      ac: false,
      defaultDriverId: driver.id,
    });
    const read = async () =>
      (await app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).json<{
        car: Record<string, unknown>;
      }>().car;
    expect(await read()).toMatchObject({
      car_name: 'Toyota Innova Hycross',
      model_year: 2024,
      luggage: 4,
      ac: false,
      driver_name: 'Suresh Babu',
      driver_languages: ['Telugu', 'Hindi'],
      driver_experience_years: 12,
    });

    // The partner edits the driver: the car page shows the edit, as it does the driver's name.
    await db
      .update(drivers)
      .set({ languages: ['Telugu', 'English', 'Urdu'], experienceYears: 13 })
      .where(eq(drivers.id, driver.id));
    expect(await read()).toMatchObject({
      driver_languages: ['Telugu', 'English', 'Urdu'],
      driver_experience_years: 13,
    });

    // The driver taken off the car: no languages or experience are left behind.
    await db.update(cars).set({ defaultDriverId: null }).where(eq(cars.id, car.id));
    expect(await read()).toMatchObject({
      driver_name: null,
      driver_languages: [],
      driver_experience_years: null,
    });
  });

  it('answers the car with its owner and the spec message', async () => {
    const company = await createTravelCompany(db, {
      travelsName: 'Godavari Cabs',
      city: 'Visakhapatnam',
    });
    const car = await createCar(db, {
      travelCompanyId: company.id,
      carName: 'Innova Crysta',
      driverLicence: 'AP31 20150099887',
    });
    const response = await app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Car fetched successfully',
      code: 'car_fetched',
      car: {
        _id: car.id,
        car_name: 'Innova Crysta',
        driver_lisence: 'AP31 20150099887',
        user: {
          _id: company.id,
          travelsName: 'Godavari Cabs',
          city: 'Visakhapatnam',
          rating: 0,
          verified: true,
          trending: false,
        },
      },
    });
    expect(response.json().car).not.toHaveProperty('driver_licence');
  });

  it('answers null driver fields for a car without a driver', async () => {
    const car = await createCar(db, {
      driverName: null,
      driverAge: null,
      driverLicence: null,
      driverImage: null,
    });
    const response = await app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
    expect(response.json().car).toMatchObject({
      driver_name: null,
      driver_age: null,
      driver_lisence: null,
      driver_image: null,
    });
  });

  it('shows the owner rating as the average of the feedback the company received', async () => {
    const company = await createTravelCompany(db);
    const car = await createCar(db, { travelCompanyId: company.id });
    const otherCar = await createCar(db, { travelCompanyId: company.id });
    const [first, second] = [await createUser(db), await createUser(db)];
    // Feedback rows with the totals kept in step, as POST /api/feedback does; one review per
    // customer per car.
    for (const [userId, carId, rating] of [
      [first.id, car.id, 5],
      [second.id, car.id, 4],
      [first.id, otherCar.id, 4],
    ] as const) {
      await createFeedback(db, { userId, carId, travelCompanyId: company.id, rating });
    }
    await db
      .update(travelCompanies)
      .set({ ratingTotal: 13, ratingCount: 3 })
      .where(eq(travelCompanies.id, company.id));

    const detail = await app.inject({ method: 'GET', url: `/api/cars/${otherCar.id}` });
    expect(detail.json().car.user.rating).toBe(4.3);

    await db
      .update(cars)
      .set({ city: 'Tirupati', category: 'regular', serviceType: 'outstation' })
      .where(eq(cars.id, car.id));
    const { body } = await listCars('?city=Tirupati&category=regular&service_type=outstation');
    expect(body.cars.find((listed) => listed._id === car.id)?.user.rating).toBe(4.3);
  });

  it('answers 404 for an unknown car', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/cars/${randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Car not found',
      code: 'car_not_found',
    });
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1"])(
    'answers 400 for the malformed id %s',
    async (id) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/cars/${encodeURIComponent(id)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Invalid id',
        code: 'invalid_id',
      });
    },
  );
});
