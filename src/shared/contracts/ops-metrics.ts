/**
 * The operators' figures (docs/product/marketplace.md#operator-console): the marketplace per city per India
 * calendar day (`GET /api/admin/metrics`), and what waits for the team now
 * (`GET /api/admin/overview`).
 *
 * Clients rely on fields, not on their absence: a new measure joins as a new field of the
 * figures, and an older client that does not know it keeps working (zod objects drop unknown
 * keys).
 */
import * as z from 'zod/mini';
import { CITIES } from '../constants.js';
import { messageRef } from '../message-ref.js';
import { calendarDaySchema, daysInRange, isCalendarDay } from './dates.js';

/** How many days the metrics cover, today included: 30 unless asked. */
export const METRICS_DAYS = { default: 30, min: 1, max: 90 } as const;

/** The longest period `from`–`to` may span, both days counted: a year, a leap day included. */
export const METRICS_RANGE_MAX_DAYS = 366;

/**
 * What is wrong with a period of India days, or null: the first day after the last, or more
 * days than {@link METRICS_RANGE_MAX_DAYS}. The schema checks a period sent whole; the route
 * checks again once it has filled a missing end in.
 */
export function metricsPeriodProblem(
  from: string,
  to: string,
): 'metrics_period_order' | 'metrics_period_too_long' | null {
  if (from > to) return 'metrics_period_order';
  if (daysInRange(from, to) > METRICS_RANGE_MAX_DAYS) return 'metrics_period_too_long';
  return null;
}

/** The storefront's five cities, and "Other" for everything outside them (or not given). */
export const METRICS_CITIES = [...CITIES, 'Other'] as const;
export type MetricsCity = (typeof METRICS_CITIES)[number];

/** What is counted, in the order the console shows it. */
export const METRICS_MEASURES = ['signups', 'reveals', 'requests', 'completions'] as const;
export type MetricsMeasure = (typeof METRICS_MEASURES)[number];

const DAYS_INVALID = messageRef('metrics_days_invalid', {
  min: METRICS_DAYS.min,
  max: METRICS_DAYS.max,
});

const METRICS_DAY_INVALID = messageRef('metrics_day_invalid');
const MetricsDayQuerySchema = calendarDaySchema(METRICS_DAY_INVALID);

/**
 * The filters of the metrics (and of their CSV): a period of India days, `from` and `to` both
 * included, or else the `days` ending today. A missing `to` is today; a missing `from` is
 * `days` before `to`.
 */
const metricsPeriod = {
  /** The first India day counted. */
  from: z.optional(MetricsDayQuerySchema),
  /** The last India day counted (today unless given). */
  to: z.optional(MetricsDayQuerySchema),
  days: z._default(
    z.coerce
      .number({ error: DAYS_INVALID })
      .check(
        z.int(DAYS_INVALID),
        z.gte(METRICS_DAYS.min, DAYS_INVALID),
        z.lte(METRICS_DAYS.max, DAYS_INVALID),
      ),
    METRICS_DAYS.default,
  ),
};

type Period = { from?: string | undefined; to?: string | undefined };
const periodChecks = [
  z.refine<Period>((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: messageRef('metrics_period_order'),
  }),
  z.refine<Period>(
    (query) =>
      !query.from ||
      !query.to ||
      query.from > query.to ||
      daysInRange(query.from, query.to) <= METRICS_RANGE_MAX_DAYS,
    {
      path: ['to'],
      message: messageRef('metrics_period_too_long', { max: METRICS_RANGE_MAX_DAYS }),
    },
  ),
];

export const MetricsQuerySchema = /* @__PURE__ */ z.object(metricsPeriod).check(...periodChecks);
export type MetricsQuery = z.infer<typeof MetricsQuerySchema>;

/** GET /api/admin/metrics.csv: the period, and one city or (without `city`) every city. */
export const MetricsCsvQuerySchema = z
  .object({
    ...metricsPeriod,
    city: z.optional(z.enum(METRICS_CITIES, { error: messageRef('metrics_city_invalid') })),
  })
  .check(...periodChecks);
export type MetricsCsvQuery = z.infer<typeof MetricsCsvQuerySchema>;

