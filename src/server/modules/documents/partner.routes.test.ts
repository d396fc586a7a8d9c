import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_EXPIRY_WARNING_DAYS,
  DOCUMENT_FIELD,
  DOCUMENT_MAX_BYTES,
  type DocumentKind,
} from '../../../shared/partner-constants.js';
import { DOCUMENTS_PER_COMPANY_MAX } from '../../../shared/contracts/documents.js';
import { documents, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createCar, createDriver, createTravelCompany, createUser } from '../../test/factories.js';
import { fieldErrors, indiaDay, partnerPortal } from '../../test/partner.js';

const { app, db, authHeader } = await createTestApp();
const portal = partnerPortal({ app, db, authHeader });
const { call } = portal;
const day = indiaDay;

// Real files, small: a one-page PDF, a 1×1 PNG and the markers of a JPEG.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

const TYPE_MESSAGE = 'Upload a PDF, JPEG or PNG file';

interface Upload {
  fields?: Record<string, string>;
  /** The file part; `null` sends the form without one. */
  file?: { content: Buffer; fileName?: string; type?: string; field?: string } | null;
}

/** A multipart body built by the platform's FormData, as the partner's browser sends it. */
async function form({ fields = {}, file }: Upload) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) {
    body.append(
      file.field ?? DOCUMENT_FIELD,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/pdf' }),
      file.fileName ?? 'scan.pdf',
    );
  }
  const encoded = new Response(body);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

async function upload(userId: string | undefined, request: Upload) {
  const { payload, headers } = await form({ file: { content: PDF }, ...request });
  return app.inject({
    method: 'POST',
    url: '/api/partner/documents',
    payload,
    headers: { ...headers, ...(userId ? await authHeader(userId) : {}) },
  });
}

let serial = 1000;
/** A distinct registration number per car: they are unique over the marketplace. */
const nextRegistration = () => `AP16AB${++serial}`;

/** A company with a car and a driver, and the fields of a valid paper for each. */
async function fleet() {
  const { user, company } = await portal.partnerWithCompany();
  const car = await createCar(db, {
    travelCompanyId: company.id,
    carName: 'Swift Dzire',
    registrationNumber: nextRegistration(),
    status: 'draft',
  });
  const driver = await createDriver(db, { travelCompanyId: company.id, name: 'Ravi Kumar' });
  return {
    user,
    company,
    car,
    driver,
    gst: { kind: 'gst_certificate' },
    rc: { kind: 'rc', carId: car.id, expiresOn: day(400) },
    licence: { kind: 'driving_licence', driverId: driver.id, expiresOn: day(900) },
  };
}

const rowsOf = (companyId: string) =>
  db.select().from(documents).where(eq(documents.travelCompanyId, companyId));

/** A document row as an operator's decisions and time leave it. */
async function storedDocument(
  companyId: string,
  values: {
    kind?: DocumentKind;
    carId?: string;
    driverId?: string;
    expiresOn?: string | null;
    status?: 'pending' | 'valid' | 'rejected' | 'expired';
    createdAt?: Date;
  } = {},
) {
  const [row] = await db
    .insert(documents)
    .values({
      travelCompanyId: companyId,
      kind: 'gst_certificate',
      fileName: 'paper.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
      content: PDF,
      contentHash: createHash('sha256').update(PDF).digest('hex'),
      ...values,
    })
    .returning();
  return row!;
}

