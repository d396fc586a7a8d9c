import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  DISPUTE_LIMITS,
  DisputeBodySchema,
  DisputeRaisedResponseSchema,
  DisputeResolvedResponseSchema,
  OpenDisputesResponseSchema,
  ResolveDisputeBodySchema,
} from '../../../shared/contracts/disputes.js';
import { currentUser } from '../../http/auth.js';
import { conflict, fieldError, notFound } from '../../http/errors.js';
import { said } from '../../http/messages.js';
import type { FeatureModule } from '../../http/types.js';
import { createBookingsRepository } from '../bookings/bookings.repository.js';
import { answering } from '../bookings/refusals.js';
import { isRecordId } from '../companies/policy.js';
import { createDisputesRepository } from './disputes.repository.js';

/**
 * docs/product/trips-and-money.md#questioning-the-bill: the customer questions a line of the
 * bill; the console lists the open questions and an operator answers each.
 */
export const disputesModule: FeatureModule = (app, { db, guards }) => {
  const disputes = createDisputesRepository(db);
  const bookings = createBookingsRepository(db);
  const operatorOnly = guards.requireRole('operator');

  app.post(
    '/bookings/:id/disputes',
    {
      onRequest: guards.requireUser,
      // Another customer's booking is missing (404) before its body is even read.
      preValidation: async (request: FastifyRequest) => {
        const { id = '' } = request.params as { id?: string };
        // A malformed id is the schema's 400, answered next.
        if (!isRecordId(id)) return;
        if (!(await bookings.isOfCustomer(currentUser(request).id, id)))
          throw notFound('booking_not_found');
      },
      schema: {
        summary:
          "Question one line of the signed-in customer's bill, within 48 hours of the trip's end",
        errors: {
          400: 'The line is not on the bill, or the reason is too short or too long.',
          404: 'No booking of this customer has this id.',
          409: 'The trip is not completed, the 48 hours are over, or the line is already questioned.',
        },
        tags: ['bookings'],
        params: IdParamsSchema,
        body: DisputeBodySchema,
        response: { 201: DisputeRaisedResponseSchema },
      },
    },
    async (request, reply) => {
      const customerId = currentUser(request).id;
      const now = new Date();
      const outcome = await disputes.raise(customerId, request.params.id, request.body, now);
      switch (outcome) {
        case 'not_found':
          throw notFound('booking_not_found');
        case 'not_billed':
          throw conflict('dispute_not_billed');
        case 'window_over':
          throw conflict('dispute_window_over', { hours: DISPUTE_LIMITS.windowHours });
        case 'line_unknown':
          throw fieldError('lineCode', 'dispute_line_unknown');
        case 'already_open':
          throw conflict('dispute_already_open');
      }
      const booking = await bookings.readOne({ customerId }, request.params.id, now);
      return reply
        .code(201)
        .send({ success: true as const, ...said('dispute_raised'), booking: booking! });
    },
  );

  app.get(
    '/admin/disputes',
    {
      onRequest: operatorOnly,
      schema: {
        summary: 'The questions about bills no operator has answered yet, oldest first',
        tags: ['admin'],
        response: { 200: OpenDisputesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, disputes: await disputes.open() };
    },
  );

  app.post(
    '/admin/disputes/:id/resolve',
    {
      onRequest: operatorOnly,
      // An unknown or answered question is missing (404) before the answer is even read.
      preValidation: async (request: FastifyRequest) => {
        const { id = '' } = request.params as { id?: string };
        if (isRecordId(id) && !(await disputes.isOpen(id))) throw notFound('dispute_not_found');
      },
      schema: {
        summary:
          'Answer a question about a bill (audited), with a credit note when money is given back',
        errors: {
          404: 'No open question has this id: unknown, or answered already.',
          409: 'A credit was asked for a trip without a tax invoice.',
        },
        tags: ['admin'],
        params: IdParamsSchema,
        body: ResolveDisputeBodySchema,
        response: { 200: DisputeResolvedResponseSchema },
      },
    },
    async (request) => {
      const done = await answering(() =>
        disputes.resolve(request.params.id, currentUser(request).id, request.body, new Date()),
      );
      if (!done) throw notFound('dispute_not_found');
      return { success: true as const, ...said('dispute_resolved') };
    },
  );
};
