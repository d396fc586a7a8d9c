import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CarBodyInput } from '../../../shared/contracts/fleet.js';
import type { CompanyBodyInput } from '../../../shared/contracts/partner.js';
import { DOCUMENT_FIELD } from '../../../shared/partner-constants.js';
import { gstinCheckCharacter } from '../../../shared/validators.js';
import { auditLog, cars, documents, queries } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createCar, createUpload, createUser } from '../../test/factories.js';
import { indiaDay, partnerPortal } from '../../test/partner.js';

/**
 * docs/product/marketplace.md#operator-console: every partner write is in the audit log, written in the write's
 * own transaction: who, in which role, what, on which record, the fields that changed.
 */
const { app, db, authHeader } = await createTestApp();
const { call, partnerWithCompany } = partnerPortal({ app, db, authHeader });

/** The entries of one record, oldest first. */
const entriesOf = (recordId: string) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.recordId, recordId))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

const gstinOf = (pan: string) => `37${pan}1Z${gstinCheckCharacter(`37${pan}1Z`)}`;

let panNumber = 2000;
/** A GSTIN of a PAN no other company of this file holds: a GSTIN is one company's. */
const nextGstin = () => gstinOf(`AAKCK${++panNumber}Q`);

const companyBody = (overrides: Partial<CompanyBodyInput> = {}): CompanyBodyInput => ({
  travelsName: 'Krishna River Cabs',
  legalName: 'Krishna River Cabs Private Limited',
  city: 'Vijayawada',
  citiesServed: ['Vijayawada', 'Guntur'],
  address: '12-3-4, Eluru Road, Vijayawada 520002',
  gstin: nextGstin(),
  phone: '98480 22334',
  whatsapp: '+91 9848022334',
  email: 'bookings@krishnarivercabs.in',
  ...overrides,
});

