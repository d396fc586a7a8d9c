import { asc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../../shared/contracts/billing.js';
import { taxDocuments } from '../../db/schema/index.js';
import { createBookingMovesRepository } from '../bookings/moves.repository.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createUser } from '../../test/factories.js';

const context = await createTestApp();
const { db } = context;
const { call, tripUnderWay } = bookingsWorld(context);

const completeBody = {
  odometerKm: 42_390,
  expenses: [{ kind: 'toll', amount: 120, note: 'Kaza plaza' }],
};

/** A trip completed on its readings, with what its parties and an operator do to it next. */
async function completedTrip() {
  const trip = await tripUnderWay();
  expect((await trip.move('complete', completeBody)).statusCode).toBe(200);
  const operator = await createUser(db, { role: 'operator' });
  const id = trip.booking._id;
  const partnerUrl = `/api/partner/bookings/${id}`;
  return {
    ...trip,
    operator,
    read: async () => (await call('GET', `/api/bookings/${id}`, trip.customer.id)).json().booking,
    operatorMove: (to: string) =>
      call('POST', `/api/admin/bookings/${id}/move`, operator.id, {
        to,
        reason: 'Set right on the phone with the customer and the company.',
      }),
    money: (kind: 'payments' | 'refunds', amount: number) =>
      call('POST', `${partnerUrl}/${kind}`, trip.partnerId, { method: 'cash', amount }),
    documents: async () =>
      (
        await db
          .select({ document: taxDocuments.document })
          .from(taxDocuments)
          .where(eq(taxDocuments.bookingId, id))
          .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence))
      ).map((row) => row.document),
  };
}

