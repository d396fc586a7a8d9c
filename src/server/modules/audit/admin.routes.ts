import { AuditListQuerySchema, AuditListResponseSchema } from '../../../shared/contracts/audit.js';
import type { FeatureModule } from '../../http/types.js';
import { createAuditRepository } from './audit.repository.js';

/**
 * docs/product/marketplace.md#operator-console: the audit log, searchable and filterable, for operators only.
 * There is deliberately no other route here: the log is written only by the writes it records,
 * in their own transactions, and no API edits or deletes an entry (the table itself refuses an
 * update: migration 0013).
 */
export const adminAuditModule: FeatureModule = (app, { db, guards }) => {
  const repository = createAuditRepository(db);

  app.get(
    '/admin/audit',
    {
      onRequest: guards.requireRole('operator', 'operator_only'),
      schema: {
        summary:
          'Search the audit log of operator and partner writes, newest first, a page at a time (read only)',
        tags: ['admin'],
        querystring: AuditListQuerySchema,
        response: { 200: AuditListResponseSchema },
      },
    },
    async (request, reply) => {
      // Who changed what is for the operator asking, not for any cache on the way.
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, ...(await repository.list(request.query)) };
    },
  );
};
