/**
 * Mixed traffic with writes, on PostgreSQL: customers browse car lists over many filters and
 * pages, open random car pages and their reviews, and a share of them write (a review or a
 * contact reveal). Measured twice with the same requests: on two instances behind HAProxy with
 * one Redis, as production runs, and on one instance alone, so the writes' cost is seen without
 * the balancer and the second instance. Each mix is measured in the same run as its read-only
 * mix, so the writes' cost is read against the read-only figures of the same machine.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { startLoadBalancer } from '../../reliability/load-balancer.js';
import type { BenchDatabase } from './databases.js';
import type { CarSample } from './load.js';
import { startServer, type RunningServer } from './server.js';
import { round } from './stats.js';

/** How the mixes are run against one address. */
export interface MixOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Percentages of writes to measure, 0 (read-only) first. */
  writeShares: number[];
}

export interface MixedSettings extends MixOptions {
  /**
   * The mixes on one instance without a balancer (seconds and warm-up as above). Missing in
   * results recorded before it was measured.
   */
  oneInstance?: { connections: number; writeShares: number[] };
}

export interface MixFigures {
  writesPercent: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  /** Car list answers over every instance during the run. */
  cache: { hits: number; rerated: number; misses: number; hitRate: number };
}

export interface MixedFigures {
  cars: number;
  instances: number;
  /** The balancer in front of the instances; null for one instance answering directly. */
  balancer: string | null;
  redis: boolean;
  connections: number;
  seconds: number;
  mixes: MixFigures[];
}

const CITIES = ['Vijayawada', 'Guntur', 'Hyderabad', 'Visakhapatnam', 'Tirupati'];
const CATEGORIES = ['regular', 'prime', 'luxury'];
const SERVICES = ['rental', 'outstation', 'airport', 'events'];
const CUSTOMERS = 20;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Most visitors stay on the first pages: page n with probability 2^-n, up to 30. */
const page = () => Math.min(30, 1 + Math.floor(-Math.log2(1 - Math.random())));

/**
 * A car list as the web app asks for it: half are category pages (a city, a category and a
 * service, six cars), half the all-cars page with any mix of filters or none, 24 cars a page,
 * mostly its first pages.
 */
function listPath(): string {
  const search = new URLSearchParams();
  if (Math.random() < 0.5) {
    search.set('city', pick(CITIES));
    search.set('category', pick(CATEGORIES));
    search.set('service_type', pick(SERVICES));
    search.set('limit', '6');
  } else {
    if (Math.random() < 0.8) search.set('city', pick(CITIES));
    if (Math.random() < 0.7) search.set('category', pick(CATEGORIES));
    if (Math.random() < 0.4) search.set('service_type', pick(SERVICES));
    search.set('limit', '24');
    search.set('page', String(page()));
  }
  return `/api/cars?${search}`;
}

/**
 * One request per call, drawn at random: 60 % car lists, 35 % car pages, the rest the car page's
 * reviews, of which `writesPercent` points are writes instead (reviews and reveals, half each).
 */
function mixedRequest(cars: CarSample[], tokens: string[], writesPercent: number): Request {
  // Drawn beforehand: the load generator shares the machine's cores with what it measures.
  const lists = Array.from({ length: 8192 }, listPath);
  const carPaths = cars.map((car) => `/api/cars/${car.carId}`);
  return {
    setupRequest: (request) => {
      const roll = Math.random() * 100;
      const read = (path: string) => ({
        ...request,
        method: 'GET',
        path,
        headers: {},
        body: undefined,
      });
      if (roll < 60) return read(pick(lists));
      if (roll < 95) return read(pick(carPaths));
      const car = pick(cars);
      if (roll < 100 - writesPercent) return read(`/api/feedback?carId=${car.carId}`);
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${pick(tokens)}`,
      };
      if (Math.random() < 0.5)
        return {
          ...request,
          method: 'POST',
          path: '/api/feedback',
          headers,
          body: JSON.stringify({
            carId: car.carId,
            travelUserId: car.companyId,
            rating: 1 + Math.floor(Math.random() * 5),
            feedback: 'Benchmark ride: on time, clean car.',
          }),
        };
      return {
        ...request,
        method: 'POST',
        path: '/api/queries',
        headers,
        body: JSON.stringify({ carId: car.carId, travelUserId: car.companyId }),
      };
    },
  };
}

async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function haproxyVersion(): string {
  try {
    const output = execFileSync('haproxy', ['-v'], { encoding: 'utf8' });
    const version = /version (\S+)/.exec(output)?.[1];
    return version ? `HAProxy ${version}` : 'HAProxy';
  } catch {
    throw new Error('HAProxy is missing: apt-get install -y haproxy (or skip with --only)');
  }
}

async function customers(url: string): Promise<string[]> {
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  const tokens: string[] = [];
  for (let n = 1; n <= CUSTOMERS; n += 1) {
    const response = await fetch(`${url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: `Bench Customer ${n}`,
        userEmail: `bench-mixed-${tag}-${n}@example.in`,
        usermobile: '9848012345',
        password: 'bench-password-1',
      }),
    });
    if (response.status !== 201)
      throw new Error(`Could not register a customer: ${response.status} ${await response.text()}`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
}

