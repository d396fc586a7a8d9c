import {
  QuoteBodySchema,
  QuoteResponseSchema,
  type Quote,
  type QuoteBody,
} from '../../../shared/contracts/bookings.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { assertTripTimes, priceTrip } from './quote.js';
import { createQuotesRepository, type CarForTrip } from './quotes.repository.js';

/**
 * Prices a trip for a car the storefront can book, at `now`: the rules of the trip's times, then
 * the quote. A car that is missing is 404; one that cannot be booked (not live, its company not
 * verified, marked unavailable) is 400, as is any trip the rules refuse.
 */
export function quoteTrip(car: CarForTrip | undefined, body: QuoteBody, now: Date): Quote {
  if (!car) throw notFound('car_not_found');
  if (!car.bookable) throw badRequest('car_not_bookable');
  const trip = {
    tripType: body.tripType,
    pickupAt: new Date(body.pickupAt),
    returnAt: new Date(body.returnAt),
    estimatedKm: body.estimatedKm,
  };
  assertTripTimes(trip, now);
  return priceTrip(car.tariff, trip);
}

/** MARKETPLACE "Rate card and quotes": POST /api/quotes, for anyone, as the trip is changed. */
export const quotesModule: FeatureModule = (app, { db }) => {
  const repository = createQuotesRepository(db);

  app.post(
    '/quotes',
    {
      schema: {
        tags: ['bookings'],
        body: QuoteBodySchema,
        response: { 200: QuoteResponseSchema },
      },
    },
    async (request) => {
      const car = await repository.carForTrip(request.body.carId);
      return { success: true as const, quote: quoteTrip(car, request.body, new Date()) };
    },
  );
};
