import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonths, indiaToday } from '../../../shared/india-time.js';
import {
  auditLog,
  ledgerEntries,
  ledgerTransactions,
  taxDocuments,
} from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createUser } from '../../test/factories.js';
import { pastCommission } from '../../test/ledger.js';
import { decodePageCursor } from '../../../shared/contracts/pagination.js';
import { createStatementsRepository } from './statements.repository.js';

const context = await createTestApp();
const { db } = context;
const { call, tripUnderWay, companyWithCar } = bookingsWorld(context);

const thisMonth = () => indiaToday().slice(0, 7);
const pastTrip = (trip: Awaited<ReturnType<typeof completedTrip>>) => ({
  companyId: trip.companyId,
  bookingId: trip.booking._id,
  customerId: trip.customer.id,
});
const lastMonth = () => addMonths(thisMonth(), -1);

/** A trip of the company completed now on its readings, with a toll paid on the way. */
async function completedTrip(owner?: { companyId: string; partnerId: string }) {
  const trip = await tripUnderWay(owner);
  const done = await trip.move('complete', {
    odometerKm: 42_390,
    expenses: [{ kind: 'toll', amount: 120, note: 'Kaza plaza' }],
  });
  expect(done.statusCode, done.body).toBe(200);
  const [invoice] = await db
    .select({ number: taxDocuments.number, document: taxDocuments.document })
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, trip.booking._id));
  return { ...trip, invoice: invoice! };
}

describe("a partner's statement", () => {
  it('lists the month’s trips with their commission, and what the company owes Saarthi', async () => {
    const first = await completedTrip();
    const owner = { companyId: first.companyId, partnerId: first.partnerId };
    const second = await completedTrip(owner);
    const paid = await call(
      'POST',
      `/api/partner/bookings/${first.booking._id}/payments`,
      first.partnerId,
      { method: 'cash', amount: 500 },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    // Another company's trip never reaches this statement.
    await completedTrip();

    const answer = await call(
      'GET',
      `/api/partner/statements?month=${thisMonth()}`,
      first.partnerId,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { statement, trips } = answer.json();
    const commissionOf = (fare: number) => Math.round(fare / 10);
    const expected = [first, second].map((trip) => ({
      bookingId: trip.booking._id,
      reference: trip.booking.reference,
      invoiceNumber: trip.invoice.number,
      gross: trip.invoice.document.total,
      fare: trip.invoice.document.taxableValue,
      commissionPercent: 10,
      commission: commissionOf(trip.invoice.document.taxableValue),
      commissionGst: Math.round((commissionOf(trip.invoice.document.taxableValue) * 18) / 100),
      completedAt: expect.any(String),
    }));
    expect(trips).toEqual(expected);
    const commission = expected.reduce((sum, trip) => sum + trip.commission, 0);
    const gst = expected.reduce((sum, trip) => sum + trip.commissionGst, 0);
    expect(statement).toEqual({
      month: thisMonth(),
      company: { _id: first.companyId, name: expect.any(String), city: expect.any(String) },
      commissionPercent: 10,
      totals: {
        trips: 2,
        gross: expected[0]!.gross + expected[1]!.gross,
        fees: 0,
        credits: 0,
        received: 500,
        offers: 0,
        commission,
        commissionGst: gst,
        owed: commission + gst,
        settled: 0,
        balance: commission + gst,
      },
      settlement: null,
      commissionInvoice: null,
    });

    // A page at a time, oldest first, each after the last one's trip.
    const repository = createStatementsRepository(db);
    const one = await repository.tripsOf(first.companyId, thisMonth(), undefined, 1);
    expect(one.trips.map((trip) => trip.bookingId)).toEqual([first.booking._id]);
    const cursor = decodePageCursor(one.nextCursor!)!;
    const two = await repository.tripsOf(first.companyId, thisMonth(), cursor, 1);
    expect(two).toEqual({
      trips: [expect.objectContaining({ bookingId: second.booking._id })],
      nextCursor: null,
    });
    const next = await call(
      'GET',
      `/api/partner/statements?month=${thisMonth()}&cursor=${one.nextCursor}`,
      first.partnerId,
    );
    expect(next.json()).toMatchObject({
      trips: [{ bookingId: second.booking._id }],
      nextCursor: null,
    });
    expect(answer.json().nextCursor).toBeNull();
    const badCursor = await call(
      'GET',
      `/api/partner/statements?month=${thisMonth()}&cursor=nonsense`,
      first.partnerId,
    );
    expect(badCursor.statusCode).toBe(400);

    // Last month holds none of it.
    const before = (
      await call('GET', `/api/partner/statements?month=${lastMonth()}`, first.partnerId)
    ).json();
    expect(before.trips).toEqual([]);
    expect(before.statement.totals).toMatchObject({ trips: 0, owed: 0, balance: 0 });
  });

  it('downloads the month’s trips as CSV', async () => {
    const trip = await completedTrip();
    const answer = await call(
      'GET',
      `/api/partner/statements.csv?month=${thisMonth()}`,
      trip.partnerId,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toContain(`saarthi-statement-${thisMonth()}-`);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Completed,Booking,Invoice,Billed (₹),Taxable fare (₹),Commission rate (%),Commission (₹),GST on commission (₹)',
    );
    expect(lines).toHaveLength(2);
    const fare = trip.invoice.document.taxableValue;
    expect(lines[1]).toContain(
      `${trip.booking.reference},${trip.invoice.number},${trip.invoice.document.total},${fare},10,${Math.round(fare / 10)},`,
    );
  });

  it('refuses a malformed, too early or future month with its message', async () => {
    const { partner } = await companyWithCar();
    for (const month of ['2026-13', '26-10', 'october', '2023-12', ''])
      expect(
        (await call('GET', `/api/partner/statements?month=${month}`, partner.id)).json(),
      ).toMatchObject({
        code: 'statement_month_invalid',
        errors: [{ path: 'querystring.month', code: 'statement_month_invalid' }],
      });
    const missing = await call('GET', '/api/partner/statements', partner.id);
    expect(missing.statusCode).toBe(400);
    const future = await call(
      'GET',
      `/api/partner/statements?month=${addMonths(thisMonth(), 1)}`,
      partner.id,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([
      expect.objectContaining({ path: 'querystring.month', code: 'statement_month_future' }),
    ]);
  });

  it('is refused without a token, to a customer, and to a partner without a company', async () => {
    const customer = await createUser(db);
    const operator = await createUser(db, { role: 'operator' });
    const lonePartner = await createUser(db, { role: 'partner' });
    for (const url of [
      `/api/partner/statements?month=${thisMonth()}`,
      `/api/partner/statements.csv?month=${thisMonth()}`,
    ]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, customer.id)).statusCode).toBe(403);
      expect((await call('GET', url, operator.id)).statusCode).toBe(403);
      expect((await call('GET', url, lonePartner.id)).statusCode).toBe(404);
    }
  });
});

