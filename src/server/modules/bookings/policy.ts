/**
 * Who may move a booking where, and what it costs (docs/product/trips-and-money.md#bookings). The
 * state machine itself is shared with the web app (shared/booking-policy.ts); here a move it
 * refuses becomes the 409 that says why.
 */
import {
  type BookingAction,
  type BookingActor,
  type BookingStatus,
} from '../../../shared/booking-constants.js';
import {
  cancellationFee,
  MOVES,
  mayMove,
  noShowFee,
  operatorMoveRefusal,
  respondByFor,
  tooEarly,
  type BookingState,
  type OperatorMoveState,
} from '../../../shared/booking-policy.js';
import { conflict, type HttpError } from '../../http/errors.js';

export {
  cancellationFee,
  cancellationFeeNow,
  cancellationPercent,
  MOVES,
  operatorMoveRefusal,
  operatorMoves,
  respondByFor,
  type BookingState,
  type OperatorMoveState,
} from '../../../shared/booking-policy.js';

/** How the refusal names the move: "A completed booking cannot be cancelled". */
const ACTION_PAST: Record<BookingAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  start: 'started',
  complete: 'completed',
  'no-show': 'marked a no-show',
  cancel: 'cancelled',
};

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
  if (!mayMove(action, booking.status, actor)) throw refused(booking, action);
  const early = tooEarly(action, booking.pickupAt, now);
  if (early !== null) throw conflict(early);
  if (action === 'cancel') return { to: move.to, fee: cancellationFee(booking, actor, now) };
  if (action === 'no-show')
    return { to: move.to, fee: noShowFee(booking.fare, booking.cancellationPolicy) };
  return { to: move.to, fee: null };
}

function refused(booking: BookingState, action: BookingAction): HttpError {
  return conflict('booking_move_refused', {
    status: booking.status.replace('_', ' '),
    action: ACTION_PAST[action],
  });
}

// ---- An operator's move -----------------------------------------------------------------------

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
          ? noShowFee(booking.fare, booking.cancellationPolicy)
          : null,
    respondBy: to === 'requested' ? respondByFor(now, booking.pickupAt) : null,
    reasonShown: to === 'declined' || to === 'cancelled' || to === 'no_show',
  };
}
