import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createUser } from '../../test/factories.js';
import { gstinCheckCharacter } from '../../../shared/validators.js';

const context = await createTestApp();
const { db } = context;
const { call, tripUnderWay } = bookingsWorld(context);

let utrs = 0;
/** A UTR no other test has used: one UTR pays one trip once. */
const freshUtr = () =>
  `${String(Date.now() % 1_000_000).padStart(6, '0')}${String((utrs += 1)).padStart(6, '0')}`;

/** A completed trip of a company that takes UPI, with its bill. */
async function completedTrip() {
  const trip = await tripUnderWay();
  await db
    .update(travelCompanies)
    .set({ upiId: 'godavari.tours@okhdfcbank', travelsName: 'Godavari Tours' })
    .where(eq(travelCompanies.id, trip.companyId));
  const done = await trip.move('complete', { odometerKm: 42_390 });
  expect(done.statusCode, done.body).toBe(200);
  const pay = (body: object, userId = trip.partnerId) =>
    call('POST', `/api/partner/bookings/${trip.booking._id}/payments`, userId, body);
  return { ...trip, bill: done.json().booking.bill, pay };
}

describe('paying a completed trip', () => {
  it('shows the customer the balance as a UPI link and QR code with the booking reference', async () => {
    const trip = await completedTrip();
    const mine = (await call('GET', `/api/bookings/${trip.booking._id}`, trip.customer.id)).json()
      .booking;
    expect(mine.pay).toMatchObject({
      upiId: 'godavari.tours@okhdfcbank',
      payee: 'Godavari Tours',
      amount: trip.bill.total,
      qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const link = new URL(mine.pay.link);
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: 'godavari.tours@okhdfcbank',
      pn: 'Godavari Tours',
      am: `${trip.bill.total}.00`,
      cu: 'INR',
      tn: trip.booking.reference,
    });
    expect(mine.pay.link).toContain('pn=Godavari%20Tours');
    // The company reads the bill, never the customer's payment prompt.
    const theirs = (
      await call('GET', `/api/partner/bookings/${trip.booking._id}`, trip.partnerId)
    ).json().booking;
    expect(theirs.pay).toBeUndefined();
  });

  it('records payments, audited, until nothing is due; then the link is gone', async () => {
    const trip = await completedTrip();
    const utr = freshUtr();
    const first = await trip.pay({ method: 'upi', amount: 1000, reference: utr });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ code: 'payment_recorded' });
    expect(first.json().booking.bill).toMatchObject({ paid: 1000, due: trip.bill.total - 1000 });
    expect(first.json().booking.payments).toEqual([
      {
        _id: expect.any(String),
        method: 'upi',
        amount: 1000,
        reference: utr,
        at: expect.any(String),
      },
    ]);
    const mine = (await call('GET', `/api/bookings/${trip.booking._id}`, trip.customer.id)).json()
      .booking;
    expect(mine.pay.amount).toBe(trip.bill.total - 1000);
    expect(new URL(mine.pay.link).searchParams.get('am')).toBe(`${trip.bill.total - 1000}.00`);

    const rest = await trip.pay({ method: 'cash', amount: trip.bill.total - 1000 });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().booking.bill).toMatchObject({ paid: trip.bill.total, due: 0 });
    const paidUp = (await call('GET', `/api/bookings/${trip.booking._id}`, trip.customer.id)).json()
      .booking;
    expect(paidUp.pay).toBeUndefined();

    const audited = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, trip.booking._id), eq(auditLog.action, 'booking.payment')));
    expect(audited).toHaveLength(2);
  });

  it('refuses more than is due, a UTR twice, a trip not completed and bad bodies', async () => {
    const trip = await completedTrip();
    const over = await trip.pay({ method: 'cash', amount: trip.bill.total + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'payment_over_balance',
      errors: [{ path: 'body.amount', code: 'payment_over_balance' }],
    });

    const utr = freshUtr();
    expect((await trip.pay({ method: 'upi', amount: 10, reference: utr })).statusCode).toBe(201);
    const again = await trip.pay({ method: 'upi', amount: 10, reference: utr });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'payment_utr_taken' });

    for (const [body, code] of [
      [{ method: 'upi', amount: 10 }, 'payment_utr_invalid'],
      [{ method: 'upi', amount: 10, reference: '12345' }, 'payment_utr_invalid'],
      [{ method: 'cheque', amount: 10 }, 'payment_method_invalid'],
      [{ method: 'cash', amount: 0 }, 'payment_amount_invalid'],
      [{ method: 'cash', amount: 10.5 }, 'payment_amount_invalid'],
      [{ method: 'cash', amount: 3_000_000_000 }, 'payment_amount_invalid'],
      [{ method: 'card', amount: 10, reference: 'x'.repeat(41) }, 'max_chars'],
    ] as const) {
      const answer = await trip.pay(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.json()), JSON.stringify(body)).toContain(code);
    }
    // Nothing of the refused ones was written.
    const booking = (
      await call('GET', `/api/partner/bookings/${trip.booking._id}`, trip.partnerId)
    ).json().booking;
    expect(booking.payments).toHaveLength(1);
    expect(booking.bill.paid).toBe(10);

    const ongoing = await tripUnderWay();
    const early = await call(
      'POST',
      `/api/partner/bookings/${ongoing.booking._id}/payments`,
      ongoing.partnerId,
      { method: 'cash', amount: 100 },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'payment_not_billed' });
  });

  it('never pays more than the bill when two payments are recorded at once', async () => {
    const trip = await completedTrip();
    const answers = await Promise.all([
      trip.pay({ method: 'cash', amount: trip.bill.total }),
      trip.pay({ method: 'card', amount: trip.bill.total, reference: 'POS 8812' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });

  it('is the company’s alone: another company 404, a customer 403, no token 401', async () => {
    const trip = await completedTrip();
    const body = { method: 'cash', amount: 100 };
    const other = await tripUnderWay();
    expect((await trip.pay(body, other.partnerId)).statusCode).toBe(404);
    expect((await trip.pay(body, trip.customer.id)).statusCode).toBe(403);
    const operator = await createUser(db, { role: 'operator' });
    expect((await trip.pay(body, operator.id)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/partner/bookings/${trip.booking._id}/payments`, undefined, body))
        .statusCode,
    ).toBe(401);
  });
});

describe("a company's UPI ID", () => {
  it('is checked by its shape when the partner saves the profile', async () => {
    const trip = await tripUnderWay();
    const company = (await call('GET', '/api/partner/company', trip.partnerId)).json().company;
    const body = {
      travelsName: company.travelsName,
      city: company.city,
      phone: company.phone,
      legalName: 'Krishna Cabs Private Limited',
      citiesServed: ['Vijayawada'],
      address: '12-3-4, Eluru Road, Vijayawada 520002',
      gstin: `37AAKCK1234Q1Z${gstinCheckCharacter('37AAKCK1234Q1Z')}`,
    };
    const put = async (upiId: string) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/partner/company',
        headers: await context.authHeader(trip.partnerId),
        payload: { ...body, upiId },
      });
    const bad = await put('not a upi id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ path: 'body.upiId', code: 'upi_id_invalid' }),
    ]);
    const good = await put('  krishna.cabs@okicici ');
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().company.upiId).toBe('krishna.cabs@okicici');
  });
});
