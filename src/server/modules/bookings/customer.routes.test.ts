import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingEvents, bookings, carBlocks } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld, hoursFromNow, indiaTime } from '../../test/bookings.js';
import { createCar, createUser } from '../../test/factories.js';
import { fieldErrors } from '../../test/partner.js';

const context = await createTestApp();
const { db } = context;
const { call, companyWithCar, trip, customer, book } = bookingsWorld(context);

const rowsOfCar = async (carId: string) =>
  db.select({ id: bookings.id }).from(bookings).where(eq(bookings.carId, carId));

describe('POST /api/quotes', () => {
  it('prices the trip line by line for anyone, GST on its own line', async () => {
    const { car } = await companyWithCar();
    // 8 am to 6 pm India time: no night to charge.
    const response = await call('POST', '/api/quotes', undefined, {
      ...trip(car.id),
      pickupAt: indiaTime(3, 8),
      returnAt: indiaTime(3, 18),
    });
    expect(response.statusCode).toBe(200);
    const { quote } = response.json();
    expect(quote.lines.map((line: { code: string }) => line.code)).toEqual([
      'distance',
      'time',
      'driver_allowance',
      'gst',
    ]);
    expect(quote).toMatchObject({ currency: 'INR', billedKm: 120, fare: 600 + 2000 + 300 });
    expect(quote.total).toBe(quote.fare + Math.round(quote.fare * 0.05));
  });

  it('answers each bad trip with a 400 on its field', async () => {
    const { car } = await companyWithCar();
    const cases: [object, string, string][] = [
      [trip(car.id, 1), 'body.pickupAt', 'pickup_too_soon'],
      [trip(car.id, 24 * 181), 'body.pickupAt', 'pickup_too_far'],
      [{ ...trip(car.id), returnAt: hoursFromNow(60) }, 'body.returnAt', 'return_before_pickup'],
      [trip(car.id, 72, 24 * 31), 'body.returnAt', 'trip_too_long'],
      [{ ...trip(car.id), tripType: 'helicopter' }, 'body.tripType', 'trip_type_invalid'],
      [{ ...trip(car.id), estimatedKm: 5001 }, 'body.estimatedKm', 'estimated_km_invalid'],
      [{ ...trip(car.id), pickupAt: 'Saturday morning' }, 'body.pickupAt', 'pickup_time_invalid'],
    ];
    for (const [body, path, code] of cases) {
      const response = await call('POST', '/api/quotes', undefined, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldErrors(response)).toContainEqual(expect.objectContaining({ path, code }));
    }
  });

  it('refuses a car that is not live (400) and one that does not exist (404)', async () => {
    const { company } = await companyWithCar();
    const draft = await createCar(db, { travelCompanyId: company.id, status: 'draft' });
    const response = await call('POST', '/api/quotes', undefined, trip(draft.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'car_not_bookable' });
    const missing = await call('POST', '/api/quotes', undefined, trip(crypto.randomUUID()));
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/bookings', () => {
  it('books as requested with the quote and policy copied in, whatever price or status is sent', async () => {
    const { car } = await companyWithCar();
    const me = await customer();
    const response = await book(me.id, {
      ...trip(car.id),
      status: 'confirmed',
      total: 1,
      quote: { total: 1 },
    });
    expect(response.statusCode).toBe(201);
    const { booking } = response.json();
    expect(booking).toMatchObject({
      status: 'requested',
      reference: expect.stringMatching(/^SA-[2-9A-Z]{6}$/),
      car: { _id: car.id },
      driver: null,
      cancellationPolicy: { noShowPercent: 100 },
      history: [expect.objectContaining({ from: null, to: 'requested', actor: 'customer' })],
      cancellationFeeNow: 0,
    });
    expect(booking.quote.total).toBeGreaterThan(1000);
    // Answer within 12 hours, or an hour before pickup when that comes first.
    const respondBy = new Date(booking.respondBy).getTime();
    expect(respondBy - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(respondBy - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);
  });

  it('refuses strangers, partners and bad input, writing nothing', async () => {
    const { car, partner } = await companyWithCar();
    const me = await customer();
    expect((await book('', trip(car.id))).statusCode).toBe(401);
    expect((await book(partner.id, trip(car.id))).statusCode).toBe(403);
    const tooMany = await book(me.id, trip(car.id, 72, 10, { passengers: 5 }));
    expect(tooMany.statusCode).toBe(400);
    expect(fieldErrors(tooMany)).toContainEqual(
      expect.objectContaining({ path: 'body.passengers', code: 'passengers_over_seats' }),
    );
    const noAddress = await book(me.id, trip(car.id, 72, 10, { pickupAddress: ' ' }));
    expect(noAddress.statusCode).toBe(400);
    const soon = await book(me.id, trip(car.id, 1));
    expect(soon.statusCode).toBe(400);
    const badKey = await book(me.id, trip(car.id), 'no spaces allowed');
    expect(badKey.statusCode).toBe(400);
    expect(await rowsOfCar(car.id)).toEqual([]);
  });

  it('refuses an overlapping booking of the car, including its turnaround hour, with 409', async () => {
    const { car } = await companyWithCar();
    const [first, second] = [await customer(), await customer()];
    expect((await book(first.id, trip(car.id, 72, 10))).statusCode).toBe(201);
    const overlapping = await book(second.id, trip(car.id, 80, 10));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({
      message: 'This car is already booked for those dates',
      code: 'car_taken',
    });
    // The car is held until an hour after the return.
    expect((await book(second.id, trip(car.id, 82.5, 5))).statusCode).toBe(409);
    expect((await book(second.id, trip(car.id, 83, 5))).statusCode).toBe(201);
    expect(await rowsOfCar(car.id)).toHaveLength(2);
  });

  it("refuses a time the car's maintenance block holds", async () => {
    const { car } = await companyWithCar();
    const day = hoursFromNow(96).slice(0, 10);
    await db.insert(carBlocks).values({ carId: car.id, startsOn: day, endsOn: day });
    const response = await book((await customer()).id, trip(car.id, 90, 30));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'car_taken' });
  });

  it('answers the same booking for the same Idempotency-Key, and refuses the key for another trip', async () => {
    const { car } = await companyWithCar();
    const me = await customer();
    const body = trip(car.id);
    const key = crypto.randomUUID();
    const first = await book(me.id, body, key);
    const again = await book(me.id, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().booking._id).toBe(first.json().booking._id);
    const other = await book(me.id, trip(car.id, 200), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    // Another customer's key is their own.
    expect((await book((await customer()).id, trip(car.id, 300), key)).statusCode).toBe(201);
    expect(await rowsOfCar(car.id)).toHaveLength(2);
  });

  it('refuses the same Idempotency-Key with the same times but another trip (409), and books nothing', async () => {
    const { car } = await companyWithCar();
    const me = await customer();
    const body = trip(car.id);
    const key = crypto.randomUUID();
    expect((await book(me.id, body, key)).statusCode).toBe(201);
    const variants = [
      { ...body, passengers: body.passengers + 1 },
      { ...body, tripType: 'outstation', estimatedKm: 400 },
      { ...body, pickupAddress: 'Railway Station, Vijayawada' },
    ];
    for (const variant of variants) {
      const refused = await book(me.id, variant, key);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was used for another booking',
      });
    }
    // The same request spelled otherwise (another offset for the same instants) is the same.
    const sameInstants = {
      ...body,
      pickupAt: new Date(body.pickupAt).toISOString(),
      returnAt: new Date(body.returnAt).toISOString(),
    };
    expect((await book(me.id, sameInstants, key)).statusCode).toBe(200);
    expect(await rowsOfCar(car.id)).toHaveLength(1);
  });
});

