import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { createCar, createTravelCompany, createUser } from '../../test/factories.js';
import { hoursFromNow } from '../../test/bookings.js';

// The place picker's search and the operators' corrections of a route.
const { app, db, authHeader } = await createTestApp();

interface Found {
  places: {
    id: string;
    name: string;
    names: { en: string; te: string; hi: string };
    route?: { km: number; tolls: { car: number; lcv: number }; borders: string[] } | null;
  }[];
}

async function find(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/places?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Found>().places;
}

describe('GET /api/places', () => {
  it('finds a place by its name in English, Telugu and Hindi', async () => {
    for (const q of ['Tiru', 'తిరు', 'तिरु']) {
      const ids = (await find(`q=${encodeURIComponent(q)}`)).map((place) => place.id);
      expect(ids, q).toContain('tirupati');
    }
  });

  it('names each place in the asked language and gives its route from the asked city', async () => {
    const [place] = await find(`q=${encodeURIComponent('Tirupati')}&lang=te&from=Vijayawada`);
    expect(place).toMatchObject({ id: 'tirupati', name: place!.names.te });
    expect(place!.route).toMatchObject({ km: expect.any(Number), borders: [] });
    const fromHyderabad = await find('q=Tirupati&from=Hyderabad');
    expect(fromHyderabad[0]!.route!.borders).toEqual(['AP']);
  });

  it('leaves the asked city out of its own places, and lists every place without a search', async () => {
    const all = await find('');
    expect(all.length).toBeGreaterThanOrEqual(45);
    const fromGuntur = await find('from=Guntur');
    expect(fromGuntur.map((place) => place.id)).not.toContain('guntur');
    expect(fromGuntur.every((place) => place.route)).toBe(true);
  });

  it('answers an empty list for a name nobody has, and 400 for a search too long', async () => {
    expect(await find('q=Atlantis')).toEqual([]);
    const response = await app.inject({ method: 'GET', url: `/api/places?q=${'a'.repeat(61)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('an operator corrects a route', () => {
  const change = {
    km: 437,
    tolls: { car: 520, lcv: 830 },
    source: 'Measured on the trip, Dec 2026',
  };

  async function patch(userId: string | null, body: object = change, path = 'vijayawada/tirupati') {
    return app.inject({
      method: 'PATCH',
      url: `/api/admin/routes/${path}`,
      headers: userId ? await authHeader(userId) : {},
      payload: body,
    });
  }

  /** The quote of a one-way drop from Vijayawada to Tirupati in a car, two days from now. */
  async function dropToTirupati(carId: string) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        carId,
        tripType: 'one_way',
        to: 'tirupati',
        pickupAt: hoursFromNow(50),
        returnAt: hoursFromNow(60),
      },
    });
    return answer.json<{ quote: { billedKm: number; lines: { code: string; amount: number }[] } }>()
      .quote;
  }

  it('refuses anyone but an operator: nobody, a customer, a partner', async () => {
    expect((await patch(null)).statusCode).toBe(401);
    expect((await patch((await createUser(db)).id)).statusCode).toBe(403);
    expect((await patch((await createUser(db, { role: 'partner' })).id)).statusCode).toBe(403);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/routes',
      headers: await authHeader((await createUser(db, { role: 'partner' })).id),
    });
    expect(list.statusCode).toBe(403);
  });

  it('refuses bad figures and an unknown route with a clear message, changing nothing', async () => {
    const operator = await createUser(db, { role: 'operator' });
    const refused = await patch(operator.id, { ...change, km: -3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false });
    expect((await patch(operator.id, { ...change, source: '' })).statusCode).toBe(400);
    const unknownState = await patch(operator.id, { ...change, borders: ['KA', 'XX'] });
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json()).toMatchObject({
      code: 'route_border_unknown',
      errors: [{ path: 'body.borders.1', code: 'route_border_unknown' }],
    });
    expect((await patch(operator.id, change, 'vijayawada/atlantis')).statusCode).toBe(404);
    expect((await patch(operator.id, change, 'chennai/tirupati')).statusCode).toBe(404);
  });

  it('saves the new figures, writes the audit log, and the next quote uses them', async () => {
    const operator = await createUser(db, { role: 'operator' });
    const company = await createTravelCompany(db);
    const car = await createCar(db, { travelCompanyId: company.id, city: 'Vijayawada' });
    const quote = () => dropToTirupati(car.id);
    const before = await quote();
    const saved = await patch(operator.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ route: { km: 437, tolls: { car: 520, lcv: 830 } } });
    const after = await quote();
    expect(after.billedKm).toBe(437);
    expect(after.billedKm).not.toBe(before.billedKm);
    expect(after.lines.find((line) => line.code === 'tolls')?.amount).toBe(1040);

    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?recordType=route',
      headers: await authHeader(operator.id),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('route.update');
  });

  it('saves the states a route enters, once each, and the next quote adds their permits', async () => {
    const operator = await createUser(db, { role: 'operator' });
    const company = await createTravelCompany(db);
    const car = await createCar(db, {
      travelCompanyId: company.id,
      city: 'Vijayawada',
      seater: 4,
    });
    const permitLines = async () =>
      (await dropToTirupati(car.id)).lines.filter((line) => line.code === 'permit');
    expect(await permitLines()).toEqual([]);

    // Sent twice and out of order: kept once each, in the list's order.
    const saved = await patch(operator.id, { ...change, borders: ['TN', 'KA', 'TN'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ route: { borders: ['KA', 'TN'] } });
    // Karnataka's and Tamil Nadu's permits for up to 7 seats (permit-data.ts).
    expect((await permitLines()).map((line) => line.amount).sort()).toEqual([1500, 1600]);

    // Left out of a change, the states stay as they were.
    const figuresOnly = await patch(operator.id, { ...change, km: 440 });
    expect(figuresOnly.json()).toMatchObject({ route: { km: 440, borders: ['KA', 'TN'] } });
    const cleared = await patch(operator.id, { ...change, borders: [] });
    expect(cleared.json()).toMatchObject({ route: { borders: [] } });
    expect(await permitLines()).toEqual([]);

    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?recordType=route',
      headers: await authHeader(operator.id),
    });
    expect(audit.body).toContain('"borders":["KA","TN"]');
  });
});
