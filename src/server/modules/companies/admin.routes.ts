import {
  AdminCompanyListResponseSchema,
  AdminCompanyResponseSchema,
  CompanyQueueQuerySchema,
} from '../../../shared/contracts/verification.js';
import type { FeatureModule } from '../../http/types.js';
import { registerVerificationQueue } from '../verification/queue.routes.js';
import { createCompanyVerificationRepository } from './admin.repository.js';

/** MARKETPLACE "Operator console": the company verification queue and its decisions. */
export const adminCompaniesModule: FeatureModule = (app, context) => {
  registerVerificationQueue(app, context, {
    name: 'companies',
    itemName: 'company',
    querySchema: CompanyQueueQuerySchema,
    listSchema: AdminCompanyListResponseSchema,
    itemSchema: AdminCompanyResponseSchema,
    repository: createCompanyVerificationRepository(context.db),
    messages: {
      notFound: 'company_not_found',
      notWaiting: 'company_not_waiting',
      approved: 'company_verified',
      rejected: 'company_rejected',
    },
  });
};
