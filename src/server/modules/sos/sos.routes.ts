import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  SosAcknowledgedResponseSchema,
  SosListResponseSchema,
  SosRaisedResponseSchema,
} from '../../../shared/contracts/sos.js';
import { currentUser } from '../../http/auth.js';
import { conflict, notFound } from '../../http/errors.js';
import { said } from '../../http/messages.js';
import type { FeatureModule } from '../../http/types.js';
import { createSosRepository } from './sos.repository.js';

/**
 * docs/product/trips-and-money.md#sos: a customer on a trip under way raises an SOS; operators
 * see every open one at the top of the console and acknowledge it once they have acted.
 */
export const sosModule: FeatureModule = (app, { db, guards }) => {
  const alerts = createSosRepository(db);
  const operatorOnly = guards.requireRole('operator');

  app.post(
    '/bookings/:id/sos',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "Raise an SOS on the signed-in customer's trip under way, for Saarthi's team",
        description:
          'Pressed again while the alert is open, it answers the same alert. The app offers a call to 112 beside it.',
        errors: {
          404: 'No booking of this customer has this id.',
          409: 'The trip is not under way.',
        },
        tags: ['bookings'],
        params: IdParamsSchema,
        response: { 201: SosRaisedResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await alerts.raise(currentUser(request).id, request.params.id);
      if (outcome === 'not_found') throw notFound('booking_not_found');
      if (outcome === 'not_ongoing') throw conflict('sos_trip_not_ongoing');
      return reply
        .code(201)
        .send({ success: true as const, ...said('sos_raised'), alertId: outcome.alertId });
    },
  );

  app.get(
    '/admin/sos',
    {
      onRequest: operatorOnly,
      schema: {
        summary: 'The SOS alerts no operator has acknowledged yet, oldest first',
        tags: ['admin'],
        response: { 200: SosListResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, alerts: await alerts.open() };
    },
  );

  app.post(
    '/admin/sos/:id/acknowledge',
    {
      onRequest: operatorOnly,
      schema: {
        summary: 'Acknowledge an SOS alert once the team has acted on it (audited)',
        errors: { 404: 'No open alert has this id: unknown, or acknowledged already.' },
        tags: ['admin'],
        params: IdParamsSchema,
        response: { 200: SosAcknowledgedResponseSchema },
      },
    },
    async (request) => {
      const done = await alerts.acknowledge(request.params.id, currentUser(request).id, new Date());
      if (!done) throw notFound('sos_not_found');
      return { success: true as const, ...said('sos_acknowledged') };
    },
  );
};
