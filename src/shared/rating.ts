import { RATING_MAX } from './constants.js';

export type Star = 'full' | 'half' | 'empty';

/**
 * The five stars of a rating (docs/product/storefront.md#constants): a step is full when the rating reaches it, and half
 * when the rating is within 0.5 below it.
 */
export function starsFor(rating: number): Star[] {
  const value = Number.isFinite(rating) ? rating : 0;
  return Array.from({ length: RATING_MAX }, (_, index): Star => {
    const step = index + 1;
    if (value >= step) return 'full';
    if (value >= step - 0.5) return 'half';
    return 'empty';
  });
}

/** docs/product/storefront.md#constants: ratings are displayed as "N/5". */
export function formatRating(rating: number): string {
  const rounded = Math.round(rating * 10) / 10;
  return `${rounded}/${RATING_MAX}`;
}

/** Average of ratings rounded to one decimal, 0 when there are none (docs/product/storefront.md#owner-rating). */
export function averageRating(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}
