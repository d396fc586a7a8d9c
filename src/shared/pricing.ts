import type { Category } from './constants.js';
import { CATEGORIES } from './constants.js';
import { messageRef } from './message-ref.js';

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

// docs/product/storefront.md#constants: the price table.
export const INCLUDED_KM = 150;
export const INCLUDED_HOURS = 24;
export const PRICE_TABLE: Record<Category, PriceRates> = {
  regular: { perKmFirst: 5, perKmBeyond: 8, base: 2000, perExtraHour: 100 },
  prime: { perKmFirst: 12, perKmBeyond: 16, base: 2700, perExtraHour: 200 },
  luxury: { perKmFirst: 20, perKmBeyond: 40, base: 6000, perExtraHour: 1000 },
};

export const INVALID_ESTIMATE_MESSAGE = messageRef('estimate_invalid');

/**
 * The longest trip the estimator prices: a month of hours, and more km than a month's driving.
 * Beyond that a figure would mislead rather than help; the company quotes such a trip itself.
 */
export const MAX_ESTIMATE_KM = 5000;
export const MAX_ESTIMATE_HOURS = 720;

export interface PriceEstimate {
  distanceCharge: number;
  timeCharge: number;
  total: number;
  /** The km charged at the first rate, and beyond it: how the distance charge adds up. */
  firstKm: number;
  beyondKm: number;
  /** The started hours beyond the base fare's, each charged as a full hour. */
  extraHours: number;
}

/** Whether a trip is longer than the estimator prices (MAX_ESTIMATE_KM, MAX_ESTIMATE_HOURS). */
export const isBeyondEstimate = (kilometers: number, hours: number) =>
  kilometers > MAX_ESTIMATE_KM || hours > MAX_ESTIMATE_HOURS;

function ratesFor(category: string): PriceRates {
  // docs/product/storefront.md#constants: an unknown category falls back to regular.
  return (CATEGORIES as readonly string[]).includes(category)
    ? PRICE_TABLE[category as Category]
    : PRICE_TABLE.regular;
}

/**
 * Estimate = distance charge + time charge (docs/product/storefront.md#constants), at a car's own rates or its category's.
 * Returns null unless both inputs are finite numbers greater than zero (docs/product/storefront.md#form-rules) and within the
 * estimator's limits. A started extra hour is charged in full, and the total is rounded to whole
 * rupees.
 */
export function estimatePrice(
  categoryOrRates: string | PriceRates,
  kilometers: number,
  hours: number,
): PriceEstimate | null {
  if (!Number.isFinite(kilometers) || !Number.isFinite(hours) || kilometers <= 0 || hours <= 0) {
    return null;
  }
  if (isBeyondEstimate(kilometers, hours)) return null;
  const rates = typeof categoryOrRates === 'string' ? ratesFor(categoryOrRates) : categoryOrRates;
  const firstKm = Math.min(kilometers, INCLUDED_KM);
  const beyondKm = Math.max(0, kilometers - INCLUDED_KM);
  const distanceCharge = firstKm * rates.perKmFirst + beyondKm * rates.perKmBeyond;
  const extraHours = Math.max(0, Math.ceil(hours - INCLUDED_HOURS));
  const timeCharge = rates.base + extraHours * rates.perExtraHour;
  return {
    distanceCharge: Math.round(distanceCharge),
    timeCharge,
    total: Math.round(distanceCharge + timeCharge),
    firstKm,
    beyondKm,
    extraHours,
  };
}