let registration = 5000;
const carBody = (overrides: Partial<CarBodyInput> = {}): CarBodyInput => ({
  carName: 'Swift Dzire',
  carModel: '2023 VXi',
  fuelType: 'Petrol',
  category: 'regular',
  seater: 4,
  luggage: 2,
  bodyType: 'sedan',
  city: 'Vijayawada',
  registrationNumber: `AP 16 AU ${++registration}`,
  photos: [],
  ...overrides,
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function upload(userId: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(
    DOCUMENT_FIELD,
    new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
    'gst.pdf',
  );
  const encoded = new Response(body);
  return app.inject({
    method: 'POST',
    url: '/api/partner/documents',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(await authHeader(userId)),
    },
  });
}

describe("the partner's company", () => {
  it('registering it is entered as the customer who registered, with the company as it began', async () => {
    const customer = await createUser(db);
    const response = await call('POST', '/api/partner/company', customer.id, companyBody());
    expect(response.statusCode, response.body).toBe(201);
    const companyId = response.json().company._id as string;

    expect(await entriesOf(companyId)).toMatchObject([
      {
        actorUserId: customer.id,
        actorRole: 'customer',
        action: 'company.register',
        recordType: 'company',
        before: null,
        after: {
          travels_name: 'Krishna River Cabs',
          status: 'pending',
          owner_user_id: customer.id,
        },
        reason: '',
      },
    ]);
  });

  it('editing it keeps only the fields that changed, as they were and became', async () => {
    const { user, company } = await partnerWithCompany({
      status: 'rejected',
      statusReason: 'Blurred GST certificate',
      phone: '9000000000',
    });
    const response = await call(
      'PUT',
      '/api/partner/company',
      user.id,
      companyBody({ travelsName: company.travelsName, phone: '98480 55667' }),
    );
    expect(response.statusCode, response.body).toBe(200);

    const [entry] = await entriesOf(company.id);
    expect(entry).toMatchObject({
      actorUserId: user.id,
      actorRole: 'partner',
      action: 'company.update',
    });
    // A rejected company edited goes back to the operators: the status is part of the change.
    expect(entry!.before).toMatchObject({
      phone: '9000000000',
      status: 'rejected',
      status_reason: 'Blurred GST certificate',
    });
    expect(entry!.after).toMatchObject({
      phone: '9848055667',
      status: 'pending',
      status_reason: '',
    });
    expect(Object.keys(entry!.before as object)).not.toContain('travels_name');
  });
});

describe("the partner's fleet", () => {
  it('enters each write of a car under the car: added, edited, switched, blocked, sent, archived', async () => {
    const { user } = await partnerWithCompany();
    const front = await createUpload(db, { userId: user.id });
    const side = await createUpload(db, { userId: user.id });
    const created = await call('POST', '/api/partner/cars', user.id, carBody({ photos: [front] }));
    expect(created.statusCode, created.body).toBe(201);
    const carId = created.json().car._id as string;

    const edited = await call('PUT', `/api/partner/cars/${carId}`, user.id, {
      ...carBody({ registrationNumber: created.json().car.registrationNumber }),
      carName: 'Swift Dzire Tour',
      photos: [side, front],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const switched = await call('PATCH', `/api/partner/cars/${carId}/availability`, user.id, {
      availability: false,
    });
    expect(switched.statusCode).toBe(200);
    const blocked = await call('POST', `/api/partner/cars/${carId}/blocks`, user.id, {
      startsOn: indiaDay(10),
      endsOn: indiaDay(12),
      reason: 'Clutch plate',
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const blockId = blocked.json().block._id as string;
    const unblocked = await call('DELETE', `/api/partner/cars/${carId}/blocks/${blockId}`, user.id);
    expect(unblocked.statusCode).toBe(200);
    expect((await call('POST', `/api/partner/cars/${carId}/submit`, user.id)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/partner/cars/${carId}`, user.id)).statusCode).toBe(200);

    const entries = await entriesOf(carId);
    expect(entries.map((entry) => entry.action)).toEqual([
      'car.create',
      'car.update',
      'car.availability',
      'car.block',
      'car.unblock',
      'car.submit',
      'car.archive',
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({
        actorUserId: user.id,
        actorRole: 'partner',
        recordType: 'car',
      });
    const [create, update, availability, block, unblock, submit, archive] = entries;
    expect(create).toMatchObject({
      before: null,
      after: { car_name: 'Swift Dzire', status: 'draft' },
    });
    expect(update!.before).toEqual({
      car_name: 'Swift Dzire',
      photos: [front],
      car_image: front,
    });
    expect(update!.after).toEqual({
      car_name: 'Swift Dzire Tour',
      photos: [side, front],
      car_image: side,
    });
    expect(availability).toMatchObject({
      before: { availability: true },
      after: { availability: false },
    });
    expect(block).toMatchObject({
      before: null,
      after: { id: blockId, car_id: carId, starts_on: indiaDay(10), reason: 'Clutch plate' },
    });
    expect(unblock).toMatchObject({ before: { id: blockId, ends_on: indiaDay(12) }, after: null });
    expect(submit).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'pending_review' },
    });
    expect(archive).toMatchObject({ after: { status: 'archived' } });
  });

  it('enters nothing for a write that was refused or found no car', async () => {
    const { user, company } = await partnerWithCompany();
    const taken = await createCar(db, { registrationNumber: 'AP16ZZ0001' });
    const own = await createCar(db, { travelCompanyId: company.id, status: 'draft' });
    const before = await db.select({ n: sql<number>`count(*)::integer` }).from(auditLog);

    const refused = await call('PUT', `/api/partner/cars/${own.id}`, user.id, {
      ...carBody(),
      registrationNumber: 'AP 16 ZZ 0001',
    });
    expect(refused.statusCode).toBe(409);
    const othersCar = await call('DELETE', `/api/partner/cars/${taken.id}`, user.id);
    expect(othersCar.statusCode).toBe(404);

    const after = await db.select({ n: sql<number>`count(*)::integer` }).from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await db.select().from(cars).where(eq(cars.id, taken.id)))[0]!.status).toBe('live');
  });

  it('keeps the write and its entry together: a write whose entry cannot be written does not happen', async () => {
    const { user, company } = await partnerWithCompany();
    const car = await createCar(db, { travelCompanyId: company.id, availability: true });
    // For this test only, the log refuses the entry this write would make.
    await db.execute(
      sql`alter table audit_log add constraint no_availability_entries check (action <> 'car.availability') not valid`,
    );
    try {
      const response = await call('PATCH', `/api/partner/cars/${car.id}/availability`, user.id, {
        availability: false,
      });
      // Refused, however the refusal is worded: what matters is what stayed.
      expect(response.statusCode).not.toBe(200);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint no_availability_entries`);
    }
    const [row] = await db.select().from(cars).where(eq(cars.id, car.id));
    expect(row!.availability).toBe(true);
    expect(await entriesOf(car.id)).toEqual([]);
  });
});

describe("the partner's leads and documents", () => {
  it('enters a lead moved on, with its first response', async () => {
    const { user, company } = await partnerWithCompany();
    const car = await createCar(db, { travelCompanyId: company.id });
    const customer = await createUser(db);
    const [lead] = await db
      .insert(queries)
      .values({ userId: customer.id, carId: car.id, travelCompanyId: company.id })
      .returning();

    const response = await call('PATCH', `/api/partner/leads/${lead!.id}`, user.id, {
      status: 'contacted',
    });
    expect(response.statusCode).toBe(200);

    const [entry] = await entriesOf(lead!.id);
    expect(entry).toMatchObject({
      actorUserId: user.id,
      actorRole: 'partner',
      action: 'lead.status',
      recordType: 'lead',
      before: { status: 'new', first_response_at: null },
      after: { status: 'contacted', first_response_at: expect.any(String) },
    });
  });

  it('enters a document uploaded and removed, never its bytes', async () => {
    const { user, company } = await partnerWithCompany();
    const uploaded = await upload(user.id, { kind: 'gst_certificate' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json().document._id as string;
    const removed = await call('DELETE', `/api/partner/documents/${documentId}`, user.id);
    expect(removed.statusCode).toBe(200);

    const [upload_, removal] = await entriesOf(documentId);
    expect(upload_).toMatchObject({
      actorUserId: user.id,
      actorRole: 'partner',
      action: 'document.upload',
      recordType: 'document',
      before: null,
      after: {
        travel_company_id: company.id,
        kind: 'gst_certificate',
        file_name: 'gst.pdf',
        status: 'pending',
      },
    });
    expect(removal).toMatchObject({
      action: 'document.remove',
      before: { id: documentId, kind: 'gst_certificate' },
      after: null,
    });
    for (const entry of [upload_!, removal!]) {
      expect(JSON.stringify(entry)).not.toContain('content"');
      expect(JSON.stringify(entry)).not.toContain('%PDF');
    }
    const gone = await db
      .select()
      .from(documents)
      .where(and(eq(documents.id, documentId)));
    expect(gone).toEqual([]);
  });
});
