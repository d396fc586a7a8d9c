/**
 * API under load: autocannon on loopback against the built server. Every endpoint run
 * is paired with a run of the baseline route just before it (the same car list bytes from
 * memory, on the same server), and the throughput is reported as the ratio of the two, so a
 * busy shared machine slows both sides of the ratio alike. Figures are medians over the rounds.
 */
import autocannon, { type Request, type Result } from 'autocannon';
import { COMPANIES, DEMO_OPERATOR, DEMO_USER } from '../../src/server/db/seed/data.js';
import { AUDIT_LOG_ENTRIES } from './audit-log.js';
import type { RunningServer } from './server.js';
import { median, round } from './stats.js';
import { statementMonth } from './statement-month.js';

/** The category page's own call (`/prime` in the default city, docs/product/storefront.md#pages-and-routes). */
export const CAR_LIST_QUERY = 'city=Vijayawada&category=prime&service_type=rental&limit=6';

export interface LoadSettings {
  connections: number;
  seconds: number;
  rounds: number;
  warmupSeconds: number;
}

export interface CarSample {
  carId: string;
  companyId: string;
}

export interface EndpointFigures {
  name: EndpointName;
  label: string;
  /** Requests per second, median of the rounds. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** The worst p99 of any round. */
  maxP99Ms: number;
  /** rps / baseline rps of the same round, median of the rounds. */
  ratio: number;
  baselineRps: number;
  baselineP99Ms: number;
  requests: number;
  errors: number;
  rounds: { rps: number; p50Ms: number; p99Ms: number; baselineRps: number; ratio: number }[];
}

export type EndpointName =
  | 'carList'
  | 'carListRefined'
  | 'carDetail'
  | 'carPage'
  | 'blogs'
  | 'comments'
  | 'partnerStats'
  | 'partnerStatement'
  | 'commissionInvoice'
  | 'adminAudit'
  | 'adminMetrics'
  | 'quote'
  | 'carListTrip'
  | 'quoteRoute'
  | 'writeMix';