describe('POST /api/partner/documents', () => {
  it("stores a car's RC as pending, with its name, type and size, and answers it", async () => {
    const { user, company, car, rc } = await fleet();
    const response = await upload(user.id, {
      fields: rc,
      file: { content: PDF, fileName: 'RC front.pdf' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Document uploaded: Saarthi will check it',
      code: 'document_uploaded',
      document: {
        _id: expect.any(String),
        subject: 'car',
        kind: 'rc',
        carId: car.id,
        driverId: null,
        subjectName: `Swift Dzire · ${car.registrationNumber}`,
        fileName: 'RC front.pdf',
        mimeType: 'application/pdf',
        sizeBytes: PDF.length,
        expiresOn: day(400),
        status: 'pending',
        statusReason: '',
        expiresSoon: false,
        createdAt: expect.any(String),
      },
    });
    const [row] = await rowsOf(company.id);
    expect(row).toMatchObject({
      carId: car.id,
      driverId: null,
      uploadedBy: user.id,
      content: PDF,
      contentHash: createHash('sha256').update(PDF).digest('hex'),
    });
  });

  it("stores the company's GST certificate without an expiry, and a driver's licence", async () => {
    const { user, company, driver, gst, licence } = await fleet();
    const certificate = await upload(user.id, {
      // An expiry sent for a paper that has none is not kept.
      fields: { ...gst, expiresOn: day(10) },
      file: { content: PNG, fileName: 'gst.png', type: 'image/png' },
    });
    expect(certificate.statusCode, certificate.body).toBe(201);
    expect(certificate.json().document).toMatchObject({
      subject: 'company',
      subjectName: company.travelsName,
      carId: null,
      driverId: null,
      expiresOn: null,
      mimeType: 'image/png',
      expiresSoon: false,
    });

    const licenceScan = await upload(user.id, {
      fields: licence,
      file: { content: JPEG, fileName: 'licence.jpg', type: 'image/jpeg' },
    });
    expect(licenceScan.statusCode, licenceScan.body).toBe(201);
    expect(licenceScan.json().document).toMatchObject({
      subject: 'driver',
      subjectName: 'Ravi Kumar',
      driverId: driver.id,
      mimeType: 'image/jpeg',
    });
  });

  it('ignores a company, status or reason sent in the form', async () => {
    const { user, company, rc } = await fleet();
    const { company: other } = await portal.partnerWithCompany();
    const response = await upload(user.id, {
      fields: { ...rc, travelCompanyId: other.id, status: 'valid', statusReason: 'self-approved' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().document).toMatchObject({ status: 'pending', statusReason: '' });
    expect(await rowsOf(company.id)).toMatchObject([{ status: 'pending', statusReason: '' }]);
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it("keeps the file's own name without its folders, trimmed to 120 characters", async () => {
    const { user, gst } = await fleet();
    const sent = async (fileName: string) =>
      (await upload(user.id, { fields: gst, file: { content: PDF, fileName } })).json().document
        .fileName;
    expect(await sent('C:\\Users\\ravi\\Desktop\\  GST 2024.pdf ')).toBe('GST 2024.pdf');
    expect(await sent('../../etc/passwd.pdf')).toBe('passwd.pdf');
    // A right-to-left override would show "fdp.exe" as "exe.pdf".
    expect(await sent('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    const long = await sent(`${'ప'.repeat(200)}.pdf`);
    expect(long).toBe(`${'ప'.repeat(116)}.pdf`);
    expect(Array.from(long)).toHaveLength(120);
    expect(await sent('   ')).toBe('gst-certificate.pdf');
  });

  it.each<[string, Upload['file']]>([
    ['a text file named .pdf', { content: Buffer.from('not a scan at all'), fileName: 'rc.pdf' }],
    ['an HTML page named .pdf', { content: HTML, fileName: 'rc.pdf', type: 'application/pdf' }],
    ['a GIF', { content: GIF, fileName: 'rc.gif', type: 'image/gif' }],
    ['an empty file', { content: Buffer.alloc(0), fileName: 'rc.pdf' }],
    ['no file', null],
    ['a file in another field', { content: PDF, field: 'car_image' }],
  ])('refuses %s with 400 and stores nothing', async (_case, file) => {
    const { user, company, rc } = await fleet();
    const response = await upload(user.id, { fields: rc, file });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: TYPE_MESSAGE,
      code: 'document_type',
    });
    expect(fieldErrors(response)).toMatchObject([{ path: 'body.document', code: 'document_type' }]);
    expect(await rowsOf(company.id)).toEqual([]);
  });

  it('accepts a file of exactly 5 MB and refuses one byte more with 413', async () => {
    const { user, company, rc } = await fleet();
    const fits = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length, 0x20)]);
    expect((await upload(user.id, { fields: rc, file: { content: fits } })).statusCode).toBe(201);

    const tooLarge = Buffer.concat([fits, Buffer.from(' ')]);
    const response = await upload(user.id, { fields: rc, file: { content: tooLarge } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'A document can be at most 5 MB',
      code: 'document_too_large',
      params: { mb: 5 },
    });
    expect(await rowsOf(company.id)).toHaveLength(1);
  });

  it.each<
    [string, (papers: Awaited<ReturnType<typeof fleet>>) => Record<string, string>, string, string]
  >([
    [
      'no kind',
      ({ rc }) => ({ carId: rc.carId, expiresOn: rc.expiresOn }),
      'kind',
      'document_kind_invalid',
    ],
    ['an unknown kind', ({ rc }) => ({ ...rc, kind: 'aadhaar' }), 'kind', 'document_kind_invalid'],
    [
      "a car's paper without the car",
      ({ rc }) => ({ kind: 'rc', expiresOn: rc.expiresOn }),
      'carId',
      'document_for_car',
    ],
    [
      "a car's paper naming a driver",
      ({ rc, driver }) => ({ kind: 'rc', driverId: driver.id, expiresOn: rc.expiresOn }),
      'carId',
      'document_for_car',
    ],
    [
      "a driver's paper naming a car",
      ({ licence, car }) => ({ ...licence, carId: car.id }),
      'driverId',
      'document_for_driver',
    ],
    [
      "the company's paper naming a car",
      ({ car }) => ({ kind: 'gst_certificate', carId: car.id }),
      'kind',
      'document_for_company',
    ],
    ['a malformed car id', ({ rc }) => ({ ...rc, carId: 'car-1' }), 'carId', 'invalid_id'],
    [
      'no expiry',
      ({ rc }) => ({ kind: 'rc', carId: rc.carId }),
      'expiresOn',
      'document_expiry_required',
    ],
    [
      'a blank expiry',
      ({ rc }) => ({ ...rc, expiresOn: '   ' }),
      'expiresOn',
      'document_expiry_required',
    ],
    [
      'an expiry in the past',
      ({ rc }) => ({ ...rc, expiresOn: day(-1) }),
      'expiresOn',
      'document_expiry_invalid',
    ],
    [
      'an impossible date',
      ({ rc }) => ({ ...rc, expiresOn: '2031-02-30' }),
      'expiresOn',
      'document_expiry_invalid',
    ],
    [
      'an expiry past the years the API takes',
      ({ rc }) => ({ ...rc, expiresOn: '9999-12-31' }),
      'expiresOn',
      'document_expiry_invalid',
    ],
    [
      'a date in another format',
      ({ rc }) => ({ ...rc, expiresOn: '31/03/2031' }),
      'expiresOn',
      'document_expiry_invalid',
    ],
  ])('refuses %s with 400 naming the field', async (_case, fieldsOf, field, code) => {
    const papers = await fleet();
    const response = await upload(papers.user.id, { fields: fieldsOf(papers) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code });
    expect(fieldErrors(response)).toContainEqual(
      expect.objectContaining({ path: `body.${field}`, code }),
    );
    expect(await rowsOf(papers.company.id)).toEqual([]);
  });

  it('accepts an expiry of today', async () => {
    const { user, rc } = await fleet();
    const response = await upload(user.id, { fields: { ...rc, expiresOn: day(0) } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().document).toMatchObject({ status: 'pending', expiresSoon: true });
  });

  it("answers 404 for another company's car or driver and stores nothing", async () => {
    const { user, company } = await fleet();
    const rival = await fleet();
    for (const [fields, code] of [
      [rival.rc, 'car_not_found'],
      [rival.licence, 'driver_not_found'],
    ] as const) {
      const response = await upload(user.id, { fields });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code });
    }
    expect(await rowsOf(company.id)).toEqual([]);
    expect(await rowsOf(rival.company.id)).toEqual([]);
  });

  it('refuses a paper of an archived car or driver (409)', async () => {
    const { user, company } = await fleet();
    const car = await createCar(db, { travelCompanyId: company.id, status: 'archived' });
    const driver = await createDriver(db, { travelCompanyId: company.id, archivedAt: new Date() });
    const forCar = await upload(user.id, {
      fields: { kind: 'insurance', carId: car.id, expiresOn: day(30) },
    });
    expect(forCar.statusCode).toBe(409);
    expect(forCar.json()).toMatchObject({ code: 'car_archived_read_only' });
    const forDriver = await upload(user.id, {
      fields: { kind: 'police_verification', driverId: driver.id, expiresOn: day(30) },
    });
    expect(forDriver.statusCode).toBe(409);
    expect(forDriver.json()).toMatchObject({ code: 'driver_archived_read_only' });
    expect(await rowsOf(company.id)).toEqual([]);
  });

  it(`keeps at most ${DOCUMENTS_PER_COMPANY_MAX} documents per company (409)`, async () => {
    const { user, company, gst } = await fleet();
    await db.insert(documents).values(
      Array.from({ length: DOCUMENTS_PER_COMPANY_MAX - 1 }, () => ({
        travelCompanyId: company.id,
        kind: 'gst_certificate' as const,
        fileName: 'old.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1,
        content: Buffer.from('x'),
        contentHash: 'x',
      })),
    );
    const [last, refused] = await Promise.all([
      upload(user.id, { fields: gst }),
      upload(user.id, { fields: gst }),
    ]);
    expect([last.statusCode, refused.statusCode].sort()).toEqual([201, 409]);
    const answer = (last.statusCode === 409 ? last : refused).json();
    expect(answer).toEqual({
      success: false,
      message: `You can keep at most ${DOCUMENTS_PER_COMPANY_MAX} documents: remove old ones first`,
      code: 'document_limit',
      params: { max: DOCUMENTS_PER_COMPANY_MAX },
    });
    expect(await rowsOf(company.id)).toHaveLength(DOCUMENTS_PER_COMPANY_MAX);
    // Another company is not held back by it.
    const other = await fleet();
    expect((await upload(other.user.id, { fields: other.gst })).statusCode).toBe(201);
  });

  it('answers 415 for a body that is not a form', async () => {
    const { user, rc } = await fleet();
    const response = await call('POST', '/api/partner/documents', user.id, rc);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers 400 for a cut-off form', async () => {
    const { user, rc } = await fleet();
    const { payload, headers } = await form({ fields: rc, file: { content: PDF } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/partner/documents',
      payload: payload.subarray(0, payload.length - 30),
      headers: { ...headers, ...(await authHeader(user.id)) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'upload_unreadable' });
  });
});

describe('GET /api/partner/documents', () => {
  it("lists the company's documents newest first, each named by what it is about", async () => {
    const { user, company, car, driver } = await fleet();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const gst = await storedDocument(company.id, { createdAt: minutesAgo(30) });
    const rc = await storedDocument(company.id, {
      kind: 'rc',
      carId: car.id,
      expiresOn: day(200),
      createdAt: minutesAgo(20),
    });
    const licence = await storedDocument(company.id, {
      kind: 'driving_licence',
      driverId: driver.id,
      expiresOn: day(200),
      createdAt: minutesAgo(10),
    });
    await storedDocument((await fleet()).company.id);

    const all = await call('GET', '/api/partner/documents', user.id);
    expect(all.statusCode).toBe(200);
    expect(
      all.json().documents.map((d: { _id: string; subjectName: string }) => [d._id, d.subjectName]),
    ).toEqual([
      [licence.id, 'Ravi Kumar'],
      [rc.id, `Swift Dzire · ${car.registrationNumber}`],
      [gst.id, company.travelsName],
    ]);
    // The list never carries the file itself.
    expect(all.body).not.toContain('content');

    const ofCar = await call('GET', `/api/partner/documents?carId=${car.id}`, user.id);
    expect(ofCar.json().documents.map((d: { _id: string }) => d._id)).toEqual([rc.id]);
    const ofDriver = await call('GET', `/api/partner/documents?driverId=${driver.id}`, user.id);
    expect(ofDriver.json().documents.map((d: { _id: string }) => d._id)).toEqual([licence.id]);
  });

  it('names a car without a registration number by its name alone', async () => {
    const { user, company } = await fleet();
    const car = await createCar(db, { travelCompanyId: company.id, carName: 'Innova Crysta' });
    await storedDocument(company.id, { kind: 'permit', carId: car.id, expiresOn: day(90) });
    const [document] = (await call('GET', '/api/partner/documents', user.id)).json().documents;
    expect(document.subjectName).toBe('Innova Crysta');
  });

  it('reads a document past its expiry as expired, and one due within 30 days as expiring soon', async () => {
    const { user, company, car } = await fleet();
    const paper = (expiresOn: string, status: 'pending' | 'valid' | 'rejected' = 'valid') =>
      storedDocument(company.id, { kind: 'insurance', carId: car.id, expiresOn, status });
    const lapsed = await paper(day(-1));
    const lapsedRejected = await paper(day(-40), 'rejected');
    const today = await paper(day(0));
    const lastWarned = await paper(day(DOCUMENT_EXPIRY_WARNING_DAYS));
    const later = await paper(day(DOCUMENT_EXPIRY_WARNING_DAYS + 1));
    const pendingSoon = await paper(day(5), 'pending');
    const gst = await storedDocument(company.id, { status: 'valid' });

    const list = (await call('GET', '/api/partner/documents', user.id)).json().documents as {
      _id: string;
      status: string;
      expiresSoon: boolean;
    }[];
    const seen = (id: string) => {
      const { status, expiresSoon } = list.find((document) => document._id === id)!;
      return { status, expiresSoon };
    };
    expect(seen(lapsed.id)).toEqual({ status: 'expired', expiresSoon: false });
    expect(seen(lapsedRejected.id)).toEqual({ status: 'expired', expiresSoon: false });
    expect(seen(today.id)).toEqual({ status: 'valid', expiresSoon: true });
    expect(seen(lastWarned.id)).toEqual({ status: 'valid', expiresSoon: true });
    expect(seen(later.id)).toEqual({ status: 'valid', expiresSoon: false });
    expect(seen(pendingSoon.id)).toEqual({ status: 'pending', expiresSoon: true });
    expect(seen(gst.id)).toEqual({ status: 'valid', expiresSoon: false });
    // What is stored stays the operator's word: only the answer reads the calendar.
    const [row] = await db.select().from(documents).where(eq(documents.id, lapsed.id));
    expect(row!.status).toBe('valid');
  });

  it("answers an empty list for another company's car", async () => {
    const { user } = await fleet();
    const rival = await fleet();
    await storedDocument(rival.company.id, { kind: 'rc', carId: rival.car.id, expiresOn: day(9) });
    const response = await call('GET', `/api/partner/documents?carId=${rival.car.id}`, user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, documents: [] });
  });
});

describe('GET /api/partner/documents/attention', () => {
  it('counts and lists every paper needing the partner once, most urgent first', async () => {
    const { user, company, car, driver } = await fleet();
    const archivedCar = await createCar(db, {
      travelCompanyId: company.id,
      registrationNumber: nextRegistration(),
      status: 'archived',
    });
    const lapsed = await storedDocument(company.id, {
      kind: 'insurance',
      carId: car.id,
      expiresOn: day(-1),
      status: 'valid',
    });
    const rejected = await storedDocument(company.id, {
      kind: 'driving_licence',
      driverId: driver.id,
      expiresOn: day(400),
      status: 'rejected',
    });
    const soon = await storedDocument(company.id, {
      kind: 'rc',
      carId: car.id,
      expiresOn: day(10),
      status: 'valid',
    });
    await storedDocument(company.id, { kind: 'puc', carId: car.id, expiresOn: day(200) });
    // An archived car's lapsed paper needs nothing.
    await storedDocument(company.id, {
      kind: 'insurance',
      carId: archivedCar.id,
      expiresOn: day(-5),
      status: 'valid',
    });

    const response = await call('GET', '/api/partner/documents/attention', user.id);
    expect(response.statusCode).toBe(200);
    const { count, items } = response.json() as {
      count: number;
      items: { reason: string; subject: string; subjectId: string | null; kind: string }[];
    };
    const seen = items.map((item) => [item.reason, item.subject, item.kind]);
    expect(seen).toEqual([
      ['expired', 'car', 'insurance'],
      ['rejected', 'driver', 'driving_licence'],
      ['expiring', 'car', 'rc'],
      ['missing', 'company', 'gst_certificate'],
      ['missing', 'car', 'permit'],
      ['missing', 'car', 'fitness'],
      ['missing', 'driver', 'police_verification'],
    ]);
    expect(count).toBe(7);
    expect(items[0]).toMatchObject({
      key: lapsed.id,
      documentId: lapsed.id,
      subjectId: car.id,
      subjectName: `Swift Dzire · ${car.registrationNumber}`,
      expiresOn: day(-1),
    });
    expect(items[1]).toMatchObject({ documentId: rejected.id, subjectName: 'Ravi Kumar' });
    expect(items[2]).toMatchObject({ documentId: soon.id });
    expect(items[3]).toMatchObject({ documentId: null, subjectId: null, expiresOn: null });
  });

  it("answers only the caller's company, and refuses customers and strangers", async () => {
    const { user } = await fleet();
    const rival = await fleet();
    await storedDocument(rival.company.id, { status: 'rejected' });
    const own = (await call('GET', '/api/partner/documents/attention', user.id)).json();
    expect(own.items.some((item: { reason: string }) => item.reason === 'rejected')).toBe(false);
    const customer = await createUser(db);
    expect((await call('GET', '/api/partner/documents/attention', customer.id)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/partner/documents/attention')).statusCode).toBe(401);
    const companyless = await createUser(db, { role: 'partner' });
    expect((await call('GET', '/api/partner/documents/attention', companyless.id)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/partner/documents/:id/file', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf', 'RC scan.pdf'],
    ['a PNG', PNG, 'image/png', 'licence.png'],
    ['a JPEG', JPEG, 'image/jpeg', 'permit.jpg'],
  ])(
    'answers %s as uploaded, inline, never cached and unable to run script',
    async (_case, content, type, fileName) => {
      const { user, rc } = await fleet();
      const uploaded = await upload(user.id, { fields: rc, file: { content, fileName, type } });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { _id } = uploaded.json().document;

      const response = await call('GET', `/api/partner/documents/${_id}/file`, user.id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(content);
      expect(response.headers).toMatchObject({
        'content-type': type,
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      expect(String(response.headers['content-security-policy']).split(/;\s*/)).toEqual([
        'sandbox',
        "default-src 'none'",
        "style-src 'unsafe-inline'",
        "frame-ancestors 'self'",
      ]);
    },
  );

  it("encodes a name's every unsafe character in Content-Disposition", async () => {
    const { user, gst } = await fleet();
    const fileName = `ఆర్‌సి scan; (1)*'.pdf`;
    const uploaded = await upload(user.id, { fields: gst, file: { content: PDF, fileName } });
    expect(uploaded.json().document.fileName).toBe(fileName);
    const response = await call(
      'GET',
      `/api/partner/documents/${uploaded.json().document._id}/file`,
      user.id,
    );
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^inline; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+$/);
    expect(decodeURIComponent(disposition.split("''")[1]!)).toBe(fileName);
  });

  it("answers 404 for another company's document and for one that does not exist", async () => {
    const { user } = await fleet();
    const rival = await fleet();
    const paper = await storedDocument(rival.company.id);
    for (const id of [paper.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call('GET', `/api/partner/documents/${id}/file`, user.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'document_not_found' });
    }
  });
});

describe('DELETE /api/partner/documents/:id', () => {
  it('removes a document and its file', async () => {
    const { user, company, gst } = await fleet();
    const { _id } = (await upload(user.id, { fields: gst })).json().document;
    const response = await call('DELETE', `/api/partner/documents/${_id}`, user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Document removed',
      code: 'document_removed',
    });
    expect(await rowsOf(company.id)).toEqual([]);
    expect((await call('GET', `/api/partner/documents/${_id}/file`, user.id)).statusCode).toBe(404);
    const again = await call('DELETE', `/api/partner/documents/${_id}`, user.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'document_not_found' });
  });
});

describe('who may use the documents routes', () => {
  it("answers 404 for another company's document on every route and leaves it as it was", async () => {
    const { user } = await fleet();
    const rival = await fleet();
    const paper = await storedDocument(rival.company.id);
    for (const [method, url] of [
      ['GET', `/api/partner/documents/${paper.id}/file`],
      ['DELETE', `/api/partner/documents/${paper.id}`],
    ] as const) {
      const response = await call(method, url, user.id);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'document_not_found' });
    }
    expect(await rowsOf(rival.company.id)).toHaveLength(1);
    const ownList = (await call('GET', '/api/partner/documents', user.id)).json();
    expect(ownList).toEqual({ success: true, documents: [] });
  });

  it('refuses a customer (403) and a request without a token (401) on every route', async () => {
    const { company, rc } = await fleet();
    const paper = await storedDocument(company.id);
    const customer = await createUser(db);
    const requests = [
      ['GET', '/api/partner/documents'],
      ['GET', `/api/partner/documents/${paper.id}/file`],
      ['DELETE', `/api/partner/documents/${paper.id}`],
    ] as const;
    for (const [method, url] of requests) {
      expect((await call(method, url, customer.id)).statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await call(method, url);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'unauthorized' });
    }
    const asCustomer = await upload(customer.id, { fields: rc });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ code: 'partner_only' });
    expect((await upload(undefined, { fields: rc })).statusCode).toBe(401);
    expect(await rowsOf(company.id)).toHaveLength(1);
  });

  it('answers 404 to a partner account without a company', async () => {
    const partner = await createUser(db, { role: 'partner' });
    const response = await call('GET', '/api/partner/documents', partner.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'company_not_found' });
  });

  it('lets a suspended company read its documents but not upload or remove any (409)', async () => {
    const { user, company, rc } = await fleet();
    const paper = await storedDocument(company.id);
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, company.id));

    expect((await call('GET', '/api/partner/documents', user.id)).json().documents).toHaveLength(1);
    const file = await call('GET', `/api/partner/documents/${paper.id}/file`, user.id);
    expect(file.statusCode).toBe(200);
    for (const response of [
      await upload(user.id, { fields: rc }),
      await call('DELETE', `/api/partner/documents/${paper.id}`, user.id),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'company_suspended' });
    }
    expect(await rowsOf(company.id)).toHaveLength(1);
  });
});

describe('rate limit of document writes', async () => {
  const limited = await createTestApp({ RATE_LIMIT_MAX: '1' });

  it('answers 429 to a second upload in the window', async () => {
    const owner = await createUser(limited.db, { role: 'partner' });
    const company = await createTravelCompany(limited.db, { ownerUserId: owner.id });
    const send = async () => {
      const { payload, headers } = await form({
        fields: { kind: 'gst_certificate' },
        file: { content: PDF },
      });
      return limited.app.inject({
        method: 'POST',
        url: '/api/partner/documents',
        payload,
        headers: { ...headers, ...(await limited.authHeader(owner.id)) },
      });
    };
    expect((await send()).statusCode).toBe(201);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too_many_requests' });
    expect(await limited.db.$count(documents, eq(documents.travelCompanyId, company.id))).toBe(1);
  });
});
