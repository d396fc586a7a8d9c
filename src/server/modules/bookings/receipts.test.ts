import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, uploads } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createUpload, createUser } from '../../test/factories.js';

const context = await createTestApp();
const { app, db, authHeader } = context;
const { call, tripUnderWay } = bookingsWorld(context);

/** A photo a user uploaded, under the random name the upload route gives. */
const photoOf = (userId: string) => createUpload(db, { userId, fileName: `${randomUUID()}.png` });

async function read(path: string, userId?: string) {
  return app.inject({ method: 'GET', url: path, headers: userId ? await authHeader(userId) : {} });
}

describe("a receipt photo of a trip's expense", () => {
  it('goes with the completion, and only the company, the customer and operators see it', async () => {
    const trip = await tripUnderWay();
    const receipt = await photoOf(trip.partnerId);
    // Before the trip is completed it is just the partner's upload.
    const done = await trip.move('complete', {
      odometerKm: 42_300,
      expenses: [
        { kind: 'toll', amount: 95, note: 'Kaza plaza', receipt },
        { kind: 'parking', amount: 40 },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().booking.end.expenses).toEqual([
      { kind: 'toll', amount: 95, note: 'Kaza plaza', receipt },
      { kind: 'parking', amount: 40, note: '' },
    ]);
    const customers = (
      await call('GET', `/api/bookings/${trip.booking._id}`, trip.customer.id)
    ).json().booking;
    expect(customers.end.expenses[0].receipt).toBe(receipt);

    const operator = await createUser(db, { role: 'operator' });
    for (const reader of [trip.partnerId, trip.customer.id, operator.id]) {
      const answer = await read(receipt, reader);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    const stranger = await createUser(db);
    const otherPartner = await createUser(db, { role: 'partner' });
    for (const reader of [stranger.id, otherPartner.id, undefined])
      expect((await read(receipt, reader)).statusCode).toBe(404);
    // Kept with the trip: the sweep of unused uploads leaves it.
    const [kept] = await db
      .select({ bookingId: uploads.bookingId })
      .from(uploads)
      .where(eq(uploads.fileName, receipt.slice('/uploads/'.length)));
    expect(kept?.bookingId).toBe(trip.booking._id);
  });

  it("refuses another account's photo, a receipt of another trip, and a path that is no upload", async () => {
    const trip = await tripUnderWay();
    const stranger = await createUser(db);
    const notTheirs = await photoOf(stranger.id);
    const refused = await trip.move('complete', {
      odometerKm: 42_300,
      expenses: [{ kind: 'toll', amount: 95, receipt: notTheirs }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'expense_receipt_invalid' });
    // Nothing was written: the trip is still under way and the photo nobody's receipt.
    const [row] = await db
      .select({ status: bookings.status, bill: bookings.bill })
      .from(bookings)
      .where(eq(bookings.id, trip.booking._id));
    expect(row).toEqual({ status: 'in_progress', bill: null });
    expect((await read(notTheirs)).statusCode).toBe(200);

    for (const receipt of ['https://example.com/a.png', '/uploads/../secret.png', 42]) {
      const bad = await trip.move('complete', {
        odometerKm: 42_300,
        expenses: [{ kind: 'toll', amount: 95, receipt }],
      });
      expect(bad.statusCode).toBe(400);
    }

    // A receipt already kept with one trip is not another's.
    const receipt = await photoOf(trip.partnerId);
    const first = await trip.move('complete', {
      odometerKm: 42_300,
      expenses: [{ kind: 'toll', amount: 95, receipt }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await tripUnderWay({ companyId: trip.companyId, partnerId: trip.partnerId });
    const again = await second.move('complete', {
      odometerKm: 42_300,
      expenses: [{ kind: 'toll', amount: 95, receipt }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'expense_receipt_invalid' });
  });
});
