/**
 * The rules a trip keeps to be quoted, searched or booked (docs/product/trips-and-money.md#bookings
 * and #search-by-trip), pure and in one place: the quote and the booking name the fields as the
 * body does (`pickupAt`), the car search as its query does (`pickup_at`), and the web form checks
 * the same before it sends anything.
 */
import {
  BOOKING_LIMITS,
  INDIA_OFFSET_MINUTES,
  type LocalPackage,
  type TripType,
} from './booking-constants.js';
import type { BookingMessageCode, MessageParams } from './message-ref.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;

/** The fields of a trip as a quote's body names them. */
export type TripField = 'pickupAt' | 'returnAt' | 'estimatedKm' | 'package' | 'to';

export interface TripProblem {
  field: TripField;
  code: BookingMessageCode;
  params?: MessageParams;
}

export interface TripAsked {
  tripType: TripType;
  pickupAt: Date;
  returnAt: Date;
  estimatedKm?: number | undefined;
  package?: LocalPackage | undefined;
  to?: string | undefined;
}

/** The India calendar day of a moment, as days since 1970-01-01 (India time). */
export const indiaDayOf = (at: number) => Math.floor((at + OFFSET_MS) / DAY_MS);

/** Why the trip's times break the booking rules at `now`, or null when they keep them. */
export function tripTimesProblem(pickupAt: Date, returnAt: Date, now: Date): TripProblem | null {
  if (pickupAt.getTime() < now.getTime() + BOOKING_LIMITS.minLeadHours * HOUR_MS)
    return {
      field: 'pickupAt',
      code: 'pickup_too_soon',
      params: { hours: BOOKING_LIMITS.minLeadHours },
    };
  if (pickupAt.getTime() > now.getTime() + BOOKING_LIMITS.maxDaysAhead * DAY_MS)
    return {
      field: 'pickupAt',
      code: 'pickup_too_far',
      params: { days: BOOKING_LIMITS.maxDaysAhead },
    };
  if (returnAt.getTime() <= pickupAt.getTime())
    return { field: 'returnAt', code: 'return_before_pickup' };
  if (returnAt.getTime() - pickupAt.getTime() > BOOKING_LIMITS.maxTripDays * DAY_MS)
    return {
      field: 'returnAt',
      code: 'trip_too_long',
      params: { days: BOOKING_LIMITS.maxTripDays },
    };
  return null;
}

/**
 * Why the trip cannot be priced as asked, or null: its times, then what its type needs. A rental
 * is priced by its km; a local trip by its package, within its pickup's India day; a one-way drop
 * by its place; an outstation trip by its place or, touring without one, its km.
 */
export function tripProblem(trip: TripAsked, now: Date): TripProblem | null {
  const times = tripTimesProblem(trip.pickupAt, trip.returnAt, now);
  if (times) return times;
  switch (trip.tripType) {
    case 'rental':
      return trip.estimatedKm === undefined
        ? { field: 'estimatedKm', code: 'estimated_km_required' }
        : null;
    case 'local':
      if (trip.package === undefined) return { field: 'package', code: 'package_required' };
      // A return at midnight sharp still ends on the pickup's day.
      return indiaDayOf(trip.returnAt.getTime() - 1) === indiaDayOf(trip.pickupAt.getTime())
        ? null
        : { field: 'returnAt', code: 'local_past_midnight' };
    case 'one_way':
      return trip.to === undefined ? { field: 'to', code: 'place_required' } : null;
    case 'outstation':
      return trip.to === undefined && trip.estimatedKm === undefined
        ? { field: 'to', code: 'place_required' }
        : null;
    case 'airport':
      return null;
  }
}
