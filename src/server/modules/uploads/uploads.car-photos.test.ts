import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CarStatus, CompanyStatus } from '../../../shared/partner-constants.js';
import { cars, travelCompanies, uploads } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createCar, createTravelCompany, createUser } from '../../test/factories.js';
import { uploadPath } from './uploads.repository.js';

const { app, db, authHeader } = await createTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const ETAG = `"${createHash('sha256').update(PNG).digest('hex')}"`;
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/** A partner's photo, uploaded by them, on a car of their company in the given states. */
async function carPhoto({
  carStatus,
  companyStatus = 'verified',
}: {
  carStatus: CarStatus;
  companyStatus?: CompanyStatus;
}) {
  const partner = await createUser(db, { role: 'partner' });
  const company = await createTravelCompany(db, {
    ownerUserId: partner.id,
    status: companyStatus,
  });
  const fileName = `${randomUUID()}.png`;
  await db.insert(uploads).values({
    userId: partner.id,
    fileName,
    mimeType: 'image/png',
    sizeBytes: PNG.length,
    content: PNG,
    contentHash: ETAG.slice(1, -1),
  });
  const url = uploadPath(fileName);
  const car = await createCar(db, {
    travelCompanyId: company.id,
    status: carStatus,
    photos: [url],
    carImage: url,
  });
  return { partner, company, car, url };
}

async function get(url: string, userId?: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(userId ? await authHeader(userId) : {}) },
  });
}

function expectNotFound(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    success: false,
    message: 'Image not found',
    code: 'upload_not_found',
  });
  // No cache in front may keep the refusal once the car goes live.
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('photos of cars on /uploads', () => {
  it("serves a live car's photo to everyone, cached for a year", async () => {
    const { url } = await carPhoto({ carStatus: 'live' });
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PNG);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': PUBLIC_CACHE,
      etag: ETAG,
    });
  });

  it.each<CarStatus>(['draft', 'pending_review', 'suspended', 'archived'])(
    'hides the photo of a %s car from everyone but its uploader, who gets it privately',
    async (carStatus) => {
      const { partner, url } = await carPhoto({ carStatus });
      expectNotFound(await get(url));
      // Nor does a matching ETag tell a stranger it exists.
      expectNotFound(await get(url, undefined, { 'if-none-match': ETAG }));

      const otherPartner = await createUser(db, { role: 'partner' });
      await createTravelCompany(db, { ownerUserId: otherPartner.id });
      expectNotFound(await get(url, otherPartner.id));
      expectNotFound(await get(url, (await createUser(db)).id));

      const own = await get(url, partner.id);
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload).toEqual(PNG);
      expect(own.headers['cache-control']).toBe('private, no-store');
    },
  );

  it.each<CompanyStatus>(['pending', 'rejected', 'suspended'])(
    "hides a live car's photo while its company is %s",
    async (companyStatus) => {
      const { partner, url } = await carPhoto({ carStatus: 'live', companyStatus });
      expectNotFound(await get(url));
      expect((await get(url, partner.id)).headers['cache-control']).toBe('private, no-store');
    },
  );

  it("shows a draft car's photo to an operator reviewing it", async () => {
    const { url } = await carPhoto({ carStatus: 'pending_review' });
    const operator = await createUser(db, { role: 'operator' });
    const response = await get(url, operator.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('makes the photo public the moment its car goes live, and private when it leaves', async () => {
    const { car, url } = await carPhoto({ carStatus: 'pending_review' });
    expectNotFound(await get(url));

    await db.update(cars).set({ status: 'live' }).where(eq(cars.id, car.id));
    const live = await get(url);
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe(PUBLIC_CACHE);

    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, car.travelCompanyId));
    expectNotFound(await get(url));
  });

  it('serves a photo public while any car showing it is live', async () => {
    const { company, url } = await carPhoto({ carStatus: 'draft' });
    await createCar(db, { travelCompanyId: company.id, status: 'live', photos: [url] });
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
  });

  it('leaves an upload no car shows public, like a profile photo or one not saved on a car yet', async () => {
    const user = await createUser(db, { role: 'partner' });
    const fileName = `${randomUUID()}.png`;
    await db.insert(uploads).values({
      userId: user.id,
      fileName,
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      content: PNG,
    });
    const response = await get(uploadPath(fileName));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
  });
});
