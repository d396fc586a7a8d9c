/**
 * Places and routes (docs/product/trips-and-money.md#places-routes-and-all-in-quotes): the place
 * picker's search, open to anyone, and the operators' corrections of a route's figures, audited.
 */
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  PlaceIdSchema,
  PlaceSearchQuerySchema,
  PlaceSearchResponseSchema,
  RouteChangeBodySchema,
  RouteListResponseSchema,
  RouteSchema,
  ROUTE_STATES,
} from '../../../shared/contracts/places.js';
import { SaidFields } from '../../../shared/contracts/common.js';
import { routes } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { said } from '../../http/messages.js';
import type { FeatureModule } from '../../http/types.js';
import { recordAudit } from '../audit/audit.js';
import { cityPlaceId, routeKey, searchPlaces } from './place-book.js';

/** A route by its two places; one that does not exist (from a place that is no city) is 404. */
const RouteParamsSchema = z.object({ from: PlaceIdSchema, to: PlaceIdSchema });

export const placesModule: FeatureModule = (app, { db, places, guards, writeRateLimit }) => {
  const operatorOnly = guards.requireRole('operator');

  app.get(
    '/places',
    {
      schema: {
        summary:
          'Find the places a trip can go to by name, in English, Telugu or Hindi; with from, each with its route from that city',
        tags: ['places'],
        querystring: PlaceSearchQuerySchema,
        response: { 200: PlaceSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, from, lang = 'en' } = request.query;
      const book = await places.current();
      const found = searchPlaces(book, q, lang);
      const origin = from === undefined ? undefined : cityPlaceId(from);
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        success: true as const,
        places: found
          .filter((place) => place.id !== origin)
          .map((place) =>
            origin === undefined
              ? place
              : { ...place, route: book.routes.get(routeKey(origin, place.id)) ?? null },
          ),
      };
    },
  );

  app.get(
    '/admin/routes',
    {
      onRequest: operatorOnly,
      schema: {
        summary: 'Every route from the cities, with its figures and their source, for the console',
        tags: ['admin'],
        response: { 200: RouteListResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const book = await places.current();
      return { success: true as const, routes: [...book.routes.values()] };
    },
  );

  // An unknown route is 404 before its body is read, like any record's address.
  const knownRoute = async (request: { params: unknown }) => {
    const { from, to } = request.params as { from: string; to: string };
    const book = await places.current();
    if (!book.routes.has(routeKey(from, to))) throw notFound('trip_route_not_found');
  };

  app.patch(
    '/admin/routes/:from/:to',
    {
      onRequest: operatorOnly,
      preValidation: knownRoute,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary:
          "Correct a route's km, tolls and the states it enters, saying where the figures come from; the next quotes use them",
        errors: { 404: 'No route from this city to this place.' },
        tags: ['admin'],
        params: RouteParamsSchema,
        body: RouteChangeBodySchema,
        response: {
          200: z.object({ success: z.literal(true), ...SaidFields, route: RouteSchema }),
        },
      },
    },
    async (request) => {
      const { from, to } = request.params;
      const { km, tolls, source } = request.body;
      // Sent or not, a route keeps one entry per state, in the order the states are listed.
      const sentBorders = request.body.borders;
      const borders = sentBorders && ROUTE_STATES.filter((state) => sentBorders.includes(state));
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(routes)
          .where(and(eq(routes.fromPlaceId, from), eq(routes.toPlaceId, to)))
          .for('update');
        if (!before) return null;
        const [after] = await tx
          .update(routes)
          .set({
            km,
            tollsCar: tolls.car,
            tollsLcv: tolls.lcv,
            source,
            ...(borders ? { borders } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(routes.fromPlaceId, from), eq(routes.toPlaceId, to)))
          .returning();
        await recordAudit(tx, {
          actor: { id: currentUser(request).id, role: 'operator' },
          action: 'route.update',
          recordType: 'route',
          recordId: before.id,
          before: {
            km: before.km,
            tollsCar: before.tollsCar,
            tollsLcv: before.tollsLcv,
            borders: before.borders,
            source: before.source,
          },
          after: {
            km,
            tollsCar: tolls.car,
            tollsLcv: tolls.lcv,
            borders: borders ?? before.borders,
            source,
          },
        });
        return after ?? null;
      });
      if (!changed) throw notFound('trip_route_not_found');
      return {
        success: true as const,
        ...said('route_changed'),
        route: {
          from: changed.fromPlaceId,
          to: changed.toPlaceId,
          km: changed.km,
          tolls: { car: changed.tollsCar, lcv: changed.tollsLcv },
          borders: changed.borders,
          source: changed.source,
        },
      };
    },
  );
};
