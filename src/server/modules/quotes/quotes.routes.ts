import { QuoteBodySchema, QuoteResponseSchema } from '../../../shared/contracts/bookings.js';
import type { FeatureModule } from '../../http/types.js';
import { quoteTrip } from './quote.js';
import { createQuotesRepository } from './quotes.repository.js';

/** POST /api/quotes, for anyone, as the trip is changed (ARCHITECTURE.md, "Bookings"). */
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
      const { quote } = quoteTrip(car, request.body, new Date());
      return { success: true as const, quote };
    },
  );
};
