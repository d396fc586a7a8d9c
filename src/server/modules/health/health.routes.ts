import {
  HealthResponseSchema,
  LivenessResponseSchema,
  ReadinessResponseSchema,
} from '../../../shared/contracts/site.js';
import type { FeatureModule } from '../../http/types.js';

/**
 * Health for people and for load balancers. `/health` (spec): 200 when the database answers.
 * `/health/live`: the process answers (restart it if not). `/health/ready`: send it requests —
 * not while the database is unreachable, nor once it has been told to stop (it then drains).
 */
export const healthModule: FeatureModule = (app, { pingDatabase, lifecycle }) => {
  const tags = ['site'];
  const databaseUp = async (log: { warn: (object: object, message: string) => void }) => {
    try {
      await pingDatabase();
      return true;
    } catch (error) {
      log.warn(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        'health check: database unreachable',
      );
      return false;
    }
  };

  app.get(
    '/health',
    {
      schema: {
        summary: 'Check that the server and its database answer',
        tags,
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (request, reply) => {
      if (await databaseUp(request.log)) return { status: 'ok' as const, database: 'up' as const };
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        summary: 'Check that the process answers (restart it if not)',
        errors: { 503: false },
        tags,
        response: { 200: LivenessResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Check that this instance should be sent requests',
        tags,
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (lifecycle.draining)
        return reply.code(503).send({ status: 'draining', database: 'unchecked' });
      if (await databaseUp(request.log))
        return { status: 'ready' as const, database: 'up' as const };
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    },
  );
};
