import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, cars, drivers } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createUser } from '../../test/factories.js';
import { createBookingMovesRepository } from './moves.repository.js';

const context = await createTestApp();
const { db } = context;
const { call, companyWithCar, trip, customer, book, startBody, bringPickupNear } =
  bookingsWorld(context);
const moves = createBookingMovesRepository(db);

let plates = 0;

/** A confirmed trip whose pickup is an hour away, so its driver may start it. */
async function confirmedSoon() {
  const world = await companyWithCar();
  plates += 1;
  const registration = `AP16TX${String(plates).padStart(4, '0')}`;
  await db.update(cars).set({ registrationNumber: registration }).where(eq(cars.id, world.car.id));
  await db
    .update(drivers)
    .set({ languages: ['Telugu', 'Hindi'], experienceYears: 9, licenceLast4: '4821' })
    .where(eq(drivers.id, world.driver.id));
  const me = await customer();
  const booking = (await book(me.id, trip(world.car.id, 72, 10))).json().booking;
  const accepted = await start(world.partner.id, booking._id, 'accept', {
    driverId: world.driver.id,
  });
  expect(accepted.statusCode).toBe(200);
  await bringPickupNear(booking._id);
  return { ...world, customer: me, booking, registration };
}

const start = (userId: string, id: string, action: string, body: object) =>
  call('POST', `/api/partner/bookings/${id}/${action}`, userId, body);
const unlock = (userId: string | undefined, id: string, body: object) =>
  call('POST', `/api/admin/bookings/${id}/unlock-start`, userId, body);

