import { describe, expect, it } from 'vitest';
import { PRICE_TABLE } from '../../../shared/pricing.js';
import { LOCAL_PACKAGE_PRICES } from '../../../shared/trip-pricing.js';
import {
  assertTrip,
  calendarDays,
  nightsDriven,
  priceTrip,
  type Tariff,
  type TripRoute,
} from './quote.js';

const ist = (local: string) => new Date(`${local}+05:30`);

const regular: Tariff = {
  category: 'regular',
  seats: 4,
  rates: PRICE_TABLE.regular,
  localPackages: LOCAL_PACKAGE_PRICES.regular,
  driverAllowancePerDay: 300,
  nightChargePerNight: 250,
  outstationMinKmPerDay: 250,
};

const amounts = (quote: ReturnType<typeof priceTrip>) =>
  Object.fromEntries(quote.lines.map((line) => [line.code, line.amount]));

describe('India calendar days and nights', () => {
  it('counts the India days a trip touches, not 24-hour spans', () => {
    expect(calendarDays(ist('2026-12-05T06:00:00'), ist('2026-12-06T23:00:00'))).toBe(2);
    expect(calendarDays(ist('2026-12-05T23:00:00'), ist('2026-12-06T01:00:00'))).toBe(2);
    expect(calendarDays(ist('2026-12-05T06:00:00'), ist('2026-12-05T20:00:00'))).toBe(1);
    // A return at midnight sharp spends no time on the next day.
    expect(calendarDays(ist('2026-12-05T06:00:00'), ist('2026-12-06T00:00:00'))).toBe(1);
  });

  it('counts each night window (22:00 to 06:00 India time) the trip drives in', () => {
    expect(nightsDriven(ist('2026-12-05T06:00:00'), ist('2026-12-05T21:59:00'))).toBe(0);
    expect(nightsDriven(ist('2026-12-05T06:00:00'), ist('2026-12-05T22:30:00'))).toBe(1);
    expect(nightsDriven(ist('2026-12-05T04:00:00'), ist('2026-12-05T09:00:00'))).toBe(1);
    expect(nightsDriven(ist('2026-12-05T06:00:00'), ist('2026-12-06T23:00:00'))).toBe(2);
  });
});

describe('priceTrip', () => {
  it("prices a rental by the price table's formula with allowance, nights and GST on their own lines", () => {
    const quote = priceTrip(regular, {
      tripType: 'rental',
      pickupAt: ist('2026-12-05T06:00:00'),
      returnAt: ist('2026-12-06T23:00:00'),
      estimatedKm: 300,
    });
    expect(quote).toMatchObject({ days: 2, hours: 41, billedKm: 300, currency: 'INR' });
    expect(amounts(quote)).toEqual({
      distance: 150 * 5 + 150 * 8,
      time: 2000 + 17 * 100,
      driver_allowance: 600,
      night_charge: 500,
      gst: 338, // 5 % of 6,750 is 337.5: half up
    });
    expect(quote.fare).toBe(6750);
    expect(quote.total).toBe(7088);
    expect(quote.notes.map((note) => note.code)).toEqual(['actuals', 'own_rates', 'part_hours']);
    expect(quote.notes[0]!.text).toMatch(/Tolls, parking and state permits/);
  });

  it('charges a started hour as a full one', () => {
    const quote = priceTrip(regular, {
      tripType: 'rental',
      pickupAt: ist('2026-12-05T08:00:00'),
      returnAt: ist('2026-12-06T08:10:00'),
      estimatedKm: 10,
    });
    expect(quote.hours).toBe(25);
    expect(amounts(quote).time).toBe(2100);
  });

  it('bills an outstation trip at least the minimum km for every calendar day', () => {
    const short = priceTrip(regular, {
      tripType: 'outstation',
      pickupAt: ist('2026-12-05T06:00:00'),
      returnAt: ist('2026-12-07T20:00:00'),
      estimatedKm: 400,
    });
    expect(short.billedKm).toBe(750);
    expect(amounts(short).distance).toBe(150 * 5 + 600 * 8);
    expect(amounts(short).time).toBeUndefined();
    expect(amounts(short).driver_allowance).toBe(900);
    const long = priceTrip(regular, {
      tripType: 'outstation',
      pickupAt: ist('2026-12-05T06:00:00'),
      returnAt: ist('2026-12-05T20:00:00'),
      estimatedKm: 420,
    });
    expect(long.billedKm).toBe(420);
  });

  it("prices an airport transfer at the category's fare, km beyond 40 at the beyond rate, no allowance", () => {
    const quote = priceTrip(
      { ...regular, category: 'prime', rates: PRICE_TABLE.prime },
      {
        tripType: 'airport',
        pickupAt: ist('2026-12-05T04:00:00'),
        returnAt: ist('2026-12-05T07:00:00'),
        estimatedKm: 55,
      },
    );
    expect(amounts(quote)).toEqual({
      airport_fare: 1800,
      distance: 15 * 16,
      night_charge: 250,
      gst: Math.round((1800 + 240 + 250) * 0.05),
    });
  });

  it("uses the car's own rates and the company's allowance when they differ", () => {
    const quote = priceTrip(
      {
        ...regular,
        rates: { perKmFirst: 7, perKmBeyond: 9, base: 2500, perExtraHour: 150 },
        driverAllowancePerDay: 0,
        nightChargePerNight: 0,
      },
      {
        tripType: 'rental',
        pickupAt: ist('2026-12-05T08:00:00'),
        returnAt: ist('2026-12-05T18:00:00'),
        estimatedKm: 100,
      },
    );
    expect(amounts(quote)).toEqual({ distance: 700, time: 2500, gst: 160 });
  });
});

