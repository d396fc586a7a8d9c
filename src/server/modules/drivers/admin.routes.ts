import {
  AdminDriverListResponseSchema,
  AdminDriverResponseSchema,
  DriverQueueQuerySchema,
} from '../../../shared/contracts/verification.js';
import type { FeatureModule } from '../../http/types.js';
import { registerVerificationQueue } from '../verification/queue.routes.js';
import { createDriverVerificationRepository } from './admin.repository.js';

/** MARKETPLACE "Operator console": the drivers' verification queue and its decisions. */
export const adminDriversModule: FeatureModule = (app, context) => {
  registerVerificationQueue(app, context, {
    name: 'drivers',
    itemName: 'driver',
    querySchema: DriverQueueQuerySchema,
    listSchema: AdminDriverListResponseSchema,
    itemSchema: AdminDriverResponseSchema,
    repository: createDriverVerificationRepository(context.db),
    messages: {
      notFound: 'driver_not_found',
      notWaiting: 'driver_not_waiting',
      approved: 'driver_verified',
      rejected: 'driver_rejected',
    },
  });
};