interface Scenario {
  name: EndpointName;
  label: string;
  requests: () => Request[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * The console's audit log as an operator reads it: the first page, by role, a search that finds
 * a quarter of the entries, and a longer page of one kind. (A search that finds almost nothing
 * reads the whole log: the text is not indexed.)
 */
const AUDIT_QUERIES = ['', '?role=partner', '?q=availability', '?recordType=car&limit=50'];

/**
 * The car list as customers refine it: a city, one refinement and an order, drawn at random
 * from 120 combinations, so the run sees first answers (counted and sorted by the database) as
 * well as cached ones.
 */
const REFINED_CITIES = ['Vijayawada', 'Guntur', 'Hyderabad', 'Visakhapatnam', 'Tirupati'];
/** Places every city has a route to, as the places data holds them. */
const ROUTE_PLACES = ['tirumala', 'srisailam', 'araku-valley', 'bengaluru', 'chennai', 'warangal'];

/** A trip of one to three days starting 3 to 30 days from now, on the hour. */
function tripWindow() {
  const hour = 3_600_000;
  const pickup =
    Math.ceil(Date.now() / hour) * hour + (72 + Math.floor(Math.random() * 650)) * hour;
  const back = pickup + (24 + Math.floor(Math.random() * 48)) * hour;
  return { pickupAt: new Date(pickup).toISOString(), returnAt: new Date(back).toISOString() };
}
const REFINEMENTS = [
  'fuel=Diesel',
  'min_seats=6',
  'ac=true',
  'min_price=2000&max_price=2999',
  'language=Hindi',
  'fuel=Petrol',
];
const ORDERS = ['newest', 'price_low', 'price_high', 'rating'];

function scenarios(
  cars: CarSample[],
  user: { email: string; password: string; token: string },
  partner: { token: string; cars: number },
  operator: { token: string },
  bookable: string[],
): Scenario[] {
  let accounts = 0;
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  const json = { 'content-type': 'application/json' };
  return [
    {
      name: 'carList',
      label: `GET /api/cars?${CAR_LIST_QUERY}`,
      requests: () => [{ method: 'GET', path: `/api/cars?${CAR_LIST_QUERY}` }],
    },
    {
      name: 'carListRefined',
      label: 'GET /api/cars refined and ordered (city × refinement × order, 120 combinations)',
      requests: () => [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/cars?city=${pick(REFINED_CITIES)}&${pick(REFINEMENTS)}&sort=${pick(ORDERS)}&limit=24`,
          }),
        },
      ],
    },
    {
      name: 'carDetail',
      label: `GET /api/cars/{id}, random ids over the storefront's ${cars.length.toLocaleString('en-US')} cars`,
      requests: () => [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/api/cars/${pick(cars).carId}` }),
        },
      ],
    },
    {
      // A car's page as a browser's first visit asks for it: HTML drawn on the server, no
      // validator, no cookie. Random ids over the whole sample mostly miss the instance's few
      // hundred kept pages, so this measures the drawing more than the keeping.
      name: 'carPage',
      label: `GET /car/{id} (HTML), random ids over the storefront's ${cars.length.toLocaleString('en-US')} cars`,
      requests: () => [
        {
          method: 'GET',
          headers: { accept: 'text/html' },
          setupRequest: (request) => ({ ...request, path: `/car/${pick(cars).carId}` }),
        },
      ],
    },
    {
      name: 'blogs',
      label: 'GET /api/blogs/all',
      requests: () => [{ method: 'GET', path: '/api/blogs/all' }],
    },
    {
      name: 'comments',
      label: 'GET /api/comments',
      requests: () => [{ method: 'GET', path: '/api/comments' }],
    },
    {
      // The partner dashboard's call, as the demo partner reloading it: its company holds its
      // share of the bulk cars, thousands, where a real travel company has tens.
      name: 'partnerStats',
      label: `GET /api/partner/stats, the demo partner (${partner.cars.toLocaleString('en-US')} cars)`,
      requests: () => [
        {
          method: 'GET',
          path: '/api/partner/stats',
          headers: { authorization: `Bearer ${partner.token}` },
        },
      ],
    },
    {
      // The partner's Earnings page: last month's statement, thousands of trips listed.
      name: 'partnerStatement',
      label: `GET /api/partner/statements?month=${statementMonth()}, the demo partner's busy month`,
      requests: () => [
        {
          method: 'GET',
          path: `/api/partner/statements?month=${statementMonth()}`,
          headers: { authorization: `Bearer ${partner.token}` },
        },
      ],
    },
    {
      // Saarthi's commission invoice of that month as the partner downloads it from Earnings,
      // again and again: issued by the first request (or the monthly run) and drawn once; an
      // issued invoice never changes, so later downloads read it and send the PDF kept.
      name: 'commissionInvoice',
      label: `GET /api/partner/statements/invoice.pdf?month=${statementMonth()}, the demo partner's busy month, downloaded again`,
      requests: () => [
        {
          method: 'GET',
          path: `/api/partner/statements/invoice.pdf?month=${statementMonth()}`,
          headers: { authorization: `Bearer ${partner.token}`, accept: 'application/pdf' },
        },
      ],
    },
    {
      // The operator console's audit log, newest first, filtered as an operator searches it.
      name: 'adminAudit',
      label: `GET /api/admin/audit over ${AUDIT_LOG_ENTRIES.toLocaleString('en-US')} entries: newest, by role, searched, by kind`,
      requests: () => [
        {
          method: 'GET',
          headers: { authorization: `Bearer ${operator.token}` },
          setupRequest: (request) => ({
            ...request,
            path: `/api/admin/audit${pick(AUDIT_QUERIES)}`,
          }),
        },
      ],
    },
    {
      // The console's metrics page: 30 India days of sign-ups, reveals, requests and
      // completions per city, read fresh on every request.
      name: 'adminMetrics',
      label: 'GET /api/admin/metrics?days=30, the whole marketplace',
      requests: () => [
        {
          method: 'GET',
          path: '/api/admin/metrics?days=30',
          headers: { authorization: `Bearer ${operator.token}` },
        },
      ],
    },
    {
      // The booking form's live quote as a customer changes the trip: a storefront car, a
      // rental or an outstation trip of 1 to 4 days, any distance.
      name: 'quote',
      label: `POST /api/quotes, ${bookable.length} storefront cars, rentals and outstation trips`,
      requests: () => [
        {
          method: 'POST',
          path: '/api/quotes',
          headers: json,
          setupRequest: (request) => {
            const pickup = Date.now() + (3 + Math.floor(Math.random() * 20)) * 86_400_000;
            const days = 1 + Math.floor(Math.random() * 4);
            return {
              ...request,
              body: JSON.stringify({
                carId: pick(bookable),
                tripType: Math.random() < 0.5 ? 'rental' : 'outstation',
                pickupAt: new Date(pickup).toISOString(),
                returnAt: new Date(pickup + days * 86_400_000 - 3_600_000).toISOString(),
                estimatedKm: 50 + Math.floor(Math.random() * 900),
              }),
            };
          },
        },
      ],
    },
    {
      // A searched trip: only the cars free for a window of one to three days within the next
      // month, each priced for it, in any city, the cheapest first half of the time.
      name: 'carListTrip',
      label:
        'GET /api/cars with a trip window (city × window × order), free cars priced for the trip',
      requests: () => [
        {
          method: 'GET',
          setupRequest: (request) => {
            const window = tripWindow();
            const order = Math.random() < 0.5 ? '&sort=trip_price' : '';
            return {
              ...request,
              path: `/api/cars?city=${pick(REFINED_CITIES)}&pickup_at=${encodeURIComponent(window.pickupAt)}&return_at=${encodeURIComponent(window.returnAt)}&km=${100 + Math.floor(Math.random() * 400)}${order}&limit=24`,
            };
          },
        },
      ],
    },
    {
      // The booking form's live quote of a trip to a place: the route's km, tolls and permits.
      name: 'quoteRoute',
      label: `POST /api/quotes to a place, ${bookable.length} storefront cars, outstation and one-way trips`,
      requests: () => [
        {
          method: 'POST',
          path: '/api/quotes',
          headers: json,
          setupRequest: (request) => {
            const window = tripWindow();
            return {
              ...request,
              body: JSON.stringify({
                carId: pick(bookable),
                tripType: Math.random() < 0.5 ? 'outstation' : 'one_way',
                to: pick(ROUTE_PLACES),
                pickupAt: window.pickupAt,
                returnAt: window.returnAt,
              }),
            };
          },
        },
      ],
    },
    {
      name: 'writeMix',
      label: 'write mix: register, login, feedback (1:1:1)',
      requests: () => [
        {
          method: 'POST',
          path: '/api/user/register',
          headers: json,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              userName: 'Bench Customer',
              userEmail: `bench-${tag}-${(accounts += 1)}@example.in`,
              usermobile: '9848012345',
              password: 'bench-password-1',
            }),
          }),
        },
        {
          method: 'POST',
          path: '/api/user/login',
          headers: json,
          body: JSON.stringify({ userEmail: user.email, password: user.password }),
        },
        {
          method: 'POST',
          path: '/api/feedback',
          headers: { ...json, authorization: `Bearer ${user.token}` },
          setupRequest: (request) => {
            const car = pick(cars);
            return {
              ...request,
              body: JSON.stringify({
                carId: car.carId,
                travelUserId: car.companyId,
                rating: 1 + Math.floor(Math.random() * 5),
                feedback: 'Benchmark ride: on time, clean car.',
              }),
            };
          },
        },
      ],
    },
  ];
}

