import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, cars } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createUser } from '../../test/factories.js';
import { quoteTrip } from '../quotes/quote.js';
import { createQuotesRepository } from '../quotes/quotes.repository.js';
import { createBookingsRepository, type BookingRequest } from './bookings.repository.js';
import { refusalError } from './refusals.js';

// The route prices a request before the repository's transaction (ARCHITECTURE.md, "Bookings"):
// what changes in between is the transaction's to find.

const context = await createTestApp();
const { db } = context;
const { companyWithCar, trip } = bookingsWorld(context);
const repository = createBookingsRepository(db);

/** A request for the car as the route makes it: checked, priced, not yet stored. */
async function pricedRequest(carId: string): Promise<BookingRequest> {
  const customer = await createUser(db);
  const body = { ...trip(carId), tripType: 'rental' as const, dropAddress: '', notes: '' };
  const now = new Date();
  const car = await createQuotesRepository(db).carForTrip(carId);
  return {
    customerId: customer.id,
    body,
    idempotencyKey: undefined,
    now,
    ...quoteTrip(car, body, now, () => {
      throw new Error('these trips go to no place');
    }),
  };
}

const refusalOf = (request: BookingRequest) =>
  repository.create(request).then(
    () => undefined,
    (error: unknown) => {
      const answer = refusalError(error);
      return answer && { status: answer.statusCode, message: answer.message };
    },
  );

describe('storing a booking request', () => {
  it('stores the quote it was given, and the first history row', async () => {
    const { car } = await companyWithCar();
    const request = await pricedRequest(car.id);
    const { booking, created } = await repository.create(request);
    expect(created).toBe(true);
    expect(booking.quote).toEqual(request.quote);
    expect(booking.history).toEqual([
      expect.objectContaining({ from: null, to: 'requested', actor: 'customer' }),
    ]);
  });

  it('refuses a car taken off the storefront since its quote as not found, and stores nothing', async () => {
    const { car } = await companyWithCar();
    const request = await pricedRequest(car.id);
    await db.update(cars).set({ status: 'suspended' }).where(eq(cars.id, car.id));
    expect(await refusalOf(request)).toEqual({ status: 404, message: 'Car not found' });
    expect(await db.select().from(bookings).where(eq(bookings.carId, car.id))).toEqual([]);
  });

  it('refuses a car its partner marked unavailable since its quote, and stores nothing', async () => {
    const { car } = await companyWithCar();
    const request = await pricedRequest(car.id);
    await db.update(cars).set({ availability: false }).where(eq(cars.id, car.id));
    expect((await refusalOf(request))?.status).toBe(400);
    expect(await db.select().from(bookings).where(eq(bookings.carId, car.id))).toEqual([]);
  });
});
