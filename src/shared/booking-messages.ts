/**
 * Messages of quotes, bookings and notifications, in English under stable codes like the
 * storefront's in `messages.ts` (docs/product/trips-and-money.md). A table of its own, so the
 * storefront's first screen never carries their words; the web app translates them in the
 * bookings area (`src/web/features/bookings/server-messages.ts`).
 */
export const BOOKING_MESSAGES = {
  // The trip asked about.
  trip_type_invalid: 'Trip type must be one of: rental, local, outstation, airport, one_way',
  trip_window_partial: 'Give both the pickup and the return time, or neither',
  package_invalid: 'Package must be one of: 4h40km, 8h80km, 12h120km',
  package_required: 'Choose a local package: 4 h/40 km, 8 h/80 km or 12 h/120 km',
  local_past_midnight: 'A local trip must end on the day it starts',
  place_required: 'Choose where the trip goes',
  place_unknown: 'Choose a place from the list',
  place_same_city: 'Choose a place other than {city}, where the car starts',
  place_unreachable: 'There is no route from {city} to this place yet',
  place_query_too_long: 'Search for a place with at most 60 characters',
  trip_route_not_found: 'There is no route from this city to this place',
  route_figure_invalid: 'Enter a whole number from 0 to {max}',
  route_source_required: 'Say where the figures come from (5 to 300 characters)',
  route_changed: 'Route saved: the next quotes use it',
  pickup_time_invalid: 'Enter the pickup date and time',
  return_time_invalid: 'Enter the return date and time',
  pickup_too_soon: 'Pickup must be at least {hours} hours from now',
  pickup_too_far: 'Pickup must be within {days} days from now',
  return_before_pickup: 'Return must be after pickup',
  trip_too_long: 'A trip can last at most {days} days',
  estimated_km_invalid: 'Enter the estimated distance as a whole number of km from 1 to {max}',
  estimated_km_required: 'Enter the estimated distance in km',
  passengers_invalid: 'Passengers must be a whole number from 1 to {max}',
  passengers_over_seats: 'This car seats {seats} passengers besides the driver',
  pickup_address_required: 'Enter the pickup address',
  car_not_bookable: 'This car cannot be booked right now',
  car_taken: 'This car is already booked for those dates',
  driver_taken: 'This driver is already driving another trip at that time',
  idempotency_key_invalid:
    'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  idempotency_key_reused: 'This Idempotency-Key was used for another booking',
  availability_range_invalid: 'Give from and to as YYYY-MM-DD, at most 366 days apart',

  // Moving a booking.
  booking_not_found: 'Booking not found',
  booking_move_refused: 'This booking is {status}, so it cannot be {action}',
  booking_start_too_early: 'A trip can be started from 3 hours before its pickup time',
  booking_no_show_too_early: 'A no-show can be recorded only after the pickup time',
  booking_driver_required: 'Choose the driver for this trip',
  booking_driver_invalid: 'Choose one of your own active drivers',
  booking_driver_rejected: "Saarthi's check did not pass this driver: choose another driver",
  start_code_invalid: 'Enter the 4-digit start code the customer has',
  odometer_invalid: 'Enter the odometer reading in km, a whole number from 0 to {max}',
  booking_start_code_wrong: "That is not the customer's start code: {left} tries left",
  booking_start_locked:
    'Starting this trip is locked after {tries} wrong codes: ask Saarthi to unlock it',
  odometer_backwards: 'The odometer cannot read less than at the start ({start} km)',
  odometer_too_far:
    'That is {km} km, more than {max} km for each day of the trip: check the reading',
  trip_end_invalid: 'Enter when the trip ended, after it started and not later than now',
  expense_kind_invalid: 'Choose toll, parking, permit or other',
  expense_amount_invalid: 'Enter the amount in whole rupees, from 1 to {max}',
  expenses_too_many: 'Record at most {max} expenses',
  trip_shared: 'Link made: anyone with it can follow this trip until you stop sharing',
  trip_sharing_stopped: 'Sharing stopped: the links of this trip no longer work',
  trip_link_not_found: 'This trip link no longer works',
  sos_raised: "Saarthi's team has your alert and will call you now",
  sos_trip_not_ongoing: 'SOS is for a trip under way',
  booking_reason_required: 'Please give a reason (at least {min} characters)',
  booking_requested: 'Booking requested: the travel company has {hours} hours to answer',
  booking_confirmed: 'Booking confirmed',
  booking_declined: 'Booking declined',
  booking_started: 'Trip started',
  booking_completed: 'Trip completed',
  booking_no_show: 'Recorded as a no-show',
  booking_cancelled: 'Booking cancelled',
  block_overlaps_booking: 'This car has a booking on some of these days',

  // Notifications.
  notifications_read: 'Notifications marked as read',
} as const;
