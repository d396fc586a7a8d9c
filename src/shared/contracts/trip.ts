/**
 * The parts of a trip that a quote, a booking and the car search all read, in a module of their
 * own so that the storefront's car list carries them without the bookings' contract.
 */
import * as z from 'zod/mini';
import { BOOKING_LIMITS, LOCAL_PACKAGES, TRIP_TYPES } from '../booking-constants.js';
import { messageRef } from '../message-ref.js';

export const TripTypeSchema = /* @__PURE__ */ z.enum(TRIP_TYPES, {
  error: messageRef('trip_type_invalid'),
});

export const LocalPackageSchema = /* @__PURE__ */ z.enum(LOCAL_PACKAGES, {
  error: messageRef('package_invalid'),
});

export const EstimatedKmSchema = /* @__PURE__ */ z
  .int({
    error: messageRef('estimated_km_invalid', { max: BOOKING_LIMITS.estimatedKmMax }),
  })
  .check(
    z.minimum(1, messageRef('estimated_km_invalid', { max: BOOKING_LIMITS.estimatedKmMax })),
    z.maximum(
      BOOKING_LIMITS.estimatedKmMax,
      messageRef('estimated_km_invalid', { max: BOOKING_LIMITS.estimatedKmMax }),
    ),
  );