describe("the operator's statements and settlements", () => {
  it('lists every company of the month with the totals over them', async () => {
    const trip = await completedTrip();
    const operator = await createUser(db, { role: 'operator' });
    const answer = await call('GET', `/api/admin/statements?month=${thisMonth()}`, operator.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const { statements, totals } = answer.json();
    const mine = statements.find(
      (one: { company: { _id: string } }) => one.company._id === trip.companyId,
    );
    expect(mine.totals).toMatchObject({ trips: 1, settled: 0 });
    expect(totals.trips).toBe(
      statements.reduce(
        (sum: number, one: { totals: { trips: number } }) => sum + one.totals.trips,
        0,
      ),
    );
    expect(totals.owed).toBeGreaterThanOrEqual(mine.totals.owed);
  });

  it('settles a month once, in the ledger and the audit, and refuses what does not settle', async () => {
    const trip = await completedTrip();
    const operator = await createUser(db, { role: 'operator' });
    const owed = await pastCommission(db, pastTrip(trip), lastMonth(), 500);
    const url = (month: string, companyId = trip.companyId) =>
      `/api/admin/statements/${companyId}/${month}/settle`;
    const body = { reference: 'NEFT-HDFC2611042' };

    // The month under way cannot be settled; nor a month without anything owed.
    const open = await call('POST', url(thisMonth()), operator.id, body);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'settlement_month_open' });
    const quiet = await call('POST', url(addMonths(thisMonth(), -2)), operator.id, body);
    expect(quiet.json()).toMatchObject({ code: 'settlement_nothing_due' });

    for (const reference of ['', 'ab', 'has space', 'x'.repeat(41)]) {
      const bad = await call('POST', url(lastMonth()), operator.id, { reference });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({
        path: 'body.reference',
        code: 'settlement_reference_invalid',
      });
    }
    expect((await call('POST', url(lastMonth()), operator.id, {})).statusCode).toBe(400);
    expect(
      (await call('POST', url(lastMonth(), crypto.randomUUID()), operator.id, body)).statusCode,
    ).toBe(404);
    expect((await call('POST', url('2026-13'), operator.id, body)).statusCode).toBe(400);

    // Two operators at once: one settles, the other is told it is done.
    const [a, b] = await Promise.all([
      call('POST', url(lastMonth()), operator.id, body),
      call('POST', url(lastMonth()), operator.id, { reference: 'UTR-998877' }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const settled = a.statusCode === 200 ? a : b;
    expect(settled.json()).toMatchObject({
      code: 'settlement_recorded',
      statement: {
        month: lastMonth(),
        totals: { owed, settled: owed, balance: 0 },
        settlement: { amount: owed, settledAt: expect.any(String) },
      },
    });
    expect((a.statusCode === 409 ? a : b).json()).toMatchObject({ code: 'settlement_taken' });

    const ledger = await db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerTransactions.event, 'settlement'),
          eq(ledgerTransactions.travelCompanyId, trip.companyId),
        ),
      );
    expect(ledger).toEqual(
      expect.arrayContaining([
        { account: 'saarthi_bank', amount: owed },
        { account: 'company_saarthi', amount: -owed },
      ]),
    );
    const audited = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, trip.companyId), eq(auditLog.action, 'statement.settle')));
    expect(audited).toEqual([{ after: expect.objectContaining({ settled: owed }) }]);

    // The company reads its settled month.
    const theirs = (
      await call('GET', `/api/partner/statements?month=${lastMonth()}`, trip.partnerId)
    ).json();
    expect(theirs.statement.settlement).toMatchObject({ amount: owed });
    expect(theirs.statement.totals.balance).toBe(0);
  });

  it('is refused without a token, to a customer and to a partner', async () => {
    const trip = await completedTrip();
    const customer = await createUser(db);
    const list = `/api/admin/statements?month=${thisMonth()}`;
    const settle = `/api/admin/statements/${trip.companyId}/${lastMonth()}/settle`;
    const body = { reference: 'NEFT-1234' };
    expect((await call('GET', list)).statusCode).toBe(401);
    expect((await call('POST', settle, undefined, body)).statusCode).toBe(401);
    for (const who of [customer.id, trip.partnerId]) {
      expect((await call('GET', list, who)).statusCode).toBe(403);
      expect((await call('POST', settle, who, body)).statusCode).toBe(403);
    }
  });
});

