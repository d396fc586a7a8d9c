import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { TaxDocumentParamsSchema } from '../../../shared/contracts/billing.js';
import type { Booking } from '../../../shared/contracts/bookings.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { pdfAnswer, sendPdf } from '../../http/pdf.js';
import type { FeatureModule } from '../../http/types.js';
import type { Database } from '../../db/client.js';
import { createBookingsRepository } from '../bookings/bookings.repository.js';
import type { BookingScope } from '../bookings/booking-view.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { companyOfRequest } from '../companies/policy.js';
import { invoicePdf } from './invoice-pdf.js';
import { taxDocumentOf } from './invoices.repository.js';

const PDF_ANSWER = {
  200: pdfAnswer(
    'The tax invoice as issued, with the payments received up to now and the balance, as a PDF with selectable text.',
  ),
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
  // The trip's invoice is the one in force (`booking.invoice`): none once its bill was withdrawn.
  const inForce = booking.taxDocuments.find((one) => one.number === booking.invoice?.number);
  const id = documentId ?? inForce?._id;
  const document = id ? await taxDocumentOf(db, booking._id, id) : undefined;
  if (!document) throw notFound(documentId ? 'tax_document_not_found' : 'invoice_not_found');
  const pdf = await invoicePdf(
    document,
    booking.bill && inForce?._id === id
      ? { payments: booking.payments, credited: booking.bill.credited }
      : {
          takenBackBy: booking.taxDocuments
            .filter((one) => one.corrects === document.number)
            .map((one) => one.number),
        },
  );
  const name = document.kind === 'invoice' ? 'invoice' : 'credit-note';
  return sendPdf(reply, `${name}-${document.number.replaceAll('/', '-')}.pdf`, pdf);
}

/**
 * docs/product/trips-and-money.md#the-tax-invoice: the customer and the company download the
 * trip's tax invoice; anyone else's booking is not found.
 */
export const invoicesModule: FeatureModule = (app, { db, guards }) => {
  const bookings = createBookingsRepository(db);
  const companies = createCompaniesRepository(db);
  const DOCUMENT_ANSWER = {
    200: pdfAnswer(
      'The tax invoice or credit note as issued, with the payments received up to now, as a PDF with selectable text.',
    ),
  };
  // The customer reads their own bookings' documents, the partner its company's: the same
  // addresses under /partner, each reading the booking through its own party's scope.
  const parties = [
    {
      prefix: '',
      tag: 'bookings',
      whose: 'the signed-in customer',
      onRequest: guards.requireUser,
      scope: async (request: FastifyRequest): Promise<BookingScope> => ({
        customerId: currentUser(request).id,
      }),
    },
    {
      prefix: '/partner',
      tag: 'partner',
      whose: "the partner's company",
      onRequest: guards.requireRole('partner', 'partner_only'),
      scope: async (request: FastifyRequest): Promise<BookingScope> => ({
        companyId: (await companyOfRequest(companies, request))._id,
      }),
    },
  ];

  for (const party of parties) {
    const readBooking = async (request: FastifyRequest, id: string) =>
      bookings.readOne(await party.scope(request), id, new Date());

    app.get(
      `${party.prefix}/bookings/:id/invoice`,
      {
        onRequest: party.onRequest,
        schema: {
          summary: `Download the tax invoice of a completed trip of ${party.whose}`,
          errors: {
            404: "No booking of the caller's has this id, or the trip has no tax invoice yet.",
          },
          answers: PDF_ANSWER,
          tags: [party.tag],
          params: IdParamsSchema,
        },
      },
      async (request, reply) =>
        sendDocument(db, await readBooking(request, request.params.id), reply),
    );

    app.get(
      `${party.prefix}/bookings/:id/documents/:documentId`,
      {
        onRequest: party.onRequest,
        schema: {
          summary: `Download a tax invoice or credit note of a booking of ${party.whose}`,
          errors: {
            404: "No booking of the caller's has this id, or the booking has no tax document with that id.",
          },
          answers: DOCUMENT_ANSWER,
          tags: [party.tag],
          params: TaxDocumentParamsSchema,
        },
      },
      async (request, reply) =>
        sendDocument(
          db,
          await readBooking(request, request.params.id),
          reply,
          request.params.documentId,
        ),
    );
  }
};
