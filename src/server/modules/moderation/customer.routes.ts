import { IdParamsSchema, MessageResponseSchema } from '../../../shared/contracts/common.js';
import { ReportBodySchema } from '../../../shared/contracts/moderation.js';
import { currentUser } from '../../http/auth.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { isRecordId } from '../companies/policy.js';
import { createModerationRepository } from './moderation.repository.js';
import { said } from '../../http/messages.js';

/**
 * A signed-in customer reports a review of a car ("Report", docs/product/marketplace.md#operator-console): it
 * joins the operators' queue. One report per customer per review; nobody reports their own.
 */
export const reviewReportsModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const repository = createModerationRepository(db);

  app.post(
    '/feedback/:id/report',
    {
      onRequest: guards.requireUser,
      // An unknown review answers 404 before the body is read, like every route naming a record.
      preValidation: async (request) => {
        const { id } = request.params as { id: string };
        if (isRecordId(id) && !(await repository.reviewExists(id)))
          throw notFound('review_not_found');
      },
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Report a review of a car to the Saarthi team, with what is wrong with it',
        errors: {
          400: 'The reason is missing or too short, or the review is your own.',
          404: 'No visible review has this id.',
          409: 'You have reported this review already.',
        },
        tags: ['feedback'],
        params: IdParamsSchema,
        body: ReportBodySchema,
        response: { 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await repository.report(
        request.params.id,
        currentUser(request).id,
        request.body.reason,
      );
      if (outcome === 'not_found') throw notFound('review_not_found');
      if (outcome === 'own_review') throw badRequest('report_own_review');
      if (outcome === 'twice') throw conflict('report_twice');
      return reply.code(201).send({ success: true as const, ...said('report_received') });
    },
  );
};
