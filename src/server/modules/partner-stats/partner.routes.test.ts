import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../../shared/booking-constants.js';
import type { Booking } from '../../../shared/contracts/bookings.js';
import type { PartnerStats } from '../../../shared/contracts/partner-stats.js';
import {
  bookingEvents,
  bookings,
  carPageViews,
  cars,
  queries,
  travelCompanies,
} from '../../db/schema/index.js';
import { flushPageViews } from '../../jobs/page-views.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createCar, createDriver, createUser } from '../../test/factories.js';
import { indiaDay, partnerPortal } from '../../test/partner.js';
import { createBookingMovesRepository } from '../bookings/moves.repository.js';

const context = await createTestApp();
const { app, db } = context;
const { call, partnerWithCompany } = partnerPortal(context);
const { book, trip, startBody, completeBody } = bookingsWorld(context);

const MINUTE = 60_000;
/** The instant an India calendar day starts (UTC+05:30). */
const startOf = (day: string) => new Date(`${day}T00:00:00+05:30`);

const stats = (userId?: string) => call('GET', '/api/partner/stats', userId);

async function views(carId: string, day: string, count: number) {
  await db.insert(carPageViews).values({ carId, day, views: count });
}

/** A contact reveal of a car at `createdAt`, answered `answeredAfter` minutes later (or never). */
async function reveal(
  car: { id: string; travelCompanyId: string },
  createdAt: Date,
  values: { status?: (typeof queries.$inferInsert)['status']; answeredAfter?: number } = {},
) {
  const customer = await createUser(db);
  await db.insert(queries).values({
    userId: customer.id,
    carId: car.id,
    travelCompanyId: car.travelCompanyId,
    createdAt,
    status: values.status ?? (values.answeredAfter === undefined ? 'new' : 'contacted'),
    firstResponseAt:
      values.answeredAfter === undefined
        ? null
        : new Date(createdAt.getTime() + values.answeredAfter * MINUTE),
  });
}

type DayFigures = Omit<PartnerStats['days'][number], 'day'>;

/** The 30 days of the answer with these days' figures, every other figure zero. */
function expectedDays(figures: Record<string, Partial<DayFigures>>) {
  return Array.from({ length: 30 }, (_, index) => {
    const day = indiaDay(index - 29);
    return { day, views: 0, reveals: 0, requests: 0, earnings: 0, ...figures[day] };
  });
}

type Company = { id: string };
type Partner = { id: string };

/**
 * A booking request of the company, made now through the API by a new customer, for a car of its
 * own (so that no two bookings of a test ever hold the same car).
 */
async function request(company: Company): Promise<Booking & { customerId: string }> {
  const car = await createCar(db, { travelCompanyId: company.id, seater: 4 });
  const customer = await createUser(db);
  const response = await book(customer.id, trip(car.id));
  expect(response.statusCode).toBe(201);
  return { ...(response.json() as { booking: Booking }).booking, customerId: customer.id };
}

/** A move of the company's booking as the partner portal sends it. */
async function act(partner: Partner, booking: Booking, action: string, body: object = {}) {
  const response = await call(
    'POST',
    `/api/partner/bookings/${booking._id}/${action}`,
    partner.id,
    body,
  );
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
}

/** Accepted with a driver of its own (a driver is held for the trip's time too). */
async function accept(partner: Partner, company: Company, booking: Booking) {
  const driver = await createDriver(db, { travelCompanyId: company.id });
  await act(partner, booking, 'accept', { driverId: driver.id });
}

/** Accepted, started (its pickup brought to now, so it may start) and completed. */
async function complete(partner: Partner, company: Company, booking: Booking) {
  await accept(partner, company, booking);
  const hours = (new Date(booking.pickupAt).getTime() - Date.now()) / 3_600_000;
  await db
    .update(bookings)
    .set({
      pickupAt: sql`${bookings.pickupAt} - make_interval(hours => ${Math.floor(hours)})`,
      returnAt: sql`${bookings.returnAt} - make_interval(hours => ${Math.floor(hours)})`,
    })
    .where(eq(bookings.id, booking._id));
  await act(partner, booking, 'start', await startBody(booking._id));
  await act(partner, booking, 'complete', completeBody());
}

