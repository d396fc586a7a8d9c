import { QuoteBodySchema, QuoteResponseSchema } from '../../../shared/contracts/bookings.js';
import type { FeatureModule } from '../../http/types.js';
import { answering } from '../bookings/refusals.js';
import { quoteWithOffer } from '../promotions/promotions.repository.js';
import { quoteTrip } from './quote.js';
import { createQuotesRepository } from './quotes.repository.js';

/** POST /api/quotes, for anyone, as the trip is changed (ARCHITECTURE.md, "Bookings"). */
export const quotesModule: FeatureModule = (app, { db, guards, places }) => {
  const repository = createQuotesRepository(db);

  app.post(
    '/quotes',
    {
      // A signed-in customer's offer is checked against their own uses too.
      onRequest: guards.optionalUser,
      schema: {
        summary:
          "Price a trip in a car, line by line, at the car's own rates (GST its own line), less a Saarthi offer",
        errors: {
          400: 'The trip breaks a rule (pickup too soon or too far, return before pickup, over 30 days, a local trip past midnight, a package or place missing or unknown), the car cannot be booked now, or the offer code does not apply (unknown, not begun, ended, another city, a first trip only, used as often as allowed, worth more than the fare).',
          404: 'The car does not exist.',
          409: 'The offer has been used up.',
        },
        tags: ['bookings'],
        body: QuoteBodySchema,
        response: { 200: QuoteResponseSchema },
      },
    },
    async (request) => {
      const car = await repository.carForTrip(request.body.carId);
      const now = new Date();
      const { quote } = quoteTrip(
        car,
        request.body,
        now,
        await places.routeFinder(request.body.to),
      );
      const { promoCode } = request.body;
      if (promoCode === undefined) return { success: true as const, quote };
      const customerId = request.user?.role === 'customer' ? request.user.id : null;
      return {
        success: true as const,
        quote: await answering(() =>
          quoteWithOffer(db, promoCode, car!.city, quote, customerId, now),
        ),
      };
    },
  );
};
