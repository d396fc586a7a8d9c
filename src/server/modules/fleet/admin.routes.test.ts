import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CarBodyInput } from '../../../shared/contracts/fleet.js';
import { PRICE_TABLE } from '../../../shared/pricing.js';
import { auditLog, cars, documents } from '../../db/schema/index.js';
import { verificationQueue } from '../../test/admin.js';
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

const { operator, verify, refusedStatuses } = await verificationQueue(
  { app, db, authHeader },
  'cars',
);

async function carWaiting() {
  const partner = await createUser(db, { role: 'partner' });
  const company = await createTravelCompany(db, { ownerUserId: partner.id });
  const car = await createCar(db, { travelCompanyId: company.id, status: 'pending_review' });
  return { partner, company, car };
}

const storedCar = async (carId: string) =>
  (await db.select().from(cars).where(eq(cars.id, carId)))[0]!;

describe('POST /api/admin/cars/{id}/verify', () => {
  it('puts a waiting car live: it is in the storefront on the next request', async () => {
    const { car, company } = await carWaiting();
    await createValidPapers(db, { travelCompanyId: company.id, carId: car.id });
    expect((await app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(404);

    const response = await verify(operator.id, car.id, { decision: 'approve' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Car approved',
      code: 'car_approved',
      car: { _id: car.id, status: 'live' },
    });
    expect((await app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(200);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.recordId, car.id));
    expect(entry).toMatchObject({ action: 'car.approve', actorUserId: operator.id });
  });

  it('refuses to put a car live without every paper valid, naming each that is not', async () => {
    const { car, company } = await carWaiting();
    const refused = await verify(operator.id, car.id, { decision: 'approve' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'papers_not_in_order',
      message: expect.stringContaining('RC: not uploaded'),
    });
    expect(refused.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'papers.rc',
      'papers.permit',
      'papers.fitness',
      'papers.insurance',
      'papers.puc',
    ]);

    // A rejected RC and no insurance or permit: still refused, and nothing written.
    await createValidPapers(db, { travelCompanyId: company.id, carId: car.id });
    await db
      .delete(documents)
      .where(
        and(eq(documents.carId, car.id), inArray(documents.kind, ['insurance', 'permit', 'rc'])),
      );
    await createDocument(db, {
      travelCompanyId: company.id,
      carId: car.id,
      kind: 'rc',
      status: 'rejected',
      statusReason: 'Unreadable',
      expiresOn: '2035-01-01',
    });
    const stillRefused = await verify(operator.id, car.id, { decision: 'approve' });
    expect(stillRefused.json().errors).toEqual([
      expect.objectContaining({ path: 'papers.rc', code: 'paper_rejected' }),
      expect.objectContaining({ path: 'papers.permit', code: 'paper_missing' }),
      expect.objectContaining({ path: 'papers.insurance', code: 'paper_missing' }),
    ]);
    expect((await storedCar(car.id)).status).toBe('pending_review');
    const entries = await db.select().from(auditLog).where(eq(auditLog.recordId, car.id));
    expect(entries).toEqual([]);
  });

  it('shows the operator everything being approved: AC, luggage, seats, the default driver and the papers', async () => {
    const { car, company } = await carWaiting();
    const driver = await createDriver(db, { travelCompanyId: company.id, name: 'Suresh Babu' });
    await db
      .update(cars)
      .set({ defaultDriverId: driver.id, ac: false, luggage: 4, seater: 6 })
      .where(eq(cars.id, car.id));
    await createValidPapers(db, { travelCompanyId: company.id, carId: car.id }, '2031-05-31');
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/cars',
      headers: await authHeader(operator.id),
    });
    const listed = (list.json().cars as Array<{ _id: string }>).find((each) => each._id === car.id);
    expect(listed).toMatchObject({
      ac: false,
      luggage: 4,
      seater: 6,
      defaultDriver: { _id: driver.id, name: 'Suresh Babu', status: 'pending' },
      papers: [
        { kind: 'rc', state: 'valid', expiresOn: '2031-05-31' },
        { kind: 'permit', state: 'valid', expiresOn: '2031-05-31' },
        { kind: 'fitness', state: 'valid', expiresOn: '2031-05-31' },
        { kind: 'insurance', state: 'valid', expiresOn: '2031-05-31' },
        { kind: 'puc', state: 'valid', expiresOn: '2031-05-31' },
      ],
    });
  });

  it('sends a car back to draft with the reason its partner sees', async () => {
    const { partner, car } = await carWaiting();
    const reason = 'The photos show another car: upload photos of this one.';

    const response = await verify(operator.id, car.id, { decision: 'reject', reason });

    expect(response.json().car).toMatchObject({ status: 'draft', statusReason: reason });
    const partnerView = await app.inject({
      method: 'GET',
      url: `/api/partner/cars/${car.id}`,
      headers: await authHeader(partner.id),
    });
    expect(partnerView.json().car).toMatchObject({ status: 'draft' });
    expect((await storedCar(car.id)).statusReason).toBe(reason);
  });

  it('answers 409 for a car not waiting, 404 for an unknown one, 400 without a reason', async () => {
    const live = await createCar(db);
    const notWaiting = await verify(operator.id, live.id, { decision: 'approve' });
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().message).toBe('This car is not waiting for review');
    expect((await verify(operator.id, randomUUID(), { decision: 'approve' })).statusCode).toBe(404);
    const { car } = await carWaiting();
    expect((await verify(operator.id, car.id, { decision: 'reject', reason: '' })).statusCode).toBe(
      400,
    );
    expect((await storedCar(car.id)).status).toBe('pending_review');
  });

  it("is for operators only: 401 without a token, 403 for a customer and the car's own partner", async () => {
    const { partner, car } = await carWaiting();
    const customer = await createUser(db);
    expect((await verify(null, car.id, { decision: 'approve' })).statusCode).toBe(401);
    expect((await verify(customer.id, car.id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await verify(partner.id, car.id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await storedCar(car.id)).status).toBe('pending_review');
  });
});

