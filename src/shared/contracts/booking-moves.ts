/**
 * What each party sends to move a booking (docs/product/trips-and-money.md#bookings): the driver
 * on accepting, the reason for a decline or cancellation, the start code and readings of the
 * trip day, and what the driver paid on the way.
 */
import * as z from 'zod/mini';
import { BOOKING_LIMITS } from '../booking-constants.js';
import { messageRef } from '../message-ref.js';
import { TRIP_DAY } from '../trip-day.js';
import { boundedText, ExpenseSchema } from './bookings.js';
import { IdSchema } from './common.js';
import { momentSchema } from './dates.js';

const reasonSchema = (min: number) =>
  z
    .string({ error: messageRef('booking_reason_required', { min }) })
    .check(
      z.trim(),
      z.minLength(min, messageRef('booking_reason_required', { min })),
      z.maxLength(BOOKING_LIMITS.reasonMax),
    );

/** accept: the driver who will drive. */
export const AcceptBodySchema = /* @__PURE__ */ z.object({
  driverId: IdSchema,
});
/** decline and the partner's cancel: the customer is told why. */
export const ReasonBodySchema = /* @__PURE__ */ z.object({ reason: reasonSchema(3) });
/** A customer's cancel: a reason is welcome, not required. */
export const CustomerCancelBodySchema = /* @__PURE__ */ z.object({
  reason: z._default(boundedText(BOOKING_LIMITS.reasonMax), ''),
});
/** An odometer reading in whole km. */
const OdometerSchema = /* @__PURE__ */ z
  .int({ error: messageRef('odometer_invalid', { max: TRIP_DAY.odometerMaxKm }) })
  .check(
    z.minimum(0, messageRef('odometer_invalid', { max: TRIP_DAY.odometerMaxKm })),
    z.maximum(
      TRIP_DAY.odometerMaxKm,
      messageRef('odometer_invalid', { max: TRIP_DAY.odometerMaxKm }),
    ),
  );

/** start: the customer's code, and the odometer as the trip begins. */
export const StartBodySchema = /* @__PURE__ */ z.object({
  code: z
    .string({ error: messageRef('start_code_invalid') })
    .check(z.trim(), z.regex(/^[0-9]{4}$/, messageRef('start_code_invalid'))),
  odometerKm: OdometerSchema,
});
export type StartBody = z.infer<typeof StartBodySchema>;

/**
 * complete: the odometer at the end, when the trip ended (now, unless said) and what the driver
 * paid on the way.
 */
export const CompleteBodySchema = /* @__PURE__ */ z.object({
  odometerKm: OdometerSchema,
  endedAt: z.optional(momentSchema(messageRef('trip_end_invalid'))),
  expenses: z._default(
    z
      .array(ExpenseSchema)
      .check(
        z.maxLength(
          TRIP_DAY.expensesMax,
          messageRef('expenses_too_many', { max: TRIP_DAY.expensesMax }),
        ),
      ),
    [],
  ),
});
export type CompleteBody = z.infer<typeof CompleteBodySchema>;

/** no-show: nothing to add. */
export const EmptyBodySchema = /* @__PURE__ */ z.optional(z.object({}));
