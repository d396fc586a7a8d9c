import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  LeadListQuerySchema,
  LeadListResponseSchema,
  LeadResponseSchema,
  LeadStatusBodySchema,
} from '../../../shared/contracts/leads.js';
import { queries } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { auditedWrite } from '../audit/audited-write.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { companyOfRequest, companyThatMayChange, ownRecordFirst } from '../companies/policy.js';
import { createLeadsRepository } from './leads.repository.js';

const LEAD_NOT_FOUND = 'lead_not_found' as const;

/** docs/product/marketplace.md#leads: the contact reveals of the partner's company's cars. */
export const partnerLeadsModule: FeatureModule = (app, { db, guards }) => {
  const repository = createLeadsRepository(db);
  const companies = createCompaniesRepository(db);
  const tags = ['partner'];
  const partnerOnly = guards.requireRole('partner', 'partner_only');
  const ownLeadFirst = ownRecordFirst(
    companies,
    (companyId, { id }) => repository.isOfCompany(companyId, id!),
    LEAD_NOT_FOUND,
  );

  app.get(
    '/partner/leads',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "List the contact reveals of the partner's cars, newest first, a page at a time",
        errors: { 404: 'The partner runs no company.' },
        tags,
        querystring: LeadListQuerySchema,
        response: { 200: LeadListResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      return {
        success: true as const,
        ...(await repository.listForCompany(company._id, request.query)),
      };
    },
  );

  app.patch(
    '/partner/leads/:id',
    {
      onRequest: partnerOnly,
      preValidation: ownLeadFirst,
      schema: {
        summary: "Set a lead's status; the first move from new records the time to first response",
        errors: {
          404: "The partner runs no company, or the lead is not one of the company's.",
          409: 'The company is suspended.',
        },
        tags,
        params: IdParamsSchema,
        body: LeadStatusBodySchema,
        response: { 200: LeadResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(companies, request);
      // The company is the caller's, never one named by the client: another company's lead is
      // as missing as one that does not exist (404), so ids cannot be probed.
      const { id } = request.params;
      const lead = await auditedWrite(
        db,
        (tx) => createLeadsRepository(tx).setStatus(company._id, id, request.body.status),
        {
          actor: currentUser(request),
          action: 'lead.status',
          recordType: 'lead',
          table: queries,
          rowId: id,
        },
      );
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return { success: true as const, lead };
    },
  );
};
