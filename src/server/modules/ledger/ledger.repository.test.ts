import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissionOn } from '../../../shared/commission.js';
import { indiaDay } from '../../../shared/india-time.js';
import {
  bookings,
  ledgerEntries,
  ledgerMonths,
  ledgerTransactions,
  promotionUses,
  taxDocuments,
  travelCompanies,
} from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createCar, createDriver, createUser } from '../../test/factories.js';
import { recordUnledgered } from './ledger.repository.js';

const context = await createTestApp();
const { db } = context;
const { call, tripUnderWay } = bookingsWorld(context);

/** A trip completed on its readings with a toll paid on the way, and what happens to it next. */
async function completedTrip(owner?: { companyId: string; partnerId: string }) {
  const trip = await tripUnderWay(owner);
  const done = await trip.move('complete', {
    odometerKm: 42_390,
    expenses: [{ kind: 'toll', amount: 120, note: 'Kaza plaza' }],
  });
  expect(done.statusCode, done.body).toBe(200);
  const id = trip.booking._id;
  const operator = await createUser(db, { role: 'operator' });
  return {
    ...trip,
    operator,
    read: async () => (await call('GET', `/api/bookings/${id}`, trip.customer.id)).json().booking,
    money: (kind: 'payments' | 'refunds', amount: number) =>
      call('POST', `/api/partner/bookings/${id}/${kind}`, trip.partnerId, {
        method: 'cash',
        amount,
      }),
    operatorMove: (to: string) =>
      call('POST', `/api/admin/bookings/${id}/move`, operator.id, {
        to,
        reason: 'Set right on the phone with the customer and the company.',
      }),
  };
}

/** The balance of each account a booking's transactions moved, keyed `account` or `account:owner`. */
async function balancesOf(bookingId: string) {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      total: sql<number>`sum(${ledgerEntries.amount})::int`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.bookingId, bookingId))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total)]));
}

async function eventsOf(bookingId: string) {
  const rows = await db
    .select({ event: ledgerTransactions.event })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.bookingId, bookingId))
    .orderBy(ledgerTransactions.occurredAt, ledgerTransactions.event);
  return rows.map((row) => row.event);
}

