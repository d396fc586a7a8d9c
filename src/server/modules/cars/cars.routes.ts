import {
  CarDetailResponseSchema,
  CarListQuerySchema,
  CarListResponseSchema,
} from '../../../shared/contracts/cars.js';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { createAnswerCache } from './answer-cache.js';
import { createCarsRepository } from './cars.repository.js';
import { messageText } from '../../../shared/messages.js';

export const CAR_NOT_FOUND = messageText('car_not_found');
export const CAR_NOT_OF_COMPANY = messageText('car_not_of_company');
/** Car list pages kept per instance: every filter combination's first pages, about 20 KB each. */
const CAR_LIST_CACHE_ENTRIES = 500;

type CarsRepository = ReturnType<typeof createCarsRepository>;

/**
 * Queries and feedback name a car and its travel company; both must exist and match, or the
 * company's inbox and rating would collect another company's cars.
 */
export async function assertCarOfCompany(
  repository: CarsRepository,
  carId: string,
  travelCompanyId: string,
): Promise<void> {
  const owner = await repository.ownerOf(carId);
  if (owner === null) throw notFound(CAR_NOT_FOUND);
  if (owner !== travelCompanyId) throw badRequest(CAR_NOT_OF_COMPANY);
}

/** spec §7 "Cars, queries, feedback": the car list and the car detail. */
export const carsModule: FeatureModule = (app, { db, catalogVersion }) => {
  const repository = createCarsRepository(db);
  const tags = ['cars'];

  const listCache = createAnswerCache(CAR_LIST_CACHE_ENTRIES);

  // DESIGN 11: paginated on the server; `hasMore` drives load-more. The category page asks for
  // the same pages again and again, so answers are cached per catalogue version (issue 5).
  app.get(
    '/cars',
    { schema: { tags, querystring: CarListQuerySchema, response: { 200: CarListResponseSchema } } },
    async (request, reply) => {
      const { city, category, service_type, limit, page } = request.query;
      const key = `${city}|${category}|${service_type}|${limit}|${page}`;
      // Read before the cars, so an answer is never labelled with a newer version than its own.
      const version = await catalogVersion();
      let body = listCache.get(key, version);
      if (body === undefined) {
        const { cars, hasMore } = await repository.list(request.query);
        // The route's own serializer, so a cached answer has the bytes a fresh one would have.
        const serialized = reply.serialize({ success: true as const, cars, page, limit, hasMore });
        body =
          typeof serialized === 'string'
            ? Buffer.from(serialized)
            : Buffer.from(serialized as ArrayBuffer);
        listCache.set(key, version, body);
      }
      // Bytes go out as they are: Fastify does not serialize a Buffer again.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/cars/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: CarDetailResponseSchema } } },
    async (request) => {
      const car = await repository.findById(request.params.id);
      if (!car) throw notFound(CAR_NOT_FOUND);
      return { success: true as const, car, message: 'Car fetched successfully' };
    },
  );
};
