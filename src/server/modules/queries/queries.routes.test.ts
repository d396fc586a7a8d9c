import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queries } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createCar, createTravelCompany, createUser } from '../../test/factories.js';

const { app, db, authHeader, config } = await createTestApp({ SUPPORT_PHONE: '+91 90000 12345' });

async function postQuery(payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/queries', headers, payload });
}

/** Runs a request that must be rejected and checks that no query row was written. */
async function expectNothingWritten<T>(run: () => Promise<T>): Promise<T> {
  const before = await db.$count(queries);
  const response = await run();
  expect(await db.$count(queries)).toBe(before);
  return response;
}

describe('POST /api/queries', () => {
  it('makes one lead of the reveals of one car by one customer within 24 hours, refreshing it', async () => {
    const customer = await createUser(db);
    const car = await createCar(db);
    const body = { carId: car.id, travelUserId: car.travelCompanyId };
    const headers = await authHeader(customer.id);
    const leadsOfCar = () => db.select().from(queries).where(eq(queries.carId, car.id));

    const first = await postQuery(body, headers);
    expect(first.statusCode).toBe(201);
    // Ten reveals at once from the same customer, on the same car: still one lead.
    const again = await Promise.all(Array.from({ length: 10 }, () => postQuery(body, headers)));
    expect(again.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(again.map((response) => response.json().query._id))).toEqual(
      new Set([first.json().query._id]),
    );
    const [lead] = await leadsOfCar();
    expect(await leadsOfCar()).toHaveLength(1);
    expect(lead!.lastRevealedAt.getTime()).toBeGreaterThan(lead!.createdAt.getTime());

    // A day after the last reveal, a reveal is a new lead.
    await db
      .update(queries)
      .set({ lastRevealedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(queries.id, lead!.id));
    expect((await postQuery(body, headers)).json().query._id).not.toBe(lead!.id);
    expect(await leadsOfCar()).toHaveLength(2);

    // Another customer's reveal is their own lead.
    const other = await createUser(db);
    await postQuery(body, await authHeader(other.id));
    expect(await leadsOfCar()).toHaveLength(3);
  });

  it('answers 401 without a token, with a tampered token and with a malformed header', async () => {
    const user = await createUser(db);
    const victim = await createUser(db);
    const car = await createCar(db);
    const body = { carId: car.id, travelUserId: car.travelCompanyId };
    // A real token whose payload is swapped for another user's: the signature no longer matches.
    const [header, , signature] = (await authHeader(user.id)).authorization
      .slice('Bearer '.length)
      .split('.');
    const [, victimPayload] = (await authHeader(victim.id)).authorization.split('.');
    const tampered = `Bearer ${header}.${victimPayload}.${signature}`;

    const headerSets: Record<string, string>[] = [
      {},
      { authorization: tampered },
      { authorization: 'Token abc' },
      { authorization: 'Bearer not.a.jwt' },
    ];
    for (const headers of headerSets) {
      const response = await expectNothingWritten(() => postQuery(body, headers));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('saves the query for the token user, whatever user the body names', async () => {
    const customer = await createUser(db);
    const someoneElse = await createUser(db);
    const car = await createCar(db);

    const response = await postQuery(
      { carId: car.id, travelUserId: car.travelCompanyId, userId: someoneElse.id },
      await authHeader(customer.id),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Query saved',
      code: 'query_saved',
      query: {
        _id: expect.any(String),
        carId: car.id,
        travelUserId: car.travelCompanyId,
        createdAt: expect.any(String),
      },
      contact: expect.any(Object),
    });
    expect(Number.isNaN(Date.parse(body.query.createdAt))).toBe(false);
    const [stored] = await db.select().from(queries).where(eq(queries.id, body.query._id));
    expect(stored).toMatchObject({
      userId: customer.id,
      carId: car.id,
      travelCompanyId: car.travelCompanyId,
    });
    expect(await db.$count(queries, eq(queries.userId, someoneElse.id))).toBe(0);
  });

  it("reveals the car's own company contact, with a WhatsApp link naming the car", async () => {
    const customer = await createUser(db);
    const company = await createTravelCompany(db, {
      phone: '9848022334',
      whatsapp: '9848055667',
      email: 'bookings@krishnarivercabs.in',
    });
    const car = await createCar(db, {
      travelCompanyId: company.id,
      carName: 'Toyota Innova Crysta',
    });
    const response = await postQuery(
      { carId: car.id, travelUserId: company.id },
      await authHeader(customer.id),
    );
    expect(response.statusCode).toBe(201);
    const { contact } = response.json();
    expect(contact).toEqual({
      phone: '9848022334',
      whatsapp: '9848055667',
      email: 'bookings@krishnarivercabs.in',
      whatsappUrl: expect.stringMatching(/^https:\/\/wa\.me\/919848055667\?text=/),
    });
    expect(new URL(contact.whatsappUrl).searchParams.get('text')).toBe(
      'Hello, I found your Toyota Innova Crysta on Saarthi and would like to book it.',
    );
  });

  it('opens WhatsApp on the phone when the company has no WhatsApp number, and has no e-mail to show', async () => {
    const customer = await createUser(db);
    const company = await createTravelCompany(db, { phone: '9440234567' });
    const car = await createCar(db, { travelCompanyId: company.id });
    const response = await postQuery(
      { carId: car.id, travelUserId: company.id },
      await authHeader(customer.id),
    );
    expect(response.json().contact).toMatchObject({
      phone: '9440234567',
      whatsapp: '9440234567',
      email: null,
      whatsappUrl: expect.stringMatching(/^https:\/\/wa\.me\/919440234567\?text=/),
    });
  });

  it("falls back to the support desk's number when the company has set none", async () => {
    const customer = await createUser(db);
    const company = await createTravelCompany(db, { phone: '', whatsapp: '' });
    const car = await createCar(db, { travelCompanyId: company.id });
    const response = await postQuery(
      { carId: car.id, travelUserId: company.id },
      await authHeader(customer.id),
    );
    expect(response.json().contact).toMatchObject({
      phone: config.site.supportPhone,
      whatsapp: config.site.supportPhone,
      email: null,
      whatsappUrl: expect.stringMatching(/^https:\/\/wa\.me\/919000012345\?text=/),
    });
  });

  it('answers 404 for a car the storefront does not show, and reveals nothing of its company', async () => {
    const user = await createUser(db);
    const headers = await authHeader(user.id);
    const suspended = await createTravelCompany(db, { status: 'suspended' });
    const hidden = [
      await createCar(db, { travelCompanyId: suspended.id }),
      await createCar(db, { status: 'draft' }),
    ];
    for (const car of hidden) {
      const response = await expectNothingWritten(() =>
        postQuery({ carId: car.id, travelUserId: car.travelCompanyId }, headers),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Car not found',
        code: 'car_not_found',
      });
    }
  });

  it('answers 404 for an unknown car and writes nothing', async () => {
    const user = await createUser(db);
    const company = await createTravelCompany(db);
    const headers = await authHeader(user.id);
    const response = await expectNothingWritten(() =>
      postQuery({ carId: randomUUID(), travelUserId: company.id }, headers),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Car not found',
      code: 'car_not_found',
    });
  });

  it('answers 400 when the car belongs to another travel company and writes nothing', async () => {
    const user = await createUser(db);
    const car = await createCar(db);
    const otherCompany = await createTravelCompany(db);
    const headers = await authHeader(user.id);
    for (const travelUserId of [otherCompany.id, randomUUID()]) {
      const response = await expectNothingWritten(() =>
        postQuery({ carId: car.id, travelUserId }, headers),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'This car does not belong to that travel company',
        code: 'car_not_of_company',
      });
    }
  });

  it.each([
    ['no carId', { travelUserId: randomUUID() }],
    ['a malformed carId', { carId: 'car-1', travelUserId: randomUUID() }],
    ['a numeric travelUserId', { carId: randomUUID(), travelUserId: 42 }],
  ])('answers 400 for a body with %s and writes nothing', async (_case, payload) => {
    const user = await createUser(db);
    const headers = await authHeader(user.id);
    const response = await expectNothingWritten(() => postQuery(payload, headers));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Invalid id',
      code: 'invalid_id',
    });
  });
});

