import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  AdminCompanyListResponseSchema,
  AdminCompanyResponseSchema,
  CompanyQueueQuerySchema,
  RestoreBodySchema,
  SuspendBodySchema,
} from '../../../shared/contracts/verification.js';
import { currentUser } from '../../http/auth.js';
import { conflict, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { papersMissingError } from '../documents/papers.js';
import { PAPERS_IN_ORDER, registerVerificationQueue } from '../verification/queue.routes.js';
import { isRecordId } from './policy.js';
import { createCompanyVerificationRepository } from './admin.repository.js';
import { said } from '../../http/messages.js';

/**
 * docs/product/marketplace.md#operator-console: the company verification queue and its decisions, and the
 * suspension of a verified company (docs/product/marketplace.md#roles-and-accounts: a company can be suspended).
 */
export const adminCompaniesModule: FeatureModule = (app, context) => {
  const repository = createCompanyVerificationRepository(context.db);
  const operatorOnly = context.guards.requireRole('operator');
  // An unknown company answers 404 before the body is read, like every route naming a record.
  const knownCompany = async (request: { params: unknown }) => {
    const { id } = request.params as { id: string };
    if (isRecordId(id) && !(await repository.exists(id))) throw notFound('company_not_found');
  };

  app.post(
    '/admin/companies/:id/suspend',
    {
      onRequest: operatorOnly,
      preValidation: knownCompany,
      config: { rateLimit: context.writeRateLimit },
      schema: {
        summary:
          'Suspend a verified company, with the reason its partner sees: its cars leave the storefront',
        errors: { 404: 'No company has this id.', 409: 'The company is not verified.' },
        tags: ['admin'],
        params: IdParamsSchema,
        body: SuspendBodySchema,
        response: { 200: AdminCompanyResponseSchema },
      },
    },
    async (request) => {
      const outcome = await repository.suspend(request.params.id, 'suspend', request.body.reason, {
        id: currentUser(request).id,
        role: 'operator',
      });
      if ('refused' in outcome) {
        if (outcome.refused === 'not_found') throw notFound('company_not_found');
        throw conflict('company_not_suspendable');
      }
      return {
        success: true as const,
        ...said('company_suspended_now'),
        company: outcome.item,
      };
    },
  );

  app.post(
    '/admin/companies/:id/restore',
    {
      onRequest: operatorOnly,
      preValidation: knownCompany,
      config: { rateLimit: context.writeRateLimit },
      schema: {
        summary:
          'Give a suspended company back its verification, with an optional reason for the audit log: its live cars return to the storefront',
        errors: {
          404: 'No company has this id.',
          409: 'The company is not suspended, or its papers are no longer all valid (`papers_not_in_order`).',
        },
        tags: ['admin'],
        params: IdParamsSchema,
        body: RestoreBodySchema,
        response: { 200: AdminCompanyResponseSchema },
      },
    },
    async (request) => {
      const reason = request.body?.reason ?? '';
      const outcome = await repository.suspend(request.params.id, 'restore', reason, {
        id: currentUser(request).id,
        role: 'operator',
      });
      if ('refused' in outcome) {
        if (outcome.refused === 'not_found') throw notFound('company_not_found');
        if (outcome.refused === 'papers_not_in_order') throw papersMissingError(outcome.papers);
        throw conflict('company_not_suspended');
      }
      return {
        success: true as const,
        ...said('company_restored'),
        company: outcome.item,
      };
    },
  );

  registerVerificationQueue(app, context, {
    name: 'companies',
    itemName: 'company',
    querySchema: CompanyQueueQuerySchema,
    listSchema: AdminCompanyListResponseSchema,
    itemSchema: AdminCompanyResponseSchema,
    repository,
    messages: {
      notFound: 'company_not_found',
      notWaiting: 'company_not_waiting',
      approved: 'company_verified',
      rejected: 'company_rejected',
    },
    docs: {
      list: {
        summary:
          'List travel companies in one status (pending by default), the longest waiting first',
      },
      verify: {
        summary: 'Verify a waiting company, or reject it with the reason its partner sees',
        errors: {
          404: 'No company has this id.',
          409: `The company is not waiting for a decision. ${PAPERS_IN_ORDER}`,
        },
      },
    },
  });
};
