import { and, eq } from 'drizzle-orm';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  DocumentViewQuerySchema,
  DocumentViewResponseSchema,
} from '../../../shared/contracts/documents.js';
import { DOCUMENT_MIME_TYPES } from '../../../shared/partner-constants.js';
import type { Database } from '../../db/client.js';
import { documents, travelCompanies, users } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { notFound, unauthorized } from '../../http/errors.js';
import { fileAnswer, type RouteDoc } from '../../http/route-docs.js';
import type { FeatureModule } from '../../http/types.js';
import { bytesOf } from '../uploads/uploads.repository.js';
import { sendDocumentFile } from './file-answer.js';
import { createViewTickets } from './view-ticket.js';

const NOT_FOUND = () => notFound('document_not_found');

/** The account a ticket names, as it is now: a suspended or signed-out account's ticket ends. */
async function ticketHolder(db: Database, userId: string) {
  const [user] = await db
    .select({ role: users.role, tokenVersion: users.tokenVersion, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/**
 * The document viewer's frame (view-ticket.ts): its partner or an operator asks for a ticket
 * with the bearer token, and the frame loads the file with the ticket. The file is answered as
 * every document file is: inline, never cached, sandboxed, and only to be framed by this site.
 */
export const documentViewModule: FeatureModule = (app, { db, guards, config }) => {
  const tickets = createViewTickets(config.jwtSecret);

  /** A ticket for one document the signed-in user may read. */
  const issue =
    (owns: (userId: string, documentId: string) => Promise<boolean>) =>
    async (request: { params: { id: string } }, userId: string) => {
      if (!(await owns(userId, request.params.id))) throw NOT_FOUND();
      const holder = await ticketHolder(db, userId);
      const { ticket, expiresAt } = await tickets.sign({
        userId,
        documentId: request.params.id,
        tokenVersion: holder!.tokenVersion,
      });
      return {
        success: true as const,
        url: `/api/documents/view?ticket=${encodeURIComponent(ticket)}`,
        expiresAt: expiresAt.toISOString(),
      };
    };

  const companyDocument = async (userId: string, documentId: string) => {
    const [row] = await db
      .select({ id: documents.id })
      .from(documents)
      .innerJoin(travelCompanies, eq(travelCompanies.id, documents.travelCompanyId))
      .where(and(eq(documents.id, documentId), eq(travelCompanies.ownerUserId, userId)));
    return row !== undefined;
  };
  const anyDocument = async (_userId: string, documentId: string) => {
    const [row] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.id, documentId));
    return row !== undefined;
  };

  const viewRoute = (role: 'partner' | 'operator', owns: typeof anyDocument, doc: RouteDoc) => {
    const issueFor = issue(owns);
    app.post(
      `/${role === 'partner' ? 'partner' : 'admin'}/documents/:id/view`,
      {
        onRequest: guards.requireRole(role, role === 'partner' ? 'partner_only' : undefined),
        schema: {
          ...doc,
          tags: [role === 'partner' ? 'partner' : 'admin'],
          params: IdParamsSchema,
          response: { 200: DocumentViewResponseSchema },
        },
      },
      (request) => issueFor(request, currentUser(request).id),
    );
  };
  viewRoute('partner', companyDocument, {
    summary:
      "Get a five-minute address that shows one of the company's documents in a frame of this site",
    errors: { 404: "The partner runs no company, or the document is not one of the company's." },
  });
  viewRoute('operator', anyDocument, {
    summary: 'Get a five-minute address that shows a document in a frame of this site',
    errors: { 404: 'No document has this id.' },
  });

  app.get(
    '/documents/view',
    {
      schema: {
        summary:
          'Show a document by the ticket its partner or an operator was given (inline, never cached, sandboxed)',
        errors: {
          401: 'The ticket is forged or expired, or its account signed out or was suspended since.',
          404: 'The account may no longer read the document, or it was removed.',
        },
        answers: {
          200: fileAnswer(
            'The file as uploaded, in its sniffed type, with its original name in Content-Disposition.',
            DOCUMENT_MIME_TYPES,
          ),
        },
        tags: ['documents'],
        querystring: DocumentViewQuerySchema,
      },
    },
    async (request, reply) => {
      const ticket = await tickets.verify(request.query.ticket);
      const holder = await ticketHolder(db, ticket.userId);
      if (!holder || holder.suspendedAt !== null || holder.tokenVersion !== ticket.tokenVersion)
        throw unauthorized('document_view_expired');
      const allowed =
        holder.role === 'operator'
          ? await anyDocument(ticket.userId, ticket.documentId)
          : holder.role === 'partner' && (await companyDocument(ticket.userId, ticket.documentId));
      if (!allowed) throw NOT_FOUND();
      const [file] = await db
        .select({
          fileName: documents.fileName,
          mimeType: documents.mimeType,
          content: bytesOf(documents.content),
        })
        .from(documents)
        .where(eq(documents.id, ticket.documentId));
      if (!file?.content) throw NOT_FOUND();
      return sendDocumentFile(reply, { ...file, content: file.content });
    },
  );
};
