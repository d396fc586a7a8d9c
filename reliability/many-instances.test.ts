import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from './cluster.js';
import { runLoad, statusCounts, type PlannedRequest } from './load.js';

// docs/product/marketplace.md#many-instances: two instances behind HAProxy on one PostgreSQL and one Redis
// behave as one service, survive the database going away, and stop without losing a request.

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
});

interface CarSummary {
  _id: string;
  user: { _id: string; rating: number };
}

async function json<T>(response: Response): Promise<T> {
  expect(response.ok, `${response.url}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

async function register(baseUrl: string, name: string): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const response = await fetch(`${baseUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: name,
      userEmail: `${name.toLowerCase()}.${stamp}@example.in`,
      usermobile: '9848012345',
      password: 'Reliable#Journey2026',
    }),
  });
  return (await json<{ token: string }>(response)).token;
}

const LIST = '/api/cars?city=Guntur&category=regular&service_type=rental&limit=12';

describe('two instances behind a load balancer', () => {
  it('read on one what was written through the other, on the next request, cached list included', async () => {
    const [a, b] = cluster.instances;
    const token = await register(a.url, 'Lakshmi');
    // Warm b's cache of the list.
    const before = (await json<{ cars: CarSummary[] }>(await fetch(`${b.url}${LIST}`))).cars;
    const car = before[0]!;
    await json(await fetch(`${b.url}${LIST}`));

    const review = await fetch(`${a.url}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        travelUserId: car.user._id,
        carId: car._id,
        rating: 1,
        feedback: 'Reliability suite: late pickup.',
      }),
    });
    expect(review.status).toBeLessThan(300);

    const after = (await json<{ cars: CarSummary[] }>(await fetch(`${b.url}${LIST}`))).cars;
    const sameCar = after.find((candidate) => candidate._id === car._id)!;
    expect(sameCar.user.rating).toBeLessThan(car.user.rating);
    // And b knows the customer a signed up, with a's token.
    expect(
      (await fetch(`${b.url}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200);
  });

  it('serve through one an image uploaded through the other', async () => {
    const [a, b] = cluster.instances;
    const token = await register(a.url, 'Farooq');
    // The smallest valid PNG: one transparent pixel.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('car_image', new Blob([png], { type: 'image/png' }), 'pixel.png');
    const uploaded = await json<{ car_image_url: string }>(
      await fetch(`${a.url}/api/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }),
    );
    const served = await fetch(`${b.url}${uploaded.car_image_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('etag')).toBeTruthy();
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const again = await fetch(`${a.url}${uploaded.car_image_url}`, {
      headers: { 'if-none-match': served.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('count one rate limit for a client, whichever instance answers', async () => {
    // Both instances again, with a limit of 3 writes a minute (the load tests need a high one).
    for (const instance of cluster.instances) {
      await instance.terminate();
      await instance.start({ RATE_LIMIT_MAX: '3' });
    }
    await sleep(1_000); // the balancer sees both ready again
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${cluster.balancer.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userEmail: 'nobody@example.in', password: 'not-the-password' }),
      });
      statuses.push(response.status);
    }
    // Round robin sends them to both; alone, each would have allowed 3.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    for (const instance of cluster.instances) {
      await instance.terminate();
      await instance.start();
    }
    await sleep(1_000);
  }, 60_000);

  it('answer only 2xx or 503 while the database stops and starts, recover within 5 s, and keep every acknowledged write', async () => {
    const car = (await json<{ cars: CarSummary[] }>(await fetch(`${cluster.balancer.url}${LIST}`)))
      .cars[0]!;
    const filters = ['Vijayawada', 'Guntur', 'Hyderabad', 'Visakhapatnam', 'Tirupati'].flatMap(
      (city) =>
        ['regular', 'prime', 'luxury'].map(
          (category) => `/api/cars?city=${city}&category=${category}&service_type=rental`,
        ),
    );
    let restartedAt = 0;
    const next = (index: number): PlannedRequest => {
      if (index % 10 === 0) {
        const tag = `reliability-${Date.now()}-${index}`;
        return {
          method: 'POST',
          path: '/api/contact',
          body: { name: 'Load Test', email: 'load@example.in', message: tag },
          tag,
        };
      }
      if (index % 4 === 0) return { method: 'GET', path: `/api/cars/${car._id}` };
      return { method: 'GET', path: filters[index % filters.length]! };
    };
    const outcomes = await runLoad({
      baseUrl: cluster.balancer.url,
      perSecond: 200,
      durationMs: 20_000,
      next,
      onSecond(second) {
        if (second === 5) cluster.database.stop();
        if (second === 10) {
          cluster.database.start();
          restartedAt = Date.now();
        }
      },
    });

    const counts = statusCounts(outcomes);
    const unexpected = outcomes.filter(
      ({ status }) => !(status >= 200 && status < 300) && status !== 503,
    );
    expect(unexpected, JSON.stringify(counts)).toEqual([]);
    expect(counts[503] ?? 0, 'the outage was felt').toBeGreaterThan(0);
    // Recovered: nothing failed that was sent more than 5 s after the database was back.
    const lateFailures = outcomes.filter(
      ({ status, sentAt }) => status === 503 && sentAt > restartedAt + 5_000,
    );
    expect(lateFailures, JSON.stringify(counts)).toEqual([]);
    expect(
      outcomes.filter(({ sentAt, status }) => sentAt > restartedAt + 5_000 && status === 200)
        .length,
    ).toBeGreaterThan(100);

    const acknowledged = outcomes
      .filter(({ tag, status }) => tag && status >= 200 && status < 300)
      .map(({ tag }) => tag!);
    expect(acknowledged.length).toBeGreaterThan(100);
    const stored = await cluster.database.query<{ message: string }>(
      `select message from contact_messages where message like 'reliability-%'`,
    );
    const storedMessages = new Set(stored.map(({ message }) => message));
    expect(acknowledged.filter((tag) => !storedMessages.has(tag))).toEqual([]);
  }, 90_000);

  it('lose no request when an instance is stopped under load', async () => {
    const [a] = cluster.instances;
    let exitCode: Promise<number | null> | undefined;
    const outcomes = await runLoad({
      baseUrl: cluster.balancer.url,
      perSecond: 150,
      durationMs: 8_000,
      next: (index) =>
        index % 5 === 0
          ? {
              method: 'POST',
              path: '/api/contact',
              body: { name: 'Drain Test', email: 'drain@example.in', message: `drain-${index}` },
            }
          : { method: 'GET', path: LIST },
      onSecond(second) {
        if (second === 2) exitCode = a.terminate();
      },
    });
    const counts = statusCounts(outcomes);
    expect(
      outcomes.filter(({ status }) => status < 200 || status >= 300),
      JSON.stringify(counts),
    ).toEqual([]);
    expect(await exitCode).toBe(0);
    await a.start();
  }, 60_000);
});
