import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { indiaToday } from '../../shared/india-time.js';
import type { Database } from '../db/client.js';
import { carPageViews, cars } from '../db/schema/index.js';
import { createTestApp } from '../test/app.js';
import { createCar, createTravelCompany } from '../test/factories.js';
import {
  addPageViews,
  carPageViewCounter,
  createPageViewCounter,
  flushPageViews,
  startPageViewFlush,
} from './page-views.js';

const { app, db } = await createTestApp();

/** The stored views of a car, by day. */
async function storedViews(carId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ day: carPageViews.day, views: carPageViews.views })
    .from(carPageViews)
    .where(eq(carPageViews.carId, carId));
  return Object.fromEntries(rows.map((row) => [row.day, row.views]));
}

const sortedCounts = (counts: { carId: string; day: string; views: number }[]) =>
  [...counts].sort((a, b) => a.day.localeCompare(b.day) || a.carId.localeCompare(b.carId));

describe('createPageViewCounter', () => {
  it('counts views per car and India calendar day, and hands them over once', () => {
    const counter = createPageViewCounter();
    // 23:59 in India on 1 March, then 00:00 on 2 March (UTC+05:30).
    counter.count('car-a', new Date('2026-03-01T18:29:00Z'));
    counter.count('car-a', new Date('2026-03-01T18:29:59Z'));
    counter.count('car-a', new Date('2026-03-01T18:30:00Z'));
    counter.count('car-b', new Date('2026-03-01T10:00:00Z'));
    expect(counter.size).toBe(3);

    expect(sortedCounts(counter.take())).toEqual([
      { carId: 'car-a', day: '2026-03-01', views: 2 },
      { carId: 'car-b', day: '2026-03-01', views: 1 },
      { carId: 'car-a', day: '2026-03-02', views: 1 },
    ]);
    expect(counter.size).toBe(0);
    expect(counter.take()).toEqual([]);
  });

  it('takes counts back after a failed flush, added to those counted meanwhile', () => {
    const counter = createPageViewCounter();
    counter.count('car-a', new Date('2026-03-01T10:00:00Z'));
    const taken = counter.take();
    counter.count('car-a', new Date('2026-03-01T11:00:00Z'));
    counter.restore(taken);
    expect(counter.take()).toEqual([{ carId: 'car-a', day: '2026-03-01', views: 2 }]);
  });
});

describe('addPageViews', () => {
  it('adds to the stored count of a day, and skips a car deleted since it was viewed', async () => {
    const car = await createCar(db);
    const gone = await createCar(db);
    await db.delete(cars).where(eq(cars.id, gone.id));

    await addPageViews(db, [{ carId: car.id, day: '2026-03-01', views: 4 }]);
    await addPageViews(db, [
      { carId: car.id, day: '2026-03-01', views: 3 },
      { carId: gone.id, day: '2026-03-01', views: 9 },
      { carId: car.id, day: '2026-03-02', views: 1 },
    ]);
    expect(await storedViews(car.id)).toEqual({ '2026-03-01': 7, '2026-03-02': 1 });
    expect(await storedViews(gone.id)).toEqual({});
  });
});

