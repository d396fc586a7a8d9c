import {
  AdminCarListResponseSchema,
  AdminCarResponseSchema,
  CarQueueQuerySchema,
} from '../../../shared/contracts/verification.js';
import type { FeatureModule } from '../../http/types.js';
import { registerVerificationQueue } from '../verification/queue.routes.js';
import { createCarVerificationRepository } from './admin.repository.js';

/**
 * MARKETPLACE "Operator console": the car review queue (new cars, and live cars whose rates moved
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
  });
};
