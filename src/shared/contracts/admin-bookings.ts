/**
 * Bookings in the operator console (docs/product/marketplace.md#operator-console: search by reference, phone,
 * company, status and dates; move any booking with a reason, recorded in its history). Apart from
 * `bookings.ts` because its messages are the console's: the customer's and the partner's pages
 * import `bookings.ts`, and would otherwise carry the console's texts in their chunks.
 */
import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../booking-constants.js';
import { messageRef } from '../message-ref.js';
import { mobileDigits } from '../validators.js';
import { BookingSchema } from './bookings.js';
import { IdSchema, SaidFields, TimestampSchema, daysInOrder } from './common.js';
import { calendarDaySchema } from './dates.js';
import { PageCursorSchema, PageLimitSchema } from './pagination.js';
import { VERIFY_REASON } from './verification.js';

/**
 * A reference as people read it out: `SA-7K3Q9X`; matched whole, in any case, with or without
 * its `SA-` (`7k3q9x`, `SA 7K3Q9X` and `SA7K3Q9X` find the same booking).
 */
export const BOOKING_REFERENCE_MAX = 12;
const REFERENCE = /^[A-Za-z0-9 -]+$/;
/** A whole reference's six-character code, typed with its `SA` (and dash) or without. */
const WHOLE_REFERENCE = /^(?:SA-?)?([A-Z0-9]{6})$/;

/** The reference as the booking holds it: capitals, `SA-` and its six-character code. */
export function bookingReferenceOf(typed: string): string {
  const compact = typed.trim().toUpperCase().replace(/\s+/g, '');
  const code = WHOLE_REFERENCE.exec(compact)?.[1];
  return code === undefined ? compact : `SA-${code}`;
}
const REFERENCE_INVALID = messageRef('admin_booking_reference_invalid', {
  max: BOOKING_REFERENCE_MAX,
});

const DAY_INVALID = messageRef('admin_booking_day_invalid');
const DaySchema = calendarDaySchema(DAY_INVALID);

const PHONE_INVALID = messageRef('admin_booking_phone_invalid');

/** What the console's booking search filters by: the list's and its CSV's. */
const bookingFilters = {
  reference: z.optional(
    z
      .string({ error: REFERENCE_INVALID })
      .check(
        z.trim(),
        z.maxLength(BOOKING_REFERENCE_MAX, REFERENCE_INVALID),
        z.regex(REFERENCE, REFERENCE_INVALID),
        z.overwrite(bookingReferenceOf),
      ),
  ),
  /** The customer's mobile number: the 10 digits of their account, with or without +91 and spaces. */
  phone: z.optional(
    z
      .string({ error: PHONE_INVALID })
      .check(z.overwrite(mobileDigits), z.regex(/^\d{10}$/, PHONE_INVALID)),
  ),
  companyId: z.optional(IdSchema),
  status: z.optional(
    z.enum(BOOKING_STATUSES, { error: messageRef('admin_booking_status_invalid') }),
  ),
  /** The first and the last India calendar day of the pickups, both included. */
  from: z.optional(DaySchema),
  to: z.optional(DaySchema),
};

export const AdminBookingListQuerySchema = z
  .object({ ...bookingFilters, cursor: z.optional(PageCursorSchema), limit: PageLimitSchema })
  .check(daysInOrder('admin_booking_days_order'));
export type AdminBookingListQuery = z.infer<typeof AdminBookingListQuerySchema>;

/** GET /api/admin/bookings.csv: the search's filters; every matching booking, not a page. */
export const AdminBookingCsvQuerySchema = z
  .object(bookingFilters)
  .check(daysInOrder('admin_booking_days_order'));
export type AdminBookingCsvQuery = z.infer<typeof AdminBookingCsvQuerySchema>;

/** One booking of the search's results: enough to recognise it on the phone. */
export const AdminBookingRowSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  pickupAt: TimestampSchema,
  returnAt: TimestampSchema,
  car: z.object({ _id: IdSchema, name: z.string(), model: z.string() }),
  company: z.object({ _id: IdSchema, name: z.string() }),
  customer: z.object({ name: z.string(), phone: z.string() }),
  total: z.int(),
});
export type AdminBookingRow = z.infer<typeof AdminBookingRowSchema>;

export const AdminBookingListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  bookings: z.array(AdminBookingRowSchema),
  /** Send as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AdminBookingListResponse = z.infer<typeof AdminBookingListResponseSchema>;

/**
 * One booking as the console reads it: what its parties see, the customer's account (to find it
 * among the users), and the statuses an operator may move it to now (`bookings/policy.ts`).
 */
export const AdminBookingSchema = /* @__PURE__ */ z.extend(BookingSchema, {
  customerAccount: z.object({ _id: IdSchema, email: z.string() }),
  moves: z.array(z.enum(BOOKING_STATUSES)),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

export const AdminBookingResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  booking: AdminBookingSchema,
});
export type AdminBookingResponse = z.infer<typeof AdminBookingResponseSchema>;

/** A booking an operator moved: as it is now, and what was done, in words. */
export const AdminBookingChangeResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  booking: AdminBookingSchema,
});
export type AdminBookingChangeResponse = z.infer<typeof AdminBookingChangeResponseSchema>;

/** How long an operator's reason for a move is: both parties read it in their e-mail. */
export const BOOKING_MOVE_REASON = VERIFY_REASON;
const MOVE_REASON_INVALID = messageRef('booking_move_reason_required', {
  min: BOOKING_MOVE_REASON.min,
});

const operatorReason = /* @__PURE__ */ z
  .string({ error: MOVE_REASON_INVALID })
  .check(
    z.trim(),
    z.minLength(BOOKING_MOVE_REASON.min, MOVE_REASON_INVALID),
    z.maxLength(BOOKING_MOVE_REASON.max, messageRef('max_chars', { max: BOOKING_MOVE_REASON.max })),
  );

/** POST /api/admin/bookings/{id}/move: where to, and why (the history and the audit log keep it). */
export const BookingMoveBodySchema = /* @__PURE__ */ z.object({
  to: z.enum(BOOKING_STATUSES, { error: messageRef('booking_move_to_invalid') }),
  reason: operatorReason,
});
export type BookingMoveBody = z.infer<typeof BookingMoveBodySchema>;

/** POST /api/admin/bookings/{id}/unlock-start: why (the audit log keeps it). */
export const UnlockStartBodySchema = /* @__PURE__ */ z.object({
  reason: operatorReason,
});
export type UnlockStartBody = z.infer<typeof UnlockStartBodySchema>;
