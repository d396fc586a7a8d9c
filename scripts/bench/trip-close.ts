/**
 * Closing trips (docs/product/trips-and-money.md#the-bill and #the-tax-invoice), on PostgreSQL:
 * many trips of one company under way at once are completed by the company over a few
 * connections, so each completion works out its bill and takes the company's next invoice number
 * while others wait on the same counter; then their invoices are downloaded as PDFs. The figures
 * are the completions' and the downloads' p99, and, read from the database afterwards, whether
 * the invoice numbers run without gaps or repeats.
 */
import pg from 'pg';
import { COMPANIES, DEMO_USER } from '../../src/server/db/seed/data.js';
import type { BenchDatabase } from './databases.js';
import type { RunningServer } from './server.js';
import { percentile } from './stats.js';

export interface TripCloseSettings {
  /** Trips under way, each with a car of its own, completed once each. */
  trips: number;
  connections: number;
  /** Invoice downloads, spread over the completed trips, over `invoiceConnections`. */
  invoices: number;
  /**
   * Drawing a PDF is CPU work: at 10 connections on two cores a download mostly waits for the
   * nine drawn before it, so generation is read at the concurrency of a busy company's office.
   */
  invoiceConnections: number;
}

export interface TripCloseFigures {
  trips: number;
  connections: number;
  completed: number;
  completeP99Ms: number;
  completeP50Ms: number;
  invoices: number;
  invoiceConnections: number;
  invoiceErrors: number;
  invoiceP99Ms: number;
  invoiceP50Ms: number;
  /** Invoice numbers issued that are not the sequence 1…n of the company's year: must be 0. */
  numberingFaults: number;
}

const HOUR = 3_600_000;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `task` for every item over `connections` workers, timing each; answers the latencies. */
async function overConnections<T>(
  items: readonly T[],
  connections: number,
  task: (item: T) => Promise<boolean>,
): Promise<{ latencies: number[]; failures: number }> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const started = performance.now();
        const ok = await task(item).catch(() => false);
        latencies.push(performance.now() - started);
        if (!ok) failures += 1;
      }
    }),
  );
  return { latencies, failures };
}

/**
 * One trip brought under way through the API (booked, accepted, started with its code), then
 * copied in the database onto cars of its own, so that many trips of one company are under way
 * at once as on a busy evening.
 */
