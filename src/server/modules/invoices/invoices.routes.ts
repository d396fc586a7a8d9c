import type { FastifyReply } from 'fastify';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import type { Booking } from '../../../shared/contracts/bookings.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import type { Database } from '../../db/client.js';
import { createBookingsRepository } from '../bookings/bookings.repository.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { companyOfRequest } from '../companies/policy.js';
import { invoicePdf } from './invoice-pdf.js';
import { invoiceOf } from './invoices.repository.js';

const PDF_ANSWER = {
  200: {
    description:
      'The tax invoice as issued, with the payments received up to now and the balance, as a PDF with selectable text.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
};

/** The invoice of a booking its party may read, as a PDF download. */
async function sendInvoice(db: Database, booking: Booking | undefined, reply: FastifyReply) {
  if (!booking) throw notFound('booking_not_found');
  const invoice = await invoiceOf(db, booking._id);
  if (!invoice) throw notFound('invoice_not_found');
  const pdf = await invoicePdf(invoice, booking.payments);
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="invoice-${invoice.number.replaceAll('/', '-')}.pdf"`,
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
      sendInvoice(
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
      return sendInvoice(
        db,
        await bookings.readOne({ companyId: company._id }, request.params.id, new Date()),
        reply,
      );
    },
  );
};
