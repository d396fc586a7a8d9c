import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, documents, travelCompanies } from '../../db/schema/index.js';
import { verificationQueue } from '../../test/admin.js';
import { createTestApp } from '../../test/app.js';
import {
  createCar,
  createDocument,
  createTravelCompany,
  createUser,
  createValidPapers,
} from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();

const { operator, verify, refusedStatuses } = await verificationQueue(
  { app, db, authHeader },
  'companies',
);

const storedCompany = async (companyId: string) =>
  (await db.select().from(travelCompanies).where(eq(travelCompanies.id, companyId)))[0]!;

async function pendingCompany() {
  const partner = await createUser(db, { role: 'partner' });
  const company = await createTravelCompany(db, { ownerUserId: partner.id, status: 'pending' });
  return { partner, company };
}

const carListed = async (carId: string) =>
  (await app.inject({ method: 'GET', url: `/api/cars/${carId}` })).statusCode;

describe('POST /api/admin/companies/{id}/verify', () => {
  it('verifies a pending company: its live cars enter the storefront, and the audit log says who', async () => {
    const { company } = await pendingCompany();
    await createValidPapers(db, { travelCompanyId: company.id });
    const car = await createCar(db, { travelCompanyId: company.id });
    expect(await carListed(car.id)).toBe(404);

    const response = await verify(operator.id, company.id, { decision: 'approve' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Company verified',
      code: 'company_verified',
      company: { _id: company.id, status: 'verified', statusReason: '' },
    });
    expect(await carListed(car.id)).toBe(200);
    const entries = await db.select().from(auditLog).where(eq(auditLog.recordId, company.id));
    expect(entries).toMatchObject([
      {
        actorUserId: operator.id,
        actorRole: 'operator',
        action: 'company.verify',
        recordType: 'company',
        before: { status: 'pending', statusReason: '' },
        after: { status: 'verified', statusReason: '' },
      },
    ]);
  });

  it('refuses to verify a company without a valid GST certificate, and says so', async () => {
    const { company } = await pendingCompany();
    const refused = await verify(operator.id, company.id, { decision: 'approve' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'papers_not_in_order',
      errors: [{ path: 'papers.gst_certificate', code: 'paper_missing' }],
    });
    expect((await storedCompany(company.id)).status).toBe('pending');

    // A certificate waiting for its check is not enough either; a valid one is.
    const waiting = await createDocument(db, { travelCompanyId: company.id });
    const stillRefused = await verify(operator.id, company.id, { decision: 'approve' });
    expect(stillRefused.json().errors).toMatchObject([{ code: 'paper_pending' }]);
    await db.update(documents).set({ status: 'valid' }).where(eq(documents.id, waiting.id));
    expect((await verify(operator.id, company.id, { decision: 'approve' })).statusCode).toBe(200);
  });

  it('lists each waiting company with the checklist of its papers', async () => {
    const { company } = await pendingCompany();
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/companies',
      headers: await authHeader(operator.id),
    });
    const listed = (list.json().companies as Array<{ _id: string; papers: unknown }>).find(
      (each) => each._id === company.id,
    );
    expect(listed?.papers).toEqual([
      { kind: 'gst_certificate', state: 'missing', expiresOn: null },
    ]);
  });

  it('rejects with the reason its partner then reads on the company', async () => {
    const { partner, company } = await pendingCompany();
    const reason = 'The GST certificate names another company: upload your own.';

    const response = await verify(operator.id, company.id, { decision: 'reject', reason });

    expect(response.statusCode).toBe(200);
    const partnerView = await app.inject({
      method: 'GET',
      url: '/api/partner/company',
      headers: await authHeader(partner.id),
    });
    expect(partnerView.json().company).toMatchObject({ status: 'rejected', statusReason: reason });
  });

  it('needs a reason to reject, and a known decision', async () => {
    const { company } = await pendingCompany();
    for (const body of [
      { decision: 'reject' },
      { decision: 'reject', reason: '  no ' },
      { decision: 'maybe' },
      {},
    ]) {
      const response = await verify(operator.id, company.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const rejected = await verify(operator.id, company.id, { decision: 'reject' });
    expect(rejected.json().errors).toEqual([
      expect.objectContaining({
        path: 'body.reason',
        message: 'Write the reason the partner will see (at least 5 characters)',
      }),
    ]);
    const [stored] = await db
      .select({ status: travelCompanies.status })
      .from(travelCompanies)
      .where(eq(travelCompanies.id, company.id));
    expect(stored!.status).toBe('pending');
    expect(await db.select().from(auditLog).where(eq(auditLog.recordId, company.id))).toEqual([]);
  });

  it('answers 409 for a company that is not waiting, and 404 for an unknown one', async () => {
    const partner = await createUser(db, { role: 'partner' });
    const verified = await createTravelCompany(db, { ownerUserId: partner.id });
    const again = await verify(operator.id, verified.id, {
      decision: 'reject',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This company is not waiting for verification');
    const unknown = await verify(operator.id, randomUUID(), { decision: 'approve' });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for operators only: 401 without a token, 403 for a customer and a partner', async () => {
    const { partner, company } = await pendingCompany();
    const customer = await createUser(db);
    expect((await verify(null, company.id, { decision: 'approve' })).statusCode).toBe(401);
    expect((await verify(customer.id, company.id, { decision: 'approve' })).statusCode).toBe(403);
    // Not even a partner for its own company.
    expect((await verify(partner.id, company.id, { decision: 'approve' })).statusCode).toBe(403);
    const [stored] = await db
      .select({ status: travelCompanies.status })
      .from(travelCompanies)
      .where(eq(travelCompanies.id, company.id));
    expect(stored!.status).toBe('pending');
  });
});

describe('GET /api/admin/companies', () => {
  it('lists the waiting companies, the longest waiting first', async () => {
    const older = await createTravelCompany(db, {
      status: 'pending',
      travelsName: 'Older Pending Travels',
      citiesServed: ['Guntur', 'Vijayawada'],
      address: '4-5-6, Brodipet, Guntur 522002',
      whatsapp: '9848012345',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/companies',
      headers: await authHeader(operator.id),
    });
    expect(response.statusCode).toBe(200);
    const companies = response.json().companies as { _id: string; status: string }[];
    expect(companies[0]!._id).toBe(older.id);
    // What an operator checks: the company's identity, where it works and how to reach it.
    expect(companies[0]).toMatchObject({
      travelsName: 'Older Pending Travels',
      citiesServed: ['Guntur', 'Vijayawada'],
      address: '4-5-6, Brodipet, Guntur 522002',
      whatsapp: '9848012345',
    });
    expect(companies.every((company) => company.status === 'pending')).toBe(true);
  });

  it('filters by status and refuses other roles', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/companies?status=verified',
      headers: await authHeader(operator.id),
    });
    expect(response.json().companies.length).toBeGreaterThan(0);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/companies?status=lost',
          headers: await authHeader(operator.id),
        })
      ).statusCode,
    ).toBe(400);
    expect(await refusedStatuses()).toEqual([401, 403, 403]);
  });
});

