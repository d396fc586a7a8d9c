import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createCar, createDriver, createUser } from '../../test/factories.js';
import { fieldErrors } from '../../test/partner.js';
import { createBookingMovesRepository } from './moves.repository.js';

const context = await createTestApp();
const { db } = context;
const { call, companyWithCar, trip, customer, book, startBody, completeBody } =
  bookingsWorld(context);
const repository = createBookingMovesRepository(db);

async function requested(startHours = 72, lengthHours = 10) {
  const world = await companyWithCar();
  const me = await customer();
  const booking = (await book(me.id, trip(world.car.id, startHours, lengthHours))).json().booking;
  return { ...world, customer: me, booking };
}

/** Moves the booking's times by `hours` (into the past to test what happens once they pass). */
async function shiftTimes(id: string, hours: number) {
  await db
    .update(bookings)
    .set({
      pickupAt: sql`${bookings.pickupAt} + make_interval(hours => ${hours})`,
      returnAt: sql`${bookings.returnAt} + make_interval(hours => ${hours})`,
      respondBy: sql`${bookings.respondBy} + make_interval(hours => ${hours})`,
    })
    .where(eq(bookings.id, id));
}

const act = (partnerId: string, id: string, action: string, body: object = {}) =>
  call('POST', `/api/partner/bookings/${id}/${action}`, partnerId, body);

