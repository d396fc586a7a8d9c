import type { Category } from './constants.js';
import { CATEGORIES } from './constants.js';
import { messageText } from './messages.js';

export interface PriceRates {
  /** Rupees per km for the first {@link INCLUDED_KM} km. */
  perKmFirst: number;
  /** Rupees per km beyond {@link INCLUDED_KM} km. */
  perKmBeyond: number;
  /** Rupees covering the first {@link INCLUDED_HOURS} hours. */
  base: number;
  /** Rupees for each started hour beyond {@link INCLUDED_HOURS}. */
  perExtraHour: number;
}

// spec §9: the price table.
export const INCLUDED_KM = 150;
export const INCLUDED_HOURS = 24;
export const PRICE_TABLE: Record<Category, PriceRates> = {
  regular: { perKmFirst: 5, perKmBeyond: 8, base: 2000, perExtraHour: 100 },
  prime: { perKmFirst: 12, perKmBeyond: 16, base: 2700, perExtraHour: 200 },
  luxury: { perKmFirst: 20, perKmBeyond: 40, base: 6000, perExtraHour: 1000 },
};

// MARKETPLACE "Rate card and quotes": each car has its own rates, defaulting to its category's.

/**
 * MARKETPLACE "Partner portal": new cars and rate changes above 30 % need an operator's approval.
 * A live car whose effective rate moves by more than this share goes back to review.
 */
export const RATE_REVIEW_THRESHOLD = 0.3;

/** The four rates of a car's rate card; null is "the category's" (spec §9's price table). */
export type OwnRates = { [K in keyof PriceRates]: number | null };

/** The rates a car is priced at: its own where it has one, its category's otherwise. */
export function effectiveRates(category: Category, own: Partial<OwnRates>): PriceRates {
  const table = PRICE_TABLE[category];
  return {
    perKmFirst: own.perKmFirst ?? table.perKmFirst,
    perKmBeyond: own.perKmBeyond ?? table.perKmBeyond,
    base: own.base ?? table.base,
    perExtraHour: own.perExtraHour ?? table.perExtraHour,
  };
}

/** Whether any of the four rates moved by more than {@link RATE_REVIEW_THRESHOLD}. */
export function ratesNeedReview(before: PriceRates, after: PriceRates): boolean {
  return (Object.keys(before) as (keyof PriceRates)[]).some((name) => {
    const [was, now] = [before[name], after[name]];
    // A rate that was nothing (a free extra hour) moves by "infinitely" much when it is charged.
    if (was === 0) return now !== 0;
    return Math.abs(now - was) / was > RATE_REVIEW_THRESHOLD;
  });
}

export const INVALID_ESTIMATE_MESSAGE = messageText('estimate_invalid');

export interface PriceEstimate {
  distanceCharge: number;
  timeCharge: number;
  total: number;
}

function ratesFor(category: string): PriceRates {
  // spec §9: an unknown category falls back to regular.
  return (CATEGORIES as readonly string[]).includes(category)
    ? PRICE_TABLE[category as Category]
    : PRICE_TABLE.regular;
}

/**
 * Estimate = distance charge + time charge (spec §9), at a car's own rates or its category's. Returns null unless both inputs are
 * finite numbers greater than zero (spec §5). A started extra hour is charged in full, and the
 * total is rounded to whole rupees.
 */
export function estimatePrice(
  categoryOrRates: string | PriceRates,
  kilometers: number,
  hours: number,
): PriceEstimate | null {
  if (!Number.isFinite(kilometers) || !Number.isFinite(hours) || kilometers <= 0 || hours <= 0) {
    return null;
  }
  const rates = typeof categoryOrRates === 'string' ? ratesFor(categoryOrRates) : categoryOrRates;
  const distanceCharge =
    Math.min(kilometers, INCLUDED_KM) * rates.perKmFirst +
    Math.max(0, kilometers - INCLUDED_KM) * rates.perKmBeyond;
  const extraHours = Math.max(0, Math.ceil(hours - INCLUDED_HOURS));
  const timeCharge = rates.base + extraHours * rates.perExtraHour;
  return {
    distanceCharge: Math.round(distanceCharge),
    timeCharge,
    total: Math.round(distanceCharge + timeCharge),
  };
}
