import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BookingMessageCode } from '@shared/message-ref';

/**
 * The bookings' messages (`shared/booking-messages.ts`) in the reader's language, for the customer's
 * booking pages and the partner portal alike: one table of what both read the same, and the few
 * each side reads in its own words (a customer is told the travel company must choose a driver,
 * the company to choose one). A new booking code fails the type check until it has its words.
 */
type AudienceCode =
  | 'trip_type_invalid'
  | 'car_taken'
  | 'driver_taken'
  | 'availability_range_invalid'
  | 'booking_not_found'
  | 'booking_move_refused'
  | 'booking_driver_required'
  | 'booking_driver_invalid'
  | 'booking_driver_rejected'
  | 'block_overlaps_booking';

export const BOOKING_SHARED_MESSAGES: Record<
  Exclude<BookingMessageCode, AudienceCode>,
  MessageDescriptor
> = {
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
  trip_window_partial: msg({ message: 'Give both the pickup and the return time, or neither' }),
  package_invalid: msg({ message: 'Choose a local package: 4 h/40 km, 8 h/80 km or 12 h/120 km' }),
  package_required: msg({ message: 'Choose a local package: 4 h/40 km, 8 h/80 km or 12 h/120 km' }),
  local_past_midnight: msg({ message: 'A local trip must end on the day it starts' }),
  place_required: msg({ message: 'Choose where the trip goes' }),
  place_unknown: msg({ message: 'Choose a place from the list' }),
  place_same_city: msg({ message: 'Choose a place other than {city}, where the car starts' }),
  place_unreachable: msg({ message: 'There is no route from {city} to this place yet' }),
  place_query_too_long: msg({ message: 'Search for a place with at most 60 characters' }),
  trip_route_not_found: msg({ message: 'There is no route from this city to this place' }),
  route_figure_invalid: msg({ message: 'Enter a whole number from 0 to {max}' }),
  route_source_required: msg({
    message: 'Say where the figures come from (5 to 300 characters)',
  }),
  route_border_unknown: msg({ message: 'Choose the states the route enters from the list' }),
  route_changed: msg({ message: 'Route saved: the next quotes use it' }),
  passengers_invalid: msg({ message: 'Passengers must be a whole number from 1 to {max}' }),
  passengers_over_seats: msg({ message: 'This car seats {seats} passengers besides the driver' }),
  pickup_address_required: msg({ message: 'Enter the pickup address' }),
  car_not_bookable: msg({ message: 'This car cannot be booked right now' }),
  idempotency_key_invalid: msg({
    message: 'The booking request could not be sent as it was. Please try again.',
  }),
  idempotency_key_reused: msg({
    message: 'The booking request could not be sent as it was. Please try again.',
  }),
  booking_start_too_early: msg({
    message: 'A trip can be started from 3 hours before its pickup time',
  }),
  booking_no_show_too_early: msg({
    message: 'A no-show can be recorded only after the pickup time',
  }),
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
  notifications_read: msg({ message: 'Notifications marked as read' }),
  start_code_invalid: msg({ message: 'Enter the 4-digit start code the customer has' }),
  odometer_invalid: msg({
    message: 'Enter the odometer reading in km, a whole number from 0 to {max}',
  }),
  booking_start_code_wrong: msg({
    message: "That is not the customer's start code: {left} tries left",
  }),
  booking_start_locked: msg({
    message: 'Starting this trip is locked after {tries} wrong codes: ask Saarthi to unlock it',
  }),
  odometer_backwards: msg({
    message: 'The odometer cannot read less than at the start ({start} km)',
  }),
  odometer_too_far: msg({
    message: 'That is {km} km, more than {max} km for each day of the trip: check the reading',
  }),
  trip_end_invalid: msg({
    message: 'Enter when the trip ended, after it started and not later than now',
  }),
  expense_kind_invalid: msg({ message: 'Choose toll, parking, permit or other' }),
  expense_amount_invalid: msg({ message: 'Enter the amount in whole rupees, from 1 to {max}' }),
  expenses_too_many: msg({ message: 'Record at most {max} expenses' }),
  trip_shared: msg({
    message: 'Link made: anyone with it can follow this trip until you stop sharing',
  }),
  trip_sharing_stopped: msg({
    message: 'Sharing stopped: the links of this trip no longer work',
  }),
  trip_link_not_found: msg({ message: 'This trip link no longer works' }),
  sos_raised: msg({ message: "Saarthi's team has your alert and will call you now" }),
  sos_trip_not_ongoing: msg({ message: 'SOS is for a trip under way' }),
  payment_method_invalid: msg({ message: 'Choose UPI, cash, card or bank transfer' }),
  promotion_code_invalid: msg({ message: 'Enter the offer code: 4 to 20 letters and digits' }),
  promotion_unknown: msg({ message: 'There is no offer with this code' }),
  promotion_not_started: msg({ message: 'This offer starts on {day}' }),
  promotion_expired: msg({ message: 'This offer has ended' }),
  promotion_city: msg({ message: 'This offer is not for cars in {city}' }),
  promotion_first_trip: msg({ message: 'This offer is for a first trip with Saarthi' }),
  promotion_customer_limit: msg({ message: 'You have used this offer as often as it allows' }),
  promotion_over_fare: msg({ message: 'This offer is worth more than the fare of this trip' }),
  promotion_used_up: msg({ message: 'This offer has been used up' }),
  payment_amount_invalid: msg({ message: 'Enter the amount in whole rupees, from 1 to {max}' }),
  payment_reference_invalid: msg({ message: 'Enter the reference as text' }),
  payment_utr_invalid: msg({ message: 'Enter the 12-digit UTR of the UPI payment' }),
  payment_over_balance: msg({ message: 'That is more than the {due} still due on this trip' }),
  payment_not_billed: msg({
    message: 'Payments are recorded once the trip is billed: completed, or a fee charged',
  }),
  payment_utr_taken: msg({ message: 'A payment with this UTR is already recorded' }),
  payment_recorded: msg({ message: 'Payment recorded' }),
  invoice_not_found: msg({ message: 'This trip has no tax invoice yet' }),
  tax_document_not_found: msg({ message: 'This trip has no such tax document' }),
  expense_receipt_invalid: msg({ message: 'Upload the photo of the receipt again' }),
  refund_recorded: msg({ message: 'Refund recorded' }),
  refund_nothing_owed: msg({ message: 'Nothing is owed back to the customer on this trip' }),
  refund_over_owed: msg({ message: 'That is more than the {owed} owed back to the customer' }),
  credit_amount_invalid: msg({ message: 'Enter the amount in whole rupees, from 1 to {max}' }),
  credit_over_line: msg({
    message: 'That is more than the {left} this line can still give back',
  }),
  credit_over_invoice: msg({
    message: 'That is more than the {left} the invoice still has to give back',
  }),
  credit_no_invoice: msg({ message: 'This trip has no tax invoice to correct' }),
  dispute_line_unknown: msg({ message: 'Choose a line of the bill' }),
  dispute_reason_length: msg({ message: 'Say what is wrong in {min} to {max} characters' }),
  dispute_answer_length: msg({ message: 'Write the answer in {min} to {max} characters' }),
  dispute_not_billed: msg({ message: "Only a completed trip's bill can be questioned" }),
  dispute_window_over: msg({
    message: "A bill can be questioned within {hours} hours of the trip's end",
  }),
  dispute_already_open: msg({ message: "This line is already with Saarthi's team" }),
  dispute_raised: msg({
    message: "Your question reached Saarthi's team: the answer will show here",
  }),
  dispute_not_found: msg({ message: 'No open question about a bill has this id' }),
  dispute_resolved: msg({ message: 'Answer sent to the customer and the company' }),
};