async function run(
  url: string,
  requests: Request[],
  settings: LoadSettings,
  seconds: number,
): Promise<Result> {
  return autocannon({
    url,
    connections: settings.connections,
    duration: seconds,
    timeout: 10,
    requests,
  });
}

const failures = (result: Result) => result.errors + result.timeouts + result.non2xx;

/** A customer account for the write mix: login signs in as it, feedback is sent with its token. */
async function benchUser(url: string) {
  const email = `bench-user-${process.pid}-${Date.now().toString(36)}@example.in`;
  const password = 'bench-password-1';
  const response = await fetch(`${url}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: 'Bench Reviewer',
      userEmail: email,
      usermobile: '9848012345',
      password,
    }),
  });
  if (response.status !== 201)
    throw new Error(
      `Could not register the benchmark user: ${response.status} ${await response.text()}`,
    );
  const { token } = (await response.json()) as { token: string };
  return { email, password, token };
}

/** The demo partner (docs/product/marketplace.md#demo-accounts), signed in, with how many cars it runs. */
async function benchPartner(url: string) {
  const response = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: COMPANIES[0]!.owner.email, password: DEMO_USER.password }),
  });
  if (response.status !== 200)
    throw new Error(
      `Could not sign in as the demo partner: ${response.status} ${await response.text()}`,
    );
  const { token } = (await response.json()) as { token: string };
  const stats = await fetch(`${url}/api/partner/stats`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (stats.status !== 200)
    throw new Error(`The demo partner has no dashboard: ${stats.status} ${await stats.text()}`);
  const { carsByStatus } = (await stats.json()) as { carsByStatus: Record<string, number> };
  return { token, cars: Object.values(carsByStatus).reduce((sum, count) => sum + count, 0) };
}

/** The demo operator (docs/product/marketplace.md#demo-accounts), signed in. */
async function benchOperator(url: string) {
  const response = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: DEMO_OPERATOR.email, password: DEMO_USER.password }),
  });
  if (response.status !== 200)
    throw new Error(
      `Could not sign in as the demo operator: ${response.status} ${await response.text()}`,
    );
  const { token } = (await response.json()) as { token: string };
  return { token };
}

/** Cars a customer can book: the storefront's, from its own list. */
export async function storefrontCars(url: string): Promise<string[]> {
  const response = await fetch(`${url}/api/cars?city=Vijayawada&limit=50`);
  const { cars } = (await response.json()) as { cars: { _id: string; availability: boolean }[] };
  const ids = cars.filter((car) => car.availability).map((car) => car._id);
  if (ids.length === 0) throw new Error('The storefront lists no car to quote');
  return ids;
}

export async function measureApi(
  server: RunningServer,
  cars: CarSample[],
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<EndpointFigures[]> {
  const user = await benchUser(server.url);
  const partner = await benchPartner(server.url);
  const operator = await benchOperator(server.url);
  const all = scenarios(cars, user, partner, operator, await storefrontCars(server.url));
  const baseline: Request[] = [{ method: 'GET', path: `/api/__bench/baseline?${CAR_LIST_QUERY}` }];

  // Warm-up: JIT, connection pools and caches, as on a server that has been up a while.
  await run(server.url, baseline, settings, settings.warmupSeconds);
  for (const scenario of all)
    await run(server.url, scenario.requests(), settings, settings.warmupSeconds);

  const results = new Map<EndpointName, { endpoint: Result; baseline: Result }[]>();
  for (let roundIndex = 0; roundIndex < settings.rounds; roundIndex += 1) {
    for (const scenario of all) {
      const base = await run(server.url, baseline, settings, settings.seconds);
      const endpoint = await run(server.url, scenario.requests(), settings, settings.seconds);
      results.set(scenario.name, [
        ...(results.get(scenario.name) ?? []),
        { endpoint, baseline: base },
      ]);
      log(
        `  round ${roundIndex + 1}/${settings.rounds} ${scenario.name.padEnd(9)} ${Math.round(endpoint.requests.average)} req/s p99 ${endpoint.latency.p99} ms` +
          ` | baseline ${Math.round(base.requests.average)} req/s` +
          (failures(endpoint) ? ` | ${failures(endpoint)} failed` : ''),
      );
    }
  }

  return all.map(({ name, label }) => {
    const runs = results.get(name)!;
    const rounds = runs.map(({ endpoint, baseline: base }) => ({
      rps: endpoint.requests.average,
      p50Ms: endpoint.latency.p50,
      p99Ms: endpoint.latency.p99,
      baselineRps: base.requests.average,
      baselineP99Ms: base.latency.p99,
      ratio: endpoint.requests.average / base.requests.average,
    }));
    return {
      name,
      label,
      rps: round(median(rounds.map((r) => r.rps)), 0),
      p50Ms: median(rounds.map((r) => r.p50Ms)),
      p99Ms: median(rounds.map((r) => r.p99Ms)),
      maxP99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
      ratio: round(median(rounds.map((r) => r.ratio)), 3),
      baselineRps: round(median(rounds.map((r) => r.baselineRps)), 0),
      baselineP99Ms: median(rounds.map((r) => r.baselineP99Ms)),
      requests: runs.reduce((sum, { endpoint }) => sum + endpoint.requests.total!, 0),
      errors: runs.reduce(
        (sum, { endpoint, baseline: base }) => sum + failures(endpoint) + failures(base),
        0,
      ),
      rounds: rounds.map(({ baselineP99Ms: _omit, ...r }) => ({
        ...r,
        rps: round(r.rps, 0),
        baselineRps: round(r.baselineRps, 0),
        ratio: round(r.ratio, 3),
      })),
    };
  });
}

/** Mixed read traffic for the memory check: the calls a browsing customer makes. */
export function browsingRequests(cars: CarSample[]): Request[] {
  const cities = ['Vijayawada', 'Guntur', 'Hyderabad', 'Visakhapatnam', 'Tirupati'];
  const categories = ['regular', 'prime', 'luxury'];
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/api/cars?city=${pick(cities)}&category=${pick(categories)}&service_type=rental&limit=6`,
      }),
    },
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/api/cars/${pick(cars).carId}` }),
    },
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/api/cars?city=${pick(cities)}&limit=24&page=${1 + Math.floor(Math.random() * 20)}`,
      }),
    },
    { method: 'GET', path: '/api/blogs/all' },
    { method: 'GET', path: '/api/comments' },
  ];
}

