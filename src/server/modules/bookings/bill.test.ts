import { describe, expect, it } from 'vitest';
import { PRICE_TABLE } from '../../../shared/pricing.js';
import { LOCAL_PACKAGE_PRICES, type Tariff } from '../../../shared/trip-pricing.js';
import { priceTrip } from '../quotes/quote.js';
import { finalBill, type BillFacts } from './bill.js';

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

const PICKUP = ist('2026-12-05T06:00:00');

/** A rental of 10 hours and 120 km, quoted; then driven as `actual` says. */
function rental(actual: Partial<BillFacts> = {}): BillFacts {
  const quote = priceTrip(regular, {
    tripType: 'rental',
    pickupAt: PICKUP,
    returnAt: ist('2026-12-05T16:00:00'),
    estimatedKm: 120,
  });
  return {
    tripType: 'rental',
    pickupAt: PICKUP,
    quote,
    tariff: regular,
    odometerStart: 42_180,
    odometerEnd: 42_390,
    endedAt: ist('2026-12-05T18:00:00'),
    expenses: [],
    ...actual,
  };
}

const lines = (bill: ReturnType<typeof finalBill>) =>
  bill.lines.map(({ code, amount, quoted }) => ({ code, amount, quoted }));

describe('the final bill', () => {
  it('prices what was driven at the booked rates, expenses at cost, each line beside its quote', () => {
    const bill = finalBill(
      rental({
        expenses: [
          { kind: 'toll', amount: 70, note: 'Kaza plaza' },
          { kind: 'toll', amount: 50, note: '' },
          { kind: 'parking', amount: 50, note: 'Temple' },
        ],
      }),
    );
    expect(bill.basis).toBe('readings');
    expect(bill.billedKm).toBe(210);
    expect(lines(bill)).toEqual([
      // 150 km × ₹5 + 60 km × ₹8, against 120 km × ₹5 quoted.
      { code: 'distance', amount: 1230, quoted: 600 },
      { code: 'time', amount: 2000, quoted: 2000 },
      { code: 'driver_allowance', amount: 300, quoted: 300 },
      { code: 'tolls_paid', amount: 120, quoted: null },
      { code: 'parking_paid', amount: 50, quoted: null },
      // 5 % of ₹3,530 (the expenses are not taxed): ₹176.50, rounded half up once.
      { code: 'gst', amount: 177, quoted: 145 },
    ]);
    expect(bill).toMatchObject({ fare: 3700, total: 3877, paid: 0, due: 3877 });
  });

  it('charges the hours until the trip actually ended, and the nights it drove', () => {
    const late = finalBill(rental({ endedAt: ist('2026-12-05T23:30:00') }));
    expect(lines(late)).toContainEqual({ code: 'night_charge', amount: 250, quoted: null });
    expect(late.hours).toBe(18);
  });

  it('settles the estimated tolls of a trip to a place against the tolls paid', () => {
    const quote = priceTrip(regular, {
      tripType: 'outstation',
      pickupAt: PICKUP,
      returnAt: ist('2026-12-05T22:00:00'),
      route: {
        placeId: 'amaravati',
        placeName: 'Amaravati',
        km: 40,
        tolls: { car: 90, lcv: 150 },
        permits: [],
      },
    });
    const facts: BillFacts = {
      tripType: 'outstation',
      pickupAt: PICKUP,
      quote,
      tariff: regular,
      odometerStart: 1_000,
      odometerEnd: 1_090,
      endedAt: ist('2026-12-05T20:00:00'),
      expenses: [],
    };
    // No toll was paid: the estimate of ₹180 is not charged.
    const none = finalBill(facts);
    expect(lines(none)).toContainEqual({ code: 'tolls_paid', amount: 0, quoted: 180 });
    // The outstation minimum still holds: 250 km for the day, though 90 were driven.
    expect(none.billedKm).toBe(250);
    const paid = finalBill({ ...facts, expenses: [{ kind: 'toll', amount: 160, note: '' }] });
    expect(lines(paid)).toContainEqual({ code: 'tolls_paid', amount: 160, quoted: 180 });
  });

  it('is the quote, line for line, without readings or without the rates the booking kept', () => {
    for (const facts of [
      rental({ odometerStart: null }),
      rental({ odometerEnd: null }),
      rental({ tariff: null }),
    ]) {
      const bill = finalBill(facts, 500);
      expect(bill.basis).toBe('quote');
      expect(bill.total).toBe(facts.quote.total);
      expect(bill.lines.every((line) => line.quoted === line.amount)).toBe(true);
      expect(bill.due).toBe(facts.quote.total - 500);
    }
  });
});
