import { PaymentBodySchema } from '../../../shared/contracts/billing.js';
import { BookingChangeResponseSchema } from '../../../shared/contracts/bookings.js';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { currentUser } from '../../http/auth.js';
import { said } from '../../http/messages.js';
import type { FeatureModule } from '../../http/types.js';
import { createBookingsRepository } from '../bookings/bookings.repository.js';
import { answering } from '../bookings/refusals.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { companyOfRequest, ownRecordFirst } from '../companies/policy.js';
import { recordPayment } from './payments.repository.js';

/**
 * docs/product/trips-and-money.md#payments: the company records what it received for a
 * completed trip, and what it paid back when a credit note left the customer paid beyond the
 * bill; the bill's paid and due follow from what is recorded.
 */
/** The two ways money moves on a trip's bill, each its own address, words and audit action. */
const DIRECTIONS = [
  {
    path: 'payments',
    direction: 'received',
    said: 'payment_recorded',
    summary: 'Record a payment the company received for a completed trip (audited)',
    description:
      'A UPI payment needs its 12-digit UTR, and one UTR is recorded once. The amount may not be more than the balance due.',
    errors: {
      400: 'The body is not valid, or the amount is more than the balance due.',
      404: "The partner runs no company, or the booking is not the company's.",
      409: 'The trip is not completed and billed yet.',
    },
  },
  {
    path: 'refunds',
    direction: 'refunded',
    said: 'refund_recorded',
    summary:
      'Record what the company paid back to a customer a credit note left paid beyond the bill (audited)',
    description:
      'A UPI refund needs its 12-digit UTR. The amount may not be more than what is owed back: what was paid less the bill and its credit notes.',
    errors: {
      400: 'The body is not valid, or the amount is more than is owed back.',
      404: "The partner runs no company, or the booking is not the company's.",
      409: 'The trip is not billed, or nothing is owed back on it.',
    },
  },
] as const;

export const paymentsModule: FeatureModule = (app, { db, guards }) => {
  const bookings = createBookingsRepository(db);
  const companies = createCompaniesRepository(db);

  for (const money of DIRECTIONS)
    app.post(
      `/partner/bookings/:id/${money.path}`,
      {
        onRequest: guards.requireRole('partner', 'partner_only'),
        // Another company's booking is missing (404) before its body is even read.
        preValidation: ownRecordFirst(
          companies,
          (companyId, { id }) => bookings.isOfCompany(companyId, id!),
          'booking_not_found',
        ),
        schema: {
          summary: money.summary,
          description: money.description,
          errors: money.errors,
          tags: ['partner'],
          params: IdParamsSchema,
          body: PaymentBodySchema,
          response: { 201: BookingChangeResponseSchema },
        },
      },
      async (request, reply) => {
        // Even a suspended company records what it was paid (or paid back) for trips it drove.
        const company = await companyOfRequest(companies, request);
        const now = new Date();
        await answering(() =>
          recordPayment(
            db,
            company._id,
            request.params.id,
            request.body,
            currentUser(request).id,
            money.direction,
          ),
        );
        const booking = await bookings.readOne({ companyId: company._id }, request.params.id, now);
        return reply
          .code(201)
          .send({ success: true as const, ...said(money.said), booking: booking! });
      },
    );
};
