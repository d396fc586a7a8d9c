import type { FastifyRequest } from 'fastify';
import type { PartnerCompany } from '../../../shared/contracts/partner.js';
import { messageText } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { conflict, notFound } from '../../http/errors.js';
import type { CompaniesRepository } from './companies.repository.js';

/**
 * Who may do what with a travel company. Partner routes run behind `requireRole('partner')`;
 * every record they touch belongs to the company found here from the signed-in account, never
 * from an id or company id sent by the client.
 */
export async function companyOfPartner(
  repository: CompaniesRepository,
  request: FastifyRequest,
): Promise<PartnerCompany> {
  const company = await repository.ofOwner(currentUser(request).id);
  if (!company) throw notFound(messageText('company_not_found'));
  return company;
}

/** A suspended company's partner can read but not change anything until an operator restores it. */
export function assertCompanyMayChange(company: PartnerCompany): void {
  if (company.status === 'suspended') throw conflict(messageText('company_suspended'));
}