describe('GET /api/queries', () => {
  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/queries' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in to continue',
      code: 'unauthorized',
    });
  });

  it("lists only the token user's queries, newest first, with car and travel company", async () => {
    const customer = await createUser(db);
    const other = await createUser(db);
    const company = await createTravelCompany(db, {
      travelsName: 'Tirumala Travels',
      city: 'Tirupati',
      imageUrl: '/uploads/demo/companies/tt.svg',
    });
    const older = await createCar(db, {
      travelCompanyId: company.id,
      carName: 'Ertiga',
      category: 'prime',
      city: 'Tirupati',
    });
    const newer = await createCar(db, {
      travelCompanyId: company.id,
      carName: 'Fortuner',
      category: 'luxury',
      city: 'Tirupati',
    });
    await db.insert(queries).values([
      {
        userId: customer.id,
        carId: older.id,
        travelCompanyId: company.id,
        createdAt: new Date('2026-01-05T09:00:00Z'),
      },
      {
        userId: customer.id,
        carId: newer.id,
        travelCompanyId: company.id,
        createdAt: new Date('2026-02-05T09:00:00Z'),
      },
      {
        userId: other.id,
        carId: newer.id,
        travelCompanyId: company.id,
        createdAt: new Date('2026-03-05T09:00:00Z'),
      },
    ]);

    const response = await app.inject({
      method: 'GET',
      url: '/api/queries',
      headers: await authHeader(customer.id),
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.queries).toEqual([
      {
        _id: expect.any(String),
        createdAt: '2026-02-05T09:00:00.000Z',
        car: {
          _id: newer.id,
          car_name: 'Fortuner',
          car_model: '2023 VXi',
          car_image: '/uploads/demo/cars/test.svg',
          category: 'luxury',
          city: 'Tirupati',
        },
        travelCompany: {
          _id: company.id,
          travelsName: 'Tirumala Travels',
          city: 'Tirupati',
          imageUrl: '/uploads/demo/companies/tt.svg',
        },
      },
      expect.objectContaining({
        createdAt: '2026-01-05T09:00:00.000Z',
        car: expect.objectContaining({ car_name: 'Ertiga' }),
      }),
    ]);
  });

  it('shows a query posted through the API', async () => {
    const customer = await createUser(db);
    const car = await createCar(db);
    const headers = await authHeader(customer.id);
    const posted = await postQuery({ carId: car.id, travelUserId: car.travelCompanyId }, headers);
    const response = await app.inject({ method: 'GET', url: '/api/queries', headers });
    expect(response.json().queries).toEqual([
      expect.objectContaining({
        _id: posted.json().query._id,
        car: expect.objectContaining({ _id: car.id }),
      }),
    ]);
  });

  it('answers an empty list for a user without queries', async () => {
    const user = await createUser(db);
    const response = await app.inject({
      method: 'GET',
      url: '/api/queries',
      headers: await authHeader(user.id),
    });
    expect(response.json()).toEqual({ success: true, queries: [] });
  });
});

describe('rate limit of POST /api/queries', async () => {
  const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });

  it('answers 429 once an address has sent the limit and saves no more queries', async () => {
    const customer = await createUser(limited.db);
    const cars = [await createCar(limited.db), await createCar(limited.db)];
    const reveal = async (car = cars[0]!) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/queries',
        headers: await limited.authHeader(customer.id),
        payload: { carId: car.id, travelUserId: car.travelCompanyId },
      });
    expect([(await reveal()).statusCode, (await reveal(cars[1])).statusCode]).toEqual([201, 201]);
    const blocked = await reveal();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many requests/),
      code: 'too_many_requests',
    });
    expect(await limited.db.$count(queries)).toBe(2);
  });
});
