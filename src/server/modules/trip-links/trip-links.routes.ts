import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  SharedTripResponseSchema,
  TripLinkParamsSchema,
  TripLinkResponseSchema,
  TripLinkRevokedResponseSchema,
} from '../../../shared/contracts/trip-links.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { said } from '../../http/messages.js';
import type { FeatureModule } from '../../http/types.js';
import { createTripLinksRepository } from './trip-links.repository.js';

/**
 * docs/product/trips-and-money.md#sharing-a-trip: the customer shares a read-only link to a trip
 * and stops sharing it; whoever has a working link reads the trip's few public facts.
 */
export const tripLinksModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const links = createTripLinksRepository(db);
  const tags = ['bookings'];

  app.post(
    '/bookings/:id/share',
    {
      onRequest: guards.requireUser,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: "Make a read-only link to one of the signed-in customer's trips, for family",
        description:
          'The token is answered once: only its hash is kept. Each call makes another link; all work until sharing is stopped or a day after the return.',
        errors: { 404: 'No booking of this customer has this id.' },
        tags,
        params: IdParamsSchema,
        response: { 201: TripLinkResponseSchema },
      },
    },
    async (request, reply) => {
      const token = await links.share(currentUser(request).id, request.params.id);
      if (token === null) throw notFound('booking_not_found');
      return reply.code(201).send({ success: true as const, ...said('trip_shared'), token });
    },
  );

  app.delete(
    '/bookings/:id/share',
    {
      onRequest: guards.requireUser,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: "Stop every shared link of one of the signed-in customer's trips",
        errors: { 404: 'No booking of this customer has this id.' },
        tags,
        params: IdParamsSchema,
        response: { 200: TripLinkRevokedResponseSchema },
      },
    },
    async (request) => {
      const revoked = await links.stop(currentUser(request).id, request.params.id, new Date());
      if (revoked === null) throw notFound('booking_not_found');
      return { success: true as const, ...said('trip_sharing_stopped'), revoked };
    },
  );

  app.get(
    '/trip-links/:token',
    {
      schema: {
        summary: 'Read a shared trip: car, number plate, driver first name, status, pickup time',
        description: 'No phone, address or price. A stopped or expired link answers 404.',
        errors: { 404: 'The link was stopped, has expired or was never made.' },
        tags,
        params: TripLinkParamsSchema,
        response: { 200: SharedTripResponseSchema },
      },
    },
    async (request, reply) => {
      const trip = await links.read(request.params.token, new Date());
      if (!trip) throw notFound('trip_link_not_found');
      // A family member's page: never kept by a proxy, and never a search result.
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return { success: true as const, trip };
    },
  );
};
