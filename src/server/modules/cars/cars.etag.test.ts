import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cars } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createCar } from '../../test/factories.js';

const { app, db } = await createTestApp();

describe('ETags on API answers', () => {
  it('answers 304 without a body while the car is unchanged, and the new car once it changes', async () => {
    const car = await createCar(db, { newPrice: 2200 });
    const url = `/api/cars/${car.id}`;

    const first = await app.inject({ method: 'GET', url });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await db.update(cars).set({ newPrice: 1999 }).where(eq(cars.id, car.id));
    const changed = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toMatchObject({ car: { new_price: 1999 } });
  });

  it('tags the compressed car list too', async () => {
    for (let i = 0; i < 5; i += 1) await createCar(db, { city: 'Tirupati' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/cars?city=Tirupati',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
  });
});
