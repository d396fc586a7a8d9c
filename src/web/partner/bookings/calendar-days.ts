import type { Booking } from '@shared/contracts/bookings';
import { addMonths, indiaToday } from '@shared/india-time';

// The calendar's days: India calendar days written YYYY-MM-DD, and months written YYYY-MM
// (docs/product/trips-and-money.md#india-time-and-days). Month arithmetic is the marketplace's
// one, passed on for the calendar page.
export { addMonths };

export const isMonth = (value: string | null): value is string =>
  value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month's first moment in India, as an ISO moment. */
export const monthStart = (month: string) => `${month}-01T00:00:00+05:30`;

/** The India calendar day of a moment. */
export const indiaDayOf = (iso: string) => indiaToday(new Date(iso));

/**
 * The India days a booking holds the car: from its pickup to its return (a return at midnight
 * sharp takes no time of the next day).
 */
export function bookingDays(booking: Booking): { first: string; last: string } {
  const first = indiaDayOf(booking.pickupAt);
  const last = indiaToday(new Date(Date.parse(booking.returnAt) - 1));
  return { first, last: last < first ? first : last };
}

/** Whether the range of days from `first` to `last` touches the month. */
export const touchesMonth = (first: string, last: string, month: string) =>
  first.slice(0, 7) <= month && last.slice(0, 7) >= month;
