import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookingEvents } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createUser } from '../../test/factories.js';

const context = await createTestApp();
const { db } = context;
const { call, tripUnderWay } = bookingsWorld(context);

const REASON = 'The toll at Kaza was paid by me in cash, not by the driver.';

async function completedTrip() {
  const trip = await tripUnderWay();
  const done = await trip.move('complete', {
    odometerKm: 42_390,
    expenses: [{ kind: 'toll', amount: 120, note: 'Kaza plaza' }],
  });
  expect(done.statusCode, done.body).toBe(200);
  const question = (body: object, userId = trip.customer.id) =>
    call('POST', `/api/bookings/${trip.booking._id}/disputes`, userId, body);
  return { ...trip, question };
}

describe('questioning a line of the bill', () => {
  it('reaches the console, and the answer reaches the customer and the company', async () => {
    const trip = await completedTrip();
    const mine = (await call('GET', `/api/bookings/${trip.booking._id}`, trip.customer.id)).json()
      .booking;
    expect(Date.parse(mine.disputableUntil) - Date.now()).toBeGreaterThan(47.9 * 3_600_000);

    const raised = await trip.question({ lineCode: 'tolls_paid', reason: REASON });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json()).toMatchObject({ code: 'dispute_raised' });
    expect(raised.json().booking.disputes).toEqual([
      {
        _id: expect.any(String),
        lineCode: 'tolls_paid',
        lineLabel: 'Tolls paid on the way',
        amount: 120,
        reason: REASON,
        raisedAt: expect.any(String),
        resolvedAt: null,
        resolution: '',
      },
    ]);

    const operator = await createUser(db, { role: 'operator' });
    const open = (await call('GET', '/api/admin/disputes', operator.id)).json().disputes;
    const listed = open.find((one: { bookingId: string }) => one.bookingId === trip.booking._id);
    expect(listed).toMatchObject({
      reference: trip.booking.reference,
      lineCode: 'tolls_paid',
      customer: { name: trip.customer.userName },
    });

    const tooShort = await call('POST', `/api/admin/disputes/${listed._id}/resolve`, operator.id, {
      reason: 'ok',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ code: 'dispute_answer_length' });
    const answer = 'Checked the receipt with the company: the toll is taken off the bill.';
    const resolved = await call('POST', `/api/admin/disputes/${listed._id}/resolve`, operator.id, {
      reason: answer,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const theirs = (
      await call('GET', `/api/partner/bookings/${trip.booking._id}`, trip.partnerId)
    ).json().booking;
    expect(theirs.disputes[0]).toMatchObject({
      resolution: answer,
      resolvedAt: expect.any(String),
    });
    const [audited] = await db
      .select({ reason: auditLog.reason })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.recordId, trip.booking._id),
          eq(auditLog.action, 'booking.dispute_resolved'),
        ),
      );
    expect(audited?.reason).toBe(answer);
    // Answered once: again is 404, and the list no longer has it.
    expect(
      (
        await call('POST', `/api/admin/disputes/${listed._id}/resolve`, operator.id, {
          reason: answer,
        })
      ).statusCode,
    ).toBe(404);
    const after = (await call('GET', '/api/admin/disputes', operator.id)).json().disputes;
    expect(after.some((one: { _id: string }) => one._id === listed._id)).toBe(false);
  });

  it('refuses a line not on the bill, a short reason, the same line twice, and after 48 hours', async () => {
    const trip = await completedTrip();
    const unknown = await trip.question({ lineCode: 'permit_paid', reason: REASON });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'dispute_line_unknown' });
    const nonsense = await trip.question({ lineCode: 'bribe', reason: REASON });
    expect(nonsense.statusCode).toBe(400);
    const short = await trip.question({ lineCode: 'distance', reason: 'too much' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'dispute_reason_length' });

    expect((await trip.question({ lineCode: 'distance', reason: REASON })).statusCode).toBe(201);
    const twice = await trip.question({ lineCode: 'distance', reason: REASON });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'dispute_already_open' });

    // Two days and a minute after the trip completed, the bill stands.
    await db
      .update(bookingEvents)
      .set({ createdAt: sql`${bookingEvents.createdAt} - make_interval(hours => 48, mins => 1)` })
      .where(eq(bookingEvents.bookingId, trip.booking._id));
    const late = await trip.question({ lineCode: 'time', reason: REASON });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'dispute_window_over' });
  });

  it('is only for a completed trip of the customer’s own', async () => {
    const ongoing = await tripUnderWay();
    const early = await call(
      'POST',
      `/api/bookings/${ongoing.booking._id}/disputes`,
      ongoing.customer.id,
      { lineCode: 'distance', reason: REASON },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'dispute_not_billed' });

    const trip = await completedTrip();
    const stranger = await createUser(db);
    const body = { lineCode: 'distance', reason: REASON };
    expect((await trip.question(body, stranger.id)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/bookings/${trip.booking._id}/disputes`, undefined, body))
        .statusCode,
    ).toBe(401);
  });

  it('keeps the console’s list and answers to operators', async () => {
    const customer = await createUser(db);
    const partner = await createUser(db, { role: 'partner' });
    for (const userId of [customer.id, partner.id]) {
      expect((await call('GET', '/api/admin/disputes', userId)).statusCode).toBe(403);
      expect(
        (
          await call('POST', `/api/admin/disputes/${crypto.randomUUID()}/resolve`, userId, {
            reason: 'Looked at it and it is fine.',
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/admin/disputes')).statusCode).toBe(401);
    const operator = await createUser(db, { role: 'operator' });
    const short = await call(
      'POST',
      `/api/admin/disputes/${crypto.randomUUID()}/resolve`,
      operator.id,
      {
        reason: 'ok',
      },
    );
    expect(short.statusCode).toBe(404);
    expect(short.json()).toMatchObject({ code: 'dispute_not_found' });
  });
});
