import { BOOKING_LIMITS, type BookingAction } from '@shared/booking-constants';
import type { Booking } from '@shared/contracts/bookings';

// What the company can do with a booking now, from the state machine of docs/product/trips-and-money.md#bookings
// (the server's bookings/policy.ts decides; these only choose which buttons to offer, and a move
// the server refuses anyway is answered with its 409 message).

const HOUR_MS = 3_600_000;

/** A trip can be started from this long before its pickup, the driver leaving early (policy.ts). */
export const START_WINDOW_HOURS = BOOKING_LIMITS.startWindowHours;

/**
 * The moves to offer on a booking at `now`: a request is accepted or declined (the company's
 * "no" to a request is a decline, not a cancellation); a confirmed trip is started from 3 hours
 * before its pickup, recorded as a no-show once the pickup time has passed, or cancelled; a trip
 * under way is completed. Every other state is final.
 */
export function partnerActions(booking: Booking, now: number): BookingAction[] {
  switch (booking.status) {
    case 'requested':
      return ['accept', 'decline'];
    case 'confirmed': {
      const pickup = Date.parse(booking.pickupAt);
      const actions: BookingAction[] = [];
      if (now >= pickup - START_WINDOW_HOURS * HOUR_MS) actions.push('start');
      if (now >= pickup) actions.push('no-show');
      actions.push('cancel');
      return actions;
    }
    case 'in_progress':
      return ['complete'];
    default:
      return [];
  }
}

/** When a confirmed trip can first be started (an ISO moment). */
export function startsFrom(booking: Booking): string {
  return new Date(Date.parse(booking.pickupAt) - START_WINDOW_HOURS * HOUR_MS).toISOString();
}

/** What a booking of "Needs action" waits for: an answer, its start, or its completion. */
export type ActionNeeded = 'answer' | 'start' | 'complete';

export function actionNeeded(booking: Booking): ActionNeeded | null {
  switch (booking.status) {
    case 'requested':
      return 'answer';
    case 'confirmed':
      return 'start';
    case 'in_progress':
      return 'complete';
    default:
      return null;
  }
}

/** Whole minutes left before the request expires; 0 once its time is up. */
export function minutesToRespond(booking: Booking, now: number): number {
  return Math.max(0, Math.floor((Date.parse(booking.respondBy) - now) / 60_000));
}

/** What a no-show costs the customer under the booking's own policy, in whole rupees. */
export function noShowFee(booking: Booking): number {
  return Math.round((booking.quote.fare * booking.cancellationPolicy.noShowPercent) / 100);
}
