/**
 * Who may move a booking where, and what it costs (docs/product/trips-and-money.md#bookings): the
 * state machine in one place, pure, so the server's routes and clock obey it and the web offers
 * only the moves it allows. The server turns a refusal into a 409 that says why; here a refusal is
 * its message code.
 */
import {
  BOOKING_ACTIONS,
  BOOKING_LIMITS,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingActor,
  type BookingStatus,
  type CancellationPolicy,
} from './booking-constants.js';
import { type MessageCode } from './message-ref.js';
import { shareOf } from './money.js';

const HOUR_MS = 3_600_000;

export interface Move {
  from: readonly BookingStatus[];
  to: BookingStatus;
  who: readonly BookingActor[];
}

export const MOVES: Record<BookingAction, Move> = {
  accept: { from: ['requested'], to: 'confirmed', who: ['partner', 'operator'] },
  decline: { from: ['requested'], to: 'declined', who: ['partner', 'operator'] },
  start: { from: ['confirmed'], to: 'in_progress', who: ['partner', 'operator'] },
  complete: { from: ['in_progress'], to: 'completed', who: ['partner', 'operator'] },
  'no-show': { from: ['confirmed'], to: 'no_show', who: ['partner', 'operator'] },
  cancel: {
    from: ['requested', 'confirmed'],
    to: 'cancelled',
    who: ['customer', 'partner', 'operator'],
  },
};

/**
 * When a request expires unanswered: 12 hours after it was made, or an hour before its pickup
 * when that comes first, so the customer still has time to find another car.
 */
export function respondByFor(requestedAt: Date, pickupAt: Date): Date {
  return new Date(
    Math.min(
      requestedAt.getTime() + BOOKING_LIMITS.respondWithinHours * HOUR_MS,
      pickupAt.getTime() - HOUR_MS,
    ),
  );
}

export interface BookingState {
  status: BookingStatus;
  pickupAt: Date;
  /** Every line before GST: the fee's base. */
  fare: number;
  cancellationPolicy: CancellationPolicy;
}

/**
 * The fee, in whole rupees, of cancelling a confirmed booking `hoursBefore` its pickup: the first
 * tier (latest notice first) whose cut-off the notice exceeds; the last tier once under all.
 */
export function cancellationPercent(policy: CancellationPolicy, hoursBefore: number): number {
  const tiers = [...policy.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  for (const tier of tiers) if (hoursBefore > tier.hoursBefore) return tier.feePercent;
  return tiers.at(-1)?.feePercent ?? 0;
}

export const percentOf = (fare: number, percent: number) => shareOf(fare, percent, 100);

/**
 * What the customer owes on a cancellation by `actor` now. Only the customer's own cancellation
 * of a confirmed trip costs anything: a request the company never accepted costs nothing, and a
 * company or operator that cancels charges the customer nothing.
 */
export function cancellationFee(booking: BookingState, actor: BookingActor, now: Date): number {
  if (actor !== 'customer' || booking.status !== 'confirmed') return 0;
  const hoursBefore = (booking.pickupAt.getTime() - now.getTime()) / HOUR_MS;
  return percentOf(booking.fare, cancellationPercent(booking.cancellationPolicy, hoursBefore));
}

/** What a customer would pay to cancel now, or null when the booking can no longer be cancelled. */
export function cancellationFeeNow(booking: BookingState, now: Date): number | null {
  if (!MOVES.cancel.from.includes(booking.status)) return null;
  return cancellationFee(booking, 'customer', now);
}

/** What a no-show costs the customer under the booking's own policy, in whole rupees. */
export function noShowFee(fare: number, policy: CancellationPolicy): number {
  return percentOf(fare, policy.noShowPercent);
}

/** When a confirmed trip can first be started: the driver may leave early, so before its pickup. */
export function startsFrom(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - BOOKING_LIMITS.startWindowHours * HOUR_MS);
}

/**
 * Why the clock refuses a move the state allows: a trip started before its start window, a no-show
 * recorded before its pickup. Null when the time is right.
 */
export function tooEarly(action: BookingAction, pickupAt: Date, now: Date): MessageCode | null {
  if (action === 'start' && now.getTime() < startsFrom(pickupAt).getTime())
    return 'booking_start_too_early';
  if (action === 'no-show' && now.getTime() < pickupAt.getTime())
    return 'booking_no_show_too_early';
  return null;
}

/** Whether `actor` may `action` a booking in `status` at all, whatever the time. */
export const mayMove = (action: BookingAction, status: BookingStatus, actor: BookingActor) =>
  MOVES[action].who.includes(actor) && MOVES[action].from.includes(status);

/** The moves `actor` may make on the booking now, in the order of BOOKING_ACTIONS. */
export function allowedActions(
  booking: { status: BookingStatus; pickupAt: Date },
  actor: BookingActor,
  now: Date,
): BookingAction[] {
  return BOOKING_ACTIONS.filter(
    (action) =>
      mayMove(action, booking.status, actor) && tooEarly(action, booking.pickupAt, now) === null,
  );
}

// ---- An operator's move -----------------------------------------------------------------------

/**
 * What an operator's move looks at: the booking's state, its times and whether a driver is
 * assigned (a company accepts a request by choosing one).
 */
export interface OperatorMoveState extends BookingState {
  returnAt: Date;
  hasDriver: boolean;
}

/**
 * Why an operator may not move the booking to `to` now, or null when it may. An operator sets
 * right what went wrong, so any status may follow any other, unlike the parties' moves. What
 * still holds is what the booking must be true to: a status it has already is no move; only the
 * clock says a request expired unanswered; a booking the company confirms, runs or completes has
 * a driver, and only the company chooses one; a trip cannot be under way or over before its start
 * window, nor a no-show before its pickup; a request needs time left for the company to answer;
 * and a trip over for a day is not made active again (the clock would complete it at once).
 * The car and the driver being free is the database's to say when the booking becomes active.
 */
export function operatorMoveRefusal(
  booking: OperatorMoveState,
  to: BookingStatus,
  now: Date,
): MessageCode | null {
  if (to === booking.status) return 'booking_move_same_status';
  const startsFrom = booking.pickupAt.getTime() - BOOKING_LIMITS.startWindowHours * HOUR_MS;
  const overAt = booking.returnAt.getTime() + BOOKING_LIMITS.autoCompleteAfterHours * HOUR_MS;
  switch (to) {
    case 'expired':
      return 'booking_move_expired_clock_only';
    case 'requested':
      return respondByFor(now, booking.pickupAt).getTime() > now.getTime()
        ? null
        : 'booking_move_reopen_too_late';
    case 'confirmed':
    case 'in_progress':
      if (!booking.hasDriver) return 'booking_move_needs_driver';
      if (to === 'in_progress' && now.getTime() < startsFrom) return 'booking_move_before_trip';
      return now.getTime() >= overAt ? 'booking_move_trip_over' : null;
    case 'completed':
      if (!booking.hasDriver) return 'booking_move_needs_driver';
      return now.getTime() < startsFrom ? 'booking_move_before_trip' : null;
    case 'no_show':
      if (!booking.hasDriver) return 'booking_move_needs_driver';
      return now.getTime() < booking.pickupAt.getTime() ? 'booking_no_show_too_early' : null;
    case 'declined':
    case 'cancelled':
      return null;
  }
}

/** The statuses an operator may move the booking to now, for the console's choices. */
export function operatorMoves(booking: OperatorMoveState, now: Date): BookingStatus[] {
  return BOOKING_STATUSES.filter((to) => operatorMoveRefusal(booking, to, now) === null);
}
