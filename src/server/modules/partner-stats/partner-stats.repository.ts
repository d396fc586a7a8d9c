import { sql } from 'drizzle-orm';
import { CAR_STATUSES, LEAD_STATUSES, type CarStatus } from '../../../shared/partner-constants.js';
import { STATS_PERIOD_DAYS, type PartnerStats } from '../../../shared/contracts/partner-stats.js';
import { averageRating } from '../../../shared/rating.js';
import type { Database } from '../../db/client.js';
import { carPageViews, cars, queries, travelCompanies } from '../../db/schema.js';
import { RESPONSE_MIN_COUNT } from '../../jobs/response-times.js';

/** Counts keyed by day (YYYY-MM-DD) or by status. */
export type Counts = Record<string, number>;

export interface StatsPeriod {
  from: string;
  to: string;
}

/** The calendar day `offset` days from `day` (both YYYY-MM-DD). */
function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The dashboard's 30 India calendar days, the last of them `today`. */
export function periodEnding(today: string): StatsPeriod {
  return { from: addDays(today, -(STATS_PERIOD_DAYS - 1)), to: today };
}

/** India keeps UTC+05:30 all year: the instant an India calendar day starts. */
const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

/** What the company's leads and reviews say about the period, read fresh on every request. */
export interface LeadFigures {
  revealsByDay: Counts;
  leadsByStatus: Counts;
  responseMinutes: number | null;
  ratingTotal: number;
  ratingCount: number;
}

interface LeadFiguresRow {
  reveals: Counts;
  leads: Counts;
  response_minutes: number | null;
  rating_total: number;
  rating_count: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every key of `keys` with its count, zero when the database had none. */
const countsOf = <K extends string>(keys: readonly K[], counts: Counts) =>
  Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0])) as Record<K, number>;

/**
 * The dashboard's figures of one company (MARKETPLACE "Partner portal", Dashboard). Views and
 * cars are read per car of the company, so they cost in proportion to the fleet; a route may keep
 * them for a while (partner.routes.ts). Leads are an index range of the company's own reveals.
 */
export function createPartnerStatsRepository(db: Database) {
  return {
    /** Views of the company's car pages per day of the period (days without any are absent). */
    async viewsByDay(companyId: string, { from, to }: StatsPeriod): Promise<Counts> {
      const rows = rowsOf<{ day: string; views: number }>(
        await db.execute(sql`
          select v.day::text as day, sum(v.views)::integer as views
          from ${carPageViews} v join ${cars} c on c.id = v.car_id
          where c.travel_company_id = ${companyId} and v.day between ${from}::date and ${to}::date
          group by v.day`),
      );
      return Object.fromEntries(rows.map((row) => [row.day, row.views]));
    },

    /** The company's cars now, by status (archived ones included). */
    async carsByStatus(companyId: string): Promise<Record<CarStatus, number>> {
      const rows = rowsOf<{ status: string; cars: number }>(
        await db.execute(sql`
          select status, count(*)::integer as cars from ${cars}
          where travel_company_id = ${companyId}
          group by status`),
      );
      return countsOf(CAR_STATUSES, Object.fromEntries(rows.map((row) => [row.status, row.cars])));
    },

    /**
     * Reveals per day, leads by status and the median response of the period's reveals, and the
     * company's rating; null when the company does not exist. One statement.
     */
    async leadFigures(companyId: string, { from }: StatsPeriod): Promise<LeadFigures | null> {
      const [row] = rowsOf<LeadFiguresRow>(
        await db.execute(sql`
          with leads as (
            select status, created_at, first_response_at,
              to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day
            from ${queries}
            where travel_company_id = ${companyId}
              and created_at >= ${startOfIndiaDay(from)}::timestamptz
          )
          select
            (select coalesce(json_object_agg(day, reveals), '{}') from (
              select day, count(*)::integer as reveals from leads group by day
            ) per_day) as reveals,
            (select coalesce(json_object_agg(status, n), '{}') from (
              select status, count(*)::integer as n from leads group by status
            ) per_status) as leads,
            -- As jobs/response-times.ts writes the storefront's badge: rounded up, at least 1.
            (select greatest(1, ceil(percentile_cont(0.5) within group (
                order by extract(epoch from first_response_at - created_at)
              ) / 60))::integer
              from leads where first_response_at is not null
              having count(*) >= ${RESPONSE_MIN_COUNT}) as response_minutes,
            t.rating_total, t.rating_count
          from ${travelCompanies} t
          where t.id = ${companyId}`),
      );
      if (!row) return null;
      return {
        revealsByDay: row.reveals,
        leadsByStatus: row.leads,
        responseMinutes: row.response_minutes,
        ratingTotal: row.rating_total,
        ratingCount: row.rating_count,
      };
    },
  };
}
export type PartnerStatsRepository = ReturnType<typeof createPartnerStatsRepository>;

/** The answer of GET /api/partner/stats: every day of the period, every status, as numbers. */
export function statsAnswer(
  period: StatsPeriod,
  viewsByDay: Counts,
  carsByStatus: Record<CarStatus, number>,
  leads: LeadFigures,
): Omit<PartnerStats, 'success'> {
  const days = Array.from({ length: STATS_PERIOD_DAYS }, (_, index) => {
    const day = addDays(period.from, index);
    return { day, views: viewsByDay[day] ?? 0, reveals: leads.revealsByDay[day] ?? 0 };
  });
  return {
    period,
    days,
    totals: {
      views: days.reduce((sum, day) => sum + day.views, 0),
      reveals: days.reduce((sum, day) => sum + day.reveals, 0),
    },
    leadsByStatus: countsOf(LEAD_STATUSES, leads.leadsByStatus),
    responseMinutes: leads.responseMinutes,
    rating: {
      average: averageRating(leads.ratingTotal, leads.ratingCount),
      count: leads.ratingCount,
    },
    carsByStatus,
  };
}
