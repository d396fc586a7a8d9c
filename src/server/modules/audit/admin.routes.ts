import {
  AuditCsvQuerySchema,
  AuditListQuerySchema,
  AuditListResponseSchema,
} from '../../../shared/contracts/audit.js';
import { CSV_PAGE_ROWS, csvAnswer, csvMoment, everyRow, sendCsv } from '../../http/csv.js';
import type { FeatureModule } from '../../http/types.js';
import { createAuditRepository } from './audit.repository.js';

/**
 * docs/product/marketplace.md#operator-console: the audit log, searchable and filterable, for operators only.
 * Besides reading it (as a page or as CSV) there is deliberately no route here: the log is
 * written only by the writes it records,
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

  app.get(
    '/admin/audit.csv',
    {
      onRequest: guards.requireRole('operator', 'operator_only'),
      schema: {
        summary:
          'Download every audit entry the filters match as CSV (the same filters as the log), newest first',
        tags: ['admin'],
        querystring: AuditCsvQuerySchema,
        answers: {
          200: csvAnswer(
            "Time (India), the actor's name, e-mail and role, the action, the record's kind, name and id, the reason, and the fields before and after as JSON.",
          ),
        },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'audit',
        [
          'Time (India time)',
          'Actor',
          'Actor e-mail',
          'Role',
          'Action',
          'Record type',
          'Record',
          'Record detail',
          'Record id',
          'Reason',
          'Before',
          'After',
        ],
        everyRow(async (cursor) => {
          const page = await repository.list({ ...request.query, cursor, limit: CSV_PAGE_ROWS });
          return { rows: page.entries, nextCursor: page.nextCursor };
        }),
        (entry) => [
          csvMoment(entry.createdAt),
          entry.actor.name ?? (entry.actor.role === 'system' ? 'Saarthi' : '(deleted)'),
          entry.actor.email,
          entry.actor.role,
          entry.action,
          entry.record.type,
          entry.record.name ?? '(deleted)',
          entry.record.detail,
          entry.record._id,
          entry.reason,
          entry.before === null ? null : JSON.stringify(entry.before),
          entry.after === null ? null : JSON.stringify(entry.after),
        ],
      ),
  );
};
