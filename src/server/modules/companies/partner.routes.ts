import {
  CompanyBodySchema,
  PartnerCompanyResponseSchema,
} from '../../../shared/contracts/partner.js';
import { travelCompanies } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { HttpError, conflict, forbidden } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { auditedWrite } from '../audit/audited-write.js';
import { assertOwnUploads } from '../uploads/own-uploads.js';
import { createCompaniesRepository } from './companies.repository.js';
import { assertCompanyMayChange, companyOfPartner } from './policy.js';
import { said } from '../../http/messages.js';

/** A GSTIN another company holds: a 409 on the field, so the form says it beside it. */
const gstinTaken = () =>
  new HttpError(409, 'gstin_taken', {}, [{ path: 'body.gstin', ...said('gstin_taken') }]);

/** The travel company of the signed-in partner. */
export const partnerCompanyModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const repository = createCompaniesRepository(db);
  const tags = ['partner'];
  const partnerOnly = guards.requireRole('partner', 'partner_only');

  app.post(
    '/partner/company',
    {
      onRequest: guards.requireUser,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Register a travel company: it starts pending and the account becomes its partner',
        errors: {
          403: 'Only a customer account can register a company.',
          409: 'The account already runs a company, or another company holds the GSTIN (`gstin_taken`).',
        },
        tags,
        body: CompanyBodySchema,
        response: { 201: PartnerCompanyResponseSchema },
      },
    },
    async (request, reply) => {
      // The entry keeps the role the account registered in (a customer's, usually), not the
      // partner's it has after this write.
      const user = currentUser(request);
      await assertOwnUploads(db, user.id, [request.body.imageUrl], 'imageUrl');
      const outcome = await auditedWrite(
        db,
        (tx) => createCompaniesRepository(tx).register(user.id, request.body),
        {
          actor: user,
          action: 'company.register',
          recordType: 'company',
          table: travelCompanies,
          rowId: ({ company }) => company._id,
        },
      );
      if ('refused' in outcome) {
        if (outcome.refused === 'company_exists') throw conflict('company_exists');
        if (outcome.refused === 'gstin_taken') throw gstinTaken();
        throw forbidden('company_register_customer_only');
      }
      return reply.code(201).send({ success: true as const, company: outcome.company });
    },
  );

  app.get(
    '/partner/company',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "Read the signed-in partner's company, with its verification status",
        errors: { 404: 'The partner runs no company.' },
        tags,
        response: { 200: PartnerCompanyResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      company: await companyOfPartner(repository, request),
    }),
  );

  app.put(
    '/partner/company',
    {
      onRequest: partnerOnly,
      schema: {
        summary:
          "Edit the signed-in partner's company (a rejected one, or a verified one whose legal name or GSTIN changes, goes back for verification)",
        errors: {
          404: 'The partner runs no company.',
          409: 'The company is suspended, or another company holds the GSTIN (`gstin_taken`).',
        },
        tags,
        body: CompanyBodySchema,
        response: { 200: PartnerCompanyResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfPartner(repository, request);
      assertCompanyMayChange(company);
      await assertOwnUploads(db, currentUser(request).id, [request.body.imageUrl], 'imageUrl', [
        company.imageUrl,
      ]);
      const outcome = await auditedWrite(
        db,
        (tx) => createCompaniesRepository(tx).update(company._id, request.body),
        {
          actor: currentUser(request),
          action: 'company.update',
          recordType: 'company',
          table: travelCompanies,
          rowId: company._id,
        },
      );
      if (outcome === null) return { success: true as const, company };
      if ('refused' in outcome) throw gstinTaken();
      return {
        success: true as const,
        ...said(outcome.identityToReview ? 'company_identity_to_review' : 'company_saved'),
        company: outcome.company,
      };
    },
  );
};
