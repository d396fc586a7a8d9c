/**
 * Quotes, bookings and a car's busy times (docs/product/trips-and-money.md#trips-and-money): what a
 * customer asks for and what the server prices and answers (the bodies of each party's moves
 * are `booking-moves.ts`'s).
 * Every price is the server's: amounts, totals and statuses sent by a client are not read.
 */
import * as z from 'zod/mini';
import {
  BOOKING_ACTORS,
  BOOKING_LIMITS,
  BOOKING_STATUSES,
  LOCAL_PACKAGES,
  TRIP_TYPES,
} from '../booking-constants.js';
import { CATEGORIES } from '../constants.js';
import { messageRef } from '../message-ref.js';
import { IdSchema, SaidFields, TimestampSchema } from './common.js';
import { indiaToday } from '../india-time.js';
import { calendarDaySchema, daysInRange, momentSchema } from './dates.js';
import { PlaceIdSchema } from './places.js';
import { PromoCodeSchema } from './promotions.js';
import { EstimatedKmSchema, LocalPackageSchema, TripTypeSchema } from './trip.js';
import { TRIP_DAY } from '../trip-day.js';
import { isGstin } from '../validators.js';
import {
  DisputeSchema,
  PaymentSchema,
  TaxDocumentSummarySchema,
  UpiPaymentSchema,
} from './billing.js';

// ---------------------------------------------------------------------------------------------
// The trip asked about.

/**
 * POST /api/quotes. `estimatedKm` is needed for a rental, and for an outstation trip without a
 * place; `package` for a local trip; `to` (a place) for a one-way drop and, to be quoted all-in,
 * an outstation trip. A trip to a place is charged at least its route's km.
 */
export const QuoteBodySchema = /* @__PURE__ */ z.object({
  carId: IdSchema,
  tripType: TripTypeSchema,
  // With its offset (`2026-12-05T06:00:00+05:30`), as the form sends India time.
  pickupAt: momentSchema(messageRef('pickup_time_invalid')),
  returnAt: momentSchema(messageRef('return_time_invalid')),
  estimatedKm: z.optional(EstimatedKmSchema),
  package: z.optional(LocalPackageSchema),
  to: z.optional(PlaceIdSchema),
  /** A Saarthi offer's code, typed in any case. */
  promoCode: z.optional(PromoCodeSchema),
});
export type QuoteBody = z.infer<typeof QuoteBodySchema>;

/** What a line of a quote is, so that a client can word it in its reader's language. */
export const QUOTE_LINE_CODES = [
  'distance',
  'time',
  'package',
  'extra_km',
  'extra_time',
  'airport_fare',
  'return_trip',
  'driver_allowance',
  'night_charge',
  'tolls',
  'permit',
  // A fee's bill: a cancellation or a no-show under the booking's policy.
  'cancellation_fee',
  'no_show_fee',
  // A bill's expenses, paid by the driver on the way and passed on at cost.
  'tolls_paid',
  'parking_paid',
  'permit_paid',
  'other_paid',
  'gst',
  // Saarthi's offer, after GST: a negative amount Saarthi pays, not the company's price.
  'promotion',
] as const;
/**
 * Lines the company pays on the customer's behalf and passes on at cost (estimated tolls, state
 * permits): no GST is charged on them, and the bill settles them against the receipts.
 */
export const REIMBURSED_LINE_CODES = [
  'tolls',
  'permit',
  'tolls_paid',
  'parking_paid',
  'permit_paid',
  'other_paid',
] as const satisfies readonly QuoteLineCode[];
export type QuoteLineCode = (typeof QUOTE_LINE_CODES)[number];
export const isReimbursed = (code: QuoteLineCode) =>
  (REIMBURSED_LINE_CODES as readonly QuoteLineCode[]).includes(code);

