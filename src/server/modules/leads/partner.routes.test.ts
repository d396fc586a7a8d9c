import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeadStatus } from '../../../shared/partner-constants.js';
import type { Lead } from '../../../shared/contracts/leads.js';
import { queries, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createCar, createTravelCompany, createUser } from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();

/** A partner running a verified company with one car. */
async function partnerWithCar(companyOverrides: Parameters<typeof createTravelCompany>[1] = {}) {
  const partner = await createUser(db, { role: 'partner' });
  const company = await createTravelCompany(db, { ownerUserId: partner.id, ...companyOverrides });
  const car = await createCar(db, {
    travelCompanyId: company.id,
    carName: 'Toyota Innova Crysta',
    carModel: '2.4 GX',
  });
  return { partner, company, car };
}

async function reveal(
  car: { id: string; travelCompanyId: string },
  values: Partial<typeof queries.$inferInsert> = {},
) {
  const customer = values.userId
    ? { id: values.userId }
    : await createUser(db, { userName: 'Lakshmi Prasanna', mobile: '9848022334' });
  const [lead] = await db
    .insert(queries)
    .values({ userId: customer.id, carId: car.id, travelCompanyId: car.travelCompanyId, ...values })
    .returning();
  return lead!;
}

async function list(userId: string, search = '') {
  return app.inject({
    method: 'GET',
    url: `/api/partner/leads${search}`,
    headers: await authHeader(userId),
  });
}

