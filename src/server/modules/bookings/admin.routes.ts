import {
  AdminBookingCsvQuerySchema,
  AdminBookingListQuerySchema,
  AdminBookingListResponseSchema,
  AdminBookingChangeResponseSchema,
  AdminBookingResponseSchema,
  BookingMoveBodySchema,
  UnlockStartBodySchema,
} from '../../../shared/contracts/admin-bookings.js';
import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { currentUser } from '../../http/auth.js';
import { CSV_PAGE_ROWS, csvAnswer, csvMoment, everyRow, sendCsv } from '../../http/csv.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { isRecordId } from '../companies/policy.js';
import { createAdminBookingsRepository } from './admin.repository.js';
import { answering } from './refusals.js';
import { said } from '../../http/messages.js';

/**
 * docs/product/marketplace.md#bookings: search every company's bookings, read one with its
 * history, and move it to another status with a reason, for operators only. A move tells the
 * customer and the company as their own moves do, and lands in the history and the audit log.
 */
export const adminBookingsModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const repository = createAdminBookingsRepository(db);
  const tags = ['admin'];
  const operatorOnly = guards.requireRole('operator');
  // An unknown booking answers 404 before the body is read, like every route naming a record.
  const knownBookingFirst = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (isRecordId(id) && !(await repository.exists(id))) throw notFound('booking_not_found');
  };

  app.get(
    '/admin/bookings',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          "Search every company's bookings by reference, customer phone, company, status and India pickup days, latest pickup first, a page at a time",
        tags,
        querystring: AdminBookingListQuerySchema,
        response: { 200: AdminBookingListResponseSchema },
      },
    },
    async (request, reply) => {
      // Customers' names and phones: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, ...(await repository.search(request.query)) };
    },
  );

  app.get(
    '/admin/bookings.csv',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          'Download every booking the search matches as CSV (the same filters as the search), latest pickup first',
        tags,
        querystring: AdminBookingCsvQuerySchema,
        answers: {
          200: csvAnswer(
            'Reference, status, pickup and return (India time), car, company, customer, phone and total in rupees.',
          ),
        },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'bookings',
        [
          'Reference',
          'Status',
          'Pickup (India time)',
          'Return (India time)',
          'Car',
          'Company',
          'Customer',
          'Customer phone',
          'Total (INR)',
        ],
        everyRow(async (cursor) => {
          const page = await repository.search({ ...request.query, cursor, limit: CSV_PAGE_ROWS });
          return { rows: page.bookings, nextCursor: page.nextCursor };
        }),
        (booking) => [
          booking.reference,
          booking.status,
          csvMoment(booking.pickupAt),
          csvMoment(booking.returnAt),
          `${booking.car.name} ${booking.car.model}`.trim(),
          booking.company.name,
          booking.customer.name,
          booking.customer.phone,
          booking.total,
        ],
      ),
  );

  app.get(
    '/admin/bookings/:id',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          'Read a booking with its quote, its history and the statuses an operator may move it to now',
        errors: { 404: 'No booking has this id.' },
        tags,
        params: IdParamsSchema,
        response: { 200: AdminBookingResponseSchema },
      },
    },
    async (request, reply) => {
      const booking = await repository.read(request.params.id, new Date());
      if (!booking) throw notFound('booking_not_found');
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, booking };
    },
  );

  app.post(
    '/admin/bookings/:id/move',
    {
      onRequest: operatorOnly,
      preValidation: knownBookingFirst,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary:
          'Move a booking to another status with a reason: its history, both parties and the audit log are told',
        errors: {
          404: 'No booking has this id.',
          409: "The move is not allowed now (the same status, an expiry, no driver, not the trip's time yet, a trip long over), or the car or the driver is taken at its times meanwhile (`booking_move_car_taken`, `booking_move_driver_taken`).",
        },
        tags,
        params: IdParamsSchema,
        body: BookingMoveBodySchema,
        response: { 200: AdminBookingChangeResponseSchema },
      },
    },
    async (request) => {
      const booking = await answering(() =>
        repository.move(request.params.id, request.body, currentUser(request).id, new Date()),
      );
      return { success: true as const, ...said('booking_moved'), booking };
    },
  );

  app.post(
    '/admin/bookings/:id/unlock-start',
    {
      onRequest: operatorOnly,
      preValidation: knownBookingFirst,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary:
          'Unlock starting a trip after 5 wrong start codes, with a reason the audit log keeps',
        errors: {
          404: 'No booking has this id.',
          409: 'Starting this trip is not locked.',
        },
        tags,
        params: IdParamsSchema,
        body: UnlockStartBodySchema,
        response: { 200: AdminBookingChangeResponseSchema },
      },
    },
    async (request) => {
      const booking = await answering(() =>
        repository.unlockStart(
          request.params.id,
          request.body,
          currentUser(request).id,
          new Date(),
        ),
      );
      return { success: true as const, ...said('booking_start_unlocked'), booking };
    },
  );
};
