import { describe, expect, it } from 'vitest';
import {
  estimatePrice,
  isBeyondEstimate,
  MAX_ESTIMATE_HOURS,
  MAX_ESTIMATE_KM,
  PRICE_TABLE,
} from './pricing.js';

describe('estimatePrice', () => {
  it.each([
    // category, km, hours, distance charge, time charge
    ['regular', 100, 10, 500, 2000],
    ['regular', 150, 24, 750, 2000],
    ['regular', 151, 25, 758, 2100],
    ['regular', 300, 48, 1950, 4400],
    ['prime', 100, 10, 1200, 2700],
    ['prime', 150, 24, 1800, 2700],
    ['prime', 151, 25, 1816, 2900],
    ['luxury', 100, 10, 2000, 6000],
    ['luxury', 150, 24, 3000, 6000],
    ['luxury', 151, 25, 3040, 7000],
  ])('%s: %d km and %d h cost %d + %d', (category, km, hours, distance, time) => {
    expect(estimatePrice(category, km, hours)).toMatchObject({
      distanceCharge: distance,
      timeCharge: time,
      total: distance + time,
    });
  });

  it('charges a started extra hour in full', () => {
    expect(estimatePrice('regular', 10, 24.5)?.timeCharge).toBe(2100);
  });

  it('says how the total adds up: km at each rate and the extra hours', () => {
    expect(estimatePrice('prime', 200, 26.2)).toEqual({
      firstKm: 150,
      beyondKm: 50,
      extraHours: 3,
      distanceCharge: 150 * 12 + 50 * 16,
      timeCharge: 2700 + 3 * 200,
      total: 150 * 12 + 50 * 16 + 2700 + 3 * 200,
    });
  });

  it('prices trips up to 5,000 km and 720 hours, and no longer ones', () => {
    expect(estimatePrice('regular', MAX_ESTIMATE_KM, MAX_ESTIMATE_HOURS)).not.toBeNull();
    expect(estimatePrice('regular', MAX_ESTIMATE_KM + 1, 10)).toBeNull();
    expect(estimatePrice('regular', 100, MAX_ESTIMATE_HOURS + 0.5)).toBeNull();
    expect(isBeyondEstimate(99999, 1)).toBe(true);
    expect(isBeyondEstimate(10, 10)).toBe(false);
  });

  it('falls back to regular rates for an unknown category', () => {
    expect(estimatePrice('spaceship', 200, 30)).toEqual(estimatePrice('regular', 200, 30));
  });

  it.each([
    [0, 5],
    [5, 0],
    [-10, 5],
    [10, -1],
    [Number.NaN, 5],
    [5, Number.POSITIVE_INFINITY],
  ])('rejects %d km and %d h', (km, hours) => {
    expect(estimatePrice('prime', km, hours)).toBeNull();
  });

  it('matches the table of the specification', () => {
    expect(PRICE_TABLE).toEqual({
      regular: { perKmFirst: 5, perKmBeyond: 8, base: 2000, perExtraHour: 100 },
      prime: { perKmFirst: 12, perKmBeyond: 16, base: 2700, perExtraHour: 200 },
      luxury: { perKmFirst: 20, perKmBeyond: 40, base: 6000, perExtraHour: 1000 },
    });
  });
});
