import {
  AdminDriverListResponseSchema,
  AdminDriverResponseSchema,
  DriverQueueQuerySchema,
} from '../../../shared/contracts/verification.js';
import type { FeatureModule } from '../../http/types.js';
import { PAPERS_IN_ORDER, registerVerificationQueue } from '../verification/queue.routes.js';
import { createDriverVerificationRepository } from './admin.repository.js';

/** docs/product/marketplace.md#operator-console: the drivers' verification queue and its decisions. */
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
    docs: {
      list: {
        summary: 'List drivers in one check status (pending by default), the longest waiting first',
      },
      verify: {
        summary:
          'Verify a driver waiting for a check, or reject them with the reason their partner sees',
        errors: {
          404: 'No driver has this id.',
          409: `The driver is not waiting for a check. ${PAPERS_IN_ORDER}`,
        },
      },
    },
  });
};
