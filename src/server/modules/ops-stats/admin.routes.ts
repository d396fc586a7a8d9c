import { addDays, indiaToday } from '../../../shared/india-time.js';
import {
  METRICS_CITIES,
  METRICS_MEASURES,
  METRICS_RANGE_MAX_DAYS,
  MetricsCsvQuerySchema,
  MetricsQuerySchema,
  MetricsResponseSchema,
  OverviewResponseSchema,
  metricsPeriodProblem,
  type MetricsQuery,
} from '../../../shared/contracts/ops-metrics.js';
import { csvAnswer, sendCsv } from '../../http/csv.js';
import { badRequest } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { createOpsStatsRepository, type MetricsPeriod } from './ops-stats.repository.js';

/**
 * The India days the metrics count: `from`–`to` as asked, a missing `to` today and a missing
 * `from` the `days` before `to`. A period sent whole was checked by the schema; one completed
 * here (a `from` after today, or more than a year before it) is checked the same way.
 */
export function metricsPeriodOf(query: MetricsQuery, today: string): MetricsPeriod {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(query.days - 1));
  const problem = metricsPeriodProblem(from, to);
  if (problem) throw badRequest(problem, { max: METRICS_RANGE_MAX_DAYS });
  return { from, to };
}

/**
 * docs/product/marketplace.md#operator-console: the marketplace's figures per city per day, and what waits for
 * the team now. A module of its own rather than part of users, leads or bookings: it reads across
 * all of them.
 */
export const adminOpsStatsModule: FeatureModule = (app, { db, guards }) => {
  const repository = createOpsStatsRepository(db);
  const tags = ['admin'];
  const operatorOnly = guards.requireRole('operator', 'operator_only');

  app.get(
    '/admin/metrics',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          'Count sign-ups, contact reveals, booking requests and completions per city per India day, over a period of at most 366 days (the last 30 unless asked)',
        errors: {
          400: 'A day is not YYYY-MM-DD, the first day is after the last, or the period is longer than 366 days.',
        },
        tags,
        querystring: MetricsQuerySchema,
        response: { 200: MetricsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const period = metricsPeriodOf(request.query, indiaToday());
      return { success: true as const, ...(await repository.metrics(period)) };
    },
  );

  app.get(
    '/admin/metrics.csv',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          'Download the metrics of a period as CSV: a line per India day and city (and every city together), or per day for one city',
        errors: {
          400: 'A day is not YYYY-MM-DD, the first day is after the last, the period is longer than 366 days, or the city is unknown.',
        },
        answers: {
          200: csvAnswer('Day, city, then a column per measure, oldest day first.'),
        },
        tags,
        querystring: MetricsCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const period = metricsPeriodOf(request.query, indiaToday());
      const { days } = await repository.metrics(period);
      const { city } = request.query;
      const lines = days.flatMap((day) =>
        city
          ? [{ day: day.day, city: city as string, figures: day.byCity[city] }]
          : [
              ...METRICS_CITIES.map((name) => ({
                day: day.day,
                city: name as string,
                figures: day.byCity[name],
              })),
              { day: day.day, city: 'All cities', figures: day.all },
            ],
      );
      return sendCsv(
        reply,
        'metrics',
        ['Day', 'City', 'Sign-ups', 'Contact reveals', 'Booking requests', 'Completed trips'],
        lines,
        (line) => [line.day, line.city, ...METRICS_MEASURES.map((m) => line.figures[m])],
      );
    },
  );

  app.get(
    '/admin/overview',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          'Count what waits for the team: verifications, expiring documents, reports, requests',
        tags,
        response: { 200: OverviewResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, waiting: await repository.overview(indiaToday()) };
    },
  );
};