describe("a company's commission rate", () => {
  it('is set by an operator, audited, and charged on the trips completed after it', async () => {
    const first = await completedTrip();
    const owner = { companyId: first.companyId, partnerId: first.partnerId };
    const operator = await createUser(db, { role: 'operator' });
    const url = `/api/admin/companies/${owner.companyId}/commission`;
    const changed = await context.app.inject({
      method: 'PATCH',
      url,
      headers: await context.authHeader(operator.id),
      payload: { percent: 12.5 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      code: 'commission_changed',
      company: { _id: owner.companyId, commissionPercent: 12.5 },
    });
    const second = await completedTrip(owner);

    const { statement, trips } = (
      await call('GET', `/api/partner/statements?month=${thisMonth()}`, owner.partnerId)
    ).json();
    expect(statement.commissionPercent).toBe(12.5);
    const rateOf = (bookingId: string) =>
      trips.find((trip: { bookingId: string }) => trip.bookingId === bookingId).commissionPercent;
    expect(rateOf(first.booking._id)).toBe(10);
    expect(rateOf(second.booking._id)).toBe(12.5);
    const fare = second.invoice.document.taxableValue;
    expect(
      trips.find((trip: { bookingId: string }) => trip.bookingId === second.booking._id).commission,
    ).toBe(Math.round((fare * 1_250) / 10_000));

    const audited = await db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.recordId, owner.companyId), eq(auditLog.action, 'company.commission')),
      );
    expect(audited).toEqual([
      { before: { commissionPercent: 10 }, after: { commissionPercent: 12.5 } },
    ]);
  });

  it('refuses a rate out of range or too precise, an unknown company and anyone but an operator', async () => {
    const { company, partner } = await companyWithCar();
    const operator = await createUser(db, { role: 'operator' });
    const customer = await createUser(db);
    const patch = async (userId: string | undefined, payload: object, id = company.id) =>
      context.app.inject({
        method: 'PATCH',
        url: `/api/admin/companies/${id}/commission`,
        headers: userId ? await context.authHeader(userId) : {},
        payload,
      });
    for (const percent of [-1, 30.01, 10.255, '10', null]) {
      const refused = await patch(operator.id, { percent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        path: 'body.percent',
        code: 'commission_percent_invalid',
      });
    }
    expect((await patch(operator.id, { percent: 0 })).statusCode).toBe(200);
    expect((await patch(operator.id, { percent: 30 })).statusCode).toBe(200);
    expect((await patch(operator.id, { percent: 10 }, crypto.randomUUID())).statusCode).toBe(404);
    expect((await patch(undefined, { percent: 10 })).statusCode).toBe(401);
    expect((await patch(customer.id, { percent: 10 })).statusCode).toBe(403);
    expect((await patch(partner.id, { percent: 10 })).statusCode).toBe(403);
  });
});
