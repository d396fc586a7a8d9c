import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, cars, drivers } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';

const context = await createTestApp();
const { db } = context;
const { call, companyWithCar, trip, customer, book } = bookingsWorld(context);

/** A confirmed trip of a customer, its car plated and its driver named. */
async function confirmedTrip() {
  const world = await companyWithCar();
  await db
    .update(cars)
    .set({
      registrationNumber: `AP39LK${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    })
    .where(eq(cars.id, world.car.id));
  await db.update(drivers).set({ name: 'Ravi Kumar Reddy' }).where(eq(drivers.id, world.driver.id));
  const me = await customer();
  const booking = (await book(me.id, trip(world.car.id, 72, 10))).json().booking;
  await call('POST', `/api/partner/bookings/${booking._id}/accept`, world.partner.id, {
    driverId: world.driver.id,
  });
  return { ...world, customer: me, booking };
}

const share = (userId: string | undefined, id: string) =>
  call('POST', `/api/bookings/${id}/share`, userId, {});
const stop = async (userId: string | undefined, id: string) =>
  context.app.inject({
    method: 'DELETE',
    url: `/api/bookings/${id}/share`,
    headers: userId ? await context.authHeader(userId) : {},
  });
const read = (token: string) => call('GET', `/api/trip-links/${token}`);

describe('a trip shared with family', () => {
  it('shows the car, its plate, the driver first name, the status and pickup, and nothing private', async () => {
    const { booking, customer: me } = await confirmedTrip();
    const made = await share(me.id, booking._id);
    expect(made.statusCode).toBe(201);
    expect(made.json().message).toBe(
      'Link made: anyone with it can follow this trip until you stop sharing',
    );
    const { token } = made.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const shared = await read(token);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('no-store');
    expect(shared.json().trip).toEqual({
      status: 'confirmed',
      pickupAt: booking.pickupAt,
      city: 'Vijayawada',
      car: {
        name: booking.car.name,
        model: booking.car.model,
        image: booking.car.image,
        registration: expect.stringMatching(/^AP39LK/),
      },
      driverFirstName: 'Ravi',
    });
    // No phone, address, price or names beyond the driver's first.
    for (const secret of [
      booking.pickupAddress,
      booking.customer.phone,
      booking.company.phone,
      booking.reference,
      'Kumar',
    ])
      expect(shared.body).not.toContain(secret);
  });

  it('is made and stopped by the trip’s own customer only', async () => {
    const { booking, customer: me, partner } = await confirmedTrip();
    const other = await customer();
    expect((await share(undefined, booking._id)).statusCode).toBe(401);
    expect((await share(other.id, booking._id)).statusCode).toBe(404);
    expect((await share(partner.id, booking._id)).statusCode).toBe(404);
    expect((await stop(undefined, booking._id)).statusCode).toBe(401);
    expect((await stop(other.id, booking._id)).statusCode).toBe(404);
    expect((await share(me.id, 'not-an-id')).statusCode).toBe(400);
  });

  it('stops working when the customer stops sharing, and a day after the return', async () => {
    const { booking, customer: me } = await confirmedTrip();
    const first = (await share(me.id, booking._id)).json().token;
    const second = (await share(me.id, booking._id)).json().token;
    expect((await read(first)).statusCode).toBe(200);
    expect((await read(second)).statusCode).toBe(200);
    const stopped = await stop(me.id, booking._id);
    expect(stopped.json()).toMatchObject({
      revoked: 2,
      message: 'Sharing stopped: the links of this trip no longer work',
    });
    for (const token of [first, second]) {
      const gone = await read(token);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('This trip link no longer works');
    }

    const third = (await share(me.id, booking._id)).json().token;
    await db
      .update(bookings)
      .set({
        pickupAt: sql`now() - interval '40 hours'`,
        returnAt: sql`now() - interval '25 hours'`,
      })
      .where(eq(bookings.id, booking._id));
    expect((await read(third)).statusCode).toBe(404);
    expect((await read('made-up-token')).statusCode).toBe(404);
  });
});
