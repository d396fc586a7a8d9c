import { beforeAll, describe, expect, it } from 'vitest';
import { carBlocks } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld, hoursFromNow, indiaTime } from '../../test/bookings.js';
import { createCar, createTravelCompany, createUser } from '../../test/factories.js';

// The car list searched by trip: only the cars free for the window, each with the total its
// quote gives, ordered and paged by it.
const context = await createTestApp();
const { app, db } = context;
const world = bookingsWorld(context);

interface SearchedCar {
  _id: string;
  car_name: string;
  city: string;
  trip?: { total: number; currency: string; allIn: boolean };
}
interface ListAnswer {
  cars: SearchedCar[];
  total: number;
  hasMore: boolean;
  next: string | null;
}

async function search(query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const response = await app.inject({ method: 'GET', url: `/api/cars?${params.toString()}` });
  return { response, body: response.json<ListAnswer>() };
}

async function quoteTotal(carId: string, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { carId, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ quote: { total: number; allIn: boolean } }>().quote;
}

// A fleet of its own in Guntur, a city the other tests of this file do not list.
const city = 'Guntur';
let company: { id: string };
let booked: { id: string };
let blocked: { id: string };
let minibus: { id: string };
let customerId: string;
const pickup = hoursFromNow(72);
const back = hoursFromNow(72 + 30);
const window = { city, pickup_at: pickup, return_at: back };

beforeAll(async () => {
  const partner = await createUser(db, { role: 'partner' });
  company = await createTravelCompany(db, { ownerUserId: partner.id, email: '' });
  const car = (name: string, extra: object = {}) =>
    createCar(db, { travelCompanyId: company.id, city, carName: name, ...extra });
  booked = await car('Booked Innova', { seater: 6 });
  blocked = await car('Blocked Ertiga', { seater: 6 });
  minibus = await car('Tempo Traveller', { seater: 12, category: 'prime' });
  // Marked unavailable by its partner: listed, never free.
  await car('Resting Swift', { availability: false });
  // Free cars at rates of their own, their category's, and every category.
  await car('Free Dzire', { baseFare: 2400 });
  await car('Free Etios', { ratePerKmFirst: 7 });
  await car('Free Crysta', { category: 'prime' });
  await car('Free E-Class', { category: 'luxury' });
  customerId = (await createUser(db)).id;
  const made = await world.book(customerId, {
    ...world.trip(booked.id, 80, 10),
    passengers: 2,
  });
  expect(made.statusCode, made.body).toBe(201);
  // Maintenance over the whole window's days.
  await db.insert(carBlocks).values({
    carId: blocked.id,
    startsOn: pickup.slice(0, 10),
    endsOn: back.slice(0, 10),
    reason: 'Service',
  });
});

