import type { FastifyReply } from 'fastify';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { TaxDocumentParamsSchema } from '../../../shared/contracts/billing.js';
import type { Booking } from '../../../shared/contracts/bookings.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import type { Database } from '../../db/client.js';
import { createBookingsRepository } from '../bookings/bookings.repository.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { companyOfRequest } from '../companies/policy.js';
import { invoicePdf } from './invoice-pdf.js';
import { invoiceOf, taxDocumentOf } from './invoices.repository.js';

const PDF_ANSWER = {
  200: {
    description:
      'The tax invoice as issued, with the payments received up to now and the balance, as a PDF with selectable text.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
};

/**
 * A tax document of a booking its party may read, as a PDF download: the trip's invoice, or with
 * `documentId` any of its invoices and credit notes.
 */
async function sendDocument(
  db: Database,
  booking: Booking | undefined,
  reply: FastifyReply,
  documentId?: string,
) {
  if (!booking) throw notFound('booking_not_found');
  const document = documentId
    ? await taxDocumentOf(db, booking._id, documentId)
    : await invoiceOf(db, booking._id);
  if (!document) throw notFound(documentId ? 'tax_document_not_found' : 'invoice_not_found');
  const pdf = await invoicePdf(document, booking.payments, booking.bill?.credited ?? 0);
  const name = document.kind === 'invoice' ? 'invoice' : 'credit-note';
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${name}-${document.number.replaceAll('/', '-')}.pdf"`,
    )
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * docs/product/trips-and-money.md#the-tax-invoice: the customer and the company download the
 * trip's tax invoice; anyone else's booking is not found.
 */
export const invoicesModule: FeatureModule = (app, { db, guards }) => {
  const bookings = createBookingsRepository(db);
  const companies = createCompaniesRepository(db);
  const errors = {
    404: "No booking of the caller's has this id, or the trip has no tax invoice yet.",
  };

  app.get(
    '/bookings/:id/invoice',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "Download the tax invoice of the signed-in customer's completed trip",
        errors,
        answers: PDF_ANSWER,
        tags: ['bookings'],
        params: IdParamsSchema,
      },
    },
    async (request, reply) =>
      sendDocument(
        db,
        await bookings.readOne(
          { customerId: currentUser(request).id },
          request.params.id,
          new Date(),
        ),
        reply,
      ),
  );

  app.get(
    '/partner/bookings/:id/invoice',
    {
      onRequest: guards.requireRole('partner', 'partner_only'),
      schema: {
        summary: "Download the tax invoice of one of the partner company's completed trips",
        errors,
        answers: PDF_ANSWER,
        tags: ['partner'],
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const company = await companyOfRequest(companies, request);
      return sendDocument(
        db,
        await bookings.readOne({ companyId: company._id }, request.params.id, new Date()),
        reply,
      );
    },
  );

  const documentErrors = {
    404: "No booking of the caller's has this id, or the booking has no tax document with that id.",
  };
  const DOCUMENT_ANSWER = {
    200: {
      description:
        'The tax invoice or credit note as issued, with the payments received up to now, as a PDF with selectable text.',
      content: PDF_ANSWER[200].content,
    },
  };

  app.get(
    '/bookings/:id/documents/:documentId',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "Download a tax invoice or credit note of the signed-in customer's booking",
        errors: documentErrors,
        answers: DOCUMENT_ANSWER,
        tags: ['bookings'],
        params: TaxDocumentParamsSchema,
      },
    },
    async (request, reply) =>
      sendDocument(
        db,
        await bookings.readOne(
          { customerId: currentUser(request).id },
          request.params.id,
          new Date(),
        ),
        reply,
        request.params.documentId,
      ),
  );

  app.get(
    '/partner/bookings/:id/documents/:documentId',
    {
      onRequest: guards.requireRole('partner', 'partner_only'),
      schema: {
        summary: "Download a tax invoice or credit note of one of the partner company's bookings",
        errors: documentErrors,
        answers: DOCUMENT_ANSWER,
        tags: ['partner'],
        params: TaxDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const company = await companyOfRequest(companies, request);
      return sendDocument(
        db,
        await bookings.readOne({ companyId: company._id }, request.params.id, new Date()),
        reply,
        request.params.documentId,
      );
    },
  );
};
