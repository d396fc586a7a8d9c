/**
 * Who may move a booking where, and what it costs (docs/product/trips-and-money.md#bookings): the state machine in
 * one place, pure, so each rule is tested on its own and every route and the clock obey the same
 * table. A move the table does not allow is a 409 with a message saying why.
 */
import {
  BOOKING_LIMITS,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingActor,
  type BookingStatus,
  type CancellationPolicy,
} from '../../../shared/booking-constants.js';
import { type MessageCode } from '../../../shared/message-ref.js';
import { conflict, type HttpError } from '../../http/errors.js';

const HOUR_MS = 3_600_000;

interface Move {
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

/** How the refusal names the move: "A completed booking cannot be cancelled". */
const ACTION_PAST: Record<BookingAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  start: 'started',
  complete: 'completed',
  'no-show': 'marked a no-show',
  cancel: 'cancelled',
};

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

const percentOf = (fare: number, percent: number) => Math.round((fare * percent) / 100);

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

export interface Decision {
  to: BookingStatus;
  /** Set for a cancellation or a no-show: what the customer owes. */
  fee: number | null;
}

/**
 * Whether `actor` may `action` the booking now, and where that takes it; throws the 409 that
 * says why not. (Whose booking it is was settled before: a stranger never finds it.)
 */
export function decideMove(
  booking: BookingState,
  action: BookingAction,
  actor: BookingActor,
  now: Date,
): Decision {
  const move = MOVES[action];
  if (!move.who.includes(actor) || !move.from.includes(booking.status))
    throw refused(booking, action);
  if (
    action === 'start' &&
    now.getTime() < booking.pickupAt.getTime() - BOOKING_LIMITS.startWindowHours * HOUR_MS
  )
    throw conflict('booking_start_too_early');
  if (action === 'no-show' && now.getTime() < booking.pickupAt.getTime())
    throw conflict('booking_no_show_too_early');
  if (action === 'cancel') return { to: move.to, fee: cancellationFee(booking, actor, now) };
  if (action === 'no-show')
    return { to: move.to, fee: percentOf(booking.fare, booking.cancellationPolicy.noShowPercent) };
  return { to: move.to, fee: null };
}

function refused(booking: BookingState, action: BookingAction): HttpError {
  return conflict('booking_move_refused', {
    status: booking.status.replace('_', ' '),
    action: ACTION_PAST[action],
  });
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

export interface OperatorDecision {
  to: BookingStatus;
  /**
   * What the customer owes: nothing on an operator's cancellation, the policy's share on a
   * no-show; null for any other status, since a fee of an earlier ending no longer stands.
   */
  fee: number | null;
  /**
   * Set when the booking becomes a request again: the company's new time to answer. Its driver
   * is released then, for the company to choose again when it accepts.
   */
  respondBy: Date | null;
  /**
   * Whether the operator's reason becomes the booking's own (the one its parties read under a
   * decline, a cancellation or a no-show); any other status clears an earlier one.
   */
  reasonShown: boolean;
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

/** Where an operator's move takes the booking; throws the 409 that says why not. */
export function decideOperatorMove(
  booking: OperatorMoveState,
  to: BookingStatus,
  now: Date,
): OperatorDecision {
  const refusal = operatorMoveRefusal(booking, to, now);
  if (refusal !== null) throw conflict(refusal);
  return {
    to,
    fee:
      to === 'cancelled'
        ? cancellationFee(booking, 'operator', now)
        : to === 'no_show'
          ? percentOf(booking.fare, booking.cancellationPolicy.noShowPercent)
          : null,
    respondBy: to === 'requested' ? respondByFor(now, booking.pickupAt) : null,
    reasonShown: to === 'declined' || to === 'cancelled' || to === 'no_show',
  };
}
