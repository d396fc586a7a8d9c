import type { FastifyRequest } from 'fastify';
import type { MessageCode } from '../../../shared/message-ref.js';
import type { PartnerCompany } from '../../../shared/contracts/partner.js';
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
  if (!company) throw notFound('company_not_found');
  return company;
}

/** A suspended company's partner can read but not change anything until an operator restores it. */
export function assertCompanyMayChange(company: PartnerCompany): void {
  if (company.status === 'suspended') throw conflict('company_suspended');
}

const companies = new WeakMap<FastifyRequest, Promise<PartnerCompany>>();

/** The signed-in partner's company, read once per request however many hooks ask for it. */
export function companyOfRequest(
  repository: CompaniesRepository,
  request: FastifyRequest,
): Promise<PartnerCompany> {
  let company = companies.get(request);
  if (!company) {
    company = companyOfPartner(repository, request);
    companies.set(request, company);
  }
  return company;
}

/** The signed-in partner's company, when it may change anything: a suspended one may only read. */
export async function companyThatMayChange(
  repository: CompaniesRepository,
  request: FastifyRequest,
): Promise<PartnerCompany> {
  const company = await companyOfRequest(repository, request);
  assertCompanyMayChange(company);
  return company;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed record id: only such an id is looked up, the others are left to validation. */
export const isRecordId = (value: string) => UUID.test(value);

/**
 * A `preValidation` hook for a route whose path names a record and that reads a body: a record
 * of another company (or of none) answers 404 before the body is validated, so whether a body
 * would pass never tells a prober that the id exists. A malformed id is left to validation (400).
 */
export function ownRecordFirst(
  repository: CompaniesRepository,
  owns: (companyId: string, params: Record<string, string>) => Promise<boolean>,
  missing: MessageCode,
) {
  return async (request: FastifyRequest) => {
    const params = request.params as Record<string, string>;
    if (!Object.values(params).every(isRecordId)) return;
    const company = await companyOfRequest(repository, request);
    if (!(await owns(company._id, params))) throw notFound(missing);
  };
}
