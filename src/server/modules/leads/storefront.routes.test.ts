import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { createCar, createTravelCompany } from '../../test/factories.js';

const { app, db } = await createTestApp();

const badge = (carId: string) =>
  app.inject({ method: 'GET', url: `/api/cars/${carId}/company-badge` });

describe('GET /api/cars/:id/company-badge', () => {
  it("answers the company's median response time, or null when it has none", async () => {
    const fast = await createTravelCompany(db, { responseMinutes: 12 });
    const car = await createCar(db, { travelCompanyId: fast.id });
    const response = await badge(car.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, responseMinutes: 12 });
    expect(response.headers['cache-control']).toBe('public, max-age=600');

    const quiet = await createCar(db);
    expect((await badge(quiet.id)).json()).toEqual({ success: true, responseMinutes: null });
  });

  it('answers 404 for a car the storefront does not show, and for no car at all', async () => {
    const pending = await createTravelCompany(db, { status: 'pending', responseMinutes: 5 });
    const hidden = await createCar(db, { travelCompanyId: pending.id });
    const draft = await createCar(db, { status: 'draft' });
    for (const id of [hidden.id, draft.id, randomUUID()]) {
      const response = await badge(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'car_not_found' });
    }
    expect((await badge('car-1')).statusCode).toBe(400);
  });
});
