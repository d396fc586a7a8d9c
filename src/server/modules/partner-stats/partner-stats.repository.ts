import { sql, type SQL } from 'drizzle-orm';
import { CAR_STATUSES, LEAD_STATUSES, type CarStatus } from '../../../shared/partner-constants.js';
import { STATS_PERIOD_DAYS, type PartnerStats } from '../../../shared/contracts/partner-stats.js';
import { addDays, startOfIndiaDay } from '../../../shared/india-time.js';
import { averageRating } from '../../../shared/rating.js';
import type { Database } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import {
  bookingEvents,
  bookings,
  carPageViews,
  cars,
  queries,
  travelCompanies,
} from '../../db/schema/index.js';
import { RESPONSE_MIN_COUNT } from '../../jobs/response-times.js';

/** Counts keyed by day (YYYY-MM-DD) or by status. */
export type Counts = Record<string, number>;

export interface StatsPeriod {
  from: string;
  to: string;
}

/** The dashboard's 30 India calendar days, the last of them `today`. */
export function periodEnding(today: string): StatsPeriod {
  return { from: addDays(today, -(STATS_PERIOD_DAYS - 1)), to: today };
}

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

/** What the company's bookings say about the period, read fresh on every request. */
export interface BookingFigures {
  requestsByDay: Counts;
  earningsByDay: Counts;
  answered: number;
  accepted: number;
}

interface BookingFiguresRow {
  requests: Counts;
  earnings: Counts;
  answered: number;
  accepted: number;
}

/**
 * How far `updated_at` (the app's clock) may trail the completion event (the database's clock)
 * before a completed booking would be missed: far more than two clocks ever disagree.
 */
const CLOCK_MARGIN = '1 day';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every key of `keys` with its count, zero when the database had none. */
const countsOf = <K extends string>(keys: readonly K[], counts: Counts) =>
  Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0])) as Record<K, number>;

/**
 * Reveals per day, leads by status and the median response of the period's reveals, and the
 * company's rating: one row, none when the company does not exist.
 */
function leadFiguresSql(companyId: SQL, { from }: StatsPeriod) {
  return sql`
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
    where t.id = ${companyId}`;
}

/**
 * Requests per day, earnings per day and the acceptance of the period's requests (the contract
 * says what counts as answered and accepted): one row, over two index ranges of the company's
 * bookings (migration 0016), those made in the period, and those completed and touched since it
 * began, each with its few history rows.
 */
function bookingFiguresSql(companyId: SQL, { from, to }: StatsPeriod) {
  const start = startOfIndiaDay(from);
  const end = startOfIndiaDay(addDays(to, 1));
  return sql`
    with requests as (
      select to_char(b.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
        answer.to_status as answer, answer.actor_role as answered_by
      from ${bookings} b
      -- The move out of 'requested' is how the request was settled, and by whom.
      left join lateral (
        select e.to_status, e.actor_role from ${bookingEvents} e
        where e.booking_id = b.id and e.from_status = 'requested'
        order by e.created_at limit 1
      ) answer on true
      where b.travel_company_id = ${companyId}
        and b.created_at >= ${start}::timestamptz and b.created_at < ${end}::timestamptz
    ),
    answered as (
      select answer = 'confirmed' as accepted from requests
      where answer in ('confirmed', 'declined', 'expired')
        -- The company's own cancel of a request is a refusal by another button.
        or (answer = 'cancelled' and answered_by = 'partner')
    ),
    completions as (
      select to_char(e.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, b.total
      from ${bookings} b
      join ${bookingEvents} e on e.booking_id = b.id and e.to_status = 'completed'
      -- A literal, so that the partial index bookings_company_completed_idx serves it.
      where b.status = 'completed' and b.travel_company_id = ${companyId}
        and b.updated_at >= ${start}::timestamptz - ${CLOCK_MARGIN}::interval
        and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
    )
    select
      (select coalesce(json_object_agg(day, n), '{}') from (
        select day, count(*)::integer as n from requests group by day
      ) per_day) as requests,
      (select coalesce(json_object_agg(day, rupees), '{}') from (
        select day, sum(total)::bigint as rupees from completions group by day
      ) per_day) as earnings,
      (select count(*)::integer from answered) as answered,
      (select count(*) filter (where accepted)::integer from answered) as accepted`;
}

/**
 * The dashboard's figures of one company (docs/product/marketplace.md#dashboard). Views and
 * cars are read per car of the company, so they cost in proportion to the fleet; a route may keep
 * them for a while (partner.routes.ts). Leads and bookings are index ranges of the company's own
 * reveals and bookings.
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
     * What the company of `ownerId` (the signed-in partner) and its leads, reviews and bookings
     * say about the period, read fresh on every request; null when the partner runs no company.
     * One statement, its plan kept (`preparedRead`): each statement is a round trip, and on the
     * embedded database every request's statements wait in one line, so the dashboard's fresh
     * half costs one, and no planning once warm.
     */
    async freshFigures(
      ownerId: string,
      period: StatsPeriod,
    ): Promise<{ companyId: string; leads: LeadFigures; booked: BookingFigures } | null> {
      const company = sql`(select id from own_company)`;
      const [row] = await preparedRead<{ company_id: string } & LeadFiguresRow & BookingFiguresRow>(
        db,
        sql`
          with own_company as materialized (
            select id from ${travelCompanies} where owner_user_id = ${ownerId} limit 1
          )
          select ${company} as company_id, leads.*, booked.*
          from (${leadFiguresSql(company, period)}) leads
          cross join (${bookingFiguresSql(company, period)}) booked`,
      );
      if (!row) return null;
      return {
        companyId: row.company_id,
        leads: {
          revealsByDay: row.reveals,
          leadsByStatus: row.leads,
          responseMinutes: row.response_minutes,
          ratingTotal: row.rating_total,
          ratingCount: row.rating_count,
        },
        booked: {
          requestsByDay: row.requests,
          earningsByDay: row.earnings,
          answered: row.answered,
          accepted: row.accepted,
        },
      };
    },
  };
}

/** The answer of GET /api/partner/stats: every day of the period, every status, as numbers. */
export function statsAnswer(
  period: StatsPeriod,
  viewsByDay: Counts,
  carsByStatus: Record<CarStatus, number>,
  leads: LeadFigures,
  booked: BookingFigures,
): Omit<PartnerStats, 'success'> {
  const days = Array.from({ length: STATS_PERIOD_DAYS }, (_, index) => {
    const day = addDays(period.from, index);
    return {
      day,
      views: viewsByDay[day] ?? 0,
      reveals: leads.revealsByDay[day] ?? 0,
      requests: booked.requestsByDay[day] ?? 0,
      earnings: booked.earningsByDay[day] ?? 0,
    };
  });
  const sum = (figure: 'views' | 'reveals' | 'requests' | 'earnings') =>
    days.reduce((total, day) => total + day[figure], 0);
  return {
    period,
    days,
    totals: {
      views: sum('views'),
      reveals: sum('reveals'),
      requests: sum('requests'),
      earnings: sum('earnings'),
    },
    leadsByStatus: countsOf(LEAD_STATUSES, leads.leadsByStatus),
    responseMinutes: leads.responseMinutes,
    rating: {
      average: averageRating(leads.ratingTotal, leads.ratingCount),
      count: leads.ratingCount,
    },
    carsByStatus,
    acceptance: {
      answered: booked.answered,
      accepted: booked.accepted,
      rate: booked.answered > 0 ? booked.accepted / booked.answered : null,
    },
  };
}
