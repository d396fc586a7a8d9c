import {
  QueryBodySchema,
  QueryCreatedSchema,
  QueryListResponseSchema,
} from '../../../shared/contracts/cars.js';
import { currentUser } from '../../http/auth.js';
import type { FeatureModule } from '../../http/types.js';
import { createCarsRepository } from '../cars/cars.repository.js';
import { assertCarOfCompany, CAR_NOT_FOUND } from '../cars/cars.routes.js';
import { notFound } from '../../http/errors.js';
import { createQueriesRepository } from './queries.repository.js';
import { revealedContact } from './revealed-contact.js';
import { said } from '../../http/messages.js';

/** docs/product/storefront.md#page-states: revealing a car's contact logs a query; docs/product/storefront.md#reveals: the user lists their own. */
export const queriesModule: FeatureModule = (app, { db, guards, writeRateLimit, config }) => {
  const repository = createQueriesRepository(db);
  const carsRepository = createCarsRepository(db);
  const tags = ['queries'];

  app.post(
    '/queries',
    {
      onRequest: guards.requireUser,
      // Each reveal writes a row the car's company sees: a script must not flood it.
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: "Reveal a car's contact, recorded as the user's query",
        errors: { 404: 'The car does not exist.' },
        tags,
        body: QueryBodySchema,
        response: { 201: QueryCreatedSchema },
      },
    },
    async (request, reply) => {
      const { carId, travelUserId } = request.body;
      // docs/product/storefront.md#api-calls: the query's user is the token's user, never a field of the body.
      const saved = await repository.create({
        userId: currentUser(request).id,
        carId,
        travelCompanyId: travelUserId,
      });
      if (!saved) {
        // Nothing was written: say why (no such car, or not this company's).
        await assertCarOfCompany(carsRepository, carId, travelUserId);
        throw notFound(CAR_NOT_FOUND);
      }
      return reply.code(201).send({
        success: true as const,
        ...said('query_saved'),
        query: saved.query,
        // The reveal is the customer's consent: from here the company's own contact is theirs.
        contact: revealedContact(saved.company, saved.carName, config.site.supportPhone),
      });
    },
  );

  app.get(
    '/queries',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "List the signed-in user's queries",
        tags,
        response: { 200: QueryListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      queries: await repository.listForUser(currentUser(request).id),
    }),
  );
};