describe('searching the cars by trip', () => {
  it('lists only the cars free for the window, and counts only them', async () => {
    const before = await search({ city });
    expect(before.body.total).toBe(8);
    const { response, body } = await search({ ...window, km: 200 });
    expect(response.statusCode, response.body).toBe(200);
    const names = body.cars.map((car) => car.car_name);
    expect(names).not.toContain('Booked Innova');
    expect(names).not.toContain('Blocked Ertiga');
    expect(names).not.toContain('Resting Swift');
    expect(body.total).toBe(5);
    expect(body.cars).toHaveLength(5);
    // Counted the same way when a refinement narrows the list.
    const roomy = await search({ ...window, km: 200, min_seats: 6 });
    expect(roomy.body.cars.map((car) => car.car_name)).toEqual(['Tempo Traveller']);
    expect(roomy.body.total).toBe(1);
    // And for a trip to a place, over the cities that reach it.
    const away = await search({ ...window, trip_type: 'outstation', to: 'tirupati' });
    expect(away.body.total).toBe(5);
  });

  it('keeps a booked car in the windows its booking does not touch, its turnaround included', async () => {
    // The booking holds 80 h to 90 h from now, and an hour of turnaround after it.
    const later = await search({
      city,
      pickup_at: hoursFromNow(91),
      return_at: hoursFromNow(100),
      km: 100,
    });
    expect(later.body.cars.map((car) => car.car_name)).toContain('Booked Innova');
    const inTurnaround = await search({
      city,
      pickup_at: hoursFromNow(90.5),
      return_at: hoursFromNow(100),
      km: 100,
    });
    expect(inTurnaround.body.cars.map((car) => car.car_name)).not.toContain('Booked Innova');
  });

  it('gives each car the total of its own quote for the trip, rental and local package alike', async () => {
    const { body } = await search({ ...window, km: 200 });
    for (const car of body.cars) {
      const quote = await quoteTotal(car._id, {
        tripType: 'rental',
        pickupAt: pickup,
        returnAt: back,
        estimatedKm: 200,
      });
      expect(car.trip).toEqual({ total: quote.total, currency: 'INR', allIn: false });
    }
    const local = {
      city,
      pickup_at: indiaTime(4, 9),
      return_at: indiaTime(4, 17),
      trip_type: 'local',
      package: '8h80km',
    };
    const packaged = await search(local);
    expect(packaged.response.statusCode, packaged.response.body).toBe(200);
    for (const car of packaged.body.cars) {
      const quote = await quoteTotal(car._id, {
        tripType: 'local',
        package: '8h80km',
        pickupAt: local.pickup_at,
        returnAt: local.return_at,
      });
      expect(car.trip).toEqual({ total: quote.total, currency: 'INR', allIn: true });
    }
  });

  it('prices a trip to a place all-in from the route, the minibus paying its own tolls', async () => {
    const { response, body } = await search({
      ...window,
      trip_type: 'outstation',
      to: 'tirupati',
      sort: 'trip_price',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body.cars.length).toBeGreaterThan(0);
    for (const car of body.cars) {
      const quote = await quoteTotal(car._id, {
        tripType: 'outstation',
        to: 'tirupati',
        pickupAt: pickup,
        returnAt: back,
      });
      expect(car.trip).toEqual({ total: quote.total, currency: 'INR', allIn: true });
    }
    expect(body.cars.map((car) => car._id)).toContain(minibus.id);
  });

  it('orders by the trip total and pages by it without losing or repeating a car', async () => {
    const query = { ...window, trip_type: 'one_way', to: 'hyderabad', sort: 'trip_price' };
    const whole = await search({ ...query, limit: 24 });
    const totals = whole.body.cars.map((car) => car.trip!.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof search>> = await search({
        ...query,
        limit: 2,
        ...(after ? { after } : {}),
      });
      expect(page.response.statusCode, page.response.body).toBe(200);
      seen.push(...page.body.cars.map((car) => car._id));
      after = page.body.next;
    } while (after !== null);
    expect(seen).toEqual(whole.body.cars.map((car) => car._id));
  });

  it('leaves out the cars of the place itself: a Guntur car takes no trip to Guntur', async () => {
    const { response } = await search({ ...window, trip_type: 'one_way', to: 'guntur' });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ errors: { path: string; code: string }[] }>();
    expect(answer.errors[0]).toMatchObject({ path: 'querystring.to', code: 'place_same_city' });
  });
});

describe('a searched trip the rules refuse', () => {
  const refusal = async (query: Record<string, string | number>) => {
    const { response } = await search(query);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ code: string; field?: string; errors?: { field: string }[] }>();
  };

  it.each([
    ['only a pickup', { pickup_at: pickup }, 'trip_window_partial'],
    [
      'a pickup in the past',
      { pickup_at: hoursFromNow(-5), return_at: back, km: 10 },
      'pickup_too_soon',
    ],
    [
      'a pickup under 2 hours ahead',
      { pickup_at: hoursFromNow(1), return_at: back, km: 10 },
      'pickup_too_soon',
    ],
    [
      'a pickup over 180 days ahead',
      { pickup_at: hoursFromNow(181 * 24), return_at: hoursFromNow(181 * 24 + 5), km: 10 },
      'pickup_too_far',
    ],
    [
      'a trip over 30 days',
      { pickup_at: pickup, return_at: hoursFromNow(72 + 31 * 24), km: 10 },
      'trip_too_long',
    ],
    [
      'a return before pickup',
      { pickup_at: back, return_at: pickup, km: 10 },
      'return_before_pickup',
    ],
    ['an unknown trip type', { ...window, trip_type: 'helicopter' }, 'trip_type_invalid'],
    ['an unknown package', { ...window, trip_type: 'local', package: '2h20km' }, 'package_invalid'],
    ['a local trip without a package', { ...window, trip_type: 'local' }, 'package_required'],
    [
      'a local trip past midnight',
      {
        pickup_at: indiaTime(4, 20),
        return_at: indiaTime(5, 1),
        trip_type: 'local',
        package: '4h40km',
      },
      'local_past_midnight',
    ],
    ['an unknown place', { ...window, trip_type: 'one_way', to: 'atlantis' }, 'place_unknown'],
    ['a malformed place', { ...window, trip_type: 'one_way', to: '../etc' }, 'place_unknown'],
    ['a one-way drop without a place', { ...window, trip_type: 'one_way' }, 'place_required'],
    ['km over 5,000', { ...window, km: 5001 }, 'estimated_km_invalid'],
    ['km that is not a number', { ...window, km: 'far' }, 'estimated_km_invalid'],
    ['a rental without km', window, 'estimated_km_required'],
    ['the trip price order without a trip', { city, sort: 'trip_price' }, 'trip_window_partial'],
  ])('answers 400 with the message for %s', async (_name, query, code) => {
    const answer = await refusal(query as Record<string, string | number>);
    const codes = [
      answer.code,
      ...(answer.errors ?? []).map((error) => (error as { code?: string }).code),
    ];
    expect(codes).toContain(code);
  });
});

