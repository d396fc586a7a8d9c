import { violatedConstraint } from '../../db/constraints.js';
import type { MessageParams } from '../../../shared/message-ref.js';
import { formatRupees } from '../../../shared/money.js';
import { TRIP_DAY } from '../../../shared/trip-day.js';
import { badRequest, conflict, fieldError, notFound, type HttpError } from '../../http/errors.js';
import { OfferRefused } from '../promotions/offer.js';

/**
 * An offer's refusal: used up is a conflict (it applied, and others took it first); any other
 * is the code's field, which the form shows beside it.
 */
export function offerError(error: OfferRefused): HttpError {
  if (error.refusal === 'promotion_used_up') return conflict('promotion_used_up');
  return fieldError('promoCode', error.refusal, error.params);
}

/**
 * Why a booking could not be made or moved. The repositories throw these, never an HTTP error:
 * what a refusal answers is the routes' to say (`answering`, below).
 */
export type BookingRefusal =
  | 'car_not_found'
  | 'car_not_bookable'
  | 'car_taken'
  | 'driver_taken'
  | 'idempotency_key_reused'
  | 'booking_not_found'
  | 'booking_driver_invalid'
  | 'booking_driver_rejected'
  | 'booking_move_car_taken'
  | 'booking_move_driver_taken'
  | 'booking_move_driver_unavailable'
  | 'booking_start_code_wrong'
  | 'booking_start_locked'
  | 'booking_start_not_locked'
  | 'odometer_backwards'
  | 'odometer_too_far'
  | 'trip_end_invalid'
  | 'payment_not_billed'
  | 'payment_over_balance'
  | 'payment_utr_taken'
  | 'expense_receipt_invalid'
  | 'refund_nothing_owed'
  | 'refund_over_owed'
  | 'credit_no_invoice'
  | 'credit_over_invoice'
  | 'credit_over_line';

export class BookingRefused extends Error {
  constructor(
    readonly refusal: BookingRefusal,
    /** What the message names: the tries left after a wrong code. */
    readonly params?: MessageParams,
  ) {
    super(refusal);
    this.name = 'BookingRefused';
  }
}

/**
 * The database's refusal of a hold, from the constraint it names: another booking or a
 * maintenance block holds the car then (`car_busy`, migration 0015), or the driver drives
 * another trip then.
 */
export function holdRefused(error: unknown): 'car_taken' | 'driver_taken' | undefined {
  switch (violatedConstraint(error)) {
    case 'car_busy_no_overlap':
      return 'car_taken';
    case 'bookings_driver_no_overlap':
      return 'driver_taken';
    default:
      return undefined;
  }
}

/** The answer a refusal gets: what the customer, partner or operator can act on. */
export function refusalError(error: unknown): HttpError | undefined {
  if (error instanceof OfferRefused) return offerError(error);
  if (!(error instanceof BookingRefused)) return undefined;
  switch (error.refusal) {
    case 'car_not_found':
      return notFound('car_not_found');
    case 'car_not_bookable':
      return badRequest('car_not_bookable');
    case 'car_taken':
      return conflict('car_taken');
    case 'driver_taken':
      return conflict('driver_taken');
    case 'idempotency_key_reused':
      return conflict('idempotency_key_reused');
    case 'booking_not_found':
      return notFound('booking_not_found');
    case 'booking_driver_invalid':
      return fieldError('driverId', 'booking_driver_invalid');
    case 'booking_driver_rejected':
      return fieldError('driverId', 'booking_driver_rejected');
    case 'booking_move_car_taken':
      return conflict('booking_move_car_taken');
    case 'booking_move_driver_taken':
      return conflict('booking_move_driver_taken');
    case 'booking_move_driver_unavailable':
      return conflict('booking_move_driver_unavailable');
    case 'booking_start_code_wrong':
      return fieldError('code', 'booking_start_code_wrong', error.params);
    case 'booking_start_locked':
      // Locked: only an operator's unlock lets the driver try again.
      return conflict('booking_start_locked', { tries: TRIP_DAY.startCodeTries });
    case 'booking_start_not_locked':
      return conflict('booking_start_not_locked');
    case 'odometer_backwards':
    case 'odometer_too_far':
      return fieldError('odometerKm', error.refusal, error.params);
    case 'trip_end_invalid':
      return fieldError('endedAt', 'trip_end_invalid');
    case 'payment_not_billed':
      return conflict('payment_not_billed');
    case 'payment_over_balance':
      return fieldError('amount', 'payment_over_balance', {
        due: formatRupees(Number(error.params?.due ?? 0)),
      });
    case 'payment_utr_taken':
      return fieldError('reference', 'payment_utr_taken');
    case 'refund_nothing_owed':
      return conflict('refund_nothing_owed');
    case 'refund_over_owed':
      return fieldError('amount', 'refund_over_owed', {
        owed: formatRupees(Number(error.params?.owed ?? 0)),
      });
    case 'expense_receipt_invalid':
      return fieldError('expenses', 'expense_receipt_invalid');
    case 'credit_no_invoice':
      return conflict('credit_no_invoice');
    case 'credit_over_invoice':
    case 'credit_over_line':
      return fieldError('credit', error.refusal, {
        left: formatRupees(Number(error.params?.left ?? 0)),
      });
  }
}

/** Runs a repository call, answering its refusals as HTTP errors. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusalError(error) ?? error;
  }
}
