import {
  AdminCarListResponseSchema,
  AdminCarResponseSchema,
  CarQueueQuerySchema,
} from '../../../shared/contracts/verification.js';
import type { FeatureModule } from '../../http/types.js';
import { PAPERS_IN_ORDER, registerVerificationQueue } from '../verification/queue.routes.js';
import { createCarVerificationRepository } from './admin.repository.js';

/**
 * docs/product/marketplace.md#operator-console: the car review queue (new cars, and live cars whose rates moved
 * more than 30 %) and its decisions.
 */
export const adminCarsModule: FeatureModule = (app, context) => {
  registerVerificationQueue(app, context, {
    name: 'cars',
    itemName: 'car',
    querySchema: CarQueueQuerySchema,
    listSchema: AdminCarListResponseSchema,
    itemSchema: AdminCarResponseSchema,
    repository: createCarVerificationRepository(context.db),
    messages: {
      notFound: 'car_not_found',
      notWaiting: 'car_not_waiting',
      approved: 'car_approved',
      rejected: 'car_rejected',
    },
    docs: {
      list: {
        summary: 'List cars in one status (pending review by default), the longest waiting first',
      },
      verify: {
        summary: 'Put a car waiting for review live, or send it back to draft with a reason',
        errors: {
          404: 'No car has this id.',
          409: `The car is not waiting for review. ${PAPERS_IN_ORDER}`,
        },
      },
    },
  });
};
