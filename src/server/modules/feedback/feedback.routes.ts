import * as z from 'zod/mini';
import {
  FeedbackBodySchema,
  FeedbackCreatedSchema,
  FeedbackListQuerySchema,
  FeedbackSchema,
} from '../../../shared/contracts/cars.js';
import { currentUser } from '../../http/auth.js';
import { forbidden } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { createCarsRepository } from '../cars/cars.repository.js';
import { assertCarOfCompany } from '../cars/cars.routes.js';
import { createFeedbackRepository } from './feedback.repository.js';
import { said } from '../../http/messages.js';

/** docs/product/storefront.md#api-calls: reviews of a car and its travel company. */
export const feedbackModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const repository = createFeedbackRepository(db);
  const carsRepository = createCarsRepository(db);
  const tags = ['feedback'];

  // docs/product/storefront.md#api-calls: the answer is a plain array.
  app.get(
    '/feedback',
    {
      schema: {
        summary: 'List the reviews of a car or of a travel company',
        tags,
        querystring: FeedbackListQuerySchema,
        response: { 200: z.array(FeedbackSchema) },
      },
    },
    (request) => repository.list(request.query),
  );

  app.post(
    '/feedback',
    {
      onRequest: guards.requireUser,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: "Review a car and its travel company, or edit the user's review of that car",
        errors: { 404: 'The car does not exist.' },
        tags,
        body: FeedbackBodySchema,
        response: { 200: FeedbackCreatedSchema, 201: FeedbackCreatedSchema },
      },
    },
    async (request, reply) => {
      const { carId, travelUserId, rating, feedback: comment } = request.body;
      const author = currentUser(request);
      // Reviews are customers' word on a trip: a travel company (its own cars included) or
      // Saarthi's team writing one would bend the rating everyone reads.
      if (author.role !== 'customer') throw forbidden('review_customers_only');
      // The author is the token's user; a `userId` in the body is ignored.
      const review = {
        userId: author.id,
        carId,
        travelCompanyId: travelUserId,
        rating,
        comment,
      };
      const first = await repository.saveFirst(review);
      if (first)
        return reply.code(201).send({
          success: true as const,
          ...said('feedback_submitted'),
          feedback: first,
        });
      // Not a first review of the company's car: say why, or edit the review already there
      // (one review per customer per car: writing again edits it, 200 instead of 201).
      await assertCarOfCompany(carsRepository, carId, travelUserId);
      const { feedback, created } = await repository.save(review);
      return created
        ? reply.code(201).send({ success: true as const, ...said('feedback_submitted'), feedback })
        : reply.code(200).send({ success: true as const, ...said('feedback_updated'), feedback });
    },
  );
};
