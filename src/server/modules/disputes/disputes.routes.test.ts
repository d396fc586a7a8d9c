import { and, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { GST_PERCENT } from '../../../shared/booking-constants.js';
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
        credited: 0,
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

  it('gives money back by a credit note in the company’s own series, which both parties download', async () => {
    const trip = await completedTrip();
    const operator = await createUser(db, { role: 'operator' });
    const booking = async () =>
      (await call('GET', `/api/bookings/${trip.booking._id}`, trip.customer.id)).json().booking;
    const before = await booking();
    const total = before.bill.total;
    expect(before.bill).toMatchObject({ credited: 0, paid: 0, due: total });
    expect((await trip.question({ lineCode: 'distance', reason: REASON })).statusCode).toBe(201);
    expect((await trip.question({ lineCode: 'tolls_paid', reason: REASON })).statusCode).toBe(201);
    const open = (await call('GET', '/api/admin/disputes', operator.id)).json().disputes as {
      _id: string;
      bookingId: string;
      lineCode: string;
    }[];
    const about = (line: string) =>
      open.find((one) => one.bookingId === trip.booking._id && one.lineCode === line)!;
    const resolve = (line: string, body: object) =>
      call('POST', `/api/admin/disputes/${about(line)._id}/resolve`, operator.id, body);
    const answer = 'The odometer photo shows 60 km less: the company agrees to give it back.';

    for (const credit of [0, 1.5, -10, '315'])
      expect((await resolve('distance', { reason: answer, credit })).json()).toMatchObject({
        code: 'credit_amount_invalid',
      });
    const tooMuch = await resolve('distance', { reason: answer, credit: total + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'credit_over_invoice',
      errors: [{ path: 'body.credit', code: 'credit_over_invoice' }],
    });

    // Nothing was written by the refusals: the question is still open, no document issued.
    const untouched = await booking();
    expect(untouched.disputes.every((one: { resolvedAt: null }) => one.resolvedAt === null)).toBe(
      true,
    );
    expect(untouched.taxDocuments).toHaveLength(1);

    expect((await resolve('distance', { reason: answer, credit: 315 })).statusCode).toBe(200);
    const after = await booking();
    expect(after.bill).toMatchObject({ credited: 315, paid: 0, due: total - 315 });
    expect(
      after.disputes.find((one: { lineCode: string }) => one.lineCode === 'distance'),
    ).toMatchObject({
      credited: 315,
      resolution: answer,
    });
    const note = after.taxDocuments.find((one: { kind: string }) => one.kind === 'credit_note');
    expect(note).toMatchObject({
      total: 315,
      number: expect.stringMatching(/\/CN\/\d{4}-\d{2}\/00001$/),
    });
    const partnerView = (
      await call('GET', `/api/partner/bookings/${trip.booking._id}`, trip.partnerId)
    ).json().booking;
    expect(partnerView.bill).toMatchObject({ credited: 315, due: total - 315 });

    // The customer's copy of the credit note, as issued.
    const pdf = await call(
      'GET',
      `/api/bookings/${trip.booking._id}/documents/${note._id}`,
      trip.customer.id,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('credit-note-');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.number);
    expect(text).toContain(after.invoice.number);
    expect(text).toContain('Correction: Distance');
    expect(text).toContain('Three Hundred Fifteen Rupees Only');
    // The invoice's own PDF counts the credit in its balance.
    const invoice = await call(
      'GET',
      `/api/bookings/${trip.booking._id}/invoice`,
      trip.customer.id,
    );
    const invoiceText = (
      await extractText(new Uint8Array(invoice.rawPayload), { mergePages: true })
    ).text;
    expect(invoiceText).toContain('Given back by credit notes');

    const documentUrl = `/bookings/${trip.booking._id}/documents/${note._id}`;
    expect((await call('GET', `/api/partner${documentUrl}`, trip.partnerId)).statusCode).toBe(200);
    const stranger = await createUser(db);
    const otherPartner = (await tripUnderWay()).partnerId;
    expect((await call('GET', `/api${documentUrl}`, stranger.id)).statusCode).toBe(404);
    expect((await call('GET', `/api/partner${documentUrl}`, otherPartner)).statusCode).toBe(404);
    expect((await call('GET', `/api/partner${documentUrl}`, trip.customer.id)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api${documentUrl}`)).statusCode).toBe(401);
    const unknown = await call(
      'GET',
      `/api/bookings/${trip.booking._id}/documents/${crypto.randomUUID()}`,
      trip.customer.id,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'tax_document_not_found' });

    // What is left to give back is the invoice less the credits; payments count what is left due.
    const overLeft = await resolve('tolls_paid', { reason: answer, credit: total - 315 + 1 });
    expect(overLeft.json()).toMatchObject({ code: 'credit_over_invoice' });
    expect((await resolve('tolls_paid', { reason: answer, credit: 120 })).statusCode).toBe(200);
    const due = total - 435;
    const pay = (amount: number) =>
      call('POST', `/api/partner/bookings/${trip.booking._id}/payments`, trip.partnerId, {
        method: 'cash',
        amount,
      });
    expect((await pay(due + 1)).json()).toMatchObject({ code: 'payment_over_balance' });
    const paid = await pay(due);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().booking.bill).toMatchObject({ credited: 435, paid: due, due: 0 });
    const [audited] = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.recordId, trip.booking._id),
          eq(auditLog.action, 'booking.dispute_resolved'),
        ),
      )
      .orderBy(auditLog.createdAt)
      .limit(1);
    expect(audited?.after).toMatchObject({ creditNote: note.number, credited: 315 });
  });

  it('lets the company record the refund a credit note leaves it owing, and no more', async () => {
    const trip = await completedTrip();
    const operator = await createUser(db, { role: 'operator' });
    const url = `/api/partner/bookings/${trip.booking._id}`;
    const total = (await call('GET', url, trip.partnerId)).json().booking.bill.total;
    const refund = (body: object, userId = trip.partnerId) =>
      call('POST', `${url}/refunds`, userId, body);
    // Paid in full: nothing is owed back yet.
    expect(
      (await call('POST', `${url}/payments`, trip.partnerId, { method: 'cash', amount: total }))
        .statusCode,
    ).toBe(201);
    const early = await refund({ method: 'cash', amount: 100 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'refund_nothing_owed' });

    await trip.question({ lineCode: 'tolls_paid', reason: REASON });
    const open = (await call('GET', '/api/admin/disputes', operator.id)).json().disputes as {
      _id: string;
      bookingId: string;
    }[];
    const mine = open.find((one) => one.bookingId === trip.booking._id)!;
    await call('POST', `/api/admin/disputes/${mine._id}/resolve`, operator.id, {
      reason: 'The customer paid the toll: the company gives it back.',
      credit: 120,
    });
    const owing = (await call('GET', url, trip.partnerId)).json().booking.bill;
    expect(owing).toMatchObject({ credited: 120, paid: total, due: -120 });

    const tooMuch = await refund({ method: 'upi', amount: 121, reference: '612345678901' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'refund_over_owed',
      errors: [{ path: 'body.amount', code: 'refund_over_owed' }],
    });
    expect((await refund({ method: 'upi', amount: 120 })).json()).toMatchObject({
      code: 'payment_utr_invalid',
    });
    // Only the company's own partner records it.
    const stranger = await tripUnderWay();
    expect((await refund({ method: 'cash', amount: 120 }, stranger.partnerId)).statusCode).toBe(
      404,
    );
    expect((await refund({ method: 'cash', amount: 120 }, trip.customer.id)).statusCode).toBe(403);
    expect((await call('POST', `${url}/refunds`, undefined, {})).statusCode).toBe(401);

    const done = await refund({ method: 'upi', amount: 120, reference: '612345678901' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ code: 'refund_recorded' });
    expect(done.json().booking.bill).toMatchObject({ credited: 120, paid: total - 120, due: 0 });
    expect(done.json().booking.payments.at(-1)).toMatchObject({
      method: 'upi',
      amount: -120,
      reference: '612345678901',
    });
    const [audited] = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, trip.booking._id), eq(auditLog.action, 'booking.refund')));
    expect(audited?.after).toMatchObject({ amount: -120, due: 0 });
    expect((await refund({ method: 'cash', amount: 1 })).statusCode).toBe(409);
  });

  it('numbers two credit notes answered at once one after the other, each within its line', async () => {
    const trip = await completedTrip();
    const operator = await createUser(db, { role: 'operator' });
    await trip.question({ lineCode: 'distance', reason: REASON });
    await trip.question({ lineCode: 'tolls_paid', reason: REASON });
    const open = (await call('GET', '/api/admin/disputes', operator.id)).json().disputes as {
      _id: string;
      bookingId: string;
    }[];
    const mine = open.filter((one) => one.bookingId === trip.booking._id);
    expect(mine).toHaveLength(2);
    const answers = await Promise.all(
      mine.map((one) =>
        call('POST', `/api/admin/disputes/${one._id}/resolve`, operator.id, {
          reason: 'Both lines were wrong: the company gives part of each back.',
          credit: 100,
        }),
      ),
    );
    expect(answers.map((one) => one.statusCode)).toEqual([200, 200]);
    const after = (await call('GET', `/api/bookings/${trip.booking._id}`, trip.customer.id)).json()
      .booking;
    expect(after.bill.credited).toBe(200);
    const numbers = after.taxDocuments
      .filter((one: { kind: string }) => one.kind === 'credit_note')
      .map((one: { number: string }) => one.number.slice(-5))
      .sort();
    expect(numbers).toEqual(['00001', '00002']);
  });

  it('gives back no more than the line questioned with its GST, and never the GST line alone', async () => {
    const trip = await completedTrip();
    const operator = await createUser(db, { role: 'operator' });
    const bill = (await call('GET', `/api/bookings/${trip.booking._id}`, trip.customer.id)).json()
      .booking.bill as { lines: { code: string; amount: number }[] };
    const gst = await trip.question({ lineCode: 'gst', reason: REASON });
    expect(gst.statusCode).toBe(400);
    expect(gst.json()).toMatchObject({ code: 'dispute_line_unknown' });

    const distance = bill.lines.find((line) => line.code === 'distance')!.amount;
    // The most whose GST, taken out of it and rounded, leaves the line's own amount.
    const netOf = (amount: number) =>
      amount - Math.round((amount * GST_PERCENT) / (100 + GST_PERCENT));
    let most = Math.round((distance * (100 + GST_PERCENT)) / 100);
    while (netOf(most) > distance) most -= 1;
    while (netOf(most + 1) <= distance) most += 1;
    const answerWith = async (credit: number) => {
      const open = (await call('GET', '/api/admin/disputes', operator.id)).json().disputes as {
        _id: string;
        bookingId: string;
      }[];
      const mine = open.find((one) => one.bookingId === trip.booking._id)!;
      return call('POST', `/api/admin/disputes/${mine._id}/resolve`, operator.id, {
        reason: 'The company agrees the distance was charged wrongly.',
        credit,
      });
    };
    expect((await trip.question({ lineCode: 'distance', reason: REASON })).statusCode).toBe(201);
    const absurd = await answerWith(3_000_000_000);
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json()).toMatchObject({ code: 'credit_amount_invalid' });
    const over = await answerWith(most + 1);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'credit_over_line',
      errors: [{ path: 'body.credit', code: 'credit_over_line' }],
    });
    expect(over.json().message).toContain(`₹${most.toLocaleString('en-IN')}`);
    expect((await answerWith(most)).statusCode).toBe(200);

    // Asked again, the line has nothing left to give back.
    expect((await trip.question({ lineCode: 'distance', reason: REASON })).statusCode).toBe(201);
    expect((await answerWith(1)).json()).toMatchObject({ code: 'credit_over_line' });
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