async function tripsUnderWay(
  url: string,
  client: pg.Client,
  partnerToken: string,
  count: number,
): Promise<string[]> {
  const owner = COMPANIES[0]!.owner.email;
  const { rows: fleet } = await client.query<{ car_id: string; driver_id: string }>(
    `select c.id as car_id, d.id as driver_id
       from users u
       join travel_companies t on t.owner_user_id = u.id
       join cars c on c.travel_company_id = t.id and c.status = 'live'
       join drivers d on d.travel_company_id = t.id and d.status = 'verified'
      where u.email = $1
        and not exists (select 1 from bookings b where b.car_id = c.id or b.driver_id = d.id)
      limit 1`,
    [owner],
  );
  const template = fleet[0];
  if (!template)
    throw new Error('The demo partner has no live car and verified driver without bookings');

  const customer = await json<{ token: string }>(
    await fetch(`${url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: 'Closing Customer',
        userEmail: `close-${process.pid}-${Date.now().toString(36)}@example.in`,
        usermobile: '9848012345',
        password: 'bench-password-1',
      }),
    }),
    'Could not register the customer',
  );
  const pickup = Date.now() + 96 * HOUR;
  const { booking } = await json<{ booking: { _id: string } }>(
    await fetch(`${url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({
        carId: template.car_id,
        tripType: 'rental',
        pickupAt: new Date(pickup).toISOString(),
        returnAt: new Date(pickup + 10 * HOUR).toISOString(),
        estimatedKm: 120,
        pickupAddress: 'Benz Circle, Vijayawada',
        passengers: 2,
      }),
    }),
    'Could not book the template trip',
  );
  const partner = { 'content-type': 'application/json', authorization: `Bearer ${partnerToken}` };
  await json(
    await fetch(`${url}/api/partner/bookings/${booking._id}/accept`, {
      method: 'POST',
      headers: partner,
      body: JSON.stringify({ driverId: template.driver_id }),
    }),
    'Could not accept the template trip',
  );
  // Its pickup brought to half an hour from now, so the driver may start it.
  const { rows: moved } = await client.query<{ start_code: string }>(
    `update bookings
        set pickup_at = now() + interval '30 minutes', return_at = now() + interval '10 hours 30 minutes'
      where id = $1 returning start_code`,
    [booking._id],
  );
  await json(
    await fetch(`${url}/api/partner/bookings/${booking._id}/start`, {
      method: 'POST',
      headers: partner,
      body: JSON.stringify({ code: moved[0]!.start_code, odometerKm: 42_180 }),
    }),
    'Could not start the template trip',
  );

  // Copies of the car and the driver (each trip holds a car and a driver of its own) and of the
  // trip, every column kept but the keys. The bookings' insert trigger takes each copy's car as
  // the API would.
  // A car's generated columns are the database's to write, so the copy names the others.
  const { rows: written } = await client.query<{ name: string }>(
    `select quote_ident(column_name) as name from information_schema.columns
      where table_name = 'cars' and table_schema = current_schema() and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  const carColumns = written.map((column) => column.name).join(', ');
  const { rows: cars } = await client.query<{ id: string }>(
    `insert into cars (${carColumns})
     select ${carColumns} from (
       select (jsonb_populate_record(null::cars, to_jsonb(c) || jsonb_build_object(
                 'id', gen_random_uuid(),
                 'registration_number', 'AP16CZ' || lpad(i::text, 4, '0')))).*
         from cars c, generate_series(1, $2::int) i
        where c.id = $1) copied
     returning id`,
    [template.car_id, count - 1],
  );
  const { rows: drivers } = await client.query<{ id: string }>(
    `insert into drivers
     select (jsonb_populate_record(null::drivers, to_jsonb(d) || jsonb_build_object(
               'id', gen_random_uuid(),
               'licence_hash', d.licence_hash || '-' || i))).*
       from drivers d, generate_series(1, $2::int) i
      where d.id = $1
     returning id`,
    [template.driver_id, count - 1],
  );
  await client.query(
    `insert into bookings
     select (jsonb_populate_record(null::bookings, to_jsonb(b) || jsonb_build_object(
               'id', gen_random_uuid(),
               'car_id', pair.car_id,
               'driver_id', pair.driver_id,
               'reference', b.reference || '-' || pair.n,
               'idempotency_key', null))).*
       from bookings b,
            unnest($2::uuid[], $3::uuid[]) with ordinality as pair(car_id, driver_id, n)
      where b.id = $1`,
    [booking._id, cars.map((car) => car.id), drivers.map((driver) => driver.id)],
  );
  const { rows: trips } = await client.query<{ id: string }>(
    `select id from bookings where customer_user_id = (select customer_user_id from bookings where id = $1)
        and status = 'in_progress'`,
    [booking._id],
  );
  return trips.map((trip) => trip.id);
}

export async function measureTripClose(
  server: RunningServer,
  database: BenchDatabase,
  settings: TripCloseSettings,
  log: (line: string) => void,
): Promise<TripCloseFigures> {
  const client = new pg.Client({ connectionString: database.databaseUrl! });
  await client.connect();
  try {
    const { token } = await json<{ token: string }>(
      await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userEmail: COMPANIES[0]!.owner.email,
          password: DEMO_USER.password,
        }),
      }),
      'Could not sign in as the demo partner',
    );
    // A few more than are timed: the first completions and downloads warm the server up.
    const warmup = settings.connections * 2;
    const all = await tripsUnderWay(server.url, client, token, settings.trips + warmup);
    log(`  ${all.length} trips under way`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const complete = async (id: string) => {
      const response = await fetch(`${server.url}/api/partner/bookings/${id}/complete`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          odometerKm: 42_330,
          expenses: [{ kind: 'toll', amount: 150, note: 'Keesara plaza' }],
        }),
      });
      await response.arrayBuffer();
      return response.status === 200;
    };
    const download = async (id: string) => {
      const response = await fetch(`${server.url}/api/partner/bookings/${id}/invoice`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = Buffer.from(await response.arrayBuffer());
      return response.status === 200 && body.subarray(0, 5).toString() === '%PDF-';
    };
    const warming = all.slice(0, warmup);
    const trips = all.slice(warmup);
    await overConnections(warming, settings.connections, complete);
    await overConnections(warming, settings.invoiceConnections, download);

    const completing = await overConnections(trips, settings.connections, complete);
    const downloads = Array.from({ length: settings.invoices }, (_, i) => trips[i % trips.length]!);
    const invoicing = await overConnections(downloads, settings.invoiceConnections, download);

    // The invoices of the company's year: the sequences issued must be exactly 1…n.
    const { rows } = await client.query<{ issued: string; highest: string; distinct: string }>(
      `select count(*) as issued, max(sequence) as highest, count(distinct sequence) as distinct
         from tax_documents
        where kind = 'invoice' and booking_id = any($1::uuid[])`,
      [all],
    );
    const issued = Number(rows[0]?.issued ?? 0);
    const { rows: year } = await client.query<{ issued: string; highest: string }>(
      `select count(*) as issued, coalesce(max(sequence), 0) as highest
         from tax_documents d
        where kind = 'invoice'
          and (travel_company_id, financial_year) in
              (select travel_company_id, financial_year from tax_documents where booking_id = $1)`,
      [trips[0]],
    );
    const numberingFaults =
      Math.abs(Number(year[0]?.highest ?? 0) - Number(year[0]?.issued ?? 0)) +
      (issued - Number(rows[0]?.distinct ?? 0)) +
      (all.length - issued);

    return {
      trips: trips.length,
      connections: settings.connections,
      completed: trips.length - completing.failures,
      completeP99Ms: Math.round(percentile(completing.latencies, 99)),
      completeP50Ms: Math.round(percentile(completing.latencies, 50)),
      invoices: downloads.length,
      invoiceConnections: settings.invoiceConnections,
      invoiceErrors: invoicing.failures,
      invoiceP99Ms: Math.round(percentile(invoicing.latencies, 99)),
      invoiceP50Ms: Math.round(percentile(invoicing.latencies, 50)),
      numberingFaults,
    };
  } finally {
    await client.end();
  }
}
