import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PartnerStats } from '../../../shared/contracts/partner-stats.js';
import { carPageViews, cars, queries, travelCompanies } from '../../db/schema.js';
import { flushPageViews } from '../../jobs/page-views.js';
import { createTestApp } from '../../test/app.js';
import { createCar, createUser } from '../../test/factories.js';
import { indiaDay, partnerPortal } from '../../test/partner.js';

const context = await createTestApp();
const { app, db } = context;
const { call, partnerWithCompany } = partnerPortal(context);

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

/** The 30 days of the answer with these days' figures, every other day zero. */
function expectedDays(figures: Record<string, { views?: number; reveals?: number }>) {
  return Array.from({ length: 30 }, (_, index) => {
    const day = indiaDay(index - 29);
    return { day, views: figures[day]?.views ?? 0, reveals: figures[day]?.reveals ?? 0 };
  });
}

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
      totals: { views: 24, reveals: 5 },
      leadsByStatus: { new: 1, contacted: 2, converted: 1, lost: 1 },
      // Responses after 0.2, 5, 12 and 40 minutes: the middle two averaged, rounded up.
      responseMinutes: 9,
      rating: { average: 4.4, count: 5 },
      carsByStatus: { draft: 1, pending_review: 1, live: 2, suspended: 0, archived: 1 },
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
      totals: { views: 0, reveals: 0 },
      leadsByStatus: { new: 0, contacted: 0, converted: 0, lost: 0 },
      responseMinutes: null,
      rating: { average: 0, count: 0 },
      carsByStatus: { draft: 0, pending_review: 0, live: 0, suspended: 0, archived: 0 },
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
