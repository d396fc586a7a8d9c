import * as z from 'zod/mini';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  AvailabilityQuerySchema,
  AvailabilityResponseSchema,
  BookingBodySchema,
  BookingListQuerySchema,
  BookingListResponseSchema,
  BookingChangeResponseSchema,
  BookingResponseSchema,
  type Booking,
} from '../../../shared/contracts/bookings.js';
import { CustomerCancelBodySchema } from '../../../shared/contracts/booking-moves.js';
import { indiaToday } from '../../../shared/india-time.js';
import { currentUser } from '../../http/auth.js';
import { conflict, fieldError, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { bookingIcs } from '../notifications/ics.js';
import { quoteTrip } from '../quotes/quote.js';
import { createQuotesRepository } from '../quotes/quotes.repository.js';
import { createBookingsRepository } from './bookings.repository.js';
import { createBookingListsRepository } from './lists.repository.js';
import { createBookingMovesRepository } from './moves.repository.js';
import { answering } from './refusals.js';
import { quoteWithOffer } from '../promotions/promotions.repository.js';
import { said } from '../../http/messages.js';
import { messageRef } from '../../../shared/message-ref.js';

const DAY_MS = 86_400_000;
const IST_OFFSET = '+05:30';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const DEFAULT_AVAILABILITY_DAYS = 60;

/**
 * docs/product/trips-and-money.md#bookings, the customer's side: book a car, see one's trips, cancel one, take it
 * to a calendar; and every visitor's view of a car's busy times. A customer reaches only their
 * own bookings: another's answers 404, as one that does not exist.
 */
export const customerBookingsModule: FeatureModule = (app, { db, guards, places }) => {
  const repository = createBookingsRepository(db);
  const lists = createBookingListsRepository(db);
  const moves = createBookingMovesRepository(db);
  const quotes = createQuotesRepository(db);
  const tags = ['bookings'];
  const customerOnly = guards.requireRole('customer', 'forbidden');
  const IdempotencyHeadersSchema = z.object({
    'idempotency-key': z.optional(
      z.string().check(z.regex(IDEMPOTENCY_KEY, messageRef('idempotency_key_invalid'))),
    ),
  });

  app.post(
    '/bookings',
    {
      onRequest: customerOnly,
      schema: {
        summary:
          'Ask a travel company for a car with a driver: the booking starts requested, priced by the server',
        errors: {
          400: 'The trip breaks a rule, the car cannot be booked now, the passengers are more than its seats, or the offer code does not apply.',
          403: 'Only a customer account books cars.',
          404: 'The car does not exist.',
          409: 'The car is already booked or blocked for those times, the offer has been used up, or the Idempotency-Key was used for another booking.',
        },
        tags,
        headers: IdempotencyHeadersSchema,
        body: BookingBodySchema,
        response: { 200: BookingChangeResponseSchema, 201: BookingChangeResponseSchema },
      },
    },
    async (request, reply) => {
      const customerId = currentUser(request).id;
      const body = request.body;
      const idempotencyKey = request.headers['idempotency-key'];
      const now = new Date();
      const answer = (booking: Booking) => ({
        success: true as const,
        ...said('booking_requested', { hours: 12 }),
        booking,
      });

      // A repeat of a request with its Idempotency-Key answers as the first did, whatever became
      // of the car or the times since.
      const earlier = await answering(() =>
        repository.earlier(customerId, body, idempotencyKey, now),
      );
      if (earlier) return reply.code(200).send(answer(earlier));

      // The car and its price, before any transaction: a missing car (404) or a trip the rules
      // refuse (400) is answered here.
      const { car, quote: priced } = quoteTrip(
        await quotes.carForTrip(body.carId),
        body,
        now,
        await places.routeFinder(body.to),
      );
      if (body.passengers > car.seats)
        throw fieldError('passengers', 'passengers_over_seats', { seats: car.seats });
      // The offer as the quote applied it; the booking's transaction reserves it.
      const quote =
        body.promoCode === undefined
          ? priced
          : await answering(() =>
              quoteWithOffer(db, body.promoCode!, car.city, priced, customerId, now),
            );

      const { booking, created } = await answering(() =>
        repository.create({ customerId, body, idempotencyKey, car, quote, now }),
      );
      return reply.code(created ? 201 : 200).send(answer(booking));
    },
  );

  app.get(
    '/bookings',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "List the signed-in customer's bookings: upcoming, past or cancelled",
        tags,
        querystring: BookingListQuerySchema,
        response: { 200: BookingListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await lists.list({ customerId: currentUser(request).id }, request.query, new Date())),
    }),
  );

  app.get(
    '/bookings/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "Read one of the signed-in customer's bookings, with its history",
        errors: { 404: 'No booking of this customer has this id.' },
        tags,
        params: IdParamsSchema,
        response: { 200: BookingResponseSchema },
      },
    },
    async (request) => {
      const booking = await repository.readOne(
        { customerId: currentUser(request).id },
        request.params.id,
        new Date(),
      );
      if (!booking) throw notFound('booking_not_found');
      return { success: true as const, booking };
    },
  );

  app.post(
    '/bookings/:id/cancel',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: 'Cancel a requested or confirmed booking, with the fee its policy sets',
        errors: {
          404: 'No booking of this customer has this id.',
          409: 'The booking can no longer be cancelled.',
        },
        tags,
        params: IdParamsSchema,
        body: CustomerCancelBodySchema,
        response: { 200: BookingChangeResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const booking = await answering(() =>
        moves.move(
          { customerId: user.id },
          request.params.id,
          'cancel',
          { role: 'customer', userId: user.id },
          { reason: request.body.reason },
          new Date(),
        ),
      );
      return { success: true as const, ...said('booking_cancelled'), booking };
    },
  );

  app.get(
    '/bookings/:id/calendar.ics',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: 'Download a confirmed trip as an iCalendar event',
        errors: {
          404: 'No booking of this customer has this id.',
          409: 'The booking is not confirmed.',
        },
        answers: {
          200: {
            description: 'The trip as one VEVENT, in UTC.',
            content: { 'text/calendar': { schema: { type: 'string' } } },
          },
        },
        tags,
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const booking = await repository.readOne(
        { customerId: currentUser(request).id },
        request.params.id,
        new Date(),
      );
      if (!booking) throw notFound('booking_not_found');
      // Only a trip the company accepted has a time to keep.
      if (!['confirmed', 'in_progress', 'completed'].includes(booking.status))
        throw conflict('booking_move_refused', {
          status: booking.status,
          action: 'added to a calendar',
        });
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="saarthi-${booking.reference}.ics"`)
        .header('cache-control', 'private, no-store');
      return bookingIcs({
        id: booking._id,
        reference: booking.reference,
        carName: `${booking.car.name} ${booking.car.model}`.trim(),
        pickupAt: new Date(booking.pickupAt),
        returnAt: new Date(booking.returnAt),
        pickupAddress: booking.pickupAddress,
        dropAddress: booking.dropAddress,
        companyName: booking.company.name,
        companyPhone: booking.company.phone,
        driverName: booking.driver?.name ?? null,
        status: booking.status,
      });
    },
  );

  app.get(
    '/cars/:id/availability',
    {
      schema: {
        summary: "A car's busy times between two India calendar days (no bookings' details)",
        errors: {
          400: 'from and to are not days, or more than 366 days apart.',
          404: 'The car does not exist.',
        },
        tags: ['cars'],
        params: IdParamsSchema,
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilityResponseSchema },
      },
    },
    async (request) => {
      // The contract has checked both days and their order and span.
      const from = new Date(`${request.query.from ?? indiaToday()}T00:00:00${IST_OFFSET}`);
      const to = request.query.to
        ? new Date(new Date(`${request.query.to}T00:00:00${IST_OFFSET}`).getTime() + DAY_MS)
        : new Date(from.getTime() + DEFAULT_AVAILABILITY_DAYS * DAY_MS);
      const car = await quotes.carForTrip(request.params.id);
      // The same cars as the public car page: a draft or hidden car has no calendar to show.
      if (!car?.listed) throw notFound('car_not_found');
      return { success: true as const, busy: await lists.busy(car.id, from, to) };
    },
  );
};