/** Every transaction of these bookings, each with the sum of its entries. */
async function sumsOf(bookingIds: string[]) {
  return db
    .select({
      total: sql<number>`sum(${ledgerEntries.amount})::int`,
      lines: sql<number>`count(*)::int`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(inArray(ledgerTransactions.bookingId, bookingIds))
    .groupBy(ledgerTransactions.id);
}

/**
 * The month totals kept for a company are its entries summed by India month, event and account,
 * as read from the entries themselves.
 */
async function expectMonthsKept(companyId: string) {
  const month = sql<string>`to_char((${ledgerTransactions.occurredAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM')`;
  const raw = await db
    .select({
      month,
      event: ledgerTransactions.event,
      account: ledgerEntries.account,
      amount: sql<number>`sum(${ledgerEntries.amount})::int`,
      entries: sql<number>`count(*)::int`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.travelCompanyId, companyId))
    .groupBy(month, ledgerTransactions.event, ledgerEntries.account);
  const kept = await db
    .select({
      month: ledgerMonths.month,
      event: ledgerMonths.event,
      account: ledgerMonths.account,
      amount: ledgerMonths.amount,
      entries: ledgerMonths.entries,
    })
    .from(ledgerMonths)
    .where(eq(ledgerMonths.travelCompanyId, companyId));
  const key = (row: { month: string; event: string; account: string }) =>
    `${row.month} ${row.event} ${row.account}`;
  const sorted = (rows: typeof kept) =>
    rows
      .map((row) => ({ ...row, amount: Number(row.amount), entries: Number(row.entries) }))
      .sort((a, b) => key(a).localeCompare(key(b)));
  expect(sorted(kept)).toEqual(sorted(raw));
  // The month a trip completes in is India's, as the statements count it.
  expect(kept.every((row) => row.month === indiaDay(Date.now()).slice(0, 7))).toBe(true);
}

/** The customer's balance on a booking is what the bill says is due, or owed back without one. */
function expectLedgerMatchesBill(
  balances: Record<string, number>,
  booking: { bill: { due: number } | null; refundOwed: number },
) {
  expect(balances.customer_receivable ?? 0).toBe(
    booking.bill ? booking.bill.due : 0 - booking.refundOwed,
  );
}

describe('the ledger of a trip', () => {
  it('records the sale and the commission when a trip completes, each balanced', async () => {
    const trip = await completedTrip();
    const booking = await trip.read();
    const [invoice] = await db
      .select({ document: taxDocuments.document })
      .from(taxDocuments)
      .where(eq(taxDocuments.bookingId, trip.booking._id));
    const document = invoice!.document;
    const expected = commissionOn(document.taxableValue, 1_000);
    expect(expected.commission).toBe(Math.round(document.taxableValue / 10));

    expect(await eventsOf(trip.booking._id)).toEqual(['sale', 'commission']);
    expect(await balancesOf(trip.booking._id)).toEqual({
      customer_receivable: booking.bill.total,
      company_fares: -document.taxableValue,
      company_gst: -(document.cgst + document.sgst + document.igst),
      company_reimbursements: -120,
      company_saarthi: expected.commission + expected.gst,
      saarthi_commission: -expected.commission,
      saarthi_gst_payable: -expected.gst,
    });
    expectLedgerMatchesBill(await balancesOf(trip.booking._id), booking);
    for (const one of await sumsOf([trip.booking._id])) {
      expect(one.total).toBe(0);
      expect(one.lines).toBeGreaterThanOrEqual(2);
    }
  });

  it('follows payments, a disputed line credited, a withdrawal and a refund to the bill', async () => {
    const trip = await completedTrip();
    const id = trip.booking._id;
    const total = (await trip.read()).bill.total;
    expect((await trip.money('payments', 1_000)).statusCode).toBe(201);
    expectLedgerMatchesBill(await balancesOf(id), await trip.read());

    // The toll is questioned and taken off by a credit note: a reimbursement, so the commission
    // on the fare stays as it was.
    const before = await balancesOf(id);
    const raised = await call('POST', `/api/bookings/${id}/disputes`, trip.customer.id, {
      lineCode: 'tolls_paid',
      reason: 'The toll at Kaza was paid by me in cash, not by the driver.',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const disputeId = raised.json().booking.disputes[0]._id;
    const resolved = await call(
      'POST',
      `/api/admin/disputes/${disputeId}/resolve`,
      trip.operator.id,
      {
        reason: 'Checked the receipt with the company: the toll is taken off the bill.',
        credit: 120,
      },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    const credited = await balancesOf(id);
    expect(credited.customer_receivable).toBe(before.customer_receivable! - 120);
    expect(credited.company_reimbursements).toBe(0);
    expect(credited.saarthi_commission).toBe(before.saarthi_commission);
    expectLedgerMatchesBill(credited, await trip.read());

    // The rest paid, then the trip cancelled after all: the invoice is taken back in full, the
    // commission with it, and all that was paid is owed back until the company refunds it.
    expect((await trip.money('payments', total - 120 - 1_000)).statusCode).toBe(201);
    expect((await trip.operatorMove('cancelled')).statusCode).toBe(200);
    const withdrawn = await balancesOf(id);
    expect(withdrawn).toMatchObject({
      customer_receivable: -(total - 120),
      company_fares: 0,
      company_gst: 0,
      company_saarthi: 0,
      saarthi_commission: 0,
      saarthi_gst_payable: 0,
    });
    expectLedgerMatchesBill(withdrawn, await trip.read());
    expect((await trip.money('refunds', total - 120)).statusCode).toBe(201);
    const refunded = await balancesOf(id);
    expect(refunded.customer_receivable).toBe(0);
    expect(refunded.company_receipts).toBe(0);
    expectLedgerMatchesBill(refunded, await trip.read());
    expect(await eventsOf(id)).toEqual(
      expect.arrayContaining(['sale', 'commission', 'payment', 'credit', 'commission_correction']),
    );
    for (const one of await sumsOf([id])) expect(one.total).toBe(0);
    await expectMonthsKept(trip.companyId);
  });

  it('takes no commission on a no-show fee, and the fare commission goes with the trip bill', async () => {
    const trip = await completedTrip();
    // The pickup was an hour ahead when the trip started: a no-show is recorded after it.
    await db
      .update(bookings)
      .set({ pickupAt: sql`${bookings.pickupAt} - make_interval(hours => 2)` })
      .where(eq(bookings.id, trip.booking._id));
    const moved = await trip.operatorMove('no_show');
    expect(moved.statusCode, moved.body).toBe(200);
    const booking = await trip.read();
    const balances = await balancesOf(trip.booking._id);
    expect(balances.saarthi_commission ?? 0).toBe(0);
    expect(balances.company_saarthi ?? 0).toBe(0);
    expectLedgerMatchesBill(balances, booking);
    expect(-(balances.company_fares ?? 0) - (balances.company_gst ?? 0)).toBe(
      booking.bill?.total ?? 0,
    );
  });

  it('takes a changed rate only on trips completed after the change', async () => {
    const first = await completedTrip();
    const owner = { companyId: first.companyId, partnerId: first.partnerId };
    await db
      .update(travelCompanies)
      .set({ commissionBasisPoints: 1_250 })
      .where(eq(travelCompanies.id, owner.companyId));
    const second = await completedTrip(owner);
    const rates = await db
      .select({
        bookingId: ledgerTransactions.bookingId,
        basisPoints: ledgerTransactions.commissionBasisPoints,
      })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.event, 'commission'))
      .then((rows) => new Map(rows.map((row) => [row.bookingId, row.basisPoints])));
    expect(rates.get(first.booking._id)).toBe(1_000);
    expect(rates.get(second.booking._id)).toBe(1_250);
    const [invoice] = await db
      .select({ document: taxDocuments.document })
      .from(taxDocuments)
      .where(eq(taxDocuments.bookingId, second.booking._id));
    expect((await balancesOf(second.booking._id)).saarthi_commission).toBe(
      -commissionOn(invoice!.document.taxableValue, 1_250).commission,
    );
  });
});

describe('the ledger itself', () => {
  it('refuses at commit a transaction whose entries do not balance, writing nothing', async () => {
    const trip = await completedTrip();
    const unbalanced = db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({
          event: 'payment',
          sourceId: crypto.randomUUID(),
          bookingId: trip.booking._id,
          travelCompanyId: trip.companyId,
          occurredAt: new Date(),
        })
        .returning({ id: ledgerTransactions.id });
      await tx.insert(ledgerEntries).values([
        {
          transactionId: row!.id,
          account: 'company_receipts',
          ownerId: trip.companyId,
          amount: 500,
        },
        {
          transactionId: row!.id,
          account: 'customer_receivable',
          ownerId: trip.customer.id,
          amount: -499,
        },
      ]);
    });
    await expect(unbalanced).rejects.toThrow();
    expect(await eventsOf(trip.booking._id)).toEqual(['sale', 'commission']);
    // A transaction of one entry is refused as well, even if it moves nothing else.
    const alone = db.transaction(async (tx) => {
      await tx.insert(ledgerTransactions).values({
        event: 'payment',
        sourceId: crypto.randomUUID(),
        bookingId: trip.booking._id,
        travelCompanyId: trip.companyId,
        occurredAt: new Date(),
      });
    });
    await expect(alone).rejects.toThrow();
  });

  it('refuses to change or remove what it recorded', async () => {
    const trip = await completedTrip();
    await expect(
      db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.account, 'saarthi_bank')),
    ).resolves.toBeDefined(); // touching no row changes nothing
    await expect(
      db
        .update(ledgerEntries)
        .set({ amount: 1 })
        .where(
          sql`${ledgerEntries.transactionId} in (select id from ${ledgerTransactions} where booking_id = ${trip.booking._id})`,
        ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
    await expect(
      db.delete(ledgerTransactions).where(eq(ledgerTransactions.bookingId, trip.booking._id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
  });

  it('records at start-up what was issued before it existed, once', async () => {
    const trip = await completedTrip();
    // An invoice as an older version issued it, with no entries of its own.
    const [invoice] = await db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.bookingId, trip.booking._id));
    const older = await tripUnderWay({ companyId: trip.companyId, partnerId: trip.partnerId });
    const [row] = await db
      .insert(taxDocuments)
      .values({
        ...invoice!,
        id: undefined,
        bookingId: older.booking._id,
        sequence: invoice!.sequence + 1_000,
        number: `${invoice!.number}-OLD`,
        document: { ...invoice!.document, number: `${invoice!.number}-OLD` },
      })
      .returning({ id: taxDocuments.id });
    expect(await eventsOf(older.booking._id)).toEqual([]);
    await recordUnledgered(db);
    await recordUnledgered(db);
    expect(await eventsOf(older.booking._id)).toEqual(['sale', 'commission']);
    const recorded = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.sourceId, row!.id));
    expect(recorded).toHaveLength(2);
    expect((await balancesOf(older.booking._id)).customer_receivable).toBe(invoice!.document.total);
  });
});