describe('the trip-price order over many rate cards', () => {
  // A city of its own with cars on many rate cards, several cards at one price, and its
  // cheapest cars held during the window: the order reads the cards cheapest first, a few at a
  // time, and must still give every free car once, in (total, id) order.
  const vizag = 'Visakhapatnam';
  const vizagWindow = { city: vizag, pickup_at: pickup, return_at: back, km: 150 };
  const ids: string[] = [];

  beforeAll(async () => {
    const fleet = await createTravelCompany(db, { city: vizag, email: '' });
    const thrifty = await createTravelCompany(db, {
      city: vizag,
      email: '',
      driverAllowancePerDay: 200,
    });
    for (let index = 0; index < 24; index += 1) {
      const car = await createCar(db, {
        travelCompanyId: index % 3 === 0 ? thrifty.id : fleet.id,
        city: vizag,
        carName: `Vizag car ${index}`,
        // Eight base fares, three cars on each, in two companies and two categories.
        baseFare: 1800 + (index % 8) * 100,
        category: index % 5 === 0 ? 'prime' : 'regular',
      });
      ids.push(car.id);
    }
  });

  const byTotalThenId = (cars: SearchedCar[]) =>
    [...cars]
      .sort((a, b) => a.trip!.total - b.trip!.total || a._id.localeCompare(b._id))
      .map((car) => car._id);

  it('gives every free car once, cheapest first, then by id, a page at a time', async () => {
    const before = await search({ ...vizagWindow, sort: 'trip_price', limit: 48 });
    expect(before.response.statusCode, before.response.body).toBe(200);
    expect(before.body.cars).toHaveLength(24);
    expect(before.body.cars.map((car) => car._id)).toEqual(byTotalThenId(before.body.cars));
    for (const car of before.body.cars.slice(0, 3)) {
      const quote = await quoteTotal(car._id, {
        tripType: 'rental',
        pickupAt: pickup,
        returnAt: back,
        estimatedKm: 150,
      });
      expect(car.trip!.total).toBe(quote.total);
    }

    // The 17 cheapest held through the window: more than the first cards read for a page of
    // three hold, so a page reads on into dearer cards.
    const held = before.body.cars.slice(0, 17).map((car) => car._id);
    for (const carId of held)
      await db.insert(carBlocks).values({
        carId,
        startsOn: pickup.slice(0, 10),
        endsOn: back.slice(0, 10),
        reason: 'Service',
      });
    const whole = await search({ ...vizagWindow, sort: 'trip_price', limit: 48 });
    expect(whole.body.total).toBe(7);
    expect(whole.body.cars.map((car) => car._id)).toEqual(
      before.body.cars.slice(17).map((car) => car._id),
    );

    // Pages of three after one another, and by page number, give the same cars.
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof search>> = await search({
        ...vizagWindow,
        sort: 'trip_price',
        limit: 3,
        ...(after ? { after } : {}),
      });
      expect(next.body.total).toBe(7);
      seen.push(...next.body.cars.map((car) => car._id));
      after = next.body.next;
    } while (after !== null);
    expect(seen).toEqual(whole.body.cars.map((car) => car._id));
    const second = await search({ ...vizagWindow, sort: 'trip_price', limit: 3, page: 2 });
    expect(second.body.cars.map((car) => car._id)).toEqual(seen.slice(3, 6));

    // Narrowed to a category, the order holds within it.
    const prime = await search({ ...vizagWindow, category: 'prime', sort: 'trip_price' });
    expect(prime.body.cars.map((car) => car._id)).toEqual(
      whole.body.cars.filter((car) => ids.indexOf(car._id) % 5 === 0).map((car) => car._id),
    );
  });
});
