import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indiaToday } from '../../../shared/india-time.js';
import { auditLog } from '../../db/schema/index.js';
import { verificationQueue } from '../../test/admin.js';
import { createTestApp } from '../../test/app.js';
import {
  createCar,
  createDocument,
  createDriver,
  createTravelCompany,
  createUser,
} from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();
const { operator, verify } = await verificationQueue({ app, db, authHeader }, 'documents');

function dayFromToday(days: number): string {
  const date = new Date(`${indiaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function companyWithPaper(overrides: Parameters<typeof createDocument>[1] | object = {}) {
  const partner = await createUser(db, { role: 'partner' });
  const company = await createTravelCompany(db, { ownerUserId: partner.id });
  const document = await createDocument(db, { travelCompanyId: company.id, ...overrides });
  return { partner, company, document };
}

const asOperator = async (url: string) =>
  app.inject({ method: 'GET', url, headers: await authHeader(operator.id) });

describe('the documents queue', () => {
  it("lists waiting papers with their company and subject, one company's when asked", async () => {
    const { company, document } = await companyWithPaper();
    const car = await createCar(db, {
      travelCompanyId: company.id,
      registrationNumber: 'AP16TA1000',
    });
    const rc = await createDocument(db, {
      travelCompanyId: company.id,
      carId: car.id,
      kind: 'rc',
      expiresOn: dayFromToday(200),
    });
    await companyWithPaper();

    const response = await asOperator(`/api/admin/documents?companyId=${company.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().documents).toMatchObject([
      {
        _id: document.id,
        kind: 'gst_certificate',
        status: 'pending',
        subject: null,
        company: { _id: company.id, travelsName: company.travelsName },
      },
      { _id: rc.id, subject: { type: 'car', _id: car.id, name: `${car.carName} · AP16TA1000` } },
    ]);
    expect(JSON.stringify(response.json())).not.toContain('content');
  });

  it("lists every paper of a company whatever its status, for the company's page", async () => {
    const { company, document: waiting } = await companyWithPaper();
    const valid = await createDocument(db, { travelCompanyId: company.id, status: 'valid' });
    const rejected = await createDocument(db, {
      travelCompanyId: company.id,
      status: 'rejected',
      statusReason: 'Blurred scan.',
    });
    await companyWithPaper();
    const response = await asOperator(`/api/admin/documents?status=all&companyId=${company.id}`);
    expect(response.statusCode).toBe(200);
    const listed = response.json().documents as Array<{ _id: string; status: string }>;
    expect(listed.map((each) => [each._id, each.status])).toEqual([
      [waiting.id, 'pending'],
      [valid.id, 'valid'],
      [rejected.id, 'rejected'],
    ]);
    expect((await asOperator('/api/admin/documents?status=lost')).statusCode).toBe(400);
  });

  it('opens the file inline, never cached, sandboxed', async () => {
    const { document } = await companyWithPaper();
    const response = await asOperator(`/api/admin/documents/${document.id}/file`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(response.body).toContain('%PDF-1.4');
    const unknown = await asOperator(`/api/admin/documents/${crypto.randomUUID()}/file`);
    expect(unknown.statusCode).toBe(404);
  });

  it('rejects a paper with the reason its partner reads, audited; a decided one is not decided again', async () => {
    const { partner, document } = await companyWithPaper();
    const reason = 'The certificate is for another GSTIN.';
    const response = await verify(operator.id, document.id, { decision: 'reject', reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Document rejected',
      code: 'document_rejected',
      document: { status: 'rejected', statusReason: reason },
    });
    const partnerView = await app.inject({
      method: 'GET',
      url: '/api/partner/documents',
      headers: await authHeader(partner.id),
    });
    expect(partnerView.json().documents[0]).toMatchObject({
      status: 'rejected',
      statusReason: reason,
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.recordId, document.id));
    expect(entry).toMatchObject({ action: 'document.reject', reason });

    const again = await verify(operator.id, document.id, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
  });

  it('approves a paper as valid', async () => {
    const { document } = await companyWithPaper();
    const response = await verify(operator.id, document.id, { decision: 'approve' });
    expect(response.json()).toMatchObject({
      message: 'Document approved',
      code: 'document_approved',
      document: { status: 'valid' },
    });
  });

  it('lists the papers expired or expiring within 30 days, soonest first, leaving out rejected ones', async () => {
    const { company } = await companyWithPaper();
    const driver = await createDriver(db, { travelCompanyId: company.id });
    const soon = await createDocument(db, {
      travelCompanyId: company.id,
      driverId: driver.id,
      kind: 'driving_licence',
      status: 'valid',
      expiresOn: dayFromToday(10),
    });
    const car = await createCar(db, { travelCompanyId: company.id });
    const lapsed = await createDocument(db, {
      travelCompanyId: company.id,
      carId: car.id,
      kind: 'insurance',
      status: 'valid',
      expiresOn: dayFromToday(-3),
    });
    const later = await createDocument(db, {
      travelCompanyId: company.id,
      driverId: driver.id,
      kind: 'police_verification',
      status: 'valid',
      expiresOn: dayFromToday(60),
    });
    const rejected = await createDocument(db, {
      travelCompanyId: company.id,
      kind: 'gst_certificate',
      status: 'rejected',
      expiresOn: dayFromToday(5),
    });

    const response = await asOperator('/api/admin/documents/expiring');
    const ids = (response.json().documents as Array<{ _id: string }>).map((each) => each._id);
    expect(ids.indexOf(lapsed.id)).toBeLessThan(ids.indexOf(soon.id));
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(rejected.id);
    const listed = response
      .json()
      .documents.find((each: { _id: string }) => each._id === lapsed.id);
    expect(listed).toMatchObject({ status: 'expired', company: { phone: company.phone } });
  });

  it('leaves out a paper already replaced, and one of a car or driver taken off the fleet', async () => {
    const { company } = await companyWithPaper();
    const car = await createCar(db, { travelCompanyId: company.id });
    const otherCar = await createCar(db, { travelCompanyId: company.id });
    const replaced = await createDocument(db, {
      travelCompanyId: company.id,
      carId: car.id,
      kind: 'insurance',
      status: 'valid',
      expiresOn: dayFromToday(-2),
    });
    await createDocument(db, {
      travelCompanyId: company.id,
      carId: car.id,
      kind: 'insurance',
      expiresOn: dayFromToday(365),
    });
    // A renewal the operator rejected replaces nothing; another car's renewal neither.
    const renewalRejected = await createDocument(db, {
      travelCompanyId: company.id,
      carId: car.id,
      kind: 'puc',
      status: 'valid',
      expiresOn: dayFromToday(4),
    });
    await createDocument(db, {
      travelCompanyId: company.id,
      carId: car.id,
      kind: 'puc',
      status: 'rejected',
      expiresOn: dayFromToday(180),
    });
    const otherCarsPaper = await createDocument(db, {
      travelCompanyId: company.id,
      carId: otherCar.id,
      kind: 'insurance',
      status: 'valid',
      expiresOn: dayFromToday(7),
    });
    const archivedCar = await createCar(db, { travelCompanyId: company.id, status: 'archived' });
    const archivedCarsPaper = await createDocument(db, {
      travelCompanyId: company.id,
      carId: archivedCar.id,
      kind: 'permit',
      status: 'valid',
      expiresOn: dayFromToday(3),
    });
    const gone = await createDriver(db, { travelCompanyId: company.id, archivedAt: new Date() });
    const archivedDriversPaper = await createDocument(db, {
      travelCompanyId: company.id,
      driverId: gone.id,
      kind: 'driving_licence',
      status: 'valid',
      expiresOn: dayFromToday(3),
    });

    const ids = (
      (await asOperator('/api/admin/documents/expiring')).json().documents as Array<{
        _id: string;
      }>
    ).map((each) => each._id);
    expect(ids).not.toContain(replaced.id);
    expect(ids).toContain(renewalRejected.id);
    expect(ids).toContain(otherCarsPaper.id);
    expect(ids).not.toContain(archivedCarsPaper.id);
    expect(ids).not.toContain(archivedDriversPaper.id);
  });
});
