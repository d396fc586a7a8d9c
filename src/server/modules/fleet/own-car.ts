import type { ServerContext } from '../../http/types.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { ownRecordFirst } from '../companies/policy.js';
import { createFleetRepository } from './fleet.repository.js';

/**
 * What every partner route on a car of the partner's own company starts from: the partner-only
 * guard, and `ownCarFirst`, which answers 404 before the body is read when the car is another
 * company's (so a partner learns nothing of other fleets from a validation message).
 */
export function ownCarRoutes({ db, guards }: Pick<ServerContext, 'db' | 'guards'>) {
  const fleet = createFleetRepository(db);
  const companies = createCompaniesRepository(db);
  return {
    fleet,
    companies,
    tags: ['partner'],
    partnerOnly: guards.requireRole('partner', 'partner_only'),
    ownCarFirst: ownRecordFirst(
      companies,
      (companyId, { id }) => fleet.exists(companyId, id!),
      'car_not_found',
    ),
  };
}