describe("a customer's trips", () => {
  it('lists only their own, by view, and hides others behind 404', async () => {
    const { car } = await companyWithCar();
    const [me, other] = [await customer(), await customer()];
    const mine = (await book(me.id, trip(car.id, 72))).json().booking;
    const theirs = (await book(other.id, trip(car.id, 200))).json().booking;

    const upcoming = await call('GET', '/api/bookings?view=upcoming', me.id);
    expect(upcoming.json().bookings.map((b: { _id: string }) => b._id)).toEqual([mine._id]);
    expect((await call('GET', '/api/bookings?view=past', me.id)).json().bookings).toEqual([]);
    expect((await call('GET', `/api/bookings/${mine._id}`, me.id)).statusCode).toBe(200);
    expect((await call('GET', `/api/bookings/${theirs._id}`, me.id)).statusCode).toBe(404);
    expect((await call('POST', `/api/bookings/${theirs._id}/cancel`, me.id, {})).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/bookings', undefined)).statusCode).toBe(401);
  });

  it('cancels a requested booking for free, frees the car, and records why', async () => {
    const { car } = await companyWithCar();
    const me = await customer();
    const booking = (await book(me.id, trip(car.id))).json().booking;
    const cancelled = await call('POST', `/api/bookings/${booking._id}/cancel`, me.id, {
      reason: 'Plans changed',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking).toMatchObject({
      status: 'cancelled',
      cancellationFee: 0,
      reason: 'Plans changed',
      cancellationFeeNow: null,
    });
    const again = await call('POST', `/api/bookings/${booking._id}/cancel`, me.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is cancelled, so it cannot be cancelled');
    const events = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking._id));
    expect(events.map((event) => event.toStatus)).toEqual(['requested', 'cancelled']);
    // The time is free again.
    expect((await book((await customer()).id, trip(car.id))).statusCode).toBe(201);
  });

  it('offers the calendar file only once the trip is confirmed', async () => {
    const { car, partner, driver } = await companyWithCar();
    const me = await customer();
    const booking = (await book(me.id, trip(car.id))).json().booking;
    const early = await call('GET', `/api/bookings/${booking._id}/calendar.ics`, me.id);
    expect(early.statusCode).toBe(409);
    await call('POST', `/api/partner/bookings/${booking._id}/accept`, partner.id, {
      driverId: driver.id,
    });
    const ics = await call('GET', `/api/bookings/${booking._id}/calendar.ics`, me.id);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(booking.reference);
    const stranger = await createUser(db);
    expect(
      (await call('GET', `/api/bookings/${booking._id}/calendar.ics`, stranger.id)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/cars/{id}/availability', () => {
  it("answers a car's busy times, with no one's details", async () => {
    const { car } = await companyWithCar();
    const booking = (await book((await customer()).id, trip(car.id, 72, 10))).json().booking;
    const from = hoursFromNow(0).slice(0, 10);
    const to = hoursFromNow(24 * 10).slice(0, 10);
    const response = await call('GET', `/api/cars/${car.id}/availability?from=${from}&to=${to}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      busy: [
        {
          from: booking.pickupAt,
          to: new Date(new Date(booking.returnAt).getTime() + 3_600_000).toISOString(),
        },
      ],
    });
  });

  it('refuses bad ranges and cars the storefront does not show', async () => {
    const { car, company } = await companyWithCar();
    for (const query of [
      'from=2026-13-01&to=2026-12-01',
      'from=2026-12-10&to=2026-12-01',
      'from=2026-01-01&to=2027-06-01',
      'from=2026-12-01&to=someday',
    ]) {
      expect(
        (await call('GET', `/api/cars/${car.id}/availability?${query}`)).statusCode,
        query,
      ).toBe(400);
    }
    const draft = await createCar(db, { travelCompanyId: company.id, status: 'draft' });
    expect(
      (await call('GET', `/api/cars/${draft.id}/availability?from=2026-12-01&to=2026-12-10`))
        .statusCode,
    ).toBe(404);
  });
});
