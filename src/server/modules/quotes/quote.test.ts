import { describe, expect, it } from 'vitest';
import { PRICE_TABLE } from '../../../shared/pricing.js';
import { assertTripTimes, calendarDays, nightsDriven, priceTrip, type Tariff } from './quote.js';

const ist = (local: string) => new Date(`${local}+05:30`);

const regular: Tariff = {
  category: 'regular',
  rates: PRICE_TABLE.regular,
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

describe('assertTripTimes', () => {
  const now = ist('2026-12-01T10:00:00');
  const trip = (pickup: string, back: string, tripType: 'rental' | 'airport' = 'rental') => ({
    tripType,
    pickupAt: ist(pickup),
    returnAt: ist(back),
    estimatedKm: tripType === 'rental' ? 100 : undefined,
  });
  const refusal = (value: ReturnType<typeof trip>) => {
    try {
      assertTripTimes(value, now);
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
});
