import { type BookingAction } from '@shared/booking-constants';
import { allowedActions } from '@shared/booking-policy';
import type { Booking } from '@shared/contracts/bookings';

// Which buttons the company sees on a booking: the marketplace's own state machine
// (@shared/booking-policy, the one the server enforces), so the portal never offers a move the
// server would refuse, nor hides one it allows.

/**
 * The moves to offer on a booking at `now`. The company's "no" to a request is a decline, not a
 * cancellation: cancelling is offered once the trip is confirmed.
 */
export function partnerActions(booking: Booking, now: number): BookingAction[] {
  const actions = allowedActions(
    { status: booking.status, pickupAt: new Date(booking.pickupAt) },
    'partner',
    new Date(now),
  );
  return actions.includes('decline') ? actions.filter((action) => action !== 'cancel') : actions;
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