async function pdfText(body: Buffer) {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The amounts a tax document charges (an invoice) or takes back (a credit note). */
const amountsOf = (document: InvoiceDocument) => ({
  taxableValue: document.taxableValue,
  cgst: document.cgst,
  sgst: document.sgst,
  igst: document.igst,
  reimbursed: document.reimbursed,
  total: document.total,
});

/** Each amount of the credit notes against `invoice`, added up. */
function creditedFields(invoice: InvoiceDocument, documents: InvoiceDocument[]) {
  const notes = documents.filter((one) => one.corrects?.number === invoice.number);
  const added = amountsOf(invoice);
  for (const field of Object.keys(added) as (keyof typeof added)[])
    added[field] = notes.reduce((total, note) => total + note[field], 0);
  return added;
}

describe('a bill undone after all', () => {
  it('goes with its invoice when a reopened trip is cancelled instead, and what was paid is owed back', async () => {
    const trip = await completedTrip();
    expect((await trip.money('payments', 500)).statusCode).toBe(201);
    const completed = await trip.read();

    // Reopened to set it right, the trip keeps its bill and invoice...
    expect((await trip.operatorMove('confirmed')).statusCode).toBe(200);
    const reopened = await trip.read();
    expect(reopened.bill).toMatchObject({ basis: 'readings', total: completed.bill.total });
    expect(reopened.invoice).toEqual(completed.invoice);

    // ...until the company cancels it instead: the bill goes, its invoice is taken back.
    const cancelled = await trip.move('cancel', { reason: 'The customer called the trip off.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await trip.read();
    expect(after).toMatchObject({
      status: 'cancelled',
      bill: null,
      invoice: null,
      refundOwed: 500,
    });
    expect(after.taxDocuments).toMatchObject([
      { kind: 'invoice', number: completed.invoice.number },
      { kind: 'credit_note', corrects: completed.invoice.number, total: completed.bill.total },
    ]);
    const [invoice, note] = await trip.documents();
    expect(note).toMatchObject({ corrects: { reason: 'Trip cancelled' } });
    expect(creditedFields(invoice!, [note!])).toEqual(amountsOf(invoice!));

    // No invoice is in force; the withdrawn one says so instead of a balance.
    const current = await call(
      'GET',
      `/api/bookings/${trip.booking._id}/invoice`,
      trip.customer.id,
    );
    expect(current.statusCode).toBe(404);
    expect(current.json()).toMatchObject({ code: 'invoice_not_found' });
    const withdrawn = await call(
      'GET',
      `/api/bookings/${trip.booking._id}/documents/${after.taxDocuments[0]._id}`,
      trip.customer.id,
    );
    expect(withdrawn.statusCode).toBe(200);
    const text = await pdfText(withdrawn.rawPayload);
    expect(text).toContain(`Withdrawn: taken back in full by credit note ${note!.number}`);
    expect(text).not.toContain('Balance due');

    // Nothing more is paid; what was paid goes back, and no more.
    const payment = await trip.money('payments', 100);
    expect(payment.statusCode).toBe(409);
    expect(payment.json()).toMatchObject({ code: 'payment_not_billed' });
    const tooMuch = await trip.money('refunds', 501);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'refund_over_owed' });
    const refund = await trip.money('refunds', 500);
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json().booking).toMatchObject({ bill: null, refundOwed: 0 });
    expect((await trip.money('refunds', 1)).json()).toMatchObject({ code: 'refund_nothing_owed' });
  });

  it('goes when an operator cancels a reopened trip, as when it was completed', async () => {
    const trip = await completedTrip();
    expect((await trip.operatorMove('in_progress')).statusCode).toBe(200);
    expect((await trip.operatorMove('cancelled')).statusCode).toBe(200);
    const after = await trip.read();
    expect(after).toMatchObject({ bill: null, invoice: null, refundOwed: 0 });
    expect(after.taxDocuments.map((one: { kind: string }) => one.kind)).toEqual([
      'invoice',
      'credit_note',
    ]);
  });

  it('stays when the clock completes a reopened trip nobody completed again', async () => {
    const trip = await completedTrip();
    const completed = await trip.read();
    expect((await trip.operatorMove('in_progress')).statusCode).toBe(200);
    // The clock's sweep, run as it runs days after the trip's return.
    await createBookingMovesRepository(db).sweep(new Date(Date.now() + 7 * 24 * 3_600_000));
    const swept = await trip.read();
    expect(swept.status).toBe('completed');
    expect(swept.bill).toMatchObject({ basis: 'readings', total: completed.bill.total });
    expect(swept.invoice).toEqual(completed.invoice);
    expect(swept.taxDocuments).toHaveLength(1);
  });

  it('takes back exactly what earlier credit notes left of each tax and reimbursement', async () => {
    const trip = await completedTrip();
    const answer = 'The company agrees this line was charged in error.';
    for (const [lineCode, credit] of [
      ['distance', 118],
      ['tolls_paid', 20],
    ] as const) {
      const asked = await call(
        'POST',
        `/api/bookings/${trip.booking._id}/disputes`,
        trip.customer.id,
        { lineCode, reason: 'This line does not match what happened on the trip.' },
      );
      expect(asked.statusCode, asked.body).toBe(201);
      const open = (await call('GET', '/api/admin/disputes', trip.operator.id)).json().disputes as {
        _id: string;
        bookingId: string;
        lineCode: string;
      }[];
      const dispute = open.find(
        (one) => one.bookingId === trip.booking._id && one.lineCode === lineCode,
      )!;
      const resolved = await call(
        'POST',
        `/api/admin/disputes/${dispute._id}/resolve`,
        trip.operator.id,
        { reason: answer, credit },
      );
      expect(resolved.statusCode, resolved.body).toBe(200);
    }
    expect((await trip.operatorMove('cancelled')).statusCode).toBe(200);
    const documents = await trip.documents();
    expect(documents.map((one) => one.kind)).toEqual([
      'invoice',
      'credit_note',
      'credit_note',
      'credit_note',
    ]);
    const [invoice, , , rest] = documents;
    expect(rest!.total).toBe(invoice!.total - 138);
    expect(creditedFields(invoice!, documents)).toEqual(amountsOf(invoice!));
    expect(rest!.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(
      rest!.taxableValue + rest!.reimbursed,
    );
  });
});