export interface MemoryFigures {
  seconds: number;
  rssAt5sMb: number;
  rssAtEndMb: number;
  ratio: number;
  peakMb: number;
  requests: number;
  errors: number;
  samples: { second: number; rssMb: number }[];
}

/** Resident memory of a freshly started server under `seconds` of browsing traffic. */
export async function measureMemory(
  server: RunningServer,
  cars: CarSample[],
  settings: { connections: number; seconds: number },
): Promise<MemoryFigures> {
  const samples: { second: number; rssMb: number }[] = [];
  const started = Date.now();
  const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
  const timer = setInterval(() => {
    samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: mb(server.rss()) });
  }, 1000);
  const at5 = new Promise<number>((resolve) => setTimeout(() => resolve(server.rss()), 5000));
  const result = await autocannon({
    url: server.url,
    connections: settings.connections,
    duration: settings.seconds,
    timeout: 10,
    requests: browsingRequests(cars),
  });
  const atEnd = server.rss();
  clearInterval(timer);
  const rssAt5 = await at5;
  return {
    seconds: settings.seconds,
    rssAt5sMb: mb(rssAt5),
    rssAtEndMb: mb(atEnd),
    ratio: round(atEnd / rssAt5, 3),
    peakMb: Math.max(...samples.map((s) => s.rssMb), mb(atEnd)),
    requests: result.requests.total!,
    errors: failures(result),
    samples,
  };
}
