import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DriverBodyInput } from '../../../shared/contracts/fleet.js';
import { auditLog, cars, drivers, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { fieldErrors, indiaDay, partnerPortal, type PortalMethod } from '../../test/partner.js';
import {
  createCar,
  createDriver,
  createTravelCompany,
  createUpload,
  createUser,
} from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();

const portal = partnerPortal({ app, db, authHeader });
const { call } = portal;
const partnerWithCompany = () => portal.partnerWithCompany({ citiesServed: ['Vijayawada'] });
const day = indiaDay;

let serial = 100_000;
/** A distinct licence number per call, in the national format. */
const nextLicence = () => `AP16 2011${String(++serial).padStart(7, '0')}`;

const driverBody = (overrides: Partial<DriverBodyInput> = {}): DriverBodyInput => ({
  name: 'Ravi Kumar',
  photo: '',
  age: 34,
  languages: ['Telugu', 'English'],
  experienceYears: 12,
  licenceNumber: nextLicence(),
  licenceExpiresOn: day(900),
  ...overrides,
});

async function addDriver(userId: string, overrides: Partial<DriverBodyInput> = {}) {
  const response = await call('POST', '/api/partner/drivers', userId, driverBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().driver as { _id: string; [key: string]: unknown };
}

async function driverRow(id: string) {
  const [row] = await db.select().from(drivers).where(eq(drivers.id, id));
  return row!;
}

describe('POST /api/partner/drivers', () => {
  it('adds a driver and keeps the licence only as a keyed hash and its last 4', async () => {
    const { user, company } = await partnerWithCompany();
    const photo = await createUpload(db, { userId: user.id });
    const response = await call(
      'POST',
      '/api/partner/drivers',
      user.id,
      driverBody({
        photo,
        licenceNumber: 'ap16-2011-0012345',
        languages: ['Telugu', 'Hindi', 'Telugu'],
      }),
    );
    expect(response.statusCode).toBe(201);
    const { driver, message } = response.json();
    expect(message).toBe('Driver added');
    expect(driver).toEqual({
      _id: expect.any(String),
      name: 'Ravi Kumar',
      photo,
      age: 34,
      languages: ['Telugu', 'Hindi'],
      experienceYears: 12,
      licence: 'XXXX…2345',
      licenceExpiresOn: day(900),
      // A new driver waits for Saarthi's check.
      status: 'pending',
      statusReason: '',
      archived: false,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toContain('0012345');

    const row = await driverRow(driver._id);
    expect(row).toMatchObject({ travelCompanyId: company.id, licenceLast4: '2345' });
    expect(row.licenceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('20110012345');
  });

  it('refuses a licence the company already lists, however it is written (409)', async () => {
    const { user, company } = await partnerWithCompany();
    await addDriver(user.id, { licenceNumber: 'TS09 20150001234' });
    const again = await call(
      'POST',
      '/api/partner/drivers',
      user.id,
      driverBody({ licenceNumber: 'ts09-2015-0001234', name: 'Someone Else' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'driver_licence_taken' });
    expect(
      await db.select().from(drivers).where(eq(drivers.travelCompanyId, company.id)),
    ).toHaveLength(1);

    // A driver may work for two companies.
    const { user: rival } = await partnerWithCompany();
    await addDriver(rival.id, { licenceNumber: 'TS09 20150001234' });
  });

  it('ignores a company, id or archive date sent in the body', async () => {
    const { user, company } = await partnerWithCompany();
    const other = await createTravelCompany(db);
    const response = await call('POST', '/api/partner/drivers', user.id, {
      ...driverBody(),
      travelCompanyId: other.id,
      archivedAt: new Date().toISOString(),
      licenceHash: 'chosen-by-the-client',
    });
    expect(response.statusCode).toBe(201);
    const row = await driverRow(response.json().driver._id);
    expect(row).toMatchObject({ travelCompanyId: company.id, archivedAt: null });
    expect(row.licenceHash).not.toBe('chosen-by-the-client');
  });

  it.each([
    ['a minor', { age: 17 }, 'age', 'driver_age_invalid'],
    ['a driver over 70', { age: 71 }, 'age', 'driver_age_invalid'],
    ['no language', { languages: [] }, 'languages', 'driver_languages_required'],
    [
      'a language not offered',
      { languages: ['French' as never] },
      'languages.0',
      'driver_language_invalid',
    ],
    [
      'more experience than years since 18',
      { age: 25, experienceYears: 8 },
      'experienceYears',
      'driver_experience_age',
    ],
    [
      'experience past 50 years',
      { age: 70, experienceYears: 51 },
      'experienceYears',
      'driver_experience_invalid',
    ],
    ['a malformed licence', { licenceNumber: 'DL-123' }, 'licenceNumber', 'driver_licence_invalid'],
    [
      'an expired licence',
      { licenceExpiresOn: day(-1) },
      'licenceExpiresOn',
      'licence_expiry_invalid',
    ],
    [
      'an impossible expiry',
      { licenceExpiresOn: '2031-02-30' },
      'licenceExpiresOn',
      'licence_expiry_invalid',
    ],
    ['a blank name', { name: ' ' }, 'name', 'driver_name_required'],
    [
      'a photo from elsewhere',
      { photo: 'https://example.com/ravi.jpg' },
      'photo',
      'car_photo_invalid',
    ],
  ])('answers 400 for %s and writes nothing', async (_case, overrides, path, code) => {
    const { user, company } = await partnerWithCompany();
    const response = await call('POST', '/api/partner/drivers', user.id, driverBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response), response.body).toContainEqual(
      expect.objectContaining({ path: `body.${path}`, code }),
    );
    expect(
      await db.select().from(drivers).where(eq(drivers.travelCompanyId, company.id)),
    ).toHaveLength(0);
  });

  it('takes a licence expiring today', async () => {
    const { user } = await partnerWithCompany();
    expect((await addDriver(user.id, { licenceExpiresOn: day(0) })).licenceExpiresOn).toBe(day(0));
  });
});

describe('GET /api/partner/drivers', () => {
  it("lists the company's own drivers by name, archived ones only when asked for", async () => {
    const { user, company } = await partnerWithCompany();
    const suresh = await addDriver(user.id, { name: 'Suresh' });
    const anil = await addDriver(user.id, { name: 'Anil' });
    const gone = await createDriver(db, {
      travelCompanyId: company.id,
      name: 'Balu',
      archivedAt: new Date(),
    });
    await createDriver(db, { travelCompanyId: (await createTravelCompany(db)).id, name: 'Aaron' });

    const list = await call('GET', '/api/partner/drivers', user.id);
    expect(list.statusCode).toBe(200);
    expect((list.json().drivers as { _id: string }[]).map((driver) => driver._id)).toEqual([
      anil._id,
      suresh._id,
    ]);
    const archived = await call('GET', '/api/partner/drivers?status=archived', user.id);
    expect(archived.json().drivers).toEqual([
      expect.objectContaining({
        _id: gone.id,
        archived: true,
        licence: `XXXX…${gone.licenceLast4}`,
      }),
    ]);
    const bad = await call('GET', '/api/partner/drivers?status=retired', user.id);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'driver_status_invalid' });
  });
});

describe("another company's driver, a customer and no token", () => {
  it("answers 404 for another company's driver and leaves them as they were", async () => {
    const { user } = await partnerWithCompany();
    const theirs = await createDriver(db, {
      travelCompanyId: (await createTravelCompany(db)).id,
      name: 'Not Yours',
    });
    const url = `/api/partner/drivers/${theirs.id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', driverBody()],
      ['PUT', {}],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, url, user.id, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toMatchObject({ code: 'driver_not_found' });
    }
    expect(await driverRow(theirs.id)).toMatchObject({ name: 'Not Yours', archivedAt: null });
  });

  it('refuses a customer (403) and a request without a token (401) on every route', async () => {
    const customer = await createUser(db);
    const driver = await createDriver(db, { travelCompanyId: (await createTravelCompany(db)).id });
    const routes: Array<[PortalMethod, string]> = [
      ['GET', '/api/partner/drivers'],
      ['POST', '/api/partner/drivers'],
      ['GET', `/api/partner/drivers/${driver.id}`],
      ['PUT', `/api/partner/drivers/${driver.id}`],
      ['DELETE', `/api/partner/drivers/${driver.id}`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? driverBody() : undefined;
      const asCustomer = await call(method, url, customer.id, payload);
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      expect(asCustomer.json()).toMatchObject({ code: 'partner_only' });
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
    expect((await driverRow(driver.id)).archivedAt).toBeNull();
  });
});

describe('PUT /api/partner/drivers/:id', () => {
  it('keeps the stored licence when it is left out or sent back masked', async () => {
    const { user, company } = await partnerWithCompany();
    const driver = await addDriver(user.id, { licenceNumber: 'AP39 20180007777' });
    const before = await driverRow(driver._id);
    const url = `/api/partner/drivers/${driver._id}`;
    const { licenceNumber: _left, ...withoutLicence } = driverBody({ name: 'Ravi K.' });
    const other = await createTravelCompany(db);

    const omitted = await call('PUT', url, user.id, {
      ...withoutLicence,
      travelCompanyId: other.id,
      archivedAt: new Date().toISOString(),
    });
    expect(omitted.statusCode).toBe(200);
    expect(omitted.json()).toMatchObject({
      message: 'Driver saved',
      code: 'driver_saved',
      driver: { name: 'Ravi K.', licence: 'XXXX…7777', archived: false },
    });
    const masked = await call('PUT', url, user.id, {
      ...withoutLicence,
      age: 40,
      licenceNumber: 'XXXX…7777',
    });
    expect(masked.json().driver.age).toBe(40);
    expect(await driverRow(driver._id)).toMatchObject({
      travelCompanyId: company.id,
      licenceHash: before.licenceHash,
      licenceLast4: '7777',
      archivedAt: null,
    });
  });

  it('replaces the licence with a new number, unless another driver of the company has it', async () => {
    const { user } = await partnerWithCompany();
    const first = await addDriver(user.id, { licenceNumber: 'AP39 20180001111' });
    const second = await addDriver(user.id, { licenceNumber: 'AP39 20180002222' });
    const before = await driverRow(first._id);

    const renewed = await call(
      'PUT',
      `/api/partner/drivers/${first._id}`,
      user.id,
      driverBody({ licenceNumber: 'AP39 20240003333' }),
    );
    expect(renewed.json().driver.licence).toBe('XXXX…3333');
    expect((await driverRow(first._id)).licenceHash).not.toBe(before.licenceHash);

    const taken = await call(
      'PUT',
      `/api/partner/drivers/${first._id}`,
      user.id,
      driverBody({ licenceNumber: 'AP39-2018-0002222', name: 'Renamed' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'driver_licence_taken' });
    expect(await driverRow(first._id)).toMatchObject({ licenceLast4: '3333', name: 'Ravi Kumar' });
    expect((await driverRow(second._id)).licenceLast4).toBe('2222');
  });
});

describe('DELETE /api/partner/drivers/:id', () => {
  it("archives the driver and unsets them as default driver of the company's cars", async () => {
    const { user, company } = await partnerWithCompany();
    const driver = await addDriver(user.id, { licenceNumber: 'AP16 20120004444' });
    const stays = await addDriver(user.id);
    const car = await createCar(db, { travelCompanyId: company.id, defaultDriverId: driver._id });
    const otherCar = await createCar(db, {
      travelCompanyId: company.id,
      defaultDriverId: stays._id,
    });

    const response = await call('DELETE', `/api/partner/drivers/${driver._id}`, user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Driver archived',
      code: 'driver_archived',
      driver: { archived: true },
    });
    const [carAfter] = await db.select().from(cars).where(eq(cars.id, car.id));
    expect(carAfter?.defaultDriverId).toBeNull();
    const [otherAfter] = await db.select().from(cars).where(eq(cars.id, otherCar.id));
    expect(otherAfter?.defaultDriverId).toBe(stays._id);
    expect((await driverRow(driver._id)).archivedAt).not.toBeNull();

    // Off the list, read-only, and no car can take them as default driver.
    expect((await call('GET', '/api/partner/drivers', user.id)).json().drivers).toHaveLength(1);
    const edit = await call('PUT', `/api/partner/drivers/${driver._id}`, user.id, driverBody());
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'driver_archived_read_only' });
    expect(
      (await call('GET', `/api/partner/drivers/${driver._id}`, user.id)).json().driver.archived,
    ).toBe(true);
  });

  it('brings an archived driver back when the company adds their licence again', async () => {
    const { user } = await partnerWithCompany();
    const driver = await addDriver(user.id, {
      licenceNumber: 'AP16 20120005555',
      age: 30,
      experienceYears: 5,
    });
    await call('DELETE', `/api/partner/drivers/${driver._id}`, user.id);
    const back = await call(
      'POST',
      '/api/partner/drivers',
      user.id,
      driverBody({ licenceNumber: 'AP16 20120005555', age: 31, experienceYears: 6 }),
    );
    expect(back.statusCode).toBe(201);
    expect(back.json().driver).toMatchObject({ _id: driver._id, archived: false, age: 31 });
  });

  it('lets a suspended company read its drivers but not change them (409)', async () => {
    const { user, company } = await partnerWithCompany();
    const driver = await addDriver(user.id);
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, company.id));
    expect((await call('GET', '/api/partner/drivers', user.id)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/api/partner/drivers', driverBody()],
      ['PUT', `/api/partner/drivers/${driver._id}`, driverBody()],
      ['DELETE', `/api/partner/drivers/${driver._id}`, undefined],
    ] as const) {
      const response = await call(method, url, user.id, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json()).toMatchObject({ code: 'company_suspended' });
    }
    expect((await driverRow(driver._id)).archivedAt).toBeNull();
  });
});

describe("the audit log of a company's drivers", () => {
  it('enters each write under the driver, never the licence hash; a refused one enters nothing', async () => {
    const { user } = await partnerWithCompany();
    const driver = await addDriver(user.id, { name: 'Anil Reddy' });
    const renamed = await call(
      'PUT',
      `/api/partner/drivers/${driver._id}`,
      user.id,
      driverBody({ name: 'Anil Kumar Reddy', licenceNumber: nextLicence() }),
    );
    expect(renamed.statusCode).toBe(200);
    // A licence another of the company's drivers holds is refused: nothing is entered.
    const otherLicence = nextLicence();
    await addDriver(user.id, { licenceNumber: otherLicence });
    const taken = await call(
      'PUT',
      `/api/partner/drivers/${driver._id}`,
      user.id,
      driverBody({ name: 'Anil Kumar Reddy', licenceNumber: otherLicence }),
    );
    expect(taken.statusCode).toBe(409);
    expect((await call('DELETE', `/api/partner/drivers/${driver._id}`, user.id)).statusCode).toBe(
      200,
    );

    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, driver._id))
      .orderBy(asc(auditLog.createdAt));
    expect(entries.map((entry) => [entry.action, entry.actorRole, entry.actorUserId])).toEqual([
      ['driver.create', 'partner', user.id],
      ['driver.update', 'partner', user.id],
      ['driver.archive', 'partner', user.id],
    ]);
    expect(entries[0]!.after).toMatchObject({ name: 'Anil Reddy', status: 'pending' });
    expect(entries[1]).toMatchObject({
      before: { name: 'Anil Reddy' },
      after: { name: 'Anil Kumar Reddy' },
    });
    expect(JSON.stringify(entries)).not.toContain('licence_hash');
  });
});