/** A route into Karnataka as the data might give it. */
const toBengaluru: TripRoute = {
  placeId: 'bengaluru',
  placeName: 'Bengaluru',
  km: 600,
  tolls: { car: 700, lcv: 1150 },
  permits: [{ state: 'KA', upTo7: 1500, upTo13: 3000, over13: 6000 }],
};

describe('trips to a place and local packages', () => {
  it('prices an outstation trip to a place all-in: route km there and back, tolls, permit, GST only on the fare', () => {
    const quote = priceTrip(regular, {
      tripType: 'outstation',
      pickupAt: ist('2026-12-05T06:00:00'),
      returnAt: ist('2026-12-06T21:00:00'),
      route: toBengaluru,
    });
    expect(quote.billedKm).toBe(1200);
    expect(amounts(quote)).toEqual({
      distance: 150 * 5 + 1050 * 8,
      driver_allowance: 600,
      night_charge: 250,
      tolls: 1400,
      permit: 1500,
      gst: 500, // 5 % of 10,000: the fare without the tolls and the permit
    });
    expect(quote.total).toBe(9150 + 600 + 250 + 1400 + 1500 + 500);
    expect(quote.allIn).toBe(true);
    expect(quote.to).toEqual({ id: 'bengaluru', name: 'Bengaluru', routeKm: 600 });
    expect(quote.notes.map((note) => note.code)).toContain('estimated_tolls');
    expect(quote.notes.map((note) => note.code)).not.toContain('actuals');
  });

  it('charges a minibus tolls as a light commercial vehicle and its own permit', () => {
    const quote = priceTrip(
      { ...regular, seats: 12 },
      {
        tripType: 'outstation',
        pickupAt: ist('2026-12-05T06:00:00'),
        returnAt: ist('2026-12-06T21:00:00'),
        route: toBengaluru,
      },
    );
    expect(amounts(quote)).toMatchObject({ tolls: 2300, permit: 3000 });
  });

  it("prices a one-way drop by the route's km with the driver's way back at half the per-km rate", () => {
    const quote = priceTrip(regular, {
      tripType: 'one_way',
      pickupAt: ist('2026-12-05T06:00:00'),
      returnAt: ist('2026-12-05T17:00:00'),
      route: { ...toBengaluru, km: 271 },
    });
    expect(amounts(quote)).toMatchObject({
      distance: 150 * 5 + 121 * 8,
      return_trip: 678, // 271 km × ₹2.50 is 677.5: half up
      driver_allowance: 300,
      tolls: 1400,
    });
    expect(quote.billedKm).toBe(271);
  });

  it('prices a local package with extra km and hours at the car rates, no day allowance', () => {
    const quote = priceTrip(regular, {
      tripType: 'local',
      package: '8h80km',
      pickupAt: ist('2026-12-05T09:00:00'),
      returnAt: ist('2026-12-05T18:30:00'),
      estimatedKm: 95,
    });
    expect(amounts(quote)).toEqual({
      package: LOCAL_PACKAGE_PRICES.regular['8h80km'],
      extra_km: 15 * 5,
      extra_time: 2 * 100,
      gst: Math.round(((LOCAL_PACKAGE_PRICES.regular['8h80km'] + 75 + 200) * 5) / 100),
    });
    expect(quote).toMatchObject({ package: '8h80km', billedKm: 95, allIn: true });
  });
});

