import type * as z from 'zod/mini';
import type { BookingAction } from '../../../shared/booking-constants.js';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  AcceptBodySchema,
  BookingListQuerySchema,
  BookingListResponseSchema,
  BookingResponseSchema,
  EmptyBodySchema,
  ReasonBodySchema,
} from '../../../shared/contracts/bookings.js';
import { messageText, type MessageCode } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { assertCompanyMayChange, companyOfRequest, ownRecordFirst } from '../companies/policy.js';
import { createBookingsRepository } from './bookings.repository.js';
import { createBookingListsRepository } from './lists.repository.js';
import { createBookingMovesRepository } from './moves.repository.js';
import { answering } from './refusals.js';

/** Each action's body, and the message its answer carries. */
const ACTIONS: {
  action: BookingAction;
  body: z.ZodMiniType;
  done: MessageCode;
}[] = [
  { action: 'accept', body: AcceptBodySchema, done: 'booking_confirmed' },
  { action: 'decline', body: ReasonBodySchema, done: 'booking_declined' },
  { action: 'start', body: EmptyBodySchema, done: 'booking_started' },
  { action: 'complete', body: EmptyBodySchema, done: 'booking_completed' },
  { action: 'no-show', body: EmptyBodySchema, done: 'booking_no_show' },
  { action: 'cancel', body: ReasonBodySchema, done: 'booking_cancelled' },
];

/**
 * MARKETPLACE "Bookings", the company's side: its inbox and every move a partner makes. The
 * company is always the caller's own: another company's booking answers 404.
 */
export const partnerBookingsModule: FeatureModule = (app, { db, guards }) => {
  const repository = createBookingsRepository(db);
  const lists = createBookingListsRepository(db);
  const moves = createBookingMovesRepository(db);
  const companies = createCompaniesRepository(db);
  const tags = ['partner'];
  const security = [{ bearerAuth: [] }];
  const partnerOnly = guards.requireRole('partner', messageText('partner_only'));
  // Another company's booking is missing (404) before its body is even read.
  const ownBookingFirst = ownRecordFirst(
    companies,
    (companyId, { id }) => repository.isOfCompany(companyId, id!),
    messageText('booking_not_found'),
  );

  app.get(
    '/partner/bookings',
    {
      onRequest: partnerOnly,
      schema: {
        tags,
        security,
        querystring: BookingListQuerySchema,
        response: { 200: BookingListResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      return {
        success: true as const,
        ...(await lists.list({ companyId: company._id }, request.query, new Date())),
      };
    },
  );

  app.get(
    '/partner/bookings/:id',
    {
      onRequest: partnerOnly,
      schema: { tags, security, params: IdParamsSchema, response: { 200: BookingResponseSchema } },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      const booking = await repository.readOne(
        { companyId: company._id },
        request.params.id,
        new Date(),
      );
      if (!booking) throw notFound(messageText('booking_not_found'));
      return { success: true as const, booking };
    },
  );

  for (const { action, body, done } of ACTIONS) {
    app.post(
      `/partner/bookings/:id/${action}`,
      {
        onRequest: partnerOnly,
        preValidation: ownBookingFirst,
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body,
          response: { 200: BookingResponseSchema },
        },
      },
      async (request) => {
        const company = await companyOfRequest(companies, request);
        assertCompanyMayChange(company);
        const input = (request.body ?? {}) as { driverId?: string; reason?: string };
        const booking = await answering(() =>
          moves.move(
            { companyId: company._id },
            request.params.id,
            action,
            { role: 'partner', userId: currentUser(request).id },
            input,
            new Date(),
          ),
        );
        return { success: true as const, message: messageText(done), booking };
      },
    );
  }
};
