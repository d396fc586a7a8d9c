import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '../../../shared/india-time.js';
import {
  auditLog,
  bookingPayments,
  ledgerEntries,
  ledgerTransactions,
  promotions,
  promotionUses,
  taxDocuments,
} from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createCar, createUser } from '../../test/factories.js';

const context = await createTestApp();
const { db } = context;
const { call, companyWithCar, trip, tripUnderWay, customer } = bookingsWorld(context);

const operator = await createUser(db, { role: 'operator' });
let codes = 0;
/** A fresh code per test: codes are unique across the whole database. */
const newCode = (stem = 'OFF') => `${stem}${Date.now() % 100_000}${(codes += 1)}`;

/** An offer created through the console's route, running from today for a week. */
async function createOffer(terms: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/promotions', operator.id, {
    code: newCode(),
    kind: 'amount',
    value: 300,
    validFrom: indiaToday(),
    validTo: addDays(indiaToday(), 7),
    totalLimit: 100,
    ...terms,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().promotion as { _id: string; code: string };
}

const quote = (carId: string, promoCode: string, userId?: string) =>
  call('POST', '/api/quotes', userId, { ...trip(carId), promoCode });

describe('offers in the console', () => {
  it('creates an offer, lists it with its uses, and ends it, each audited', async () => {
    const code = newCode('first');
    const created = await call('POST', '/api/admin/promotions', operator.id, {
      code: ` ${code} `,
      kind: 'percent',
      value: 10,
      cap: 250,
      validFrom: indiaToday(),
      validTo: addDays(indiaToday(), 30),
      firstTripOnly: true,
      totalLimit: 500,
      cities: ['Vijayawada', 'Guntur'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json().promotion;
    expect(created.json().code).toBe('promotion_created');
    expect(promotion).toMatchObject({
      code: code.toUpperCase(),
      kind: 'percent',
      value: 10,
      cap: 250,
      firstTripOnly: true,
      perCustomer: 1,
      totalLimit: 500,
      cities: ['Vijayawada', 'Guntur'],
      reserved: 0,
      used: 0,
      spent: 0,
      endedAt: null,
    });

    const list = await call('GET', '/api/admin/promotions', operator.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().promotions.map((one: { _id: string }) => one._id)).toContain(promotion._id);
    const offers = await call('GET', '/api/offers');
    expect(offers.json().offers.map((one: { code: string }) => one.code)).toContain(
      code.toUpperCase(),
    );

    const ended = await call('POST', `/api/admin/promotions/${promotion._id}/end`, operator.id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().promotion.endedAt).toEqual(expect.any(String));
    const again = await call('POST', `/api/admin/promotions/${promotion._id}/end`, operator.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('promotion_ended_already');
    const after = await call('GET', '/api/offers');
    expect(after.json().offers.map((one: { code: string }) => one.code)).not.toContain(
      code.toUpperCase(),
    );

    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'promotion'), eq(auditLog.recordId, promotion._id)));
    expect(audits.map((row) => row.action).sort()).toEqual(['promotion.create', 'promotion.end']);
  });

  it('refuses bad terms with the field at fault, and writes nothing', async () => {
    const base = {
      code: newCode(),
      kind: 'amount',
      value: 300,
      validFrom: indiaToday(),
      validTo: addDays(indiaToday(), 7),
      totalLimit: 10,
    };
    const cases: [object, string, string][] = [
      [{ code: 'a-b' }, 'code', 'promotion_code_invalid'],
      [{ value: 0 }, 'value', 'promotion_value_invalid'],
      [{ kind: 'percent', value: 80 }, 'value', 'promotion_value_invalid'],
      [{ cap: 100 }, 'cap', 'promotion_cap_amount'],
      [{ validTo: addDays(indiaToday(), -1) }, 'validTo', 'promotion_days_order'],
      [{ validFrom: '2026-02-30' }, 'validFrom', 'promotion_day_invalid'],
      [{ totalLimit: 0 }, 'totalLimit', 'promotion_total_limit_invalid'],
      [{ cities: ['Chennai'] }, 'cities', 'promotion_city_invalid'],
      [{ kind: 'free' }, 'kind', 'promotion_kind_invalid'],
    ];
    for (const [change, field, code] of cases) {
      const response = await call('POST', '/api/admin/promotions', operator.id, {
        ...base,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const errors = response.json().errors as { path: string; code: string }[];
      expect(
        errors.some((one) => one.path.startsWith(`body.${field}`) && one.code === code),
        response.body,
      ).toBe(true);
    }
    const rows = await db.select().from(promotions).where(eq(promotions.code, base.code));
    expect(rows).toHaveLength(0);

    await createOffer({ code: base.code });
    const twice = await call('POST', '/api/admin/promotions', operator.id, base);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({
      path: 'body.code',
      code: 'promotion_code_taken',
    });
  });

  it('is the operators’ alone: a partner, a customer and a visitor are refused', async () => {
    const { partner } = await companyWithCar();
    const someone = await customer();
    const offer = await createOffer();
    for (const [userId, status] of [
      [partner.id, 403],
      [someone.id, 403],
      [undefined, 401],
    ] as const) {
      expect((await call('GET', '/api/admin/promotions', userId)).statusCode).toBe(status);
      expect(
        (await call('POST', '/api/admin/promotions', userId, { code: newCode() })).statusCode,
      ).toBe(status);
      expect(
        (await call('POST', `/api/admin/promotions/${offer._id}/end`, userId)).statusCode,
      ).toBe(status);
    }
    const unknown = await call(
      'POST',
      `/api/admin/promotions/${crypto.randomUUID()}/end`,
      operator.id,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('an offer in a quote', () => {
  it('takes its own line off the total, after the company’s fare and GST', async () => {
    const { car } = await companyWithCar();
    const offer = await createOffer({ kind: 'percent', value: 10, cap: 150 });
    const plain = (await call('POST', '/api/quotes', undefined, trip(car.id))).json().quote;
    const response = await quote(car.id, offer.code.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const offered = response.json().quote;
    const discount = Math.min(Math.round(plain.fare / 10), 150);
    expect(offered.fare).toBe(plain.fare);
    expect(offered.lines.at(-1)).toMatchObject({ code: 'promotion', amount: -discount });
    expect(offered.lines.slice(0, -1)).toEqual(plain.lines);
    expect(offered.total).toBe(plain.total - discount);
    expect(offered.promotion).toEqual({ code: offer.code, amount: discount });
  });

  it('answers why a code does not apply, on the code’s field', async () => {
    const { car } = await companyWithCar();
    const later = await createOffer({
      validFrom: addDays(indiaToday(), 3),
      validTo: addDays(indiaToday(), 9),
    });
    const elsewhere = await createOffer({ cities: ['Tirupati'] });
    const huge = await createOffer({ value: 10_000 });
    const ended = await createOffer();
    await call('POST', `/api/admin/promotions/${ended._id}/end`, operator.id);
    const cases: [string, string, object?][] = [
      ['NOSUCHCODE', 'promotion_unknown'],
      [later.code, 'promotion_not_started', { day: addDays(indiaToday(), 3) }],
      [elsewhere.code, 'promotion_city', { city: 'Vijayawada' }],
      [huge.code, 'promotion_over_fare'],
      [ended.code, 'promotion_expired'],
      ['x', 'promotion_code_invalid'],
    ];
    for (const [code, expected, params] of cases) {
      const response = await quote(car.id, code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ path: 'body.promoCode', code: expected });
      if (params) expect(response.json().errors[0].params).toMatchObject(params);
    }
  });

  it('tells a signed-in customer with a trip behind them that a first-trip offer is not theirs', async () => {
    const done = await tripUnderWay();
    expect((await done.move('complete', { odometerKm: 42_300 })).statusCode).toBe(200);
    const offer = await createOffer({ firstTripOnly: true });
    const { car } = await companyWithCar();
    const visitor = await quote(car.id, offer.code);
    expect(visitor.statusCode).toBe(200);
    const theirs = await quote(car.id, offer.code, done.customer.id);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors[0].code).toBe('promotion_first_trip');
  });
});

describe('an offer in a booking', () => {
  it('is reserved by the booking, held to one use a customer, and given back on cancelling', async () => {
    const { car } = await companyWithCar();
    const other = await createCar(db, {
      travelCompanyId: (await companyWithCar()).company.id,
      seater: 4,
    });
    const offer = await createOffer({ perCustomer: 1, totalLimit: 5 });
    const someone = await customer();
    const booked = await call('POST', '/api/bookings', someone.id, {
      ...trip(car.id),
      promoCode: offer.code,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().booking;
    expect(booking.quote.promotion).toEqual({ code: offer.code, amount: 300 });

    const second = await call('POST', '/api/bookings', someone.id, {
      ...trip(other.id),
      promoCode: offer.code,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors[0]).toMatchObject({
      path: 'body.promoCode',
      code: 'promotion_customer_limit',
    });

    const cancelled = await call('POST', `/api/bookings/${booking._id}/cancel`, someone.id, {
      reason: 'Plans changed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [use] = await db
      .select({ status: promotionUses.status })
      .from(promotionUses)
      .where(eq(promotionUses.bookingId, booking._id));
    expect(use?.status).toBe('released');
    const [kept] = await db
      .select({ uses: promotions.uses })
      .from(promotions)
      .where(eq(promotions.id, offer._id));
    expect(kept?.uses).toBe(0);
    const rebooked = await call('POST', '/api/bookings', someone.id, {
      ...trip(other.id),
      promoCode: offer.code,
    });
    expect(rebooked.statusCode, rebooked.body).toBe(201);
  });

  it('gives a code limited to 10 to exactly 10 of 50 bookings made at once', async () => {
    const { company } = await companyWithCar();
    const offer = await createOffer({ totalLimit: 10 });
    const people = await Promise.all(Array.from({ length: 50 }, () => customer()));
    const fleet = await Promise.all(
      people.map(() => createCar(db, { travelCompanyId: company.id, seater: 4 })),
    );
    const answers = await Promise.all(
      people.map((person, index) =>
        call('POST', '/api/bookings', person.id, {
          ...trip(fleet[index]!.id),
          promoCode: offer.code,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toMatchObject({
        code: 'promotion_used_up',
        message: 'This offer has been used up',
      });
    const [kept] = await db
      .select({ uses: promotions.uses })
      .from(promotions)
      .where(eq(promotions.id, offer._id));
    expect(kept?.uses).toBe(10);
    const uses = await db
      .select({ id: promotionUses.id })
      .from(promotionUses)
      .where(eq(promotionUses.promotionId, offer._id));
    expect(uses).toHaveLength(10);
  });

  it('is paid by Saarthi when the trip completes: the bill is lowered, the invoice is not, the ledger balances', async () => {
    const offer = await createOffer({ value: 400 });
    const underWay = await tripUnderWay(undefined, { promoCode: offer.code });
    expect(underWay.booking.quote.promotion).toEqual({ code: offer.code, amount: 400 });
    const done = await underWay.move('complete', { odometerKm: 42_300 });
    expect(done.statusCode, done.body).toBe(200);

    const read = await call('GET', `/api/bookings/${underWay.booking._id}`, underWay.customer.id);
    const booking = read.json().booking;
    expect(booking.payments).toEqual([
      expect.objectContaining({ method: 'offer', amount: 400, reference: offer.code }),
    ]);
    expect(booking.bill.paid).toBe(400);
    expect(booking.bill.due).toBe(booking.bill.total - 400);
    expect(booking.bill.lines.some((line: { code: string }) => line.code === 'promotion')).toBe(
      false,
    );
    const [invoice] = await db
      .select({ document: taxDocuments.document })
      .from(taxDocuments)
      .where(eq(taxDocuments.bookingId, underWay.booking._id));
    expect(invoice?.document.total).toBe(booking.bill.total);

    const entries = await db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerTransactions.bookingId, underWay.booking._id),
          eq(ledgerTransactions.event, 'promotion'),
        ),
      );
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(Object.fromEntries(entries.map((entry) => [entry.account, entry.amount]))).toEqual({
      company_receipts: 400,
      customer_receivable: -400,
      saarthi_promotions: 400,
      company_saarthi: -400,
    });

    // The company's month counts the offer as received, and what it owes Saarthi less by it.
    const month = indiaToday().slice(0, 7);
    const statement = (
      await call('GET', `/api/partner/statements?month=${month}`, underWay.partnerId)
    ).json().statement;
    expect(statement.totals).toMatchObject({ offers: 400, received: 400 });
    expect(statement.totals.owed).toBe(
      statement.totals.commission + statement.totals.commissionGst - 400,
    );

    const list = await call('GET', '/api/admin/promotions', operator.id);
    const mine = list.json().promotions.find((one: { _id: string }) => one._id === offer._id);
    expect(mine).toMatchObject({ used: 1, reserved: 0, spent: 400 });

    // The partner may not record more than the customer still owes.
    const over = await call(
      'POST',
      `/api/partner/bookings/${underWay.booking._id}/payments`,
      underWay.partnerId,
      { method: 'cash', amount: booking.bill.total },
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('payment_over_balance');
    const payments = await db
      .select({ id: bookingPayments.id })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, underWay.booking._id));
    expect(payments).toHaveLength(1);
  });
});