async function patch(userId: string, leadId: string, body: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/partner/leads/${leadId}`,
    headers: await authHeader(userId),
    payload: body,
  });
}

async function stored(leadId: string) {
  const [row] = await db.select().from(queries).where(eq(queries.id, leadId));
  return row!;
}

describe('GET /api/partner/leads', () => {
  it("lists the company's reveals newest first, with the customer's name and phone and the car", async () => {
    const { partner, car } = await partnerWithCar();
    const older = await reveal(car, { createdAt: new Date('2026-03-01T10:00:00Z') });
    const newer = await reveal(car, {
      createdAt: new Date('2026-03-02T10:00:00Z'),
      status: 'contacted',
      firstResponseAt: new Date('2026-03-02T10:12:30Z'),
    });
    const other = await partnerWithCar();
    await reveal(other.car);

    const response = await list(partner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      leads: [
        {
          _id: newer.id,
          customer: { name: 'Lakshmi Prasanna', phone: '9848022334' },
          car: { _id: car.id, name: 'Toyota Innova Crysta', model: '2.4 GX' },
          createdAt: '2026-03-02T10:00:00.000Z',
          status: 'contacted',
          firstResponseAt: '2026-03-02T10:12:30.000Z',
          // 12.5 minutes: rounded up, so "within N min" holds.
          responseMinutes: 13,
        },
        expect.objectContaining({
          _id: older.id,
          status: 'new',
          firstResponseAt: null,
          responseMinutes: null,
        }),
      ],
      nextCursor: null,
    });
  });

  it('filters by status', async () => {
    const { partner, car } = await partnerWithCar();
    await reveal(car);
    const converted = await reveal(car, {
      status: 'converted',
      firstResponseAt: new Date(),
    });
    const response = await list(partner.id, '?status=converted');
    expect((response.json().leads as Lead[]).map((lead) => lead._id)).toEqual([converted.id]);
  });

  it('pages by (createdAt, id), losing no lead made within the same millisecond', async () => {
    const { partner, car } = await partnerWithCar();
    const customer = await createUser(db);
    // Microseconds apart: JavaScript dates would see some of these as the same time.
    const ids: string[] = [];
    for (const micros of [100, 200, 300, 300, 400]) {
      const [row] = await db
        .insert(queries)
        .values({
          userId: customer.id,
          carId: car.id,
          travelCompanyId: car.travelCompanyId,
          createdAt: sql`${`2026-04-01T08:00:00.000${micros}Z`}::timestamptz` as unknown as Date,
        })
        .returning({ id: queries.id });
      ids.push(row!.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const search: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const body = (await list(partner.id, search)).json() as {
        leads: Lead[];
        nextCursor: string | null;
      };
      expect(body.leads.length).toBeLessThanOrEqual(2);
      seen.push(...body.leads.map((lead) => lead._id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(ids));
    // Newest first: the last inserted (400 µs) leads, the first (100 µs) ends.
    expect(seen[0]).toBe(ids[4]);
    expect(seen[4]).toBe(ids[0]);
  });

  it.each([
    ['an unknown status', '?status=won', 'status', 'lead_status_invalid'],
    ['a cursor it did not write', '?cursor=not-a-cursor', 'cursor', 'page_cursor_invalid'],
    ['a limit over 100', '?limit=101', 'limit', undefined],
  ])('answers 400 for %s', async (_case, search, field, code) => {
    const { partner } = await partnerWithCar();
    const response = await list(partner.id, search);
    expect(response.statusCode).toBe(400);
    const error = (response.json() as { errors: { path: string; code?: string }[] }).errors.find(
      (candidate) => candidate.path === `querystring.${field}`,
    );
    expect(error).toBeDefined();
    if (code) expect(error?.code).toBe(code);
  });

  it('refuses a customer (403), no token (401) and a partner without a company (404)', async () => {
    const customer = await createUser(db);
    const refused = await list(customer.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'partner_only' });
    expect((await app.inject({ method: 'GET', url: '/api/partner/leads' })).statusCode).toBe(401);
    const companyless = await createUser(db, { role: 'partner' });
    const missing = await list(companyless.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'company_not_found' });
  });
});

describe('PATCH /api/partner/leads/:id', () => {
  it('sets the status; the first move from new stamps the first response, never changed after', async () => {
    const { partner, car } = await partnerWithCar();
    const lead = await reveal(car);

    const contacted = await patch(partner.id, lead.id, { status: 'contacted' });
    expect(contacted.statusCode).toBe(200);
    const first = contacted.json().lead as Lead;
    expect(first).toMatchObject({
      _id: lead.id,
      status: 'contacted',
      customer: { name: 'Lakshmi Prasanna', phone: '9848022334' },
      car: { _id: car.id, name: 'Toyota Innova Crysta', model: '2.4 GX' },
    });
    expect(first.firstResponseAt).not.toBeNull();
    expect(first.responseMinutes).toBeGreaterThanOrEqual(0);
    const stampedAt = (await stored(lead.id)).firstResponseAt;

    for (const status of ['converted', 'new', 'lost'] as LeadStatus[]) {
      const moved = await patch(partner.id, lead.id, { status });
      expect(moved.json().lead).toMatchObject({ status, firstResponseAt: first.firstResponseAt });
      expect((await stored(lead.id)).firstResponseAt).toEqual(stampedAt);
    }
  });

  it('leaves a lead moved back to new without a first response when it never had one', async () => {
    const { partner, car } = await partnerWithCar();
    const lead = await reveal(car);
    const response = await patch(partner.id, lead.id, { status: 'new' });
    expect(response.json().lead).toMatchObject({ status: 'new', firstResponseAt: null });
  });

  it('answers 404 for a lead of another company, and for no lead at all, and changes nothing', async () => {
    const { partner } = await partnerWithCar();
    const other = await partnerWithCar();
    const theirs = await reveal(other.car);
    for (const id of [theirs.id, randomUUID()]) {
      const response = await patch(partner.id, id, { status: 'lost' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'lead_not_found' });
    }
    expect(await stored(theirs.id)).toMatchObject({ status: 'new', firstResponseAt: null });
    // Before the body is judged: a body that would fail must not tell that the id exists.
    const probed = await patch(partner.id, theirs.id, { status: 'won' });
    expect(probed.statusCode).toBe(404);
  });

  it('refuses a customer (403) and no token (401)', async () => {
    const { car } = await partnerWithCar();
    const lead = await reveal(car);
    const customer = await createUser(db);
    const refused = await patch(customer.id, lead.id, { status: 'contacted' });
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PATCH',
      url: `/api/partner/leads/${lead.id}`,
      payload: { status: 'contacted' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored(lead.id)).toMatchObject({ status: 'new', firstResponseAt: null });
  });

  it('cannot move a lead to another company, customer or car, whatever ids the body sends', async () => {
    const { partner, car } = await partnerWithCar();
    const lead = await reveal(car);
    const other = await partnerWithCar();
    const stranger = await createUser(db);
    const response = await patch(partner.id, lead.id, {
      status: 'contacted',
      _id: randomUUID(),
      travelCompanyId: other.company.id,
      travelUserId: other.company.id,
      userId: stranger.id,
      carId: other.car.id,
      createdAt: '2020-01-01T00:00:00.000Z',
      firstResponseAt: '2020-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    const row = await stored(lead.id);
    expect(row).toMatchObject({
      status: 'contacted',
      travelCompanyId: car.travelCompanyId,
      userId: lead.userId,
      carId: car.id,
      createdAt: lead.createdAt,
    });
    expect(row.firstResponseAt!.getTime()).toBeGreaterThan(Date.parse('2025-01-01'));
    expect((await list(other.partner.id)).json().leads).toEqual([]);
  });

  it('answers 400 for an unknown status or a malformed id', async () => {
    const { partner, car } = await partnerWithCar();
    const lead = await reveal(car);
    const bad = await patch(partner.id, lead.id, { status: 'won' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ path: 'body.status', code: 'lead_status_invalid' }),
    ]);
    expect((await patch(partner.id, 'lead-1', { status: 'lost' })).statusCode).toBe(400);
  });

  it('refuses a suspended company (409) and keeps the lead as it was', async () => {
    const { partner, company, car } = await partnerWithCar();
    const lead = await reveal(car);
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, company.id));
    const response = await patch(partner.id, lead.id, { status: 'contacted' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'company_suspended' });
    expect(await stored(lead.id)).toMatchObject({ status: 'new', firstResponseAt: null });
    // Reading stays open to a suspended company.
    expect((await list(partner.id)).statusCode).toBe(200);
  });
});