/** Moves when the booking was requested (the booking and its first history row) to `at`. */
async function requestedAt(booking: Booking, at: Date) {
  await db.update(bookings).set({ createdAt: at }).where(eq(bookings.id, booking._id));
  await movedAt(booking, 'requested', at);
}

/** Moves the booking's move to `to` in its history to `at`. */
async function movedAt(booking: Booking, to: BookingStatus, at: Date) {
  await db
    .update(bookingEvents)
    .set({ createdAt: at })
    .where(and(eq(bookingEvents.bookingId, booking._id), eq(bookingEvents.toStatus, to)));
}

/** An instant `hours` (India time) into the India day `days` from today. */
const indiaHour = (days: number, hours: number) =>
  new Date(startOf(indiaDay(days)).getTime() + hours * 60 * MINUTE);

describe('GET /api/partner/stats', () => {
  it("answers the company's last 30 India days: views, reveals, leads, response, rating, cars", async () => {
    const { user, company } = await partnerWithCompany({ ratingTotal: 22, ratingCount: 5 });
    const innova = await createCar(db, { travelCompanyId: company.id });
    const dzire = await createCar(db, { travelCompanyId: company.id });
    await createCar(db, { travelCompanyId: company.id, status: 'draft' });
    await createCar(db, { travelCompanyId: company.id, status: 'pending_review' });
    await createCar(db, { travelCompanyId: company.id, status: 'archived' });

    const today = indiaDay(0);
    const first = indiaDay(-29);
    await views(innova.id, today, 12);
    await views(dzire.id, today, 3);
    await views(innova.id, indiaDay(-3), 7);
    await views(dzire.id, first, 2);
    // The day before the period.
    await views(innova.id, indiaDay(-30), 50);

    // At the first instant of the period, and one second before it.
    await reveal(innova, startOf(first), { answeredAfter: 5 });
    await reveal(innova, new Date(startOf(first).getTime() - 1000), { answeredAfter: 1 });
    await reveal(dzire, new Date(startOf(indiaDay(-3)).getTime() + 60 * MINUTE), {
      status: 'converted',
      answeredAfter: 40,
    });
    await reveal(innova, new Date(), { answeredAfter: 12 });
    await reveal(innova, new Date(), { status: 'lost', answeredAfter: 0.2 });
    await reveal(dzire, new Date());

    // Another company's cars, on the same days: never counted.
    const other = await partnerWithCompany();
    const theirs = await createCar(db, { travelCompanyId: other.company.id });
    await views(theirs.id, today, 100);
    await reveal(theirs, new Date(), { answeredAfter: 1 });

    const response = await stats(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      period: { from: first, to: today },
      days: expectedDays({
        [first]: { views: 2, reveals: 1 },
        [indiaDay(-3)]: { views: 7, reveals: 1 },
        [today]: { views: 15, reveals: 3 },
      }),
      totals: { views: 24, reveals: 5, requests: 0, earnings: 0 },
      leadsByStatus: { new: 1, contacted: 2, converted: 1, lost: 1 },
      // Responses after 0.2, 5, 12 and 40 minutes: the middle two averaged, rounded up.
      responseMinutes: 9,
      rating: { average: 4.4, count: 5 },
      carsByStatus: { draft: 1, pending_review: 1, live: 2, suspended: 0, archived: 1 },
      acceptance: { answered: 0, accepted: 0, rate: null },
    } satisfies PartnerStats);
  });

  it('answers every day as zero, and no response time, for a company with nothing yet', async () => {
    const { user } = await partnerWithCompany({ status: 'pending' });
    const response = await stats(user.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as PartnerStats;
    expect(body.days).toEqual(expectedDays({}));
    expect(body).toMatchObject({
      period: { from: indiaDay(-29), to: indiaDay(0) },
      totals: { views: 0, reveals: 0, requests: 0, earnings: 0 },
      leadsByStatus: { new: 0, contacted: 0, converted: 0, lost: 0 },
      responseMinutes: null,
      rating: { average: 0, count: 0 },
      carsByStatus: { draft: 0, pending_review: 0, live: 0, suspended: 0, archived: 0 },
      acceptance: { answered: 0, accepted: 0, rate: null },
    });
  });

  it('gives no response time under 3 responses in the period', async () => {
    const { user, company } = await partnerWithCompany();
    const car = await createCar(db, { travelCompanyId: company.id });
    await reveal(car, new Date(), { answeredAfter: 5 });
    await reveal(car, new Date(), { answeredAfter: 6 });
    await reveal(car, new Date());
    // Answered, but before the period.
    await reveal(car, startOf(indiaDay(-31)), { answeredAfter: 7 });
    expect((await stats(user.id)).json()).toMatchObject({
      responseMinutes: null,
      totals: { reveals: 3 },
    });
  });

  it('shows the views the car page counted, once they are flushed', async () => {
    const { user, company } = await partnerWithCompany();
    const car = await createCar(db, { travelCompanyId: company.id });
    for (let i = 0; i < 2; i += 1)
      expect((await app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(
        200,
      );
    expect((await stats(user.id)).json()).toMatchObject({ totals: { views: 0 } });
    await flushPageViews(db);
    expect((await stats(user.id)).json()).toMatchObject({ totals: { views: 2 } });
  });

  it("shows a car's new status on the next request, and a lead moved on at once", async () => {
    const { user, company } = await partnerWithCompany();
    const car = await createCar(db, { travelCompanyId: company.id });
    await reveal(car, new Date());
    expect((await stats(user.id)).json()).toMatchObject({
      carsByStatus: { live: 1, archived: 0 },
      leadsByStatus: { new: 1, contacted: 0 },
    });

    await db.update(cars).set({ status: 'archived' }).where(eq(cars.id, car.id));
    await db.update(queries).set({ status: 'contacted' }).where(eq(queries.carId, car.id));
    expect((await stats(user.id)).json()).toMatchObject({
      carsByStatus: { live: 0, archived: 1 },
      leadsByStatus: { new: 0, contacted: 1 },
    });
  });

  it('counts requests by the India day they were made, and earnings by the day trips completed', async () => {
    const { user: partner, company } = await partnerWithCompany();
    const first = indiaDay(-29);

    // Requested at the first instant of the period, and one second before it.
    const earliest = await request(company);
    await requestedAt(earliest, startOf(first));
    const tooEarly = await request(company);
    await requestedAt(tooEarly, new Date(startOf(first).getTime() - 1000));
    // 00:30 in India is still the day before in UTC: the India day counts.
    const afterMidnight = await request(company);
    await requestedAt(afterMidnight, indiaHour(-2, 0.5));
    // Today, whatever became of them since.
    await request(company);
    const declined = await request(company);
    await act(partner, declined, 'decline', { reason: 'Car in service' });

    // Trips completed on day -2 (at 00:30 India time) and on the first day of the period: each
    // counts on its completion's day, not its request's. The first was asked before the period.
    const trip1 = await request(company);
    await complete(partner, company, trip1);
    await requestedAt(trip1, startOf(indiaDay(-40)));
    await movedAt(trip1, 'completed', indiaHour(-2, 0.5));
    const trip2 = await request(company);
    await complete(partner, company, trip2);
    await requestedAt(trip2, indiaHour(-2, 10));
    await movedAt(trip2, 'completed', indiaHour(-2, 23.9));
    const trip3 = await request(company);
    await complete(partner, company, trip3);
    await requestedAt(trip3, startOf(indiaDay(-35)));
    await movedAt(trip3, 'completed', startOf(first));
    // As a booking completed then reads: touched last when it completed.
    await db
      .update(bookings)
      .set({ updatedAt: startOf(first) })
      .where(eq(bookings.id, trip3._id));
    // Completed one second before the period (and touched since): not this period's earnings.
    const before = await request(company);
    await complete(partner, company, before);
    await requestedAt(before, startOf(indiaDay(-35)));
    await movedAt(before, 'completed', new Date(startOf(first).getTime() - 1000));
    // Completed today, through the API as it is.
    const today = await request(company);
    await complete(partner, company, today);

    // Another company's requests and completed trips, on the same days: never counted.
    const other = await partnerWithCompany();
    const theirs = await request(other.company);
    await complete(other.user, other.company, theirs);
    await movedAt(theirs, 'completed', indiaHour(-2, 12));
    await requestedAt(await request(other.company), startOf(first));

    const total = (booking: Booking) => booking.quote.total;
    const response = await stats(partner.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as PartnerStats;
    expect(body.days).toEqual(
      expectedDays({
        [first]: { requests: 1, earnings: total(trip3) },
        [indiaDay(-2)]: { requests: 2, earnings: total(trip1) + total(trip2) },
        [indiaDay(0)]: { requests: 3, earnings: total(today) },
      }),
    );
    expect(body.totals).toEqual({
      views: 0,
      reveals: 0,
      requests: 6,
      earnings: total(trip1) + total(trip2) + total(trip3) + total(today),
    });
    expect(total(trip1)).toBeGreaterThan(0);
    // The period's requests the company settled: trip2 and today's trip accepted, one declined.
    expect(body.acceptance).toEqual({ answered: 3, accepted: 2, rate: 2 / 3 });
  });

  it('rates acceptance over the requests the company settled, expired ones as refusals', async () => {
    const { user: partner, company } = await partnerWithCompany();
    await request(company); // still waiting for an answer
    const toAccept = await request(company);
    const toDecline = await request(company);
    const toExpire = await request(company);
    const acceptedThenCancelled = await request(company);
    const withdrawn = await request(company);
    const cancelledByCompany = await request(company);
    // Nothing answered yet: no rate, rather than 0 %.
    expect((await stats(partner.id)).json()).toMatchObject({
      totals: { requests: 7 },
      acceptance: { answered: 0, accepted: 0, rate: null },
    });

    await accept(partner, company, toAccept);
    await act(partner, toDecline, 'decline', { reason: 'No driver that day' });
    await accept(partner, company, acceptedThenCancelled);
    await act(partner, acceptedThenCancelled, 'cancel', { reason: 'Driver unwell' });
    // The customer withdrew before the company answered: not the company's to answer any more.
    const cancel = await call(
      'POST',
      `/api/bookings/${withdrawn._id}/cancel`,
      withdrawn.customerId,
      {
        reason: 'Plans changed',
      },
    );
    expect(cancel.statusCode).toBe(200);
    // The company's own cancel of a request refuses it, as a decline does.
    await act(partner, cancelledByCompany, 'cancel', { reason: 'Cannot do that route' });
    // Left unanswered until its respond-by passed: the clock expires it.
    await db
      .update(bookings)
      .set({ respondBy: new Date(Date.now() - MINUTE) })
      .where(eq(bookings.id, toExpire._id));
    expect(
      (await createBookingMovesRepository(db).sweep(new Date())).expired,
    ).toBeGreaterThanOrEqual(1);
    // A request of before the period, declined: outside the figures.
    const old = await request(company);
    await act(partner, old, 'decline', { reason: 'No driver that day' });
    await requestedAt(old, startOf(indiaDay(-30)));

    const body = (await stats(partner.id)).json() as PartnerStats;
    expect(body.totals.requests).toBe(7);
    expect(body.acceptance).toEqual({ answered: 5, accepted: 2, rate: 0.4 });
  });

  it('lets a suspended company read its figures', async () => {
    const { user, company } = await partnerWithCompany();
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, company.id));
    expect((await stats(user.id)).statusCode).toBe(200);
  });

  it('refuses no token (401), a customer (403) and a partner without a company (404)', async () => {
    const anonymous = await stats();
    expect(anonymous.statusCode).toBe(401);

    const customer = await createUser(db);
    const refused = await stats(customer.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'partner_only' });

    // As every other partner route answers it (GET /api/partner/company included).
    const companyless = await createUser(db, { role: 'partner' });
    const missing = await stats(companyless.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'company_not_found' });
    const company = await call('GET', '/api/partner/company', companyless.id);
    expect({ status: company.statusCode, code: company.json().code }).toEqual({
      status: missing.statusCode,
      code: missing.json().code,
    });
  });
});
