import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { verificationQueue } from '../../test/admin.js';
import { createTestApp } from '../../test/app.js';
import {
  createDocument,
  createDriver,
  createTravelCompany,
  createUser,
  createValidPapers,
} from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();
const { operator, verify } = await verificationQueue({ app, db, authHeader }, 'drivers');

async function companyWithDriver(status: 'pending' | 'verified' | 'rejected' = 'pending') {
  const partner = await createUser(db, { role: 'partner' });
  const company = await createTravelCompany(db, { ownerUserId: partner.id });
  const driver = await createDriver(db, { travelCompanyId: company.id, status });
  return { partner, company, driver };
}

const asPartner = async (partnerId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/partner/drivers',
      headers: await authHeader(partnerId),
    })
  ).json().drivers as Array<{ _id: string; status: string; statusReason: string }>;

describe('the drivers queue', () => {
  it('lists the drivers waiting for a check with their company, the longest waiting first', async () => {
    const { company, driver } = await companyWithDriver();
    await companyWithDriver('verified');
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/drivers',
      headers: await authHeader(operator.id),
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json().drivers as Array<{ _id: string; status: string }>;
    expect(listed.every((each) => each.status === 'pending')).toBe(true);
    expect(listed.find((each) => each._id === driver.id)).toMatchObject({
      name: driver.name,
      licenceLast4: driver.licenceLast4,
      company: { _id: company.id, travelsName: company.travelsName },
    });
    expect(JSON.stringify(listed)).not.toContain('licenceHash');
  });

  it('leaves out a driver their company took off its list', async () => {
    const { company } = await companyWithDriver();
    const archived = await createDriver(db, {
      travelCompanyId: company.id,
      archivedAt: new Date(),
    });
    const listed = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/drivers',
        headers: await authHeader(operator.id),
      })
    ).json().drivers as Array<{ _id: string }>;
    expect(listed.map((each) => each._id)).not.toContain(archived.id);
  });

  it('verifies a driver, with the audit entry', async () => {
    const { partner, company, driver } = await companyWithDriver();
    await createValidPapers(db, { travelCompanyId: company.id, driverId: driver.id });
    const response = await verify(operator.id, driver.id, { decision: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Driver verified',
      code: 'driver_verified',
      driver: { status: 'verified' },
    });
    expect((await asPartner(partner.id))[0]).toMatchObject({ status: 'verified' });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.recordId, driver.id));
    expect(entry).toMatchObject({ action: 'driver.verify', actorUserId: operator.id });
  });

  it('refuses to verify a driver with no licence on file, or an expired police verification', async () => {
    const { company, driver } = await companyWithDriver();
    const refused = await verify(operator.id, driver.id, { decision: 'approve' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'papers.driving_licence', code: 'paper_missing' }),
      expect.objectContaining({ path: 'papers.police_verification', code: 'paper_missing' }),
    ]);

    await createDocument(db, {
      travelCompanyId: company.id,
      driverId: driver.id,
      kind: 'driving_licence',
      status: 'valid',
      expiresOn: '2035-01-31',
    });
    await createDocument(db, {
      travelCompanyId: company.id,
      driverId: driver.id,
      kind: 'police_verification',
      status: 'valid',
      expiresOn: '2020-01-31',
    });
    const expired = await verify(operator.id, driver.id, { decision: 'approve' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().errors).toEqual([
      expect.objectContaining({ path: 'papers.police_verification', code: 'paper_expired' }),
    ]);
    expect((await asPartner(company.ownerUserId!))[0]).toMatchObject({ status: 'pending' });
  });

  it('rejects with the reason the partner reads, and a corrected driver goes back to the check', async () => {
    const { partner, driver } = await companyWithDriver();
    const reason = 'The licence photo is not readable.';
    const response = await verify(operator.id, driver.id, { decision: 'reject', reason });
    expect(response.json()).toMatchObject({ driver: { status: 'rejected', statusReason: reason } });
    expect((await asPartner(partner.id))[0]).toMatchObject({
      status: 'rejected',
      statusReason: reason,
    });

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/partner/drivers/${driver.id}`,
      headers: await authHeader(partner.id),
      payload: {
        name: driver.name,
        age: 35,
        languages: ['Telugu'],
        experienceYears: 10,
        licenceExpiresOn: '2035-03-31',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().driver).toMatchObject({ status: 'pending', statusReason: '' });
  });

  it('sends a verified driver back to the check when their licence changes, not for a new photo or name', async () => {
    const { partner, driver } = await companyWithDriver('verified');
    const body = {
      name: driver.name,
      age: 35,
      languages: ['Telugu'],
      experienceYears: 10,
      licenceExpiresOn: driver.licenceExpiresOn,
    };
    const edit = async (payload: object) => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/partner/drivers/${driver.id}`,
        headers: await authHeader(partner.id),
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().driver as { status: string };
    };
    expect(
      await edit({ ...body, name: 'Ravi Kumar Pilla', languages: ['Telugu', 'Hindi'] }),
    ).toMatchObject({ status: 'verified' });
    expect(await edit({ ...body, licenceExpiresOn: '2040-01-31' })).toMatchObject({
      status: 'pending',
    });

    await verify(operator.id, driver.id, { decision: 'approve' });
    expect(
      await edit({ ...body, licenceExpiresOn: '2040-01-31', licenceNumber: 'AP16 20200012345' }),
    ).toMatchObject({ status: 'pending' });
  });

  it('answers 409 for a driver not waiting, 404 for an unknown one', async () => {
    const { driver } = await companyWithDriver('verified');
    const again = await verify(operator.id, driver.id, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This driver is not waiting for a check');
    const unknown = await verify(operator.id, crypto.randomUUID(), { decision: 'approve' });
    expect(unknown.statusCode).toBe(404);
  });
});
