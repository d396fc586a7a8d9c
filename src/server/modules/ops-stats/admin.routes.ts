import { indiaToday } from '../../../shared/india-time.js';
import {
  MetricsQuerySchema,
  MetricsResponseSchema,
  OverviewResponseSchema,
} from '../../../shared/contracts/ops-metrics.js';
import type { FeatureModule } from '../../http/types.js';
import { createOpsStatsRepository, periodEnding } from './ops-stats.repository.js';

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
          'Count sign-ups, contact reveals, booking requests and completions per city per India day',
        tags,
        querystring: MetricsQuerySchema,
        response: { 200: MetricsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const period = periodEnding(indiaToday(), request.query.days);
      return { success: true as const, ...(await repository.metrics(period)) };
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