type CacheCounts = Omit<MixFigures['cache'], 'hitRate'>;

async function cacheCounts(servers: RunningServer[]): Promise<CacheCounts> {
  const total: CacheCounts = { hits: 0, rerated: 0, misses: 0 };
  for (const server of servers) {
    const counts = (await (await fetch(`${server.url}/api/__bench/metrics`)).json()) as Record<
      string,
      number
    >;
    total.hits += counts.car_list_cache_hit ?? 0;
    total.rerated += counts.car_list_cache_rerated ?? 0;
    total.misses += counts.car_list_cache_miss ?? 0;
  }
  return total;
}

const failures = (result: Result) => result.errors + result.timeouts + result.non2xx;

/** Each mix in turn against `url` after one warm-up, with the list cache's counts of `servers`. */
async function measureMixes(
  url: string,
  servers: RunningServer[],
  cars: CarSample[],
  options: MixOptions,
  log: (line: string) => void,
): Promise<MixFigures[]> {
  const tokens = await customers(url);
  const run = (writesPercent: number, seconds: number) =>
    autocannon({
      url,
      connections: options.connections,
      duration: seconds,
      timeout: 10,
      requests: [mixedRequest(cars, tokens, writesPercent)],
    });

  // Warm-up: JIT, pools and the first pages of the cache, as on servers up a while.
  await run(options.writeShares.at(-1) ?? 0, options.warmupSeconds);

  const mixes: MixFigures[] = [];
  for (const writesPercent of options.writeShares) {
    const before = await cacheCounts(servers);
    const result = await run(writesPercent, options.seconds);
    const after = await cacheCounts(servers);
    const hits = after.hits - before.hits;
    const rerated = after.rerated - before.rerated;
    const misses = after.misses - before.misses;
    const lists = hits + rerated + misses;
    const figures: MixFigures = {
      writesPercent,
      rps: round(result.requests.average, 0),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total!,
      errors: failures(result),
      cache: { hits, rerated, misses, hitRate: lists ? round((hits + rerated) / lists, 3) : 0 },
    };
    mixes.push(figures);
    log(
      `  ${String(writesPercent).padStart(2)} % writes: ${figures.rps} req/s, p99 ${figures.p99Ms} ms, ` +
        `list cache ${(figures.cache.hitRate * 100).toFixed(1)} % (${rerated} re-rated)` +
        (figures.errors ? `, ${figures.errors} failed` : ''),
    );
  }
  return mixes;
}

/** Two instances behind HAProxy sharing the database, Redis (when reachable) and the secret. */
export async function measureMixed(
  appRoot: string,
  database: BenchDatabase,
  cars: CarSample[],
  settings: MixedSettings,
  log: (line: string) => void,
): Promise<MixedFigures> {
  const balancerName = haproxyVersion();
  const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
  const redis = await redisReachable(redisUrl);
  // What instances behind one balancer share: the database, Redis, the signing secret.
  const shared: Record<string, string> = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    ...(redis ? { REDIS_URL: redisUrl } : {}),
  };
  const servers: RunningServer[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'saarthi-bench-balancer-'));
  let balancer: Awaited<ReturnType<typeof startLoadBalancer>> | undefined;
  try {
    for (let n = 0; n < 2; n += 1) servers.push(await startServer(appRoot, database, shared));
    balancer = await startLoadBalancer(
      dir,
      servers.map((server, index) => ({
        name: `instance-${index + 1}`,
        port: Number(new URL(server.url).port),
      })),
    );
    return {
      cars: cars.length,
      instances: servers.length,
      balancer: balancerName,
      redis,
      connections: settings.connections,
      seconds: settings.seconds,
      mixes: await measureMixes(balancer.url, servers, cars, settings, log),
    };
  } finally {
    balancer?.stop();
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One instance answering the load generator directly, as a single-server deployment runs: rate
 * limits in its memory, no balancer, no Redis. Its read-only mix is the yardstick of its writes.
 */
export async function measureMixedOneInstance(
  appRoot: string,
  database: BenchDatabase,
  cars: CarSample[],
  settings: MixOptions,
  log: (line: string) => void,
): Promise<MixedFigures> {
  const server = await startServer(appRoot, database);
  try {
    return {
      cars: cars.length,
      instances: 1,
      balancer: null,
      redis: false,
      connections: settings.connections,
      seconds: settings.seconds,
      mixes: await measureMixes(server.url, [server], cars, settings, log),
    };
  } finally {
    await server.stop();
  }
}
