import { sql } from 'drizzle-orm';
import { CITIES } from '../../../shared/constants.js';
import {
  METRICS_CITIES,
  METRICS_MEASURES,
  type Metrics,
  type MetricsByCity,
  type MetricsCity,
  type MetricsFigures,
  type MetricsMeasure,
  type MetricsMoneyByCity,
  type MetricsMonth,
  type Overview,
} from '../../../shared/contracts/ops-metrics.js';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from '../../../shared/partner-constants.js';
import type { Database } from '../../db/client.js';
import {
  bookingEvents,
  bookings,
  cars,
  documents,
  drivers,
  ledgerMonths,
  queries,
  reviewReports,
  travelCompanies,
  users,
} from '../../db/schema/index.js';
import { addDays, startOfIndiaDay } from '../../../shared/india-time.js';

export interface MetricsPeriod {
  from: string;
  to: string;
}

/** One count of the statement below: a measure on a day in a city. */
interface CountRow {
  measure: MetricsMeasure;
  day: string;
  city: MetricsCity;
  n: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const zero = (): MetricsFigures => ({ signups: 0, reveals: 0, requests: 0, completions: 0 });
const zeroByCity = () =>
  Object.fromEntries(METRICS_CITIES.map((city) => [city, zero()])) as MetricsByCity;
const noMoneyByCity = () =>
  Object.fromEntries(
    METRICS_CITIES.map((city) => [city, { gross: 0, commission: 0 }]),
  ) as MetricsMoneyByCity;

/** A month's money of a city, as the statement below sums it. */
interface MoneyRow {
  month: string;
  city: MetricsCity;
  gross: number;
  commission: number;
}

/** The India months from `from`'s to `to`'s, both included: `2026-11`, `2026-12`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const name = `${year}-${String(month).padStart(2, '0')}`;
    if (name > last) return months;
    months.push(name);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** Every month, every city: zero where no money moved. */
export function moneyAnswer(months: readonly string[], rows: readonly MoneyRow[]): MetricsMonth[] {
  const answer = months.map((month) => ({
    month,
    byCity: noMoneyByCity(),
    all: { gross: 0, commission: 0 },
  }));
  const byMonth = new Map(answer.map((one) => [one.month, one]));
  for (const row of rows) {
    const shown = byMonth.get(row.month);
    if (!shown) continue;
    for (const figure of ['gross', 'commission'] as const) {
      shown.byCity[row.city][figure] += Number(row[figure]);
      shown.all[figure] += Number(row[figure]);
    }
  }
  return answer;
}

/** The India calendar day of a moment, as the rows are grouped. */
const indiaDayOf = (column: unknown) =>
  sql`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/**
 * One of the five cities, whatever its case or spaces (a profile's city is typed by hand), or
 * Other.
 */
const cityOf = (column: unknown) =>
  sql`case when initcap(btrim(${column})) in (${sql.join(
    CITIES.map((city) => sql`${city}`),
    sql`, `,
  )}) then initcap(btrim(${column})) else 'Other' end`;

/**
 * What the operators read across the whole marketplace (docs/product/marketplace.md#operator-console): the
 * metrics per city per day, and the overview of what waits for them.
 */
export function createOpsStatsRepository(db: Database) {
  /**
   * Gross bookings value and Saarthi's commission per India month of the period and city of
   * the company, from the month's sums the ledger keeps per company (decision 021): a few rows
   * a company and month, however many trips it completed.
   */
  async function money(period: MetricsPeriod): Promise<MetricsMonth[]> {
    const months = monthsBetween(period.from, period.to);
    const rows = rowsOf<MoneyRow>(
      await db.execute(sql`
        select m.month, ${cityOf(sql`t.city`)} as city,
          coalesce(-sum(m.amount) filter (where m.event = 'sale'
            and m.account in ('company_fares', 'company_gst', 'company_reimbursements')), 0)::bigint
            as gross,
          coalesce(-sum(m.amount) filter (where m.account = 'saarthi_commission'), 0)::bigint
            as commission
        from ${ledgerMonths} m join ${travelCompanies} t on t.id = m.travel_company_id
        where m.month in (${sql.join(
          months.map((month) => sql`${month}`),
          sql`, `,
        )})
        group by 1, 2`),
    );
    return moneyAnswer(months, rows);
  }

  return {
    /**
     * Sign-ups, reveals, booking requests and completions per India day and city of the period:
     * one statement, each measure a range of its rows by time, grouped by day and city in the
     * database, so the answer is at most measures × days × cities small rows.
     */
    async metrics(period: MetricsPeriod): Promise<Omit<Metrics, 'success'>> {
      const start = startOfIndiaDay(period.from);
      const end = startOfIndiaDay(addDays(period.to, 1));
      const within = (column: unknown) =>
        sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;
      const rows = rowsOf<CountRow>(
        await db.execute(sql`
          with happened as (
            select 'signups' as measure, ${indiaDayOf(sql`u.created_at`)} as day, u.city
            from ${users} u
            where ${within(sql`u.created_at`)}
            union all
            select 'reveals', ${indiaDayOf(sql`q.created_at`)}, c.city
            from ${queries} q join ${cars} c on c.id = q.car_id
            where ${within(sql`q.created_at`)}
            union all
            select 'requests', ${indiaDayOf(sql`b.created_at`)}, c.city
            from ${bookings} b join ${cars} c on c.id = b.car_id
            where ${within(sql`b.created_at`)}
            union all
            -- Completed on the day of the move to completed in the booking's history.
            select 'completions', ${indiaDayOf(sql`e.created_at`)}, c.city
            from ${bookingEvents} e
              join ${bookings} b on b.id = e.booking_id
              join ${cars} c on c.id = b.car_id
            where e.to_status = 'completed' and ${within(sql`e.created_at`)}
          )
          select measure, day, ${cityOf(sql`city`)} as city, count(*)::integer as n
          from happened
          group by 1, 2, 3`),
      );
      return { ...metricsAnswer(period, rows), months: await money(period) };
    },

    money,

    /**
     * How many of each kind of record wait for the team now: one statement of one count per
     * kind. Documents, reports and requests are counted through their indexes (status, expiry,
     * the open reports' and the requests' partial ones); companies, cars and drivers have no
     * index by status, so theirs read the table.
     */
    async overview(today: string): Promise<Overview> {
      const soon = addDays(today, DOCUMENT_EXPIRY_WARNING_DAYS);
      const [row] = rowsOf<Overview>(
        await db.execute(sql`
          select
            (select count(*)::integer from ${travelCompanies}
              where status = 'pending') as "companiesPending",
            (select count(*)::integer from ${cars}
              where status = 'pending_review') as "carsPendingReview",
            (select count(*)::integer from ${drivers}
              where status = 'pending' and archived_at is null) as "driversPending",
            -- As the verification queues list them (documents/admin.repository.ts), so each
            -- count is the length of the list it opens.
            (select count(*)::integer from ${documents}
              where status = 'pending') as "documentsPending",
            (select count(*)::integer from ${documents}
              where expires_on <= ${soon}::date and status <> 'rejected'
            ) as "documentsExpiringSoon",
            (select count(*)::integer from ${reviewReports}
              where resolved_at is null) as "reportsOpen",
            -- Past its respond-by a request is the clock's to expire, no longer the company's.
            (select count(*)::integer from ${bookings}
              where status = 'requested' and respond_by > now()) as "bookingsAwaitingPartner"`),
      );
      return row!;
    },
  };
}

/** Every day of the period, every city in it, every measure: zero where nothing happened. */
export function metricsAnswer(
  period: MetricsPeriod,
  rows: readonly CountRow[],
): Omit<Metrics, 'success' | 'months'> {
  const length = Math.round(
    (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000,
  );
  const days = Array.from({ length: length + 1 }, (_, index) => ({
    day: addDays(period.from, index),
    byCity: zeroByCity(),
    all: zero(),
  }));
  const byDay = new Map(days.map((day) => [day.day, day]));
  const totals = { byCity: zeroByCity(), all: zero() };
  for (const { measure, day, city, n } of rows) {
    const shown = byDay.get(day);
    // The statement reads only the period's rows; a day outside it cannot come back.
    if (!shown || !METRICS_MEASURES.includes(measure)) continue;
    shown.byCity[city][measure] += n;
    shown.all[measure] += n;
    totals.byCity[city][measure] += n;
    totals.all[measure] += n;
  }
  return { period, days, totals };
}
