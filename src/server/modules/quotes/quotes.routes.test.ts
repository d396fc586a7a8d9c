import { describe, expect, it } from 'vitest';
import { LOCAL_PACKAGE_PRICES } from '../../../shared/trip-pricing.js';
import { createTestApp } from '../../test/app.js';
import { hoursFromNow, indiaTime } from '../../test/bookings.js';
import { createCar, createTravelCompany } from '../../test/factories.js';

// POST /api/quotes for the trip types beyond the rental: local packages and trips to a place.
const { app, db } = await createTestApp();

interface QuoteAnswer {
  quote: {
    lines: { code: string; amount: number; label: string }[];
    total: number;
    allIn: boolean;
    billedKm: number;
    to?: { id: string; routeKm: number };
  };
}

async function quote(payload: object) {
  const response = await app.inject({ method: 'POST', url: '/api/quotes', payload });
  return { response, body: response.json<QuoteAnswer>() };
}

const amountOf = (answer: QuoteAnswer, code: string) =>
  answer.quote.lines.filter((line) => line.code === code).reduce((sum, l) => sum + l.amount, 0);

describe('POST /api/quotes beyond the rental', () => {
  it("prices a local package at the car's own price, or its category's", async () => {
    const company = await createTravelCompany(db);
    const own = await createCar(db, {
      travelCompanyId: company.id,
      localPackagePrices: { '8h80km': 3333 },
    });
    const plain = await createCar(db, { travelCompanyId: company.id });
    const trip = {
      tripType: 'local',
      package: '8h80km',
      pickupAt: indiaTime(3, 9),
      returnAt: indiaTime(3, 17),
    };
    const first = await quote({ ...trip, carId: own.id });
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect(amountOf(first.body, 'package')).toBe(3333);
    expect(first.body.quote.allIn).toBe(true);
    const second = await quote({ ...trip, carId: plain.id });
    expect(amountOf(second.body, 'package')).toBe(LOCAL_PACKAGE_PRICES.regular['8h80km']);
  });

  it("prices a one-way drop to a place from the car's city, all-in, and an outstation trip there and back", async () => {
    const company = await createTravelCompany(db);
    const car = await createCar(db, { travelCompanyId: company.id, city: 'Hyderabad' });
    const times = { pickupAt: hoursFromNow(60), returnAt: hoursFromNow(72) };
    const drop = await quote({ carId: car.id, tripType: 'one_way', to: 'tirupati', ...times });
    expect(drop.response.statusCode, drop.response.body).toBe(200);
    const routeKm = drop.body.quote.to!.routeKm;
    expect(drop.body.quote).toMatchObject({ allIn: true, billedKm: routeKm });
    expect(amountOf(drop.body, 'return_trip')).toBeGreaterThan(0);
    // Hyderabad to Tirupati enters Andhra Pradesh, which charges no permit: no permit line.
    expect(drop.body.quote.lines.map((line) => line.code)).not.toContain('permit');

    const away = await quote({
      carId: car.id,
      tripType: 'outstation',
      to: 'bengaluru',
      pickupAt: hoursFromNow(60),
      returnAt: hoursFromNow(60 + 48),
    });
    expect(away.response.statusCode, away.response.body).toBe(200);
    expect(away.body.quote.billedKm).toBeGreaterThanOrEqual(2 * away.body.quote.to!.routeKm);
    expect(amountOf(away.body, 'permit')).toBeGreaterThan(0);
    const gst = amountOf(away.body, 'gst');
    const taxable = away.body.quote.lines
      .filter((line) => !['gst', 'tolls', 'permit'].includes(line.code))
      .reduce((sum, line) => sum + line.amount, 0);
    expect(gst).toBe(Math.round((taxable * 5) / 100));
  });

  it.each([
    ['a local trip without its package', { tripType: 'local' }, 'body.package', 'package_required'],
    [
      'a local trip past midnight',
      { tripType: 'local', package: '4h40km', returnAt: indiaTime(4, 1) },
      'body.returnAt',
      'local_past_midnight',
    ],
    ['a one-way drop without a place', { tripType: 'one_way' }, 'body.to', 'place_required'],
    ['an unknown place', { tripType: 'one_way', to: 'atlantis' }, 'body.to', 'place_unknown'],
    ["the car's own city", { tripType: 'one_way', to: 'vijayawada' }, 'body.to', 'place_same_city'],
    [
      'an unknown package',
      { tripType: 'local', package: '1h10km' },
      'body.package',
      'package_invalid',
    ],
  ])('answers 400 on the field for %s', async (_name, overrides, path, code) => {
    const company = await createTravelCompany(db);
    const car = await createCar(db, { travelCompanyId: company.id, city: 'Vijayawada' });
    const { response } = await quote({
      carId: car.id,
      pickupAt: indiaTime(3, 20),
      returnAt: indiaTime(3, 23),
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: { path: string; code: string }[] }>().errors;
    expect(errors).toContainEqual(expect.objectContaining({ path, code }));
  });
});