describe('flushPageViews', () => {
  it('writes more counts than one statement takes', async () => {
    const car = await createCar(db);
    const counter = createPageViewCounter();
    // 5,001 days of one car: more car-and-day counts than one statement carries.
    const first = Date.UTC(2010, 0, 1);
    for (let index = 0; index < 5_001; index += 1) {
      const at = new Date(first + index * 86_400_000);
      counter.count(car.id, at);
      counter.count(car.id, at);
    }
    expect(await flushPageViews(db, counter)).toBe(5_001);
    const [row] = await db
      .select({ days: sql<number>`count(*)::integer`, views: sql<number>`sum(views)::integer` })
      .from(carPageViews)
      .where(eq(carPageViews.carId, car.id));
    expect(row).toEqual({ days: 5_001, views: 10_002 });
  });

  it('puts back only the batches the database refused, so none is added twice', async () => {
    const counter = createPageViewCounter();
    const first = Date.UTC(2010, 0, 1);
    for (let index = 0; index < 5_001; index += 1)
      counter.count('0b6f8a34-9a9e-4f7e-8f55-1b7d7cf1a003', new Date(first + index * 86_400_000));
    let statements = 0;
    const failsSecond = {
      execute: () => {
        statements += 1;
        return statements === 1 ? Promise.resolve() : Promise.reject(new Error('timeout'));
      },
    } as unknown as Database;
    await expect(flushPageViews(failsSecond, counter)).rejects.toThrow('timeout');
    // The first 5,000 were written; the last one waits for the next flush.
    expect(counter.size).toBe(1);
  });

  it('keeps the counts for the next flush when the database refuses them', async () => {
    const car = await createCar(db);
    const counter = createPageViewCounter();
    counter.count(car.id);
    counter.count(car.id);
    const down = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Database;

    await expect(flushPageViews(down, counter)).rejects.toThrow('connection refused');
    expect(counter.size).toBe(1);

    expect(await flushPageViews(db, counter)).toBe(1);
    expect(await storedViews(car.id)).toEqual({ [indiaToday()]: 2 });
    expect(counter.size).toBe(0);
    // Nothing left: nothing written twice.
    expect(await flushPageViews(db, counter)).toBe(0);
    expect(await storedViews(car.id)).toEqual({ [indiaToday()]: 2 });
  });
});

describe('startPageViewFlush', () => {
  it('adds what was counted once more when stopped, so a shutdown loses no views', async () => {
    const car = await createCar(db);
    const counter = createPageViewCounter();
    const log = { error: vi.fn() };
    const stop = startPageViewFlush(db, log, counter);
    counter.count(car.id);
    await stop();
    expect(await storedViews(car.id)).toEqual({ [indiaToday()]: 1 });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed flush and keeps the views', async () => {
    const counter = createPageViewCounter();
    const log = { error: vi.fn() };
    const down = { execute: () => Promise.reject(new Error('timeout')) } as unknown as Database;
    const stop = startPageViewFlush(down, log, counter);
    counter.count('0b6f8a34-9a9e-4f7e-8f55-1b7d7cf1a001');
    await stop();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ waiting: 1 }),
      expect.stringContaining('car page views'),
    );
    expect(counter.size).toBe(1);
  });
});

describe('views of GET /api/cars/:id', () => {
  /** Empties the instance's counter of what earlier tests counted. */
  const settle = () => flushPageViews(db);

  it('counts each answer for a listed car, a 304 revalidation too, and reaches the table', async () => {
    await settle();
    const car = await createCar(db);
    const url = `/api/cars/${car.id}`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const revalidated = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // Counted in memory: nothing is written by the request itself.
    expect(await storedViews(car.id)).toEqual({});

    await flushPageViews(db);
    expect(await storedViews(car.id)).toEqual({ [indiaToday()]: 3 });
  });

  it('counts no view of a car the storefront does not show, of an unknown id, or a HEAD', async () => {
    await settle();
    const draft = await createCar(db, { status: 'draft' });
    const pendingCompany = await createTravelCompany(db, { status: 'pending' });
    const ofPendingCompany = await createCar(db, { travelCompanyId: pendingCompany.id });
    const listed = await createCar(db);

    for (const id of [draft.id, ofPendingCompany.id, '0b6f8a34-9a9e-4f7e-8f55-1b7d7cf1a002']) {
      expect((await app.inject({ method: 'GET', url: `/api/cars/${id}` })).statusCode).toBe(404);
    }
    const head = await app.inject({ method: 'HEAD', url: `/api/cars/${listed.id}` });
    expect(head.statusCode).toBe(200);
    expect(carPageViewCounter.size).toBe(0);

    await flushPageViews(db);
    const anyViews = await db
      .select({ carId: carPageViews.carId })
      .from(carPageViews)
      .where(eq(carPageViews.day, indiaToday()));
    const counted = new Set(anyViews.map((row) => row.carId));
    for (const id of [draft.id, ofPendingCompany.id, listed.id])
      expect(counted.has(id)).toBe(false);
  });
});
