import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { CompanyBadgeResponseSchema } from '../../../shared/contracts/cars.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { createLeadsRepository } from './leads.repository.js';

/**
 * docs/product/marketplace.md#leads: the storefront badge "Usually responds within N min/h" of
 * a car's company. Its own small call, asked by the car page beside GET /api/cars/{id}: that one
 * is a single database function read (decision 006) whose car shape the cached car lists share,
 * and the badge changes hourly, not with the car.
 */
export const companyBadgeModule: FeatureModule = (app, { db }) => {
  const repository = createLeadsRepository(db);

  app.get(
    '/cars/:id/company-badge',
    {
      schema: {
        summary: "Read the usual response time of the car's travel company (the car page's badge)",
        errors: { 404: 'The car does not exist.' },
        tags: ['cars'],
        params: IdParamsSchema,
        response: { 200: CompanyBadgeResponseSchema },
      },
    },
    async (request, reply) => {
      const responseMinutes = await repository.responseMinutesOfCar(request.params.id);
      if (responseMinutes === undefined) throw notFound('car_not_found');
      // The figure is refreshed hourly: a browser or proxy may keep it a while.
      reply.header('Cache-Control', 'public, max-age=600');
      return { success: true as const, responseMinutes };
    },
  );
};
