import { IdParamsSchema, MessageResponseSchema } from '../../../shared/contracts/common.js';
import {
  AdminCommentListResponseSchema,
  AdminCommentResponseSchema,
  AdminReportListResponseSchema,
  AdminReviewListResponseSchema,
  AdminReviewResponseSchema,
  HideBodySchema,
  ModerationQuerySchema,
} from '../../../shared/contracts/moderation.js';
import { type MessageCode } from '../../../shared/message-ref.js';
import { currentUser } from '../../http/auth.js';
import { conflict, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { isRecordId } from '../companies/policy.js';
import { createModerationRepository, type ModerationRefusal } from './moderation.repository.js';
import { said } from '../../http/messages.js';

/**
 * docs/product/marketplace.md#moderation: reviews of cars (`/admin/feedback`), the site's
 * comments (`/admin/comments`) and customers' reports of reviews (`/admin/reports`).
 */
export const adminModerationModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const repository = createModerationRepository(db);
  const operatorOnly = guards.requireRole('operator');
  const tags = ['admin'];
  const actorOf = (request: Parameters<typeof currentUser>[0]) => ({
    id: currentUser(request).id,
    role: 'operator' as const,
  });
  // An unknown record answers 404 before the body is read, like every route naming a record.
  const known =
    (exists: (id: string) => Promise<boolean>, missing: MessageCode) =>
    async (request: { params: unknown }) => {
      const { id } = request.params as { id: string };
      if (isRecordId(id) && !(await exists(id))) throw notFound(missing);
    };
  const knownReview = known(repository.reviewExists, 'review_not_found');
  const knownComment = known(repository.commentExists, 'comment_not_found');
  const refused = (refusal: ModerationRefusal, missing: MessageCode) =>
    refusal === 'not_found'
      ? notFound(missing)
      : conflict(refusal === 'already_hidden' ? 'already_hidden' : 'not_hidden');

  app.get(
    '/admin/feedback',
    {
      onRequest: operatorOnly,
      schema: {
        summary: 'List reviews of cars, visible or hidden, newest first, optionally matching words',
        tags,
        querystring: ModerationQuerySchema,
        response: { 200: AdminReviewListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      reviews: await repository.reviews(request.query),
    }),
  );

  app.post(
    '/admin/feedback/:id/hide',
    {
      onRequest: operatorOnly,
      preValidation: knownReview,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Hide a review with a reason: it leaves every public list and its company rating',
        errors: { 404: 'No review has this id.', 409: 'The review is hidden already.' },
        tags,
        params: IdParamsSchema,
        body: HideBodySchema,
        response: { 200: AdminReviewResponseSchema },
      },
    },
    async (request) => {
      const outcome = await repository.setReviewHidden(
        request.params.id,
        true,
        request.body.reason,
        actorOf(request),
      );
      if (typeof outcome === 'string') throw refused(outcome, 'review_not_found');
      return { success: true as const, ...said('review_hidden'), review: outcome };
    },
  );

  app.post(
    '/admin/feedback/:id/restore',
    {
      onRequest: operatorOnly,
      preValidation: knownReview,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Show a hidden review again, back in its company rating',
        errors: { 404: 'No review has this id.', 409: 'The review is not hidden.' },
        tags,
        params: IdParamsSchema,
        response: { 200: AdminReviewResponseSchema },
      },
    },
    async (request) => {
      const outcome = await repository.setReviewHidden(
        request.params.id,
        false,
        '',
        actorOf(request),
      );
      if (typeof outcome === 'string') throw refused(outcome, 'review_not_found');
      return { success: true as const, ...said('review_restored'), review: outcome };
    },
  );

  app.get(
    '/admin/comments',
    {
      onRequest: operatorOnly,
      schema: {
        summary: "List the site's comments, visible or hidden, newest first",
        tags,
        querystring: ModerationQuerySchema,
        response: { 200: AdminCommentListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      comments: await repository.comments(request.query),
    }),
  );

  app.post(
    '/admin/comments/:id/hide',
    {
      onRequest: operatorOnly,
      preValidation: knownComment,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Hide a comment from the home page, with a reason',
        errors: { 404: 'No comment has this id.', 409: 'The comment is hidden already.' },
        tags,
        params: IdParamsSchema,
        body: HideBodySchema,
        response: { 200: AdminCommentResponseSchema },
      },
    },
    async (request) => {
      const outcome = await repository.setCommentHidden(
        request.params.id,
        true,
        request.body.reason,
        actorOf(request),
      );
      if (typeof outcome === 'string') throw refused(outcome, 'comment_not_found');
      return { success: true as const, ...said('comment_hidden'), comment: outcome };
    },
  );

  app.post(
    '/admin/comments/:id/restore',
    {
      onRequest: operatorOnly,
      preValidation: knownComment,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Show a hidden comment on the home page again',
        errors: { 404: 'No comment has this id.', 409: 'The comment is not hidden.' },
        tags,
        params: IdParamsSchema,
        response: { 200: AdminCommentResponseSchema },
      },
    },
    async (request) => {
      const outcome = await repository.setCommentHidden(
        request.params.id,
        false,
        '',
        actorOf(request),
      );
      if (typeof outcome === 'string') throw refused(outcome, 'comment_not_found');
      return {
        success: true as const,
        ...said('comment_restored'),
        comment: outcome,
      };
    },
  );

  app.get(
    '/admin/reports',
    {
      onRequest: operatorOnly,
      schema: {
        summary: "List customers' open reports of reviews, the oldest first, with each review",
        tags,
        response: { 200: AdminReportListResponseSchema },
      },
    },
    async () => ({ success: true as const, reports: await repository.reports() }),
  );

  app.post(
    '/admin/reports/:id/dismiss',
    {
      onRequest: operatorOnly,
      preValidation: known(repository.reportExists, 'report_not_found'),
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Settle a report without hiding its review',
        errors: { 404: 'No report has this id.', 409: 'The report is settled already.' },
        tags,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const outcome = await repository.dismissReport(request.params.id, actorOf(request));
      if (outcome === 'not_found') throw notFound('report_not_found');
      if (outcome === 'settled') throw conflict('report_settled');
      return { success: true as const, ...said('report_dismissed') };
    },
  );
};