describe('the partner bookings routes', () => {
  it('refuses strangers, customers and other companies', async () => {
    const { booking, driver, customer: me } = await requested();
    const other = await companyWithCar();
    expect((await call('GET', '/api/partner/bookings')).statusCode).toBe(401);
    expect((await call('GET', '/api/partner/bookings', me.id)).statusCode).toBe(403);
    expect((await act(me.id, booking._id, 'accept', { driverId: driver.id })).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/partner/bookings/${booking._id}`, other.partner.id)).statusCode,
    ).toBe(404);
    for (const action of ['accept', 'decline', 'start', 'complete', 'no-show', 'cancel']) {
      const response = await act(other.partner.id, booking._id, action, {
        driverId: other.driver.id,
        reason: 'Not ours',
      });
      expect(response.statusCode, action).toBe(404);
    }
    const listed = await call('GET', '/api/partner/bookings', other.partner.id);
    expect(listed.json().bookings).toEqual([]);
    // Who is busy during a booking: its own company's partner only.
    const busy = `/api/partner/bookings/${booking._id}/busy-drivers`;
    expect((await call('GET', busy)).statusCode).toBe(401);
    expect((await call('GET', busy, me.id)).statusCode).toBe(403);
    expect((await call('GET', busy, other.partner.id)).statusCode).toBe(404);
  });

  it('accepts with one of its own drivers, and shows the customer whom to pick up', async () => {
    const { booking, partner, driver, company } = await requested();
    const stranger = await createDriver(db, {
      travelCompanyId: (await companyWithCar()).company.id,
    });
    const wrong = await act(partner.id, booking._id, 'accept', { driverId: stranger.id });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toContainEqual(expect.objectContaining({ path: 'body.driverId' }));
    const archived = await createDriver(db, {
      travelCompanyId: company.id,
      archivedAt: new Date(),
    });
    expect(
      (await act(partner.id, booking._id, 'accept', { driverId: archived.id })).statusCode,
    ).toBe(400);
    expect((await act(partner.id, booking._id, 'accept', {})).statusCode).toBe(400);
    // A driver Saarthi's check turned down drives no customer.
    const rejected = await createDriver(db, { travelCompanyId: company.id, status: 'rejected' });
    const refused = await act(partner.id, booking._id, 'accept', { driverId: rejected.id });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toContainEqual(
      expect.objectContaining({
        path: 'body.driverId',
        message: "Saarthi's check did not pass this driver: choose another driver",
      }),
    );

    const accepted = await act(partner.id, booking._id, 'accept', { driverId: driver.id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Booking confirmed',
      code: 'booking_confirmed',
      booking: {
        status: 'confirmed',
        driver: { _id: driver.id, name: driver.name },
        customer: { name: expect.any(String), phone: expect.any(String) },
      },
    });
    const twice = await act(partner.id, booking._id, 'accept', { driverId: driver.id });
    expect(twice.statusCode).toBe(409);
    // Every partner write is in the audit log, the refused ones not.
    const entries = await db.select().from(auditLog).where(eq(auditLog.recordId, booking._id));
    expect(entries).toMatchObject([
      {
        actorUserId: partner.id,
        actorRole: 'partner',
        action: 'booking.accept',
        before: { status: 'requested' },
        after: { status: 'confirmed', driverId: driver.id },
      },
    ]);
  });

  it('never gives one driver two trips at the same time, and says who is busy', async () => {
    const { booking, partner, driver, company } = await requested(72, 10);
    const otherCar = await createCar(db, { travelCompanyId: company.id });
    const second = (await book((await customer()).id, trip(otherCar.id, 75, 4))).json().booking;
    // A third trip that starts an hour and a half after the first ends is no clash.
    const later = (await book((await customer()).id, trip(otherCar.id, 83.5, 2))).json().booking;
    const busyFor = async (id: string) => {
      const response = await call('GET', `/api/partner/bookings/${id}/busy-drivers`, partner.id);
      expect(response.statusCode).toBe(200);
      return response.json().busy as { driverId: string; reference: string }[];
    };
    expect(await busyFor(second._id)).toEqual([]);
    expect((await act(partner.id, booking._id, 'accept', { driverId: driver.id })).statusCode).toBe(
      200,
    );
    expect(await busyFor(second._id)).toEqual([
      expect.objectContaining({
        driverId: driver.id,
        bookingId: booking._id,
        reference: booking.reference,
        pickupAt: booking.pickupAt,
        returnAt: booking.returnAt,
      }),
    ]);
    expect(await busyFor(later._id)).toEqual([]);
    // The booking itself never counts as its own clash.
    expect(await busyFor(booking._id)).toEqual([]);

    const clash = await act(partner.id, second._id, 'accept', { driverId: driver.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'driver_taken',
      message: 'This driver is already driving another trip at that time',
    });
    const another = await createDriver(db, { travelCompanyId: company.id });
    expect((await act(partner.id, second._id, 'accept', { driverId: another.id })).statusCode).toBe(
      200,
    );
  });

  it('declines only with a reason the customer sees', async () => {
    const { booking, partner, customer: me } = await requested();
    const bare = await act(partner.id, booking._id, 'decline', {});
    expect(bare.statusCode).toBe(400);
    const declined = await act(partner.id, booking._id, 'decline', { reason: 'Car in service' });
    expect(declined.json().booking).toMatchObject({ status: 'declined', reason: 'Car in service' });
    const seen = await call('GET', `/api/bookings/${booking._id}`, me.id);
    expect(seen.json().booking).toMatchObject({ status: 'declined', reason: 'Car in service' });
  });

  it('starts near pickup, completes, and lets the customer review a verified trip', async () => {
    const { booking, partner, driver, car, company, customer: me } = await requested();
    await act(partner.id, booking._id, 'accept', { driverId: driver.id });
    const early = await act(partner.id, booking._id, 'start', await startBody(booking._id));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A trip can be started from 3 hours before its pickup time');
    await shiftTimes(booking._id, -71);
    const started = await act(partner.id, booking._id, 'start', await startBody(booking._id));
    expect(started.json().booking.status).toBe('in_progress');
    const done = await act(partner.id, booking._id, 'complete', completeBody());
    expect(done.json().booking).toMatchObject({ status: 'completed', reviewable: true });
    expect(done.json().booking.history.map((event: { to: string }) => event.to)).toEqual([
      'requested',
      'confirmed',
      'in_progress',
      'completed',
    ]);
    // Their review of the car now says it comes from a trip.
    const review = await call('POST', '/api/feedback', me.id, {
      carId: car.id,
      travelUserId: company.id,
      rating: 5,
      feedback: 'On time, and a careful driver.',
    });
    expect(review.statusCode).toBe(201);
    const reviews = await call('GET', `/api/feedback?carId=${car.id}`);
    expect(reviews.json()).toEqual([
      expect.objectContaining({
        verifiedTrip: true,
        userId: expect.objectContaining({ _id: me.id }),
      }),
    ]);
    // Someone who never rode it writes an unverified review.
    const stranger = await customer();
    await call('POST', '/api/feedback', stranger.id, {
      carId: car.id,
      travelUserId: company.id,
      rating: 3,
      feedback: 'Looks fine from the outside.',
    });
    const both = (await call('GET', `/api/feedback?carId=${car.id}`)).json();
    expect(both.map((one: { verifiedTrip: boolean }) => one.verifiedTrip)).toEqual([false, true]);
  });

  it('records a no-show only after pickup, with the no-show fee', async () => {
    const { booking, partner, driver } = await requested();
    await act(partner.id, booking._id, 'accept', { driverId: driver.id });
    expect((await act(partner.id, booking._id, 'no-show')).statusCode).toBe(409);
    await shiftTimes(booking._id, -73);
    const noShow = await act(partner.id, booking._id, 'no-show');
    expect(noShow.json().booking).toMatchObject({
      status: 'no_show',
      cancellationFee: booking.quote.fare,
      bill: { basis: 'fee', total: booking.quote.fare },
      invoice: { number: expect.any(String) },
    });
  });

  it("charges the customer's late cancellation of a confirmed trip by the booking's policy", async () => {
    const { booking, partner, driver, customer: me } = await requested(72, 10);
    await act(partner.id, booking._id, 'accept', { driverId: driver.id });
    await shiftTimes(booking._id, -62); // pickup in 10 hours: the 25 % tier
    const shown = (await call('GET', `/api/bookings/${booking._id}`, me.id)).json().booking;
    expect(shown.cancellationFeeNow).toBe(Math.round(booking.quote.fare * 0.25));
    // Before confirming, the customer reads the fee line by line: the share, the GST in it.
    const fee = shown.cancellationFeeNow;
    const gst = Math.round((fee * 5) / 105);
    expect(shown.cancellationBillNow).toEqual({
      lines: [
        expect.objectContaining({ code: 'cancellation_fee', quantity: 25, amount: fee - gst }),
        expect.objectContaining({ code: 'gst', amount: gst }),
      ],
      total: fee,
    });
    const cancelled = await call('POST', `/api/bookings/${booking._id}/cancel`, me.id, {});
    const after = cancelled.json().booking;
    expect(after).toMatchObject({
      status: 'cancelled',
      cancellationFee: fee,
      bill: { basis: 'fee', total: fee, paid: 0, due: fee },
      invoice: { number: expect.stringMatching(/^[A-Z]+\/\d{4}-\d{2}\/00001$/) },
    });
    // The company takes the fee like any bill, by UPI or in cash, and not a rupee more.
    const over = await act(partner.id, booking._id, 'payments', {
      method: 'cash',
      amount: fee + 1,
    });
    expect(over.statusCode).toBe(400);
    const paid = await act(partner.id, booking._id, 'payments', { method: 'cash', amount: fee });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().booking.bill).toMatchObject({ paid: fee, due: 0 });

    // An operator waives the fee by putting the trip back: the fee's bill goes, and its invoice
    // is taken back by a credit note.
    const operator = await createUser(db, { role: 'operator' });
    const waived = await call('POST', `/api/admin/bookings/${booking._id}/move`, operator.id, {
      to: 'confirmed',
      reason: 'Cancelled by mistake: the customer called to keep the trip.',
    });
    expect(waived.statusCode, waived.body).toBe(200);
    const kept = (await call('GET', `/api/bookings/${booking._id}`, me.id)).json().booking;
    expect(kept).toMatchObject({ status: 'confirmed', cancellationFee: null, bill: null });
    expect(kept.taxDocuments).toEqual([
      expect.objectContaining({ kind: 'invoice', total: fee }),
      expect.objectContaining({ kind: 'credit_note', total: fee, corrects: after.invoice.number }),
    ]);
  });

  it('cancels free of charge for the customer when the company cancels, with its reason', async () => {
    const { booking, partner, driver } = await requested();
    await act(partner.id, booking._id, 'accept', { driverId: driver.id });
    expect((await act(partner.id, booking._id, 'cancel', {})).statusCode).toBe(400);
    const cancelled = await act(partner.id, booking._id, 'cancel', { reason: 'Driver unwell' });
    expect(cancelled.json().booking).toMatchObject({ status: 'cancelled', cancellationFee: 0 });
  });

  it('puts what needs the company first in the inbox', async () => {
    const world = await companyWithCar();
    const secondCar = await createCar(db, { travelCompanyId: world.company.id });
    const later = (await book((await customer()).id, trip(world.car.id, 200))).json().booking;
    const confirmed = (await book((await customer()).id, trip(secondCar.id, 72))).json().booking;
    await act(world.partner.id, confirmed._id, 'accept', { driverId: world.driver.id });
    const sooner = (await book((await customer()).id, trip(world.car.id, 50))).json().booking;
    await db
      .update(bookings)
      .set({ respondBy: new Date(Date.now() + 3_600_000) })
      .where(eq(bookings.id, sooner._id));
    const inbox = await call('GET', '/api/partner/bookings?view=action', world.partner.id);
    expect(inbox.json().bookings.map((b: { _id: string }) => b._id)).toEqual([
      sooner._id,
      later._id,
    ]);
    const all = await call(
      'GET',
      `/api/partner/bookings?view=upcoming&carId=${world.car.id}`,
      world.partner.id,
    );
    expect(all.json()).toMatchObject({ total: 2 });
  });

  it('refuses every move while the company is suspended', async () => {
    const { booking, partner, driver, company } = await requested();
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, company.id));
    expect((await act(partner.id, booking._id, 'accept', { driverId: driver.id })).statusCode).toBe(
      409,
    );
  });

  it('refuses a maintenance block over a booked day', async () => {
    const { booking, partner, car } = await requested(72, 10);
    const day = new Date(new Date(booking.pickupAt).getTime() + 5.5 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    const blocked = await call('POST', `/api/partner/cars/${car.id}/blocks`, partner.id, {
      startsOn: day,
      endsOn: day,
      reason: 'Service',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'block_overlaps_booking' });
  });
});

describe('the bookings clock', () => {
  it('expires requests past their respond-by and completes trips a day after return', async () => {
    const unanswered = await requested();
    const finished = await requested();
    await act(finished.partner.id, finished.booking._id, 'accept', {
      driverId: finished.driver.id,
    });
    await db
      .update(bookings)
      .set({ respondBy: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, unanswered.booking._id));
    await shiftTimes(finished.booking._id, -72 - 10 - 25);
    const moved = await repository.sweep(new Date());
    expect(moved.expired).toBeGreaterThanOrEqual(1);
    expect(moved.completed).toBeGreaterThanOrEqual(1);
    const read = (id: string, userId: string) => call('GET', `/api/bookings/${id}`, userId);
    expect(
      (await read(unanswered.booking._id, unanswered.customer.id)).json().booking,
    ).toMatchObject({
      status: 'expired',
      history: expect.arrayContaining([
        expect.objectContaining({ to: 'expired', actor: 'system' }),
      ]),
    });
    expect((await read(finished.booking._id, finished.customer.id)).json().booking.status).toBe(
      'completed',
    );
    // Nothing is due any more: a second sweep moves nothing of these.
    const again = await repository.sweep(new Date());
    expect(again).toEqual({ expired: 0, completed: 0 });
  });
});
