import { HealthResponseSchema } from '../../../shared/contracts/site.js';
import type { FeatureModule } from '../../http/types.js';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthModule: FeatureModule = (app, { db }) => {
  app.get(
    '/health',
    { schema: { tags: ['site'], response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (request, reply) => {
      try {
        await db.execute('select 1');
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};
