import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  AdminDocumentListResponseSchema,
  AdminDocumentResponseSchema,
  DocumentQueueQuerySchema,
} from '../../../shared/contracts/verification.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { registerVerificationQueue } from '../verification/queue.routes.js';
import { createDocumentVerificationRepository } from './admin.repository.js';
import { sendDocumentFile } from './file-answer.js';

/**
 * MARKETPLACE "Operator console": the documents' verification queue, the viewer's file and the
 * papers expiring within 30 days.
 */
export const adminDocumentsModule: FeatureModule = (app, context) => {
  const repository = createDocumentVerificationRepository(context.db);
  const operatorOnly = context.guards.requireRole('operator');
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/admin/documents/expiring',
    {
      onRequest: operatorOnly,
      schema: { tags, security, response: { 200: AdminDocumentListResponseSchema } },
    },
    async () => ({ success: true as const, documents: await repository.expiring() }),
  );

  app.get(
    '/admin/documents/:id/file',
    { onRequest: operatorOnly, schema: { tags, security, params: IdParamsSchema } },
    async (request, reply) => {
      const file = await repository.file(request.params.id);
      if (!file) throw notFound('document_not_found');
      return sendDocumentFile(reply, file);
    },
  );

  registerVerificationQueue(app, context, {
    name: 'documents',
    itemName: 'document',
    querySchema: DocumentQueueQuerySchema,
    listSchema: AdminDocumentListResponseSchema,
    itemSchema: AdminDocumentResponseSchema,
    repository,
    messages: {
      notFound: 'document_not_found',
      notWaiting: 'document_not_waiting',
      approved: 'document_approved',
      rejected: 'document_rejected',
    },
  });
};
