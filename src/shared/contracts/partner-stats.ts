/**
 * The partner dashboard's figures (docs/product/marketplace.md#dashboard): the last 30 India
 * calendar days of the caller's company, today included.
 *
 * Clients rely on fields, not on their absence: figures join as new fields of `days[]`, `totals`
 * and the answer (the booking figures did: requests and earnings per day, the acceptance), and an
 * older client that does not know them keeps working (zod objects drop unknown keys). Nothing
 * here is renamed or removed when they do.
 */
import * as z from 'zod/mini';
import type { CarStatus, LeadStatus } from '../partner-constants.js';
import { isCalendarDay } from './dates.js';

/** The dashboard's period in days, today included. */
export const STATS_PERIOD_DAYS = 30;

/** An India calendar day, YYYY-MM-DD. */
const DaySchema = /* @__PURE__ */ z.string().check(z.refine((day) => isCalendarDay(day)));
const CountSchema = /* @__PURE__ */ z.int().check(z.gte(0));
/** Whole rupees. */
const RupeesSchema = /* @__PURE__ */ z.int().check(z.gte(0));

export const StatsDaySchema = /* @__PURE__ */ z.object({
  day: DaySchema,
  /** Views of the company's car pages in the storefront (a repeat visit counts again). */
  views: CountSchema,
  /** Contact reveals of the company's cars: its new leads that day. */
  reveals: CountSchema,
  /** Booking requests made that day (every booking starts as one, whatever became of it). */
  requests: CountSchema,
  /**
   * The totals (GST included, as the customer pays them) of the bookings completed that day, by
   * the time of the move to `completed` in their history.
   */
  earnings: RupeesSchema,
});
export type StatsDay = z.infer<typeof StatsDaySchema>;

const LEAD_COUNTS = {
  new: CountSchema,
  contacted: CountSchema,
  converted: CountSchema,
  lost: CountSchema,
} satisfies Record<LeadStatus, typeof CountSchema>;

const CAR_COUNTS = {
  draft: CountSchema,
  pending_review: CountSchema,
  live: CountSchema,
  suspended: CountSchema,
  archived: CountSchema,
} satisfies Record<CarStatus, typeof CountSchema>;

export const PartnerStatsResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** The first and last day of the period (the last is today in India). */
  period: z.object({ from: DaySchema, to: DaySchema }),
  /** Every day of the period, oldest first, days without any also there (as zeros). */
  days: z.array(StatsDaySchema),
  totals: z.object({
    views: CountSchema,
    reveals: CountSchema,
    requests: CountSchema,
    earnings: RupeesSchema,
  }),
  /**
   * The period's booking requests that the company settled: `accepted` it confirmed;
   * `answered` are those plus the ones it declined (or cancelled itself before accepting) and
   * the ones it let expire, which a customer meets as a refusal too, so ignoring requests cannot
   * raise the rate. Requests still waiting, and those the customer or an operator cancelled
   * before the company answered, are in neither. `rate` is accepted / answered (0 to 1), null
   * when none was answered.
   */
  acceptance: z.object({
    answered: CountSchema,
    accepted: CountSchema,
    rate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  }),
  /** The period's reveals by where the company has taken each lead since. */
  leadsByStatus: z.object(LEAD_COUNTS),
  /**
   * Median minutes from a reveal of the period to the company's first response, rounded up as
   * the storefront's "Usually responds within" badge; null under 3 responses.
   */
  responseMinutes: z.nullable(z.int()),
  /** All the feedback the company has received: the owner rating of the storefront. */
  rating: z.object({
    /** Out of 5, to one decimal; 0 without reviews. */
    average: z.number(),
    count: CountSchema,
  }),
  /** The company's cars now, by status. */
  carsByStatus: z.object(CAR_COUNTS),
});
export type PartnerStats = z.infer<typeof PartnerStatsResponseSchema>;
