import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/contracts/bookings.js';
import {
  METRICS_CITIES,
  type Metrics,
  type MetricsFigures,
  type Overview,
} from '../../../shared/contracts/ops-metrics.js';
import {
  bookingEvents,
  bookings,
  documents,
  queries,
  reviewReports,
  users,
} from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import {
  createCar,
  createDriver,
  createFeedback,
  createTravelCompany,
  createUser,
} from '../../test/factories.js';
import { indiaDay } from '../../test/partner.js';
import { addMonths } from '../../../shared/india-time.js';

const context = await createTestApp();
const { app, db, authHeader } = context;
const { book, trip, tripUnderWay } = bookingsWorld(context);
const operator = await createUser(db, { role: 'operator' });

async function ask(url: string) {
  return app.inject({ method: 'GET', url, headers: await authHeader(operator.id) });
}

/** A moment `hours` into an India calendar day. */
const onDay = (day: string, hours = 12) =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + hours * 3_600_000);

const figures = (values: Partial<MetricsFigures> = {}): MetricsFigures => ({
  signups: 0,
  reveals: 0,
  requests: 0,
  completions: 0,
  ...values,
});

/** A booking requested through the API, for a car of its own in `city`. */
async function requested(city: string): Promise<Booking> {
  const company = await createTravelCompany(db, { citiesServed: [city], city });
  const car = await createCar(db, { travelCompanyId: company.id, city, seater: 4 });
  const customer = await createUser(db);
  const response = await book(customer.id, trip(car.id));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { booking: Booking }).booking;
}