describe("the trip day's start", () => {
  it('shows the customer, and only the customer, the code, the driver and the number plate', async () => {
    const { booking, partner, customer: me, registration } = await confirmedSoon();
    const mine = (await call('GET', `/api/bookings/${booking._id}`, me.id)).json().booking;
    expect(mine.start).toEqual({
      code: expect.stringMatching(/^[0-9]{4}$/),
      odometerKm: null,
      at: null,
      triesLeft: 5,
    });
    expect(mine.car.registration).toBe(registration);
    expect(mine.driver).toMatchObject({
      languages: ['Telugu', 'Hindi'],
      experienceYears: 9,
      licence: '•••• 4821',
    });
    // In the customer's list of trips too.
    const listed = (await call('GET', '/api/bookings?view=upcoming', me.id)).json().bookings;
    expect(listed[0].start.code).toBe(mine.start.code);

    // The company reads everything but the code, in the booking and in its inbox.
    const theirs = await call('GET', `/api/partner/bookings/${booking._id}`, partner.id);
    expect(theirs.json().booking.start).toEqual({ odometerKm: null, at: null, triesLeft: 5 });
    expect(theirs.body).not.toMatch(/"code":"[0-9]{4}"/);
    const inbox = await call('GET', '/api/partner/bookings', partner.id);
    expect(inbox.body).not.toMatch(/"code":"[0-9]{4}"/);
    const operator = await createUser(db, { role: 'operator' });
    const console = await call('GET', `/api/admin/bookings/${booking._id}`, operator.id);
    expect(console.json().booking.start.code).toBeUndefined();
  });

  it('starts with the right code and the odometer, and the code is gone once started', async () => {
    const { booking, partner, customer: me } = await confirmedSoon();
    const started = await start(
      partner.id,
      booking._id,
      'start',
      await startBody(booking._id, 48_215),
    );
    expect(started.statusCode).toBe(200);
    expect(started.json().booking).toMatchObject({
      status: 'in_progress',
      start: { odometerKm: 48_215, at: expect.any(String), triesLeft: 5 },
    });
    const mine = (await call('GET', `/api/bookings/${booking._id}`, me.id)).json().booking;
    expect(mine.start.code).toBeUndefined();
    expect(mine.start.odometerKm).toBe(48_215);
  });

  it('counts wrong codes, locks after 5, and starts again only after an operator unlocks', async () => {
    const { booking, partner } = await confirmedSoon();
    const right = await startBody(booking._id);
    const wrong = { ...right, code: right.code === '0000' ? '1111' : '0000' };
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await start(partner.id, booking._id, 'start', wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(
        `That is not the customer's start code: ${left} tries left`,
      );
    }
    const fifth = await start(partner.id, booking._id, 'start', wrong);
    expect(fifth.statusCode).toBe(409);
    const lockedMessage =
      'Starting this trip is locked after 5 wrong codes: ask Saarthi to unlock it';
    expect(fifth.json().message).toBe(lockedMessage);
    // Locked: even the right code waits for an operator, and nothing moved.
    const refused = await start(partner.id, booking._id, 'start', right);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(lockedMessage);
    const read = await call('GET', `/api/partner/bookings/${booking._id}`, partner.id);
    expect(read.json().booking).toMatchObject({
      status: 'confirmed',
      start: { odometerKm: null, at: null, triesLeft: 0 },
    });

    // Only an operator unlocks it, with a reason.
    const me = await customer();
    expect((await unlock(undefined, booking._id, { reason: 'Customer called' })).statusCode).toBe(
      401,
    );
    expect((await unlock(me.id, booking._id, { reason: 'Customer called' })).statusCode).toBe(403);
    expect((await unlock(partner.id, booking._id, { reason: 'Customer called' })).statusCode).toBe(
      403,
    );
    const operator = await createUser(db, { role: 'operator' });
    const noReason = await unlock(operator.id, booking._id, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const unlocked = await unlock(operator.id, booking._id, {
      reason: 'Customer called: the driver misread the code',
    });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().message).toBe('Starting unlocked: the driver can enter the code again');
    expect(unlocked.json().booking.start.triesLeft).toBe(5);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, booking._id), eq(auditLog.action, 'booking.unlock-start')));
    expect(entry).toMatchObject({
      actorUserId: operator.id,
      reason: 'Customer called: the driver misread the code',
      before: { startCodeFailures: 5 },
      after: { startCodeFailures: 0 },
    });
    // Unlocking twice: nothing is locked now.
    const again = await unlock(operator.id, booking._id, { reason: 'Once more, by mistake' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Starting this trip is not locked');
    expect((await start(partner.id, booking._id, 'start', right)).statusCode).toBe(200);
  });

  it('answers a missing or malformed code or reading with the field to correct', async () => {
    const { booking, partner } = await confirmedSoon();
    const right = await startBody(booking._id);
    const cases: [object, string][] = [
      [{ odometerKm: 1000 }, 'Enter the 4-digit start code the customer has'],
      [{ ...right, code: '12a4' }, 'Enter the 4-digit start code the customer has'],
      [{ ...right, code: '12345' }, 'Enter the 4-digit start code the customer has'],
      [{ code: right.code }, 'Enter the odometer reading in km, a whole number from 0 to 9999999'],
      [
        { ...right, odometerKm: -5 },
        'Enter the odometer reading in km, a whole number from 0 to 9999999',
      ],
      [
        { ...right, odometerKm: 10_000_000 },
        'Enter the odometer reading in km, a whole number from 0 to 9999999',
      ],
      [
        { ...right, odometerKm: 12.5 },
        'Enter the odometer reading in km, a whole number from 0 to 9999999',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await start(partner.id, booking._id, 'start', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toContain(message);
    }
    // None of those counted as a wrong code.
    const read = await call('GET', `/api/partner/bookings/${booking._id}`, partner.id);
    expect(read.json().booking.start.triesLeft).toBe(5);
    const unknown = await unlock(
      (await createUser(db, { role: 'operator' })).id,
      '00000000-0000-4000-8000-000000000000',
      { reason: 'Customer called' },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('gives a trip an operator confirms its start code too', async () => {
    const world = await companyWithCar();
    const me = await customer();
    const booking = (await book(me.id, trip(world.car.id, 72, 10))).json().booking;
    await start(world.partner.id, booking._id, 'accept', { driverId: world.driver.id });
    await start(world.partner.id, booking._id, 'cancel', { reason: 'Car in the workshop' });
    const operator = await createUser(db, { role: 'operator' });
    await db.update(bookings).set({ startCode: null }).where(eq(bookings.id, booking._id));
    const moved = await call('POST', `/api/admin/bookings/${booking._id}/move`, operator.id, {
      to: 'confirmed',
      reason: 'The company fixed the car in time',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mine = (await call('GET', `/api/bookings/${booking._id}`, me.id)).json().booking;
    expect(mine.start.code).toMatch(/^[0-9]{4}$/);
  });
});

describe("the trip day's end and the bill", () => {
  async function started() {
    const world = await confirmedSoon();
    const answer = await start(
      world.partner.id,
      world.booking._id,
      'start',
      await startBody(world.booking._id, 42_180),
    );
    expect(answer.statusCode).toBe(200);
    return world;
  }

  it('completes with the closing reading and the expenses, and both parties read the bill', async () => {
    const { booking, partner, customer: me } = await started();
    const done = await start(partner.id, booking._id, 'complete', {
      odometerKm: 42_390,
      expenses: [
        { kind: 'toll', amount: 120, note: 'Kaza plaza' },
        { kind: 'parking', amount: 50 },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    const bill = done.json().booking.bill;
    expect(bill).toMatchObject({ basis: 'readings', billedKm: 210, paid: 0 });
    expect(bill.due).toBe(bill.total);
    const codes = bill.lines.map((line: { code: string }) => line.code);
    expect(codes).toEqual(
      expect.arrayContaining(['distance', 'tolls_paid', 'parking_paid', 'gst']),
    );
    const distance = bill.lines.find((line: { code: string }) => line.code === 'distance');
    // 150 km × ₹5 + 60 km × ₹8 on the test car's regular rates, against the 120 km quoted.
    expect(distance).toMatchObject({ amount: 1230, quoted: 600 });
    // The bill adds up: every line, GST included, is the total.
    const sum = bill.lines.reduce(
      (total: number, line: { amount: number }) => total + line.amount,
      0,
    );
    expect(sum).toBe(bill.total);

    const mine = (await call('GET', `/api/bookings/${booking._id}`, me.id)).json().booking;
    expect(mine.bill).toEqual(bill);
    expect(mine.end).toMatchObject({
      odometerKm: 42_390,
      at: expect.any(String),
      expenses: [
        { kind: 'toll', amount: 120, note: 'Kaza plaza' },
        { kind: 'parking', amount: 50, note: '' },
      ],
    });
    // Another customer never reads it.
    const stranger = await customer();
    expect((await call('GET', `/api/bookings/${booking._id}`, stranger.id)).statusCode).toBe(404);
  });

  it('refuses a reading that goes back or drives too far, a wrong end, and bad expenses', async () => {
    const { booking, partner } = await started();
    const cases: [object, string][] = [
      [{ odometerKm: 42_000 }, 'The odometer cannot read less than at the start (42180 km)'],
      [
        { odometerKm: 45_000 },
        'That is 2820 km, more than 1500 km for each day of the trip: check the reading',
      ],
      [
        { odometerKm: 42_300, endedAt: new Date(Date.now() + 3_600_000).toISOString() },
        'Enter when the trip ended, after it started and not later than now',
      ],
      [
        { odometerKm: 42_300, endedAt: new Date(Date.now() - 48 * 3_600_000).toISOString() },
        'Enter when the trip ended, after it started and not later than now',
      ],
      [
        { odometerKm: 42_300, expenses: [{ kind: 'fuel', amount: 100 }] },
        'Choose toll, parking, permit or other',
      ],
      [
        { odometerKm: 42_300, expenses: [{ kind: 'toll', amount: -5 }] },
        'Enter the amount in whole rupees, from 1 to 100000',
      ],
      [
        { odometerKm: 42_300, expenses: [{ kind: 'toll', amount: 250_000 }] },
        'Enter the amount in whole rupees, from 1 to 100000',
      ],
      [{}, 'Enter the odometer reading in km, a whole number from 0 to 9999999'],
    ];
    for (const [body, message] of cases) {
      const answer = await start(partner.id, booking._id, 'complete', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toContain(message);
    }
    // Nothing was written: the trip is still under way, without an end or a bill.
    const read = (await call('GET', `/api/partner/bookings/${booking._id}`, partner.id)).json();
    expect(read.booking).toMatchObject({
      status: 'in_progress',
      end: { odometerKm: null, at: null, expenses: [] },
      bill: null,
    });
  });

  it('bills as quoted a trip the clock completes without readings', async () => {
    const { booking, customer: me } = await confirmedSoon();
    await db
      .update(bookings)
      .set({
        pickupAt: sql`${bookings.pickupAt} - make_interval(days => 3)`,
        returnAt: sql`${bookings.returnAt} - make_interval(days => 3)`,
      })
      .where(eq(bookings.id, booking._id));
    await moves.sweep(new Date());
    const mine = (await call('GET', `/api/bookings/${booking._id}`, me.id)).json().booking;
    expect(mine.status).toBe('completed');
    expect(mine.bill).toMatchObject({
      basis: 'quote',
      total: mine.quote.total,
      due: mine.quote.total,
    });
  });
});