const CountSchema = /* @__PURE__ */ z.int().check(z.gte(0));
/** An India calendar day, YYYY-MM-DD. */
const DaySchema = /* @__PURE__ */ z.string().check(z.refine((day) => isCalendarDay(day)));

export const MetricsFiguresSchema = /* @__PURE__ */ z.object({
  /**
   * Accounts created; by the city of the account's profile (most sign-ups have none yet, and
   * count under Other).
   */
  signups: CountSchema,
  /** Contact reveals of a car's company, by the car's city. */
  reveals: CountSchema,
  /** Bookings requested (every booking starts as one), by the car's city. */
  requests: CountSchema,
  /** Bookings completed, on the day of their move to completed, by the car's city. */
  completions: CountSchema,
});
export type MetricsFigures = z.infer<typeof MetricsFiguresSchema>;

// Every city named as a property (not a record keyed by an enum), so the API description lists
// them and each is required.
const ByCitySchema = /* @__PURE__ */ z.object(
  Object.fromEntries(METRICS_CITIES.map((city) => [city, MetricsFiguresSchema])) as Record<
    MetricsCity,
    typeof MetricsFiguresSchema
  >,
);
export type MetricsByCity = z.infer<typeof ByCitySchema>;

export const MetricsDaySchema = /* @__PURE__ */ z.object({
  day: DaySchema,
  byCity: ByCitySchema,
  /** Every city together. */
  all: MetricsFiguresSchema,
});
export type MetricsDay = z.infer<typeof MetricsDaySchema>;

/** A month's money of a city's companies, in whole rupees. */
export const MetricsMoneySchema = /* @__PURE__ */ z.object({
  /** Gross bookings value: what the month's completed trips were invoiced, GST and tolls in. */
  gross: z.int(),
  /** Saarthi's commission on them, its corrections included, before its GST. */
  commission: z.int(),
});
export type MetricsMoney = z.infer<typeof MetricsMoneySchema>;

const MoneyByCitySchema = /* @__PURE__ */ z.object(
  Object.fromEntries(METRICS_CITIES.map((city) => [city, MetricsMoneySchema])) as Record<
    MetricsCity,
    typeof MetricsMoneySchema
  >,
);
export type MetricsMoneyByCity = z.infer<typeof MoneyByCitySchema>;

export const MetricsMonthSchema = /* @__PURE__ */ z.object({
  /** An India calendar month, `2026-11`. */
  month: z.string(),
  /** By the city of the travel company, as the ledger keeps each company's month. */
  byCity: MoneyByCitySchema,
  all: MetricsMoneySchema,
});
export type MetricsMonth = z.infer<typeof MetricsMonthSchema>;

export const MetricsResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** The first and the last day, both included; the last is today in India. */
  period: z.object({ from: DaySchema, to: DaySchema }),
  /** Every day of the period, oldest first, every city in each (zero when nothing happened). */
  days: z.array(MetricsDaySchema),
  totals: z.object({ byCity: ByCitySchema, all: MetricsFiguresSchema }),
  /** Every whole India month the period touches, oldest first: its money per city. */
  months: z.array(MetricsMonthSchema),
});
export type Metrics = z.infer<typeof MetricsResponseSchema>;

export const OverviewSchema = /* @__PURE__ */ z.object({
  /** Travel companies waiting for verification. */
  companiesPending: CountSchema,
  /** Cars waiting for review: new ones, and live ones whose rates moved more than 30 %. */
  carsPendingReview: CountSchema,
  /** Drivers on a company's list waiting for their check. */
  driversPending: CountSchema,
  /** Documents waiting for a check. */
  documentsPending: CountSchema,
  /** Documents not rejected that expire within 30 days, or have expired: to chase. */
  documentsExpiringSoon: CountSchema,
  /** Customers' reports of reviews not settled yet. */
  reportsOpen: CountSchema,
  /** Booking requests waiting for their company's answer, before their respond-by time. */
  bookingsAwaitingPartner: CountSchema,
});
export type Overview = z.infer<typeof OverviewSchema>;

export const OverviewResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  waiting: OverviewSchema,
});
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>;