describe('GET /api/admin/metrics', () => {
  it('counts sign-ups, reveals, requests and completions per India day and city, with totals', async () => {
    const today = indiaDay(0);
    const yesterday = indiaDay(-1);
    const longAgo = indiaDay(-40);

    // Bookings and reveals need their own accounts and cars: made first, their sign-ups moved
    // out of the period below, so only the accounts placed on purpose count.
    const inHyderabad = await requested('Hyderabad');
    const inGuntur = await requested('Guntur');
    const early = await requested('Guntur');
    const vizagCar = await createCar(db, { city: 'Visakhapatnam' });
    const tirupatiCar = await createCar(db, { city: 'Tirupati' });
    const revealer = await createUser(db);
    await db.update(users).set({ createdAt: onDay(longAgo) });

    await db
      .update(bookings)
      .set({ createdAt: onDay(yesterday, 9) })
      .where(eq(bookings.id, inHyderabad._id));
    await db
      .update(bookings)
      .set({ createdAt: onDay(yesterday, 23.9) })
      .where(eq(bookings.id, inGuntur._id));
    await db
      .update(bookings)
      .set({ createdAt: onDay(longAgo) })
      .where(eq(bookings.id, early._id));
    // Completed today (its history says when), though requested long ago.
    await db.insert(bookingEvents).values({
      bookingId: early._id,
      fromStatus: 'in_progress',
      toStatus: 'completed',
      actorRole: 'system',
      createdAt: onDay(today, 0.25),
    });

    for (const [city, day, hours] of [
      ['Hyderabad', yesterday, 10],
      // Typed by hand on the profile: the same city.
      [' hyderabad ', yesterday, 11],
      ['Vijayawada', today, 0.1],
      // Not one of the five, or not given.
      ['Chennai', yesterday, 12],
      ['', today, 1],
      // 23:59 India time on the day before the period: outside it.
      ['Guntur', indiaDay(-30), 23.98],
      ['Guntur', indiaDay(-29), 0],
    ] as const) {
      await createUser(db, { city, createdAt: onDay(day, hours) });
    }
    for (const [car, day] of [
      [vizagCar, today],
      [vizagCar, today],
      [tirupatiCar, yesterday],
      [tirupatiCar, longAgo],
    ] as const) {
      await db.insert(queries).values({
        userId: revealer.id,
        carId: car.id,
        travelCompanyId: car.travelCompanyId,
        createdAt: onDay(day),
      });
    }

    const response = await ask('/api/admin/metrics');

    expect(response.statusCode, response.body).toBe(200);
    const metrics = response.json() as Metrics;
    expect(metrics.period).toEqual({ from: indiaDay(-29), to: today });
    expect(metrics.days).toHaveLength(30);
    expect(metrics.days.map((day) => day.day)).toEqual(
      Array.from({ length: 30 }, (_, index) => indiaDay(index - 29)),
    );
    for (const day of metrics.days) expect(Object.keys(day.byCity)).toEqual([...METRICS_CITIES]);

    const dayOf = (day: string) => metrics.days.find((shown) => shown.day === day)!;
    expect(dayOf(yesterday).byCity).toMatchObject({
      Hyderabad: figures({ signups: 2, requests: 1 }),
      Guntur: figures({ requests: 1 }),
      Tirupati: figures({ reveals: 1 }),
      Other: figures({ signups: 1 }),
      Vijayawada: figures(),
    });
    expect(dayOf(yesterday).all).toEqual(figures({ signups: 3, reveals: 1, requests: 2 }));
    expect(dayOf(today).byCity).toMatchObject({
      Vijayawada: figures({ signups: 1 }),
      Visakhapatnam: figures({ reveals: 2 }),
      Guntur: figures({ completions: 1 }),
      Other: figures({ signups: 1 }),
    });
    expect(dayOf(indiaDay(-29)).byCity.Guntur).toEqual(figures({ signups: 1 }));

    expect(metrics.totals.all).toEqual(
      figures({ signups: 6, reveals: 3, requests: 2, completions: 1 }),
    );
    expect(metrics.totals.byCity).toEqual({
      Vijayawada: figures({ signups: 1 }),
      Guntur: figures({ signups: 1, requests: 1, completions: 1 }),
      Hyderabad: figures({ signups: 2, requests: 1 }),
      Visakhapatnam: figures({ reveals: 2 }),
      Tirupati: figures({ reveals: 1 }),
      Other: figures({ signups: 2 }),
    });
  });

  it('sums the gross bookings value and the commission per city per India month', async () => {
    const today = indiaDay(0);
    const month = today.slice(0, 7);
    const before = (await ask(`/api/admin/metrics?from=${month}-01&to=${today}`)).json() as Metrics;
    const done = await tripUnderWay();
    expect((await done.move('complete', { odometerKm: 42_300 })).statusCode).toBe(200);
    const read = await app.inject({
      method: 'GET',
      url: `/api/partner/bookings/${done.booking._id}`,
      headers: await authHeader(done.partnerId),
    });
    const billed = read.json().booking.bill.total as number;
    const after = (await ask(`/api/admin/metrics?from=${month}-01&to=${today}`)).json() as Metrics;
    expect(after.months.map((one) => one.month)).toEqual([month]);
    const [was, now] = [before.months[0]!, after.months[0]!];
    // The test company is in Vijayawada; the commission is 10 % of the taxable fare.
    expect(now.byCity.Vijayawada.gross - was.byCity.Vijayawada.gross).toBe(billed);
    expect(now.all.gross - was.all.gross).toBe(billed);
    const commission = now.byCity.Vijayawada.commission - was.byCity.Vijayawada.commission;
    expect(commission).toBeGreaterThan(0);
    expect(commission).toBeLessThan(billed / 5);
    expect(now.byCity.Tirupati).toEqual(was.byCity.Tirupati);

    // A period over two months names both, the earlier first.
    const twoMonths = (
      await ask(`/api/admin/metrics?from=${addMonths(month, -1)}-15&to=${today}`)
    ).json() as Metrics;
    expect(twoMonths.months.map((one) => one.month)).toEqual([addMonths(month, -1), month]);
  });

  it('covers as many days as asked, today the last', async () => {
    const response = await ask('/api/admin/metrics?days=7');
    expect(response.statusCode).toBe(200);
    const metrics = response.json() as Metrics;
    expect(metrics.period).toEqual({ from: indiaDay(-6), to: indiaDay(0) });
    expect(metrics.days).toHaveLength(7);
  });

  it('counts the India days asked for, from and to both included', async () => {
    const day = indiaDay(-200);
    await createUser(db, { city: 'Tirupati', createdAt: onDay(day, 0) });
    await createUser(db, { city: 'Tirupati', createdAt: onDay(indiaDay(-199), 23.9) });

    const oneDay = (await ask(`/api/admin/metrics?from=${day}&to=${day}`)).json() as Metrics;
    expect(oneDay.period).toEqual({ from: day, to: day });
    expect(oneDay.days.map((row) => row.day)).toEqual([day]);
    expect(oneDay.totals.byCity.Tirupati.signups).toBe(1);

    const twoDays = (
      await ask(`/api/admin/metrics?from=${day}&to=${indiaDay(-199)}`)
    ).json() as Metrics;
    expect(twoDays.days).toHaveLength(2);
    expect(twoDays.totals.byCity.Tirupati.signups).toBe(2);

    // The default, the last 30 days, does not reach them.
    const recent = (await ask('/api/admin/metrics')).json() as Metrics;
    expect(recent.period).toEqual({ from: indiaDay(-29), to: indiaDay(0) });
    expect(recent.days.some((row) => row.day === day)).toBe(false);

    // A period of a year and a day (366 days) is the longest.
    const year = await ask(`/api/admin/metrics?from=${indiaDay(-365)}&to=${indiaDay(0)}`);
    expect(year.statusCode, year.body).toBe(200);
    expect((year.json() as Metrics).days).toHaveLength(366);
  });

  it('answers 400 with a message for a period it cannot count', async () => {
    const cases = [
      [
        `from=${indiaDay(-1)}&to=${indiaDay(-2)}`,
        'metrics_period_order',
        'The first day must not be after the last',
      ],
      [
        `from=${indiaDay(-366)}&to=${indiaDay(0)}`,
        'metrics_period_too_long',
        'Choose at most 366 days',
      ],
      // Completed with today as its end: after it, or more than a year before.
      [`from=${indiaDay(3)}`, 'metrics_period_order', 'The first day must not be after the last'],
      [`from=${indiaDay(-400)}`, 'metrics_period_too_long', 'Choose at most 366 days'],
      ['from=2026-02-30', 'metrics_day_invalid', 'Write a day as YYYY-MM-DD'],
      ['to=27-11-2026', 'metrics_day_invalid', 'Write a day as YYYY-MM-DD'],
    ] as const;
    for (const [query, code, message] of cases) {
      const response = await ask(`/api/admin/metrics?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false });
      expect(JSON.stringify(response.json()), query).toContain(code);
      expect(JSON.stringify(response.json()), query).toContain(message);
    }
  });

  it('answers 400 for a number of days it does not cover', async () => {
    for (const days of ['0', '91', '2.5', 'month']) {
      const response = await ask(`/api/admin/metrics?days=${days}`);
      expect(response.statusCode, days).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'metrics_days_invalid',
        message: 'Days must be a whole number from 1 to 90',
      });
    }
  });
});

describe('GET /api/admin/overview', () => {
  const overview = async () => {
    const response = await ask('/api/admin/overview');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as { waiting: Overview }).waiting;
  };

  it('counts what waits for the team, and only that', async () => {
    const before = await overview();

    // Companies: two waiting; a verified and a rejected one do not.
    await createTravelCompany(db, { status: 'pending' });
    const waitingCompany = await createTravelCompany(db, { status: 'pending' });
    await createTravelCompany(db, { status: 'rejected' });
    const company = await createTravelCompany(db, { status: 'verified' });

    // Cars: one waiting for review; a draft and a live one do not.
    const car = await createCar(db, { travelCompanyId: company.id, status: 'pending_review' });
    await createCar(db, { travelCompanyId: company.id, status: 'draft' });
    await createCar(db, { travelCompanyId: company.id, status: 'live' });

    // Drivers: one waiting; one archived while waiting, one verified.
    await createDriver(db, { travelCompanyId: company.id });
    await createDriver(db, { travelCompanyId: company.id, archivedAt: new Date() });
    await createDriver(db, { travelCompanyId: company.id, status: 'verified' });

    // Documents: by status and expiry.
    const paper = (expiresOn: string | null, status: 'pending' | 'valid' | 'rejected') => ({
      travelCompanyId: waitingCompany.id,
      kind: expiresOn === null ? ('gst_certificate' as const) : ('insurance' as const),
      fileName: 'paper.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 4,
      content: Buffer.from('%PDF'),
      contentHash: 'test',
      expiresOn,
      status,
    });
    await db.insert(documents).values([
      paper(null, 'pending'), // waiting
      paper(indiaDay(200), 'pending'), // waiting
      paper(indiaDay(-1), 'pending'), // waiting, and expired: to chase too
      paper(indiaDay(0), 'valid'), // expires today: soon
      paper(indiaDay(30), 'valid'), // in 30 days: soon
      paper(indiaDay(31), 'valid'), // later
      paper(indiaDay(10), 'rejected'), // rejected: a new one is awaited, nothing to chase
    ]);

    // Reports: one open, one settled.
    const reviewer = await createUser(db);
    const review = await createFeedback(db, {
      userId: reviewer.id,
      carId: car.id,
      travelCompanyId: company.id,
    });
    const reporters = [await createUser(db), await createUser(db)];
    await db.insert(reviewReports).values([
      { feedbackId: review.id, reporterUserId: reporters[0]!.id, reason: 'Abusive words' },
      {
        feedbackId: review.id,
        reporterUserId: reporters[1]!.id,
        reason: 'Spam',
        resolvedAt: new Date(),
        resolution: 'dismissed',
      },
    ]);

    // Requests: two waiting for their company; one past its respond-by, one declined.
    await requested('Vijayawada');
    await requested('Hyderabad');
    const late = await requested('Guntur');
    const declined = await requested('Tirupati');
    await db
      .update(bookings)
      .set({ respondBy: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, late._id));
    await db
      .update(bookings)
      .set({ status: 'declined', reason: 'No driver free' })
      .where(eq(bookings.id, declined._id));

    const after = await overview();
    expect({
      companiesPending: after.companiesPending - before.companiesPending,
      carsPendingReview: after.carsPendingReview - before.carsPendingReview,
      driversPending: after.driversPending - before.driversPending,
      documentsPending: after.documentsPending - before.documentsPending,
      documentsExpiringSoon: after.documentsExpiringSoon - before.documentsExpiringSoon,
      reportsOpen: after.reportsOpen - before.reportsOpen,
      bookingsAwaitingPartner: after.bookingsAwaitingPartner - before.bookingsAwaitingPartner,
    }).toEqual({
      // The four companies of `requested` are verified.
      companiesPending: 2,
      carsPendingReview: 1,
      driversPending: 1,
      documentsPending: 3,
      documentsExpiringSoon: 3,
      reportsOpen: 1,
      bookingsAwaitingPartner: 2,
    });
  });
});
