import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  PartnerReviewListQuerySchema,
  PartnerReviewListResponseSchema,
  PartnerReviewResponseSchema,
  ReviewReplyBodySchema,
} from '../../../shared/contracts/reviews.js';
import { feedback } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { auditedWrite } from '../audit/audited-write.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { companyOfRequest, companyThatMayChange, ownRecordFirst } from '../companies/policy.js';
import { createReviewsRepository } from './reviews.repository.js';

const REVIEW_NOT_FOUND = 'review_not_found' as const;

/** docs/product/marketplace.md#reviews: feedback on the company's cars and its one reply. */
export const partnerReviewsModule: FeatureModule = (app, { db, guards }) => {
  const repository = createReviewsRepository(db);
  const companies = createCompaniesRepository(db);
  const tags = ['partner'];
  const partnerOnly = guards.requireRole('partner', 'partner_only');
  const ownReviewFirst = ownRecordFirst(
    companies,
    (companyId, { id }) => repository.isOfCompany(companyId, id!),
    REVIEW_NOT_FOUND,
  );

  app.get(
    '/partner/reviews',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "List the reviews of the partner's cars, newest first, a page at a time",
        errors: { 404: 'The partner runs no company.' },
        tags,
        querystring: PartnerReviewListQuerySchema,
        response: { 200: PartnerReviewListResponseSchema },
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

  app.post(
    '/partner/reviews/:id/reply',
    {
      onRequest: partnerOnly,
      preValidation: ownReviewFirst,
      schema: {
        summary: "Write or edit the company's one public reply to a review of its car",
        errors: {
          404: "The partner runs no company, or the review is not of the company's cars.",
          409: 'The company is suspended.',
        },
        tags,
        params: IdParamsSchema,
        body: ReviewReplyBodySchema,
        response: { 200: PartnerReviewResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(companies, request);
      // Another company's review answers as a missing one (404), so ids cannot be probed.
      const review = await auditedWrite(
        db,
        (tx) =>
          createReviewsRepository(tx).reply(company._id, request.params.id, request.body.reply),
        {
          actor: { id: currentUser(request).id, role: 'partner' },
          action: 'review.reply',
          recordType: 'review',
          table: feedback,
          rowId: request.params.id,
        },
      );
      if (!review) throw notFound(REVIEW_NOT_FOUND);
      return { success: true as const, review };
    },
  );
};
