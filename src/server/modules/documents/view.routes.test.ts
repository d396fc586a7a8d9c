import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import {
  createCar,
  createDocument,
  createDriver,
  createTravelCompany,
  createUser,
  createValidPapers,
} from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

async function partnerWithPaper() {
  const partner = await createUser(db, { role: 'partner' });
  const company = await createTravelCompany(db, { ownerUserId: partner.id });
  const paper = await createDocument(db, { travelCompanyId: company.id, content: PDF });
  return { partner, company, paper };
}

const askTicket = async (path: string, userId: string | null) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: userId ? await authHeader(userId) : {},
  });

describe("the document viewer's frame", () => {
  it('gives the partner a five-minute address that shows its paper inline, sandboxed, framed only by the site', async () => {
    const { partner, paper } = await partnerWithPaper();
    const ticket = await askTicket(`/api/partner/documents/${paper.id}/view`, partner.id);
    expect(ticket.statusCode).toBe(200);
    const { url, expiresAt } = ticket.json() as { url: string; expiresAt: string };
    expect(url).toMatch(/^\/api\/documents\/view\?ticket=/);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);

    // The frame sends no token: the ticket alone opens the file.
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PDF);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(String(file.headers['content-security-policy'])).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
  });

  it('gives an operator a ticket for any paper, and refuses the other parties', async () => {
    const { partner, paper } = await partnerWithPaper();
    const operator = await createUser(db, { role: 'operator' });
    const customer = await createUser(db);
    const otherPartner = (await partnerWithPaper()).partner;

    const forOperator = await askTicket(`/api/admin/documents/${paper.id}/view`, operator.id);
    expect(forOperator.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: forOperator.json().url })).statusCode).toBe(200);

    expect((await askTicket(`/api/admin/documents/${paper.id}/view`, null)).statusCode).toBe(401);
    expect((await askTicket(`/api/admin/documents/${paper.id}/view`, customer.id)).statusCode).toBe(
      403,
    );
    expect((await askTicket(`/api/admin/documents/${paper.id}/view`, partner.id)).statusCode).toBe(
      403,
    );
    expect((await askTicket(`/api/partner/documents/${paper.id}/view`, null)).statusCode).toBe(401);
    expect(
      (await askTicket(`/api/partner/documents/${paper.id}/view`, customer.id)).statusCode,
    ).toBe(403);
    // Another company's paper is as good as none.
    expect(
      (await askTicket(`/api/partner/documents/${paper.id}/view`, otherPartner.id)).statusCode,
    ).toBe(404);
  });

  it('refuses a forged, altered or session token, and a ticket of an account that signed out', async () => {
    const { partner, paper } = await partnerWithPaper();
    const { url } = (await askTicket(`/api/partner/documents/${paper.id}/view`, partner.id)).json();
    const ticket = decodeURIComponent(url.split('ticket=')[1]);
    const [head, body, signature] = ticket.split('.');
    const open = (value: string) =>
      app.inject({ method: 'GET', url: `/api/documents/view?ticket=${encodeURIComponent(value)}` });

    expect((await open(`${head}.${body}.${signature!.slice(0, -2)}xx`)).statusCode).toBe(401);
    // A session token is not a ticket, however valid.
    const session = (await authHeader(partner.id)).authorization.slice('Bearer '.length);
    expect((await open(session)).statusCode).toBe(401);
    expect((await open('')).statusCode).toBe(400);

    // Signing out everywhere ends the ticket too.
    await db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, partner.id));
    const ended = await open(ticket);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'document_view_expired' });
  });
});

describe('GET /api/partner/papers', () => {
  it("answers the checklist of the company's, a car's or a driver's papers, and nobody else's", async () => {
    const partner = await createUser(db, { role: 'partner' });
    const company = await createTravelCompany(db, { ownerUserId: partner.id });
    const car = await createCar(db, { travelCompanyId: company.id });
    const driver = await createDriver(db, { travelCompanyId: company.id });
    await createValidPapers(db, { travelCompanyId: company.id, driverId: driver.id }, '2032-01-31');
    const read = async (query: string, userId: string | null = partner.id) =>
      app.inject({
        method: 'GET',
        url: `/api/partner/papers${query}`,
        headers: userId ? await authHeader(userId) : {},
      });

    expect((await read('')).json().papers).toEqual([
      { kind: 'gst_certificate', state: 'missing', expiresOn: null },
    ]);
    expect(
      ((await read(`?carId=${car.id}`)).json().papers as Array<{ state: string }>).map(
        (paper) => paper.state,
      ),
    ).toEqual(['missing', 'missing', 'missing', 'missing', 'missing']);
    expect((await read(`?driverId=${driver.id}`)).json().papers).toEqual([
      { kind: 'driving_licence', state: 'valid', expiresOn: '2032-01-31' },
      { kind: 'police_verification', state: 'valid', expiresOn: '2032-01-31' },
    ]);

    const other = await createUser(db, { role: 'partner' });
    await createTravelCompany(db, { ownerUserId: other.id });
    expect((await read(`?carId=${car.id}`, other.id)).statusCode).toBe(404);
    expect((await read(`?driverId=${driver.id}`, other.id)).statusCode).toBe(404);
    expect((await read('', (await createUser(db)).id)).statusCode).toBe(403);
    expect((await read('', null)).statusCode).toBe(401);
    expect((await read(`?carId=${car.id}&driverId=${driver.id}`)).statusCode).toBe(400);
  });
});