describe('GET /api/admin/cars', () => {
  it('lists cars waiting for review with their company, for operators only', async () => {
    const { car, company } = await carWaiting();
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/cars',
      headers: await authHeader(operator.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().cars).toContainEqual(
      expect.objectContaining({
        _id: car.id,
        status: 'pending_review',
        company: expect.objectContaining({ _id: company.id }),
      }),
    );
    expect(await refusedStatuses()).toEqual([401, 403, 403]);
  });
  it('says what an operator checks: rates, photos, and the rate change that sent a live car back', async () => {
    const partner = await createUser(db, { role: 'partner' });
    const company = await createTravelCompany(db, { ownerUserId: partner.id });
    const car = await createCar(db, {
      travelCompanyId: company.id,
      registrationNumber: 'AP16RC1000',
      photos: ['/uploads/front.jpg', '/uploads/seats.jpg'],
    });
    const edit = async (rates: CarBodyInput['rates']) => {
      const body: CarBodyInput = {
        carName: car.carName,
        carModel: car.carModel,
        fuelType: 'Petrol',
        category: 'regular',
        seater: 4,
        luggage: 2,
        bodyType: 'sedan',
        city: 'Vijayawada',
        registrationNumber: 'AP16RC1000',
        photos: ['/uploads/front.jpg', '/uploads/seats.jpg'],
        rates,
      };
      const response = await app.inject({
        method: 'PUT',
        url: `/api/partner/cars/${car.id}`,
        headers: await authHeader(partner.id),
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // Within 30 %: stays live. Then one beyond it sends the car to review, and an edit in review
    // moves the rates again: the operator sees the live car's rates against the latest ones.
    await edit({ base: 2400 });
    await edit({ base: 2400, perKmFirst: 9 });
    await edit({ base: 2500, perKmFirst: 9 });

    const listed = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/cars',
        headers: await authHeader(operator.id),
      })
    )
      .json()
      .cars.find((each: { _id: string }) => each._id === car.id);
    expect(listed).toMatchObject({
      seater: 4,
      photos: ['/uploads/front.jpg', '/uploads/seats.jpg'],
      rates: { ...PRICE_TABLE.regular, base: 2500, perKmFirst: 9 },
      rateChange: {
        before: { ...PRICE_TABLE.regular, base: 2400 },
        after: { ...PRICE_TABLE.regular, base: 2500, perKmFirst: 9 },
      },
    });

    // A new car submitted for review has no earlier rates.
    const { car: fresh } = await carWaiting();
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/cars',
      headers: await authHeader(operator.id),
    });
    expect(answer.json().cars.find((each: { _id: string }) => each._id === fresh.id)).toMatchObject(
      { rateChange: null, rates: PRICE_TABLE.regular },
    );
  });
});