export const QuoteLineSchema = /* @__PURE__ */ z.object({
  code: z.enum(QUOTE_LINE_CODES),
  /** The line in English, with its quantities ("Driver allowance: 2 days × ₹300"). */
  label: z.string(),
  /** Whole rupees, rounded half up once per line. */
  amount: z.int(),
  /** How many units the line charges (km, hours, days, nights), when it is charged by unit. */
  quantity: z.optional(z.number()),
  /** Rupees per unit, when the line is charged by unit. */
  unitAmount: z.optional(z.number()),
  /** The state a permit line is for, by its registration code (`KA`). */
  state: z.optional(z.string()),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const QUOTE_NOTE_CODES = [
  'actuals',
  'parking_actuals',
  'estimated_tolls',
  'own_rates',
  'part_hours',
  'outstation_minimum',
  'airport_included_km',
  'local_package',
] as const;
export type QuoteNoteCode = (typeof QUOTE_NOTE_CODES)[number];

export const QuoteSchema = /* @__PURE__ */ z.object({
  tripType: z.enum(TRIP_TYPES),
  /** The local package, for a local trip. */
  package: z.optional(z.enum(LOCAL_PACKAGES)),
  /** Where a trip to a place goes, and the route's km one way. */
  to: z.optional(z.object({ id: z.string(), name: z.string(), routeKm: z.int() })),
  pickupAt: TimestampSchema,
  returnAt: TimestampSchema,
  /** India calendar days the trip touches. */
  days: z.int(),
  /** Hours from pickup to return, a started hour counted whole. */
  hours: z.int(),
  /** The km the fare is charged for (the outstation minimum may raise the estimate). */
  billedKm: z.int(),
  lines: z.array(QuoteLineSchema),
  /** Every line before GST. */
  fare: z.int(),
  /** What the customer pays: the fare, GST and tolls, less Saarthi's offer. */
  total: z.int(),
  /** Saarthi's offer applied: its code and the rupees it takes off the total. */
  promotion: z.optional(z.object({ code: z.string(), amount: z.int() })),
  currency: z.literal('INR'),
  /** Nothing is left "at actuals" but parking: tolls and permits are in the lines. */
  allIn: z.boolean(),
  notes: z.array(z.object({ code: z.enum(QUOTE_NOTE_CODES), text: z.string() })),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const QuoteResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  quote: QuoteSchema,
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Bookings.

export const boundedText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/**
 * POST /api/bookings. A price, total or status in the body is not part of the contract and is
 * dropped: the server prices the trip and every booking starts `requested`.
 */
export const BookingBodySchema = /* @__PURE__ */ z.object({
  ...QuoteBodySchema.shape,
  pickupAddress: z
    .string({ error: messageRef('pickup_address_required') })
    .check(
      z.trim(),
      z.minLength(3, messageRef('pickup_address_required')),
      z.maxLength(BOOKING_LIMITS.addressMax),
    ),
  dropAddress: z._default(boundedText(BOOKING_LIMITS.addressMax), ''),
  passengers: z
    .int({ error: messageRef('passengers_invalid', { max: BOOKING_LIMITS.passengersMax }) })
    .check(
      z.minimum(1, messageRef('passengers_invalid', { max: BOOKING_LIMITS.passengersMax })),
      z.maximum(
        BOOKING_LIMITS.passengersMax,
        messageRef('passengers_invalid', { max: BOOKING_LIMITS.passengersMax }),
      ),
    ),
  notes: z._default(boundedText(BOOKING_LIMITS.notesMax), ''),
  /**
   * A business traveller's GSTIN, for the tax invoice (and the input tax credit it gives their
   * company); empty for none.
   */
  gstin: z._default(
    z.string({ error: messageRef('gstin_invalid') }).check(
      z.trim(),
      z.toUpperCase(),
      z.refine((value) => value === '' || isGstin(value), {
        message: messageRef('gstin_invalid'),
      }),
    ),
    '',
  ),
});
export type BookingBody = z.input<typeof BookingBodySchema>;

export const CancellationPolicySchema = /* @__PURE__ */ z.object({
  tiers: z.array(z.object({ hoursBefore: z.number(), feePercent: z.number() })),
  noShowPercent: z.number(),
});

export const BookingEventSchema = /* @__PURE__ */ z.object({
  from: z.nullable(z.enum(BOOKING_STATUSES)),
  to: z.enum(BOOKING_STATUSES),
  actor: z.enum(BOOKING_ACTORS),
  reason: z.string(),
  at: TimestampSchema,
});
export type BookingEvent = z.infer<typeof BookingEventSchema>;

/** What the driver paid on the way, at cost: each its own line of the bill. */
export const EXPENSE_KINDS = ['toll', 'parking', 'permit', 'other'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

/** An upload's path as the server gives it: a random name and the picture's type. */
const RECEIPT_PATH = /^\/uploads\/[0-9a-f-]{36}\.(?:png|jpg|webp|gif|avif)$/;

export const ExpenseSchema = /* @__PURE__ */ z.object({
  kind: z.enum(EXPENSE_KINDS, { error: messageRef('expense_kind_invalid') }),
  amount: z
    .int({ error: messageRef('expense_amount_invalid', { max: TRIP_DAY.expenseMax }) })
    .check(
      z.minimum(1, messageRef('expense_amount_invalid', { max: TRIP_DAY.expenseMax })),
      z.maximum(
        TRIP_DAY.expenseMax,
        messageRef('expense_amount_invalid', { max: TRIP_DAY.expenseMax }),
      ),
    ),
  note: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          TRIP_DAY.expenseNoteMax,
          messageRef('max_chars', { max: TRIP_DAY.expenseNoteMax }),
        ),
      ),
    '',
  ),
  /** A photo of the receipt, as `POST /api/uploads` answered its path; optional. */
  receipt: z.optional(
    z.string().check(z.regex(RECEIPT_PATH, messageRef('expense_receipt_invalid'))),
  ),
});
export type Expense = z.infer<typeof ExpenseSchema>;

/** A line of the final bill, with what the quote had for it (null: the quote had no such line). */
export const BillLineSchema = /* @__PURE__ */ z.extend(QuoteLineSchema, {
  quoted: z.nullable(z.int()),
});
export type BillLine = z.infer<typeof BillLineSchema>;

/**
 * The final bill (docs/product/trips-and-money.md#the-bill): the trip priced again at the
 * booking's own rates on what was actually driven, with the expenses at cost, less what was paid.
 * It has a quote's shape, so a client words its lines as it words a quote's.
 */
export const BillSchema = /* @__PURE__ */ z.extend(QuoteSchema, {
  lines: z.array(BillLineSchema),
  /**
   * Whether it was priced on the readings, as quoted (a trip the clock completed), or is the fee
   * of a cancellation or a no-show (GST included in the fee).
   */
  basis: z.enum(['readings', 'quote', 'fee']),
  /** Given back by credit notes against the invoice, GST included. */
  credited: z.int(),
  paid: z.int(),
  /** The total less what was credited and paid; below 0, what the company owes back. */
  due: z.int(),
});
export type Bill = z.infer<typeof BillSchema>;

export const BookingSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  /** Short and readable, for the phone and the e-mails ("SA-7K3Q9X"). */
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  tripType: z.enum(TRIP_TYPES),
  pickupAt: TimestampSchema,
  returnAt: TimestampSchema,
  pickupAddress: z.string(),
  dropAddress: z.string(),
  passengers: z.int(),
  estimatedKm: z.nullable(z.int()),
  notes: z.string(),
  /** The GSTIN the customer gave for a business trip's invoice; empty for none. */
  gstin: z.string(),
  car: z.object({
    _id: IdSchema,
    name: z.string(),
    model: z.string(),
    image: z.string(),
    category: z.enum(CATEGORIES),
    city: z.string(),
    /** The number plate, so the customer knows the car at pickup; null until the company gives it. */
    registration: z.nullable(z.string()),
  }),
  /** The company, with the UPI ID the customer pays it at (empty until it gives one). */
  company: z.object({ _id: IdSchema, name: z.string(), phone: z.string(), upiId: z.string() }),
  /** The customer: the partner sees whom to pick up; the customer sees their own. */
  customer: z.object({ name: z.string(), phone: z.string() }),
  /** Assigned when the company confirms. */
  driver: z.nullable(
    z.object({
      _id: IdSchema,
      name: z.string(),
      photo: z.string(),
      languages: z.array(z.string()),
      experienceYears: z.int(),
      /** The licence masked to its last 4 characters ("•••• 1234"). */
      licence: z.string(),
    }),
  ),
  /** The trip day's start (docs/product/trips-and-money.md#the-trip-day). */
  start: z.object({
    /**
     * The 4 digits the customer tells the driver: in the customer's own answers only, from
     * confirmation until the trip starts; never in the company's.
     */
    code: z.optional(z.string()),
    odometerKm: z.nullable(z.int()),
    at: z.nullable(TimestampSchema),
    /** Wrong codes left before starting waits for an operator; 0 when it does. */
    triesLeft: z.int(),
  }),
  /** The trip's end as the driver recorded it, with what was paid on the way. */
  end: z.object({
    odometerKm: z.nullable(z.int()),
    at: z.nullable(TimestampSchema),
    expenses: z.array(ExpenseSchema),
  }),
  /** Set when the trip completes; `paid` and `due` are worked out from `payments`. */
  bill: z.nullable(BillSchema),
  /**
   * What was paid for a bill since withdrawn (the trip cancelled after all, a fee waived), which
   * the company owes back; 0 while the booking has a bill, whose `due` says it instead.
   */
  refundOwed: z.int(),
  /** What the company recorded as received, oldest first. */
  payments: z.array(PaymentSchema),
  /** The trip's tax invoice, issued when it completes (null for a bill of nothing). */
  invoice: z.nullable(z.object({ number: z.string(), issuedAt: TimestampSchema })),
  /** Questions the customer raised about lines of the bill, oldest first, with the answers. */
  disputes: z.array(DisputeSchema),
  /** Until when the customer may question the bill (48 hours after the trip's end); null without one. */
  disputableUntil: z.nullable(TimestampSchema),
  /** Every tax document of the trip: its invoice and any credit notes, oldest first. */
  taxDocuments: z.array(TaxDocumentSummarySchema),
  /**
   * How the customer pays what is due by UPI: in the customer's own answer of one booking,
   * while something is due and the company has a UPI ID; absent otherwise.
   */
  pay: z.optional(UpiPaymentSchema),
  quote: QuoteSchema,
  cancellationPolicy: CancellationPolicySchema,
  /** When a requested booking expires unanswered. */
  respondBy: TimestampSchema,
  /**
   * What cancelling now would bill, line by line (the fee's share of the fare, the GST in it),
   * so the customer reads it before confirming; null when cancelling now is free or not possible.
   */
  cancellationBillNow: z.nullable(z.object({ lines: z.array(QuoteLineSchema), total: z.int() })),
  /** Set when cancelled or a no-show: what the customer owes. */
  cancellationFee: z.nullable(z.int()),
  /** Why it was declined or cancelled, as the party said. */
  reason: z.string(),
  createdAt: TimestampSchema,
  history: z.array(BookingEventSchema),
  /** What cancelling now would cost the customer, for the confirmation; null when it cannot be cancelled. */
  cancellationFeeNow: z.nullable(z.int()),
  /** The review the customer can write shows "Verified trip" once completed. */
  reviewable: z.boolean(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  booking: BookingSchema,
});
export type BookingResponse = z.infer<typeof BookingResponseSchema>;

/** A booking made or moved: the booking as it is now, and what was done, in words. */
export const BookingChangeResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  booking: BookingSchema,
});
export type BookingChangeResponse = z.infer<typeof BookingChangeResponseSchema>;

