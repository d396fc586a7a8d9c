import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BookingMessageCode } from '@shared/messages';
// The English of these messages, so that a form rule's text is recognised in this area too.
import '@shared/booking-messages';
import { addServerMessages } from '../../lib/i18n/server-messages';

/**
 * The bookings' messages (`@shared/booking-messages`) as a customer reads them: the API's
 * refusals of a quote or a booking, its answers, and the rules of the booking form. They live in
 * the bookings area's catalogue, not the storefront's first screen; importing this module (every
 * booking screen does) makes `useTranslateMessage` know them. A new booking code fails the type
 * check here until it has its translation.
 */
export const BOOKING_SERVER_MESSAGES: Record<BookingMessageCode, MessageDescriptor> = {
  // The trip asked about.
  trip_type_invalid: msg({ message: 'Choose rental, outstation or airport transfer' }),
  pickup_time_invalid: msg({ message: 'Enter the pickup date and time' }),
  return_time_invalid: msg({ message: 'Enter the return date and time' }),
  pickup_too_soon: msg({ message: 'Pickup must be at least {hours} hours from now' }),
  pickup_too_far: msg({ message: 'Pickup must be within {days} days from now' }),
  return_before_pickup: msg({ message: 'Return must be after pickup' }),
  trip_too_long: msg({ message: 'A trip can last at most {days} days' }),
  estimated_km_invalid: msg({
    message: 'Enter the estimated distance as a whole number of km from 1 to {max}',
  }),
  estimated_km_required: msg({ message: 'Enter the estimated distance in km' }),
  passengers_invalid: msg({ message: 'Passengers must be a whole number from 1 to {max}' }),
  passengers_over_seats: msg({ message: 'This car seats {seats} passengers besides the driver' }),
  pickup_address_required: msg({ message: 'Enter the pickup address' }),
  car_not_bookable: msg({ message: 'This car cannot be booked right now' }),
  car_taken: msg({
    message: 'This car is already booked for those dates. Please choose other dates.',
  }),
  driver_taken: msg({ message: 'The driver is already driving another trip at that time' }),
  idempotency_key_invalid: msg({
    message: 'The booking request could not be sent as it was. Please try again.',
  }),
  idempotency_key_reused: msg({
    message: 'The booking request could not be sent as it was. Please try again.',
  }),
  availability_range_invalid: msg({
    message: 'The calendar could not be read for those dates. Please try another month.',
  }),

  // Moving a booking. The refusal's English names the status and the move in English words
  // ("This booking is confirmed, so it cannot be cancelled"); said here without them, since the
  // page reads the trip again and shows its status in the reader's language.
  booking_not_found: msg({ message: 'Trip not found' }),
  booking_move_refused: msg({
    message: 'This trip has changed meanwhile, so this can no longer be done. See its status now.',
  }),
  booking_start_too_early: msg({
    message: 'A trip can be started from 3 hours before its pickup time',
  }),
  booking_no_show_too_early: msg({
    message: 'A no-show can be recorded only after the pickup time',
  }),
  booking_driver_required: msg({ message: 'The travel company has to choose the driver' }),
  booking_driver_invalid: msg({ message: 'The travel company has to choose one of its drivers' }),
  booking_driver_rejected: msg({ message: 'The travel company has to choose another driver' }),
  booking_reason_required: msg({ message: 'Please give a reason (at least {min} characters)' }),
  booking_requested: msg({
    message: 'Booking requested: the travel company has {hours} hours to answer',
  }),
  booking_confirmed: msg({ message: 'Booking confirmed' }),
  booking_declined: msg({ message: 'Booking declined' }),
  booking_started: msg({ message: 'Trip started' }),
  booking_completed: msg({ message: 'Trip completed' }),
  booking_no_show: msg({ message: 'Recorded as a no-show' }),
  booking_cancelled: msg({ message: 'Booking cancelled' }),
  block_overlaps_booking: msg({ message: 'This car has a booking on some of these days' }),

  // Notifications.
  notifications_read: msg({ message: 'Notifications marked as read' }),
};

addServerMessages(BOOKING_SERVER_MESSAGES);
