import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { createCar } from '../../test/factories.js';

const BASELINE = '/api/__bench/baseline';
const QUERY = '?city=Guntur&category=prime&service_type=rental';

const plain = await createTestApp();
const bench = await createTestApp({ BENCH_BASELINE: 'true' });

describe('GET /api/__bench/baseline', () => {
  it('does not exist unless BENCH_BASELINE is set', async () => {
    const response = await plain.app.inject({ method: 'GET', url: `${BASELINE}${QUERY}` });
    expect(response.statusCode).toBe(404);
  });

  it('answers the car list bytes of the same query, from memory once primed', async () => {
    const { app, db } = bench;
    await createCar(db, { carName: 'Honda City', city: 'Guntur', category: 'prime' });

    const list = await app.inject({ method: 'GET', url: `/api/cars${QUERY}` });
    const baseline = await app.inject({ method: 'GET', url: `${BASELINE}${QUERY}` });
    expect(baseline.statusCode).toBe(200);
    expect(baseline.headers['content-type']).toBe(list.headers['content-type']);
    expect(baseline.body).toBe(list.body);
    expect(baseline.json()).toMatchObject({ cars: [{ car_name: 'Honda City' }] });

    // A later car changes the list but not the remembered baseline: it never reads the database again.
    await createCar(db, { carName: 'Toyota Etios', city: 'Guntur', category: 'prime' });
    const again = await app.inject({ method: 'GET', url: `${BASELINE}${QUERY}` });
    expect(again.body).toBe(list.body);
  });

  it('passes a bad query on as the car list would answer it', async () => {
    const response = await bench.app.inject({ method: 'GET', url: `${BASELINE}?city=Atlantis` });
    expect(response.statusCode).toBe(400);
  });
});
