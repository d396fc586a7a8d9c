import {
  CarDetailResponseSchema,
  CarListQuerySchema,
  CarListResponseSchema,
} from '../../../shared/contracts/cars.js';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { createCarsRepository } from './cars.repository.js';

export const CAR_NOT_FOUND = 'Car not found';
export const CAR_NOT_OF_COMPANY = 'This car does not belong to that travel company';

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
export const carsModule: FeatureModule = (app, { db }) => {
  const repository = createCarsRepository(db);
  const tags = ['cars'];

  // DESIGN 11: paginated on the server; `hasMore` drives load-more.
  app.get(
    '/cars',
    { schema: { tags, querystring: CarListQuerySchema, response: { 200: CarListResponseSchema } } },
    async (request) => {
      const { cars, hasMore } = await repository.list(request.query);
      return {
        success: true as const,
        cars,
        page: request.query.page,
        limit: request.query.limit,
        hasMore,
      };
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
