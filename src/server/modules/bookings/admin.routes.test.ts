import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  bookingEvents,
  bookings,
  carBusy,
  notifications,
  outbox,
} from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld, indiaTime } from '../../test/bookings.js';
import { createCar, createUser } from '../../test/factories.js';

const context = await createTestApp();
const { db } = context;
const { call, companyWithCar, trip, customer, book } = bookingsWorld(context);
const operator = await createUser(db, { role: 'operator' });

/** The India calendar day `days` from today, as the console's date fields write it. */
function indiaDay(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A trip on the India day `days` from today, 9:00 to 18:00. */
const onDay = (carId: string, days: number) => ({
  ...trip(carId),
  pickupAt: indiaTime(days, 9),
  returnAt: indiaTime(days, 18),
});

const search = (query = '') => call('GET', `/api/admin/bookings${query}`, operator.id);
const move = (id: string, body: object) =>
  call('POST', `/api/admin/bookings/${id}/move`, operator.id, body);

async function requested(body?: (carId: string) => object) {
  const world = await companyWithCar();
  const me = await customer();
  const response = await book(me.id, body ? body(world.car.id) : trip(world.car.id, 72, 10));
  expect(response.statusCode).toBe(201);
  return { ...world, customer: me, booking: response.json().booking };
}

async function confirmed() {
  const world = await requested();
  const accepted = await call(
    'POST',
    `/api/partner/bookings/${world.booking._id}/accept`,
    world.partner.id,
    { driverId: world.driver.id },
  );
  expect(accepted.statusCode).toBe(200);
  return world;
}

const statusOf = async (id: string) =>
  (await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]
    ?.status;

describe('searching bookings', () => {
  it('finds by company, reference in any case, customer phone, status and India pickup days', async () => {
    const world = await companyWithCar();
    const priya = await createUser(db, { userName: 'Priya Sharma', mobile: '9123456780' });
    const ravi = await customer();
    const early = (await book(priya.id, onDay(world.car.id, 10))).json().booking;
    const late = (await book(ravi.id, onDay(world.car.id, 12))).json().booking;
    const company = `?companyId=${world.company.id}`;

    const all = await search(company);
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json()).toEqual({
      success: true,
      // The latest pickup first.
      bookings: [
        expect.objectContaining({ _id: late._id }),
        {
          _id: early._id,
          reference: early.reference,
          status: 'requested',
          pickupAt: early.pickupAt,
          returnAt: early.returnAt,
          car: { _id: world.car.id, name: world.car.carName, model: world.car.carModel },
          company: { _id: world.company.id, name: world.company.travelsName },
          customer: { name: 'Priya Sharma', phone: '9123456780' },
          total: early.quote.total,
        },
      ],
      nextCursor: null,
    });

    const ids = async (query: string) =>
      (await search(query)).json().bookings.map((booking: { _id: string }) => booking._id);
    expect(await ids(`?reference=${early.reference.toLowerCase()}`)).toEqual([early._id]);
    expect(await ids(`?reference=SA-NOSUCH`)).toEqual([]);
    expect(await ids(`?phone=9123456780`)).toEqual([early._id]);
    // As people read them out: the reference without its SA- or with a space, the phone with +91.
    const code = early.reference.slice(3);
    expect(await ids(`?reference=${code.toLowerCase()}`)).toEqual([early._id]);
    expect(await ids(`?reference=${encodeURIComponent(`sa ${code}`)}`)).toEqual([early._id]);
    expect(await ids(`?phone=${encodeURIComponent('+91 91234 56780')}`)).toEqual([early._id]);
    expect(await ids(`?phone=${encodeURIComponent('091234-56780')}`)).toEqual([early._id]);
    expect(await ids(`${company}&from=${indiaDay(11)}`)).toEqual([late._id]);
    expect(await ids(`${company}&to=${indiaDay(11)}`)).toEqual([early._id]);
    expect(await ids(`${company}&from=${indiaDay(10)}&to=${indiaDay(10)}`)).toEqual([early._id]);
    await move(late._id, { to: 'cancelled', reason: 'Customer called to cancel' });
    expect(await ids(`${company}&status=cancelled`)).toEqual([late._id]);
    expect(await ids(`${company}&status=requested`)).toEqual([early._id]);
  });

  it('reads page by page without losing or repeating a booking', async () => {
    const world = await companyWithCar();
    const made = [];
    for (const days of [20, 22, 21]) {
      made.push((await book((await customer()).id, onDay(world.car.id, days))).json().booking);
    }
    const first = (await search(`?companyId=${world.company.id}&limit=2`)).json();
    expect(first.bookings.map((booking: { _id: string }) => booking._id)).toEqual([
      made[1]._id,
      made[2]._id,
    ]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await search(`?companyId=${world.company.id}&limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.bookings.map((booking: { _id: string }) => booking._id)).toEqual([made[0]._id]);
    expect(second.nextCursor).toBeNull();
  });

  it('answers a 400 that says what is wrong with a filter', async () => {
    const cases: [string, string][] = [
      ['?phone=98480', "Enter the customer's 10-digit mobile number"],
      ['?from=2026-02-30', 'Write the pickup day as YYYY-MM-DD'],
      ['?from=2026-03-10&to=2026-03-01', 'The first pickup day must not be after the last'],
      ['?status=lost', 'Choose one of the booking statuses'],
      [
        '?reference=SA_7K3Q9X',
        'A reference is at most 12 letters, digits and dashes, like SA-7K3Q9X',
      ],
      ['?companyId=nope', 'Invalid id'],
      ['?cursor=bm90IGEgY3Vyc29y', 'The list cursor is not valid: load the list from its start'],
    ];
    for (const [query, message] of cases) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(message);
    }
  });
});

describe('one booking', () => {
  it('answers the booking with its quote, history, customer account and the moves allowed now', async () => {
    const { booking, customer: me } = await requested();
    const response = await call('GET', `/api/admin/bookings/${booking._id}`, operator.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({
      _id: booking._id,
      reference: booking.reference,
      quote: { total: booking.quote.total },
      history: [{ from: null, to: 'requested', actor: 'customer' }],
      customerAccount: { _id: me.id, email: me.email },
      // No driver yet: only the company confirms, choosing one.
      moves: ['declined', 'cancelled'],
    });
    const missing = await call(
      'GET',
      '/api/admin/bookings/00000000-0000-4000-8000-000000000000',
      operator.id,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'booking_not_found' });
  });

  it('is the console’s only: customers and partners are refused', async () => {
    const { booking, customer: me, partner } = await requested();
    for (const userId of [me.id, partner.id]) {
      expect((await call('GET', `/api/admin/bookings/${booking._id}`, userId)).statusCode).toBe(
        403,
      );
      const moved = await call('POST', `/api/admin/bookings/${booking._id}/move`, userId, {
        to: 'cancelled',
        reason: 'Trying my luck',
      });
      expect(moved.statusCode).toBe(403);
    }
    expect(await statusOf(booking._id)).toBe('requested');
  });
});

describe('an operator moving a booking', () => {
  it('records the move with its reason in the history, both parties’ notifications and the audit log', async () => {
    const { booking, customer: me, partner } = await requested();
    const response = await move(booking._id, {
      to: 'cancelled',
      reason: '  The customer asked us by phone  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Booking moved: its customer and company are told',
      code: 'booking_moved',
      booking: {
        status: 'cancelled',
        reason: 'The customer asked us by phone',
        cancellationFee: 0,
        moves: ['requested', 'declined'],
      },
    });
    expect(response.json().booking.history.at(-1)).toMatchObject({
      from: 'requested',
      to: 'cancelled',
      actor: 'operator',
      reason: 'The customer asked us by phone',
    });
    const [event] = await db
      .select()
      .from(bookingEvents)
      .where(
        and(eq(bookingEvents.bookingId, booking._id), eq(bookingEvents.toStatus, 'cancelled')),
      );
    expect(event).toMatchObject({ actorRole: 'operator', actorUserId: operator.id });

    const told = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking._id), eq(notifications.status, 'cancelled')));
    expect(told.map((row) => row.userId).sort()).toEqual([me.id, partner.id].sort());
    const mails = (await db.select({ payload: outbox.payload }).from(outbox)).filter(
      (row) => row.payload.bookingId === booking._id && row.payload.status === 'cancelled',
    );
    expect(mails.map((row) => row.payload.to).sort()).toEqual([me.email, partner.email].sort());

    const entries = await db.select().from(auditLog).where(eq(auditLog.recordId, booking._id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: operator.id,
        actorRole: 'operator',
        action: 'booking.move',
        recordType: 'booking',
        before: expect.objectContaining({ status: 'requested' }),
        after: expect.objectContaining({ status: 'cancelled', cancellationFee: 0 }),
        reason: 'The customer asked us by phone',
      }),
    ]);
    // The car is free again for those times.
    expect(await db.select().from(carBusy).where(eq(carBusy.bookingId, booking._id))).toEqual([]);

    // The customer and the company read the operator's move in their own history.
    const seen = await call('GET', `/api/bookings/${booking._id}`, me.id);
    expect(seen.json().booking).toMatchObject({ status: 'cancelled' });
    expect(seen.json().booking.history.at(-1)).toMatchObject({ actor: 'operator' });
  });

  it('needs a reason, another status and a booking that exists', async () => {
    const { booking } = await requested();
    const bare = await move(booking._id, { to: 'cancelled', reason: ' ok ' });
    expect(bare.statusCode).toBe(400);
    expect(JSON.stringify(bare.json())).toContain(
      'Write the reason for the move (at least 5 characters)',
    );
    const nowhere = await move(booking._id, { to: 'lost', reason: 'Somewhere else' });
    expect(nowhere.statusCode).toBe(400);
    expect(JSON.stringify(nowhere.json())).toContain('Choose the status to move the booking to');
    const same = await move(booking._id, { to: 'requested', reason: 'Nothing really' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      code: 'booking_move_same_status',
      message: 'The booking has this status already: choose another status',
    });
    const expired = await move(booking._id, { to: 'expired', reason: 'Too slow to answer' });
    expect(expired.json()).toMatchObject({ code: 'booking_move_expired_clock_only' });
    const noDriver = await move(booking._id, { to: 'confirmed', reason: 'Company said yes' });
    expect(noDriver.statusCode).toBe(409);
    expect(noDriver.json()).toMatchObject({ code: 'booking_move_needs_driver' });
    const missing = await move('00000000-0000-4000-8000-000000000000', {
      to: 'cancelled',
      reason: 'Never was',
    });
    expect(missing.statusCode).toBe(404);
    // Nothing of the refused moves was written.
    expect(await statusOf(booking._id)).toBe('requested');
    expect(await db.select().from(auditLog).where(eq(auditLog.recordId, booking._id))).toEqual([]);
  });

  it('reopens a cancelled booking, taking its car again, unless the car was booked meanwhile', async () => {
    const { booking, car } = await requested();
    await move(booking._id, { to: 'cancelled', reason: 'Customer changed plans' });
    const reopened = await move(booking._id, { to: 'requested', reason: 'Customer changed back' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().booking).toMatchObject({ status: 'requested', reason: '' });
    // The car is held again: another customer cannot have those times.
    const other = await book((await customer()).id, trip(car.id, 74, 2));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'car_taken' });

    await move(booking._id, { to: 'cancelled', reason: 'Customer changed plans again' });
    expect((await book((await customer()).id, trip(car.id, 74, 2))).statusCode).toBe(201);
    const refused = await move(booking._id, { to: 'requested', reason: 'Customer is sure now' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'booking_move_car_taken',
      message:
        'The car is booked or blocked at these times now, so this booking cannot become active again',
    });
    expect(await statusOf(booking._id)).toBe('cancelled');
    const moves = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.recordId, booking._id))
      .orderBy(asc(auditLog.createdAt));
    expect(moves).toHaveLength(3);
  });

  it('confirms a cancelled trip again with its driver, unless the driver took another trip meanwhile', async () => {
    const { booking, company, partner, driver } = await confirmed();
    await move(booking._id, { to: 'cancelled', reason: 'Company asked us to cancel' });
    const back = await move(booking._id, { to: 'confirmed', reason: 'Company found the car free' });
    expect(back.statusCode).toBe(200);
    expect(back.json().booking).toMatchObject({ status: 'confirmed', driver: { _id: driver.id } });

    await move(booking._id, { to: 'cancelled', reason: 'Company asked us to cancel again' });
    const otherCar = await createCar(db, { travelCompanyId: company.id });
    const other = (await book((await customer()).id, trip(otherCar.id, 73, 4))).json().booking;
    expect(
      (
        await call('POST', `/api/partner/bookings/${other._id}/accept`, partner.id, {
          driverId: driver.id,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await move(booking._id, { to: 'confirmed', reason: 'Company found the car' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'booking_move_driver_taken' });
    expect(await statusOf(booking._id)).toBe('cancelled');
  });

  it('sends a confirmed booking back to the company as a request, its driver released', async () => {
    const { booking } = await confirmed();
    const response = await move(booking._id, {
      to: 'requested',
      reason: 'The driver called in sick',
    });
    expect(response.statusCode).toBe(200);
    const moved = response.json().booking;
    expect(moved).toMatchObject({ status: 'requested', driver: null });
    // A new time to answer: 12 hours from now, the pickup being 3 days away.
    expect(Date.parse(moved.respondBy)).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });
});
