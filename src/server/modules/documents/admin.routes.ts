import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  AdminDocumentListResponseSchema,
  AdminDocumentResponseSchema,
  DocumentQueueQuerySchema,
} from '../../../shared/contracts/verification.js';
import { DOCUMENT_MIME_TYPES } from '../../../shared/partner-constants.js';
import { notFound } from '../../http/errors.js';
import { fileAnswer } from '../../http/route-docs.js';
import type { FeatureModule } from '../../http/types.js';
import { registerVerificationQueue } from '../verification/queue.routes.js';
import { createDocumentVerificationRepository } from './admin.repository.js';
import { sendDocumentFile } from './file-answer.js';

/**
 * docs/product/marketplace.md#operator-console: the documents' verification queue, the viewer's file and the
 * papers expiring within 30 days.
 */
export const adminDocumentsModule: FeatureModule = (app, context) => {
  const repository = createDocumentVerificationRepository(context.db);
  const operatorOnly = context.guards.requireRole('operator');
  const tags = ['admin'];

  app.get(
    '/admin/documents/expiring',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          'List the documents expired or expiring within 30 days, across companies, soonest first',
        tags,
        response: { 200: AdminDocumentListResponseSchema },
      },
    },
    async () => ({ success: true as const, documents: await repository.expiring() }),
  );

  app.get(
    '/admin/documents/:id/file',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          "Open a document's file as it was uploaded, inline and never cached, for the viewer",
        errors: { 404: 'No document has this id.' },
        answers: {
          200: fileAnswer(
            'The file as uploaded, in its sniffed type, with its original name in Content-Disposition, sandboxed by its Content-Security-Policy.',
            DOCUMENT_MIME_TYPES,
          ),
        },
        tags,
        params: IdParamsSchema,
      },
    },
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
    docs: {
      list: {
        summary:
          "List documents in one status (pending by default; `all` for every one), optionally one company's, oldest first",
      },
      verify: {
        summary: 'Find a waiting document valid, or reject it with the reason its partner sees',
        errors: {
          404: 'No document has this id.',
          409: 'The document is not waiting for a check.',
        },
      },
    },
  });
};
