import { QuoteBodySchema, QuoteResponseSchema } from '../../../shared/contracts/bookings.js';
import type { FeatureModule } from '../../http/types.js';
import { quoteTrip } from './quote.js';
import { createQuotesRepository } from './quotes.repository.js';

/** POST /api/quotes, for anyone, as the trip is changed (ARCHITECTURE.md, "Bookings"). */
export const quotesModule: FeatureModule = (app, { db, places }) => {
  const repository = createQuotesRepository(db);

  app.post(
    '/quotes',
    {
      schema: {
        summary: "Price a trip in a car, line by line, at the car's own rates (GST its own line)",
        errors: {
          400: 'The trip breaks a rule (pickup too soon or too far, return before pickup, over 30 days, a local trip past midnight, a package or place missing or unknown), or the car cannot be booked now.',
          404: 'The car does not exist.',
        },
        tags: ['bookings'],
        body: QuoteBodySchema,
        response: { 200: QuoteResponseSchema },
      },
    },
    async (request) => {
      const car = await repository.carForTrip(request.body.carId);
      const { quote } = quoteTrip(
        car,
        request.body,
        new Date(),
        await places.routeFinder(request.body.to),
      );
      return { success: true as const, quote };
    },
  );
};