/**
 * A trip that keeps one of the company's drivers busy while a booking would need them: another
 * active booking whose held time (pickup to an hour after return) overlaps this one's.
 */
export const DriverClashSchema = /* @__PURE__ */ z.object({
  driverId: IdSchema,
  bookingId: IdSchema,
  reference: z.string(),
  pickupAt: TimestampSchema,
  returnAt: TimestampSchema,
});
export type DriverClash = z.infer<typeof DriverClashSchema>;

/** The accept dialog's busy drivers: every clash of the company's drivers with this booking. */
export const BusyDriversResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  busy: z.array(DriverClashSchema),
});
export type BusyDriversResponse = z.infer<typeof BusyDriversResponseSchema>;

export const BOOKING_LIST_VIEWS = ['upcoming', 'past', 'cancelled', 'action', 'all'] as const;
export type BookingListView = (typeof BOOKING_LIST_VIEWS)[number];

export const BookingListQuerySchema = /* @__PURE__ */ z.object({
  /** upcoming / past / cancelled for a customer's trips; action (needs the partner) first for the inbox. */
  view: z._default(z.enum(BOOKING_LIST_VIEWS), 'all'),
  status: z.optional(z.enum(BOOKING_STATUSES)),
  carId: z.optional(IdSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

export const BookingListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  bookings: z.array(BookingSchema),
  total: z.int(),
});
export type BookingListResponse = z.infer<typeof BookingListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// A car's busy times.

/** The most days one look at a car's calendar covers. */
export const AVAILABILITY_MAX_DAYS = 367;
const RANGE_INVALID = messageRef('availability_range_invalid');

/**
 * GET /api/cars/{id}/availability?from&to: India calendar days, `to` included; from today and
 * for the next 60 days when left out.
 */
export const AvailabilityQuerySchema = z
  .object({
    from: z.optional(calendarDaySchema(RANGE_INVALID)),
    to: z.optional(calendarDaySchema(RANGE_INVALID)),
  })
  .check(
    z.refine(
      ({ from = indiaToday(), to }) =>
        to === undefined || (to >= from && daysInRange(from, to) <= AVAILABILITY_MAX_DAYS),
      { path: ['to'], message: RANGE_INVALID },
    ),
  );
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

export const AvailabilityResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** Busy intervals only, with the turnaround hour: no booking, customer or reason. */
  busy: z.array(z.object({ from: TimestampSchema, to: TimestampSchema })),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;