describe('POST /api/admin/companies/{id}/suspend and /restore', () => {
  const call = async (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: await authHeader(operator.id), payload });

  it("takes a suspended company's cars out of the storefront at once, and back on restore", async () => {
    const partner = await createUser(db, { role: 'partner' });
    const company = await createTravelCompany(db, { ownerUserId: partner.id, status: 'verified' });
    await createValidPapers(db, { travelCompanyId: company.id });
    const car = await createCar(db, { travelCompanyId: company.id });
    const listedInCity = async () =>
      (
        (await app.inject({ method: 'GET', url: `/api/cars?city=${car.city}&limit=100` })).json()
          .cars as Array<{ _id: string }>
      ).some((each) => each._id === car.id);
    expect(await carListed(car.id)).toBe(200);

    const reason = 'Customers report drivers who never came.';
    const suspended = await call(`/api/admin/companies/${company.id}/suspend`, { reason });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      message: 'Company suspended: its cars have left the storefront',
      code: 'company_suspended_now',
      company: { status: 'suspended', statusReason: reason },
    });
    expect(await carListed(car.id)).toBe(404);
    expect(await listedInCity()).toBe(false);

    const restored = await call(`/api/admin/companies/${company.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().company).toMatchObject({ status: 'verified', statusReason: '' });
    expect(await carListed(car.id)).toBe(200);

    const actions = await db
      .select({ action: auditLog.action, reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.recordId, company.id));
    expect(actions).toEqual([
      { action: 'company.suspend', reason },
      { action: 'company.restore', reason: '' },
    ]);
  });

  it("keeps a restore's reason in the audit log", async () => {
    const company = await createTravelCompany(db, { status: 'suspended', statusReason: 'Unpaid.' });
    await createValidPapers(db, { travelCompanyId: company.id });
    const reason = 'The company settled what customers were owed.';
    const restored = await call(`/api/admin/companies/${company.id}/restore`, { reason });
    expect(restored.statusCode).toBe(200);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.recordId, company.id));
    expect(entry).toMatchObject({
      action: 'company.restore',
      reason,
      before: { status: 'suspended', statusReason: 'Unpaid.' },
      after: { status: 'verified', statusReason: '' },
    });
  });

  it('needs a reason, suspends only a verified company and restores only a suspended one', async () => {
    const { company } = await pendingCompany();
    const noReason = await call(`/api/admin/companies/${company.id}/suspend`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const pending = await call(`/api/admin/companies/${company.id}/suspend`, {
      reason: 'Not allowed yet.',
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Only a verified company can be suspended');
    const notSuspended = await call(`/api/admin/companies/${company.id}/restore`);
    expect(notSuspended.statusCode).toBe(409);
    const unknown = await call(`/api/admin/companies/${randomUUID()}/restore`);
    expect(unknown.statusCode).toBe(404);
  });
});
