/**
 * docs/product/marketplace.md#leads: the storefront badge "Usually responds within N min/h".
 * Minutes under an hour, whole hours (rounded up, so "within" holds) from an hour on.
 */
export type ResponseTime = { unit: 'minutes' | 'hours'; value: number };

const HOUR_MINUTES = 60;

/** How the badge states a median response time; null when there is none to show. */
export function responseTime(minutes: number | null): ResponseTime | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  if (minutes < HOUR_MINUTES) return { unit: 'minutes', value: Math.max(1, Math.ceil(minutes)) };
  return { unit: 'hours', value: Math.ceil(minutes / HOUR_MINUTES) };
}