describe('assertTrip', () => {
  const now = ist('2026-12-01T10:00:00');
  const trip = (
    pickup: string,
    back: string,
    tripType: 'rental' | 'airport' | 'local' | 'one_way' | 'outstation' = 'rental',
  ) => ({
    tripType,
    package: undefined as '4h40km' | undefined,
    to: undefined as string | undefined,
    pickupAt: ist(pickup),
    returnAt: ist(back),
    estimatedKm: tripType === 'rental' || tripType === 'outstation' ? 100 : undefined,
  });
  const refusal = (value: ReturnType<typeof trip>) => {
    try {
      assertTrip(value, now);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('refuses a pickup under 2 hours ahead or over 180 days ahead', () => {
    expect(refusal(trip('2026-12-01T11:59:00', '2026-12-01T18:00:00'))).toBe(
      'Pickup must be at least 2 hours from now',
    );
    expect(refusal(trip('2026-12-01T12:00:00', '2026-12-01T18:00:00'))).toBeUndefined();
    expect(refusal(trip('2027-06-01T12:00:00', '2027-06-01T18:00:00'))).toBe(
      'Pickup must be within 180 days from now',
    );
  });

  it('refuses a return before pickup or a trip over 30 days', () => {
    expect(refusal(trip('2026-12-05T12:00:00', '2026-12-05T12:00:00'))).toBe(
      'Return must be after pickup',
    );
    expect(refusal(trip('2026-12-05T12:00:00', '2027-01-04T12:01:00'))).toBe(
      'A trip can last at most 30 days',
    );
  });

  it('needs the km for a rental, not for an airport transfer', () => {
    expect(
      refusal({ ...trip('2026-12-05T12:00:00', '2026-12-05T18:00:00'), estimatedKm: undefined }),
    ).toBe('Enter the estimated distance in km');
    expect(refusal(trip('2026-12-05T12:00:00', '2026-12-05T14:00:00', 'airport'))).toBeUndefined();
  });

  it('needs a local trip to name its package and end on its pickup day', () => {
    const local = trip('2026-12-05T12:00:00', '2026-12-05T16:00:00', 'local');
    expect(refusal(local)).toBe('Choose a local package: 4 h/40 km, 8 h/80 km or 12 h/120 km');
    expect(refusal({ ...local, package: '4h40km' })).toBeUndefined();
    expect(
      refusal({ ...local, package: '4h40km', returnAt: ist('2026-12-06T00:00:00') }),
    ).toBeUndefined();
    expect(refusal({ ...local, package: '4h40km', returnAt: ist('2026-12-06T00:30:00') })).toBe(
      'A local trip must end on the day it starts',
    );
  });

  it('needs a place for a one-way drop, and a place or the km for an outstation trip', () => {
    const drop = trip('2026-12-05T12:00:00', '2026-12-05T20:00:00', 'one_way');
    expect(refusal({ ...drop, estimatedKm: undefined })).toBe('Choose where the trip goes');
    expect(refusal({ ...drop, to: 'tirupati' })).toBeUndefined();
    const away = trip('2026-12-05T12:00:00', '2026-12-06T20:00:00', 'outstation');
    expect(refusal({ ...away, estimatedKm: undefined })).toBe('Choose where the trip goes');
    expect(refusal(away)).toBeUndefined();
  });
});
