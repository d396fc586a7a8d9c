/**
 * SOS on a trip under way (docs/product/trips-and-money.md#sos): the customer raises it, the
 * operator console shows it at the top of every page until an operator acknowledges it.
 */
import * as z from 'zod/mini';
import { IdSchema, SaidFields, TimestampSchema } from './common.js';

export const SosAlertSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  bookingId: IdSchema,
  reference: z.string(),
  raisedAt: TimestampSchema,
  car: z.object({ name: z.string(), registration: z.nullable(z.string()) }),
  customer: z.object({ name: z.string(), phone: z.string() }),
  company: z.object({ name: z.string(), phone: z.string() }),
  driver: z.nullable(z.object({ name: z.string() })),
});
export type SosAlert = z.infer<typeof SosAlertSchema>;

/** POST /api/bookings/{id}/sos: the alert raised (or the one already open for the trip). */
export const SosRaisedResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  alertId: IdSchema,
});

/** GET /api/admin/sos: the open alerts, oldest first. */
export const SosListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  alerts: z.array(SosAlertSchema),
});
export type SosListResponse = z.infer<typeof SosListResponseSchema>;

/** POST /api/admin/sos/{id}/acknowledge. */
export const SosAcknowledgedResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
});