/** What a customer reads where the two sides' words differ. */
export const CUSTOMER_BOOKING_MESSAGES: Record<AudienceCode, MessageDescriptor> = {
  trip_type_invalid: msg({
    message: 'Choose rental, local package, outstation, airport transfer or one-way drop',
  }),
  car_taken: msg({
    message: 'This car is already booked for those dates. Please choose other dates.',
  }),
  driver_taken: msg({ message: 'The driver is already driving another trip at that time' }),
  availability_range_invalid: msg({
    message: 'The calendar could not be read for those dates. Please try another month.',
  }),
  booking_not_found: msg({ message: 'Trip not found' }),
  booking_move_refused: msg({
    message: 'This trip has changed meanwhile, so this can no longer be done. See its status now.',
  }),
  booking_driver_required: msg({ message: 'The travel company has to choose the driver' }),
  booking_driver_invalid: msg({ message: 'The travel company has to choose one of its drivers' }),
  booking_driver_rejected: msg({ message: 'The travel company has to choose another driver' }),
  block_overlaps_booking: msg({ message: 'This car has a booking on some of these days' }),
};

/** What a travel company (and the console) reads where the two sides' words differ. */
export const COMPANY_BOOKING_MESSAGES: Record<AudienceCode, MessageDescriptor> = {
  trip_type_invalid: msg({
    message:
      'Trip type must be rental, local package, outstation, airport transfer or one-way drop',
  }),
  car_taken: msg({ message: 'This car is already booked for those dates' }),
  driver_taken: msg({
    message: 'This driver is already driving another trip at that time: choose another driver',
  }),
  availability_range_invalid: msg({
    message: 'Choose dates at most a year apart, the first before the last',
  }),
  booking_not_found: msg({ message: 'Booking not found' }),
  booking_move_refused: msg({
    message:
      'This booking has changed meanwhile, so this can no longer be done. See its status now.',
  }),
  booking_driver_required: msg({ message: 'Choose the driver for this trip' }),
  booking_driver_invalid: msg({ message: 'Choose one of your own active drivers' }),
  booking_driver_rejected: msg({
    message: "Saarthi's check did not pass this driver: choose another driver",
  }),
  block_overlaps_booking: msg({
    message: 'This car has a booking on some of these days: choose other days',
  }),
};

/** The tables a customer's trip pages word the bookings' messages by. */
export const CUSTOMER_BOOKING_TABLES = [CUSTOMER_BOOKING_MESSAGES, BOOKING_SHARED_MESSAGES];

/** The tables the partner portal and the console word the bookings' messages by. */
export const COMPANY_BOOKING_TABLES = [COMPANY_BOOKING_MESSAGES, BOOKING_SHARED_MESSAGES];
