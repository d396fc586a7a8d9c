/**
 * Booking contention (docs/product/trips-and-money.md#bookings): many customers race for a few cars at once, in
 * waves of overlapping trips, against the built server on PostgreSQL. What counts is that the
 * database lets no car be booked twice and that every refusal is a 409: the figures are the
 * answers by status and, read from the database afterwards, the overlapping active bookings.
 */
import pg from 'pg';
import type { BenchDatabase } from './databases.js';
import { storefrontCars } from './load.js';
import type { RunningServer } from './server.js';
import { percentile } from './stats.js';

export interface ContentionSettings {
  customers: number;
  cars: number;
  waves: number;
}

export interface ContentionFigures {
  customers: number;
  cars: number;
  requests: number;
  created: number;
  refused: number;
  /** Answers other than 201 and 409 (and network failures). */
  otherErrors: number;
  /** Pairs of active bookings of one car whose held times overlap: must be 0. */
  doubleBookings: number;
  p99Ms: number;
}

const HOUR = 3_600_000;

async function registerCustomers(url: string, count: number): Promise<string[]> {
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  const tokens: string[] = [];
  // A few at a time: registering hashes a password (argon2id), which is meant to be slow.
  for (let start = 0; start < count; start += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, async (_, offset) => {
        const response = await fetch(`${url}/api/user/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            userName: 'Racing Customer',
            userEmail: `race-${tag}-${start + offset}@example.in`,
            usermobile: '9848012345',
            password: 'bench-password-1',
          }),
        });
        if (response.status !== 201)
          throw new Error(`Could not register a racing customer: ${response.status}`);
        return ((await response.json()) as { token: string }).token;
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}

export async function measureContention(
  server: RunningServer,
  database: BenchDatabase,
  settings: ContentionSettings,
  log: (line: string) => void,
): Promise<ContentionFigures> {
  const cars = (await storefrontCars(server.url)).slice(0, settings.cars);
  const tokens = await registerCustomers(server.url, settings.customers);
  const statuses = new Map<number, number>();
  const latencies: number[] = [];

  for (let wave = 0; wave < settings.waves; wave += 1) {
    // Every customer at once: each asks for one of the cars, in one of four windows 6 hours
    // apart that each overlap the next, so most requests collide with several others.
    const base = Date.now() + (3 + wave * 3) * 24 * HOUR;
    const answers = await Promise.all(
      tokens.map(async (token, index) => {
        const pickup = base + ((index >> 2) % 4) * 6 * HOUR;
        const started = performance.now();
        try {
          const response = await fetch(`${server.url}/api/bookings`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              'idempotency-key': `race-${wave}-${index}-${process.pid}`,
            },
            body: JSON.stringify({
              carId: cars[index % cars.length],
              tripType: 'rental',
              pickupAt: new Date(pickup).toISOString(),
              returnAt: new Date(pickup + 10 * HOUR).toISOString(),
              estimatedKm: 120,
              pickupAddress: 'Benz Circle, Vijayawada',
              passengers: 2,
            }),
          });
          await response.arrayBuffer();
          return response.status;
        } catch {
          return 0;
        } finally {
          latencies.push(performance.now() - started);
        }
      }),
    );
    for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    log(
      `  wave ${wave + 1}/${settings.waves}: ${answers.filter((s) => s === 201).length} booked, ${answers.filter((s) => s === 409).length} refused`,
    );
  }

  const client = new pg.Client({ connectionString: database.databaseUrl! });
  await client.connect();
  try {
    const { rows } = await client.query<{ pairs: string }>(`
      select count(*) as pairs
      from bookings a join bookings b
        on a.car_id = b.car_id and a.id < b.id
       and tstzrange(a.pickup_at, a.held_until) && tstzrange(b.pickup_at, b.held_until)
      where a.status in ('requested', 'confirmed', 'in_progress')
        and b.status in ('requested', 'confirmed', 'in_progress')`);
    const requests = settings.customers * settings.waves;
    const created = statuses.get(201) ?? 0;
    const refused = statuses.get(409) ?? 0;
    return {
      customers: settings.customers,
      cars: cars.length,
      requests,
      created,
      refused,
      otherErrors: requests - created - refused,
      doubleBookings: Number(rows[0]?.pairs ?? 0),
      p99Ms: Math.round(percentile(latencies, 99)),
    };
  } finally {
    await client.end();
  }
}