describe('a month of trips', () => {
  /** A small seeded generator (mulberry32), so a failure is the same month every run. */
  function generator(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
    };
  }

  const KINDS = [
    'paid',
    'part_paid',
    'unpaid',
    'offer',
    'late_cancel',
    'early_cancel',
    'no_show',
    'withdrawn',
  ] as const;

  it('balances every transaction and matches every bill, the statement and the offers', async () => {
    const random = generator(20_261_203);
    const { companyWithCar, trip, book, bringPickupNear } = bookingsWorld(context);
    const { company, partner } = await companyWithCar();
    const owner = { companyId: company.id, partnerId: partner.id };
    const operator = await createUser(db, { role: 'operator' });
    const offer = await call('POST', '/api/admin/promotions', operator.id, {
      code: `MONTH${Date.now() % 100_000}`,
      kind: 'amount',
      value: 150,
      validFrom: indiaDay(Date.now()),
      validTo: indiaDay(Date.now() + 7 * 86_400_000),
      totalLimit: 100,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const code = offer.json().promotion.code as string;
    const partnerMove = (id: string, action: string, body: object) =>
      call('POST', `/api/partner/bookings/${id}/${action}`, owner.partnerId, body);
    const operatorMove = (id: string, to: string) =>
      call('POST', `/api/admin/bookings/${id}/move`, operator.id, {
        to,
        reason: 'Set right on the phone with the customer and the company.',
      });
    const complete = (id: string) =>
      partnerMove(id, 'complete', {
        odometerKm: 42_200 + random(400),
        expenses: random(2) ? [{ kind: 'toll', amount: 40 + random(200) }] : [],
      });

    const trips: { id: string; customerId: string; kind: (typeof KINDS)[number] }[] = [];
    for (const kind of [...KINDS, ...KINDS]) {
      if (kind === 'late_cancel' || kind === 'early_cancel') {
        const car = await createCar(db, { travelCompanyId: owner.companyId, seater: 4 });
        const driver = await createDriver(db, { travelCompanyId: owner.companyId });
        const customer = await createUser(db);
        const booked = (await book(customer.id, trip(car.id))).json().booking;
        expect((await partnerMove(booked._id, 'accept', { driverId: driver.id })).statusCode).toBe(
          200,
        );
        if (kind === 'late_cancel') await bringPickupNear(booked._id);
        const cancelled = await call('POST', `/api/bookings/${booked._id}/cancel`, customer.id, {
          reason: 'Plans changed',
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        trips.push({ id: booked._id, customerId: customer.id, kind });
        continue;
      }
      const underWay = await tripUnderWay(owner, kind === 'offer' ? { promoCode: code } : {});
      const id = underWay.booking._id;
      trips.push({ id, customerId: underWay.customer.id, kind });
      if (kind === 'no_show') {
        await db
          .update(bookings)
          .set({ pickupAt: sql`${bookings.pickupAt} - make_interval(hours => 2)` })
          .where(eq(bookings.id, id));
        expect((await operatorMove(id, 'no_show')).statusCode).toBe(200);
        continue;
      }
      const done = await complete(id);
      expect(done.statusCode, done.body).toBe(200);
      const due = done.json().booking.bill.due as number;
      if (kind === 'paid' || kind === 'withdrawn')
        expect(
          (await partnerMove(id, 'payments', { method: 'cash', amount: due })).statusCode,
        ).toBe(201);
      if (kind === 'part_paid')
        expect(
          (await partnerMove(id, 'payments', { method: 'cash', amount: 1 + random(due - 1) }))
            .statusCode,
        ).toBe(201);
      if (kind === 'withdrawn') expect((await operatorMove(id, 'cancelled')).statusCode).toBe(200);
    }

    // Every transaction balances, and each booking's ledger is its bill.
    const ids = trips.map((one) => one.id);
    for (const one of await sumsOf(ids)) expect(one.total).toBe(0);
    const read = async (id: string, customerId: string) =>
      (await call('GET', `/api/bookings/${id}`, customerId)).json().booking;
    let offersPaid = 0;
    for (const one of trips) {
      const booking = await read(one.id, one.customerId);
      expectLedgerMatchesBill(await balancesOf(one.id), booking);
      offersPaid += (booking.payments as { method: string; amount: number }[])
        .filter((payment) => payment.method === 'offer')
        .reduce((sum, payment) => sum + payment.amount, 0);
    }
    // The fee kinds charged a fee, the others none.
    const events = await Promise.all(trips.map((one) => eventsOf(one.id)));
    trips.forEach((one, i) => {
      expect(events[i]!.includes('fee'), one.kind).toBe(
        one.kind === 'late_cancel' || one.kind === 'no_show',
      );
    });

    // The statement adds up to the documents and the commission on what was sold.
    const documents = await db
      .select({ bookingId: taxDocuments.bookingId, document: taxDocuments.document })
      .from(taxDocuments)
      .where(inArray(taxDocuments.bookingId, ids));
    const sum = (rows: typeof documents) => rows.reduce((t, row) => t + row.document.total, 0);
    const charged = new Set(
      trips.filter((one) => ['late_cancel', 'no_show'].includes(one.kind)).map((one) => one.id),
    );
    const invoices = documents.filter((row) => row.document.kind === 'invoice');
    const tripInvoices = invoices.filter((row) => !charged.has(row.bookingId));
    const statement = (
      await call(
        'GET',
        `/api/partner/statements?month=${indiaDay(Date.now()).slice(0, 7)}`,
        owner.partnerId,
      )
    ).json().statement;
    const sold = trips.filter((one) => ['paid', 'part_paid', 'unpaid', 'offer'].includes(one.kind));
    let commission = 0;
    let commissionGst = 0;
    for (const one of sold) {
      const [invoice] = await db
        .select({ document: taxDocuments.document })
        .from(taxDocuments)
        .where(eq(taxDocuments.bookingId, one.id));
      const charged = commissionOn(invoice!.document.taxableValue, 1_000);
      commission += charged.commission;
      commissionGst += charged.gst;
    }
    expect(statement.totals).toMatchObject({
      trips: tripInvoices.length,
      gross: sum(tripInvoices),
      fees: sum(invoices.filter((row) => charged.has(row.bookingId))),
      credits: sum(documents.filter((row) => row.document.kind === 'credit_note')),
      offers: offersPaid,
      commission,
      commissionGst,
      owed: commission + commissionGst - offersPaid,
    });
    // Sold and withdrawn trips were invoiced; the fees of the late cancellations and no-shows too.
    expect(tripInvoices).toHaveLength(2 * 5);
    expect(charged.size).toBe(2 * 2);
    expect(offersPaid).toBe(2 * 150);
    await expectMonthsKept(owner.companyId);

    // The offer was used by the two trips that completed with it, and by nobody else.
    const uses = await db
      .select({ status: promotionUses.status, n: sql<number>`count(*)::int` })
      .from(promotionUses)
      .where(inArray(promotionUses.bookingId, ids))
      .groupBy(promotionUses.status);
    expect(uses).toEqual([{ status: 'used', n: 2 }]);
  });
});
