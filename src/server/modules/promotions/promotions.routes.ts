import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { OffersResponseSchema } from '../../../shared/contracts/promotions.js';
import {
  PromotionBodySchema,
  PromotionResponseSchema,
  PromotionsResponseSchema,
} from '../../../shared/contracts/promotions-admin.js';
import { indiaToday } from '../../../shared/india-time.js';
import { currentUser } from '../../http/auth.js';
import { conflict, fieldError, notFound } from '../../http/errors.js';
import { said } from '../../http/messages.js';
import type { FeatureModule } from '../../http/types.js';
import { createPromotionsRepository, PromotionRefused } from './promotions.repository.js';

/** A repository's refusal as the console reads it. */
function promotionError(error: unknown): unknown {
  if (!(error instanceof PromotionRefused)) return error;
  if (error.refusal === 'promotion_code_taken') return fieldError('code', error.refusal);
  if (error.refusal === 'promotion_not_found') return notFound(error.refusal);
  return conflict(error.refusal);
}

/**
 * docs/product/trips-and-money.md#offers: operators create, list and end Saarthi's offers; every
 * visitor reads the ones running today (the home page's offers and the offers page).
 */
export const promotionsModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const repository = createPromotionsRepository(db);
  const operatorOnly = guards.requireRole('operator', 'operator_only');

  app.get(
    '/offers',
    {
      schema: {
        summary: "List Saarthi's offers a customer can use today, newest first",
        tags: ['bookings'],
        response: { 200: OffersResponseSchema },
      },
    },
    async (_request, reply) => {
      // Offers start, end and run out through the day: a minute's caching is all they bear.
      reply.header('Cache-Control', 'public, max-age=60');
      return { success: true as const, offers: await repository.offersOn(indiaToday()) };
    },
  );

  app.get(
    '/admin/promotions',
    {
      onRequest: operatorOnly,
      schema: {
        summary: 'List every offer with how often it is held and used, and what Saarthi paid',
        tags: ['admin'],
        response: { 200: PromotionsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, promotions: await repository.list() };
    },
  );

  app.post(
    '/admin/promotions',
    {
      onRequest: operatorOnly,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Create an offer: an amount or a percentage off, paid by Saarthi (audited)',
        description:
          'The code is 4 to 20 capital letters and digits (sent in any case). `validFrom` and `validTo` are India days, both included, at most a year apart. A percentage offer may have a `cap` in rupees; `cities` empty means every city.',
        errors: {
          400: 'A field is missing or out of range, or the code is taken.',
        },
        tags: ['admin'],
        body: PromotionBodySchema,
        response: { 201: PromotionResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const promotion = await repository.create(request.body, currentUser(request).id);
        return reply
          .code(201)
          .send({ success: true as const, ...said('promotion_created'), promotion });
      } catch (error) {
        throw promotionError(error);
      }
    },
  );

  app.post(
    '/admin/promotions/:id/end',
    {
      onRequest: operatorOnly,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'End an offer now: no new booking takes it, bookings holding it keep it (audited)',
        errors: {
          404: 'No offer has this id.',
          409: 'The offer has ended already.',
        },
        tags: ['admin'],
        params: IdParamsSchema,
        response: { 200: PromotionResponseSchema },
      },
    },
    async (request) => {
      try {
        const promotion = await repository.end(
          request.params.id,
          currentUser(request).id,
          new Date(),
        );
        return { success: true as const, ...said('promotion_ended'), promotion };
      } catch (error) {
        throw promotionError(error);
      }
    },
  );
};
