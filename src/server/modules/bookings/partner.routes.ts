import type * as z from 'zod/mini';
import type { BookingAction } from '../../../shared/booking-constants.js';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  BookingListQuerySchema,
  BookingListResponseSchema,
  BookingChangeResponseSchema,
  BookingResponseSchema,
  BusyDriversResponseSchema,
} from '../../../shared/contracts/bookings.js';
import {
  AcceptBodySchema,
  CompleteBodySchema,
  EmptyBodySchema,
  ReasonBodySchema,
  StartBodySchema,
} from '../../../shared/contracts/booking-moves.js';
import { type MessageCode } from '../../../shared/message-ref.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { companyOfRequest, companyThatMayChange, ownRecordFirst } from '../companies/policy.js';
import { createBookingsRepository } from './bookings.repository.js';
import { createBookingListsRepository } from './lists.repository.js';
import { createBookingMovesRepository, type MoveInput } from './moves.repository.js';
import { answering } from './refusals.js';
import { said } from '../../http/messages.js';

/** Each action's body, the message its answer carries, and its route's summary. */
const ACTIONS: {
  action: BookingAction;
  body: z.ZodMiniType;
  done: MessageCode;
  summary: string;
}[] = [
  {
    action: 'accept',
    body: AcceptBodySchema,
    done: 'booking_confirmed',
    summary: "Confirm a requested booking with one of the company's drivers",
  },
  {
    action: 'decline',
    body: ReasonBodySchema,
    done: 'booking_declined',
    summary: 'Decline a requested booking, with the reason the customer sees',
  },
  {
    action: 'start',
    body: StartBodySchema,
    done: 'booking_started',
    summary:
      "Start a confirmed trip (from 3 hours before its pickup) with the customer's start code and the odometer reading",
  },
  {
    action: 'complete',
    body: CompleteBodySchema,
    done: 'booking_completed',
    summary:
      'Complete a trip in progress with the odometer at the end and the expenses paid on the way: the final bill is written',
  },
  {
    action: 'no-show',
    body: EmptyBodySchema,
    done: 'booking_no_show',
    summary:
      'Record that the customer did not come (after the pickup time; the no-show fee applies)',
  },
  {
    action: 'cancel',
    body: ReasonBodySchema,
    done: 'booking_cancelled',
    summary: 'Cancel a requested or confirmed booking, with the reason the customer sees',
  },
];

/**
 * docs/product/trips-and-money.md#bookings, the company's side: its inbox and every move a partner makes. The
 * company is always the caller's own: another company's booking answers 404.
 */
export const partnerBookingsModule: FeatureModule = (app, { db, guards }) => {
  const repository = createBookingsRepository(db);
  const lists = createBookingListsRepository(db);
  const moves = createBookingMovesRepository(db);
  const companies = createCompaniesRepository(db);
  const tags = ['partner'];
  const partnerOnly = guards.requireRole('partner', 'partner_only');
  // Another company's booking is missing (404) before its body is even read.
  const ownBookingFirst = ownRecordFirst(
    companies,
    (companyId, { id }) => repository.isOfCompany(companyId, id!),
    'booking_not_found',
  );

  app.get(
    '/partner/bookings',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "List the partner company's bookings: needing action first, upcoming, past or all",
        errors: { 404: 'The partner runs no company.' },
        tags,
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
      schema: {
        summary: "Read one of the partner company's bookings, with its history",
        errors: { 404: "The partner runs no company, or the booking is not the company's." },
        tags,
        params: IdParamsSchema,
        response: { 200: BookingResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      const booking = await repository.readOne(
        { companyId: company._id },
        request.params.id,
        new Date(),
      );
      if (!booking) throw notFound('booking_not_found');
      return { success: true as const, booking };
    },
  );

  app.get(
    '/partner/bookings/:id/busy-drivers',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "The company's drivers busy during one of its bookings, and with which trip",
        description:
          "Every other active booking of the company with a driver whose time (pickup to an hour after return) overlaps this booking's: the accept dialog shows those drivers as busy. Accepting with one of them is refused (409 `driver_taken`).",
        errors: { 404: "The partner runs no company, or the booking is not the company's." },
        tags,
        params: IdParamsSchema,
        response: { 200: BusyDriversResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      const busy = await lists.driverClashes(company._id, request.params.id);
      if (!busy) throw notFound('booking_not_found');
      return { success: true as const, busy };
    },
  );

  for (const { action, body, done, summary } of ACTIONS) {
    app.post(
      `/partner/bookings/:id/${action}`,
      {
        onRequest: partnerOnly,
        preValidation: ownBookingFirst,
        schema: {
          summary,
          errors: {
            400: "The body is not valid, or (start) the start code is not the customer's: the answer says how many tries are left.",
            404: "The partner runs no company, or the booking is not the company's.",
            409: 'The booking is not in a state this move starts from, the driver is busy then, the company is suspended, or (start) starting is locked after 5 wrong codes until an operator unlocks it.',
          },
          tags,
          params: IdParamsSchema,
          body,
          response: { 200: BookingChangeResponseSchema },
        },
      },
      async (request) => {
        const company = await companyThatMayChange(companies, request);
        const input = (request.body ?? {}) as MoveInput;
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
        return { success: true as const, ...said(done), booking };
      },
    );
  }
};
