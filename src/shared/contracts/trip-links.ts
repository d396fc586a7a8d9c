/**
 * A trip shared with family (docs/product/trips-and-money.md#sharing-a-trip): the customer makes
 * a read-only link, anyone with it reads the trip's few public facts, and the customer can stop
 * sharing at any time.
 */
import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../booking-constants.js';
import { SaidFields, TimestampSchema } from './common.js';

/** POST /api/bookings/{id}/share: the link, shown once (only its hash is kept). */
export const TripLinkResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  /** The token of `/t/{token}`. */
  token: z.string(),
});
export type TripLinkResponse = z.infer<typeof TripLinkResponseSchema>;

/** DELETE /api/bookings/{id}/share: every link of the trip stops working. */
export const TripLinkRevokedResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  revoked: z.int(),
});

/** Any token is looked up: one that was never made answers 404 like a revoked one. */
export const TripLinkParamsSchema = /* @__PURE__ */ z.object({
  token: z.string().check(z.maxLength(100)),
});

/** GET /api/trip-links/{token}: what the family reads. No phone, no address, no price. */
export const SharedTripResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  trip: z.object({
    status: z.enum(BOOKING_STATUSES),
    pickupAt: TimestampSchema,
    city: z.string(),
    car: z.object({
      name: z.string(),
      model: z.string(),
      image: z.string(),
      registration: z.nullable(z.string()),
    }),
    /** The driver's first name, once the company has chosen the driver. */
    driverFirstName: z.nullable(z.string()),
  }),
});
export type SharedTripResponse = z.infer<typeof SharedTripResponseSchema>;
