/**
 * Saarthi's offers as operators set them up (docs/product/trips-and-money.md#offers):
 * `POST /api/admin/promotions` creates one, `GET /api/admin/promotions` lists them with their
 * uses, `POST /api/admin/promotions/{id}/end` ends one now.
 *
 * Clients rely on fields, not on their absence: figures join as new fields.
 */
import * as z from 'zod/mini';
import { CITIES } from '../constants.js';
import { messageRef } from '../message-ref.js';
import { IdSchema, SaidFields, TimestampSchema } from './common.js';
import { calendarDaySchema, isCalendarDay } from './dates.js';
import { OfferSchema, PROMOTION_KINDS, PromoCodeSchema } from './promotions.js';

export const PROMOTION_LIMITS = {
  /** An amount off, in whole rupees. */
  amountMax: 10_000,
  /** A percentage off. */
  percentMax: 50,
  /** How many times one code may be used in all. */
  totalLimitMax: 1_000_000,
  /** How many times one customer may use a code. */
  perCustomerMax: 100,
  /** How long an offer may run, in days. */
  validDaysMax: 366,
};

const whole = (code: Parameters<typeof messageRef>[0], min: number, max: number) => {
  const error = messageRef(code, { min, max });
  return z.int({ error }).check(z.minimum(min, error), z.maximum(max, error));
};

const DaySchema = calendarDaySchema(messageRef('promotion_day_invalid'));

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** What an operator sets up; the dates are India days, both included. */
export const PromotionBodySchema = /* @__PURE__ */ z
  .object({
    code: PromoCodeSchema,
    kind: z.enum(PROMOTION_KINDS, { error: messageRef('promotion_kind_invalid') }),
    value: z.int({ error: messageRef('promotion_value_invalid') }),
    /** A percentage offer's most rupees off; none for an amount. */
    cap: z.optional(whole('promotion_cap_invalid', 1, PROMOTION_LIMITS.amountMax)),
    validFrom: DaySchema,
    validTo: DaySchema,
    firstTripOnly: z._default(z.boolean(), false),
    perCustomer: z._default(
      whole('promotion_per_customer_invalid', 1, PROMOTION_LIMITS.perCustomerMax),
      1,
    ),
    totalLimit: whole('promotion_total_limit_invalid', 1, PROMOTION_LIMITS.totalLimitMax),
    /** The cities whose cars it is for; none or empty: every city. */
    cities: z._default(
      z.array(z.enum(CITIES, { error: messageRef('promotion_city_invalid') })),
      [],
    ),
  })
  .check(
    z.refine(
      (body) =>
        body.kind === 'amount'
          ? body.value >= 1 && body.value <= PROMOTION_LIMITS.amountMax
          : body.value >= 1 && body.value <= PROMOTION_LIMITS.percentMax,
      {
        path: ['value'],
        message: messageRef('promotion_value_invalid'),
      },
    ),
    z.refine((body) => body.kind === 'percent' || body.cap === undefined, {
      path: ['cap'],
      message: messageRef('promotion_cap_amount'),
    }),
    z.refine(
      (body) =>
        !isCalendarDay(body.validFrom) ||
        !isCalendarDay(body.validTo) ||
        (body.validTo >= body.validFrom &&
          dayNumber(body.validTo) - dayNumber(body.validFrom) < PROMOTION_LIMITS.validDaysMax),
      { path: ['validTo'], message: messageRef('promotion_days_order') },
    ),
  );
export type PromotionBody = z.infer<typeof PromotionBodySchema>;
export type PromotionBodyInput = z.input<typeof PromotionBodySchema>;

/** An offer as the console lists it: its terms, how often it was taken and whether it runs. */
export const PromotionSchema = /* @__PURE__ */ z.object({
  ...OfferSchema.shape,
  _id: IdSchema,
  totalLimit: z.int(),
  /** Bookings holding it now (requested or confirmed trips not yet completed). */
  reserved: z.int(),
  /** Completed trips it paid part of. */
  used: z.int(),
  /** Rupees Saarthi paid for it so far. */
  spent: z.int(),
  endedAt: z.nullable(TimestampSchema),
  createdAt: TimestampSchema,
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionsResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  promotions: z.array(PromotionSchema),
});

export const PromotionResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  promotion: PromotionSchema,
});
