/**
 * docs/product/trips-and-money.md#rate-card-and-quotes: each car has its own rates, defaulting to its category's row
 * of the price table. The partner portal and the server use these; the storefront shows the
 * rates the API already resolved, so they are kept out of `pricing.ts`, which it carries.
 */
import type { Category } from './constants.js';
import { PRICE_TABLE, type PriceRates } from './pricing.js';

/**
 * docs/product/marketplace.md#partner-portal: new cars and rate changes above 30 % need an operator's approval.
 * A live car whose effective rate moves by more than this share goes back to review.
 */
export const RATE_REVIEW_THRESHOLD = 0.3;

/** The four rates of a car's rate card; null is "the category's" (docs/product/storefront.md#price-estimate). */
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
