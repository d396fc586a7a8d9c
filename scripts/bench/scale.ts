/**
 * Scale: the car list and car detail at several catalogue sizes. One database per size,
 * all open at once, measured in alternating rounds so that a busy moment on the machine hits
 * every size alike. Calls go through the cars repository (the API's data path below the answer
 * cache), so the figures are the database work that grows with the catalogue. EXPLAIN shows
 * which index serves each filter combination.
 */
import { join } from 'node:path';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CarListQuery } from '../../src/shared/contracts/cars.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { cars, travelCompanies } from '../../src/server/db/schema/index.js';
import { createCarsRepository } from '../../src/server/modules/cars/cars.repository.js';
import { freeFor, searchTrip, type SearchTrip } from '../../src/server/modules/cars/trip-search.js';
import { versionQueryOf } from '../../src/server/db/catalog-version.js';
import {
  createBenchDatabase,
  growTo,
  openBenchDatabase,
  seedDemo,
  type BenchDatabase,
  type DatabaseKind,
} from './databases.js';
import { median, percentile, round } from './stats.js';

export interface ScaleSettings {
  sizes: number[];
  rounds: number;
  /** Calls per filter combination (and for the detail) in each round. */
  callsPerRound: number;
}

type Filters = Pick<CarListQuery, 'city' | 'category' | 'service_type'>;

/** Every combination of the three filters: all are reachable from /allcars. */
export const FILTER_COMBINATIONS: { name: string; filters: Filters }[] = [
  { name: 'none', filters: {} },
  { name: 'city', filters: { city: 'Guntur' } },
  { name: 'category', filters: { category: 'luxury' } },
  { name: 'service', filters: { service_type: 'airport' } },
  { name: 'city+category', filters: { city: 'Guntur', category: 'luxury' } },
  { name: 'city+service', filters: { city: 'Guntur', service_type: 'airport' } },
  { name: 'category+service', filters: { category: 'prime', service_type: 'outstation' } },
  {
    name: 'city+category+service',
    filters: { city: 'Vijayawada', category: 'prime', service_type: 'rental' },
  },
  // Combinations with few or no cars: a plan that filters a wider index would read it to the end.
  { name: 'rare: category+service', filters: { category: 'luxury', service_type: 'airport' } },
  {
    name: 'rare: city+category+service',
    filters: { city: 'Tirupati', category: 'luxury', service_type: 'events' },
  },
];
const CATEGORY_PAGE = 'city+category+service';
const LIMIT = 6;

export interface PlanSummary {
  /** Index names the plan reads `cars` through. */
  indexes: string[];
  seqScan: boolean;
  sort: boolean;
  /** Rows of `cars` the plan actually read (EXPLAIN ANALYZE: returned plus filtered out). */
  rowsRead: number;
}

/** A page read touches a bounded number of rows, whatever the size of the catalogue. */
export const MAX_ROWS_READ = 1_000;

export interface SizeFigures {
  cars: number;
  seedMs: number;
  listMsByFilter: Record<string, number>;
  listMs: number;
  /** The category page searched with a trip window: free cars only, each priced. */
  tripListMs: number;
  /** Whether the window's busy check reads `car_busy` through an index, never the whole table. */
  busyIndexed: boolean;
  detailMs: number;
  detailP99Ms: number;
  plans: Record<string, PlanSummary>;
  detailPlan: PlanSummary;
}

export interface ScaleFigures {
  kind: DatabaseKind;
  sizes: SizeFigures[];
  /** Time per call at the largest size over time per call at the smallest, worst filter combination. */
  listRatioWorst: number;
  listRatioWorstFilter: string;
  listRatioCategoryPage: number;
  detailRatio: number;
  tripListRatio: number;
  seedLargestMs: number;
  allIndexed: boolean;
}

/**
 * A searched trip three to five days ahead, for a day and a half: the busy intervals the scale
 * seeds (a tenth of the cars blocked for a day or three within two months) overlap some of it.
 */
function searchedTrip(): { query: CarListQuery; trip: SearchTrip } {
  const hour = 3_600_000;
  const pickup = Math.ceil(Date.now() / hour) * hour + (72 + Math.floor(Math.random() * 48)) * hour;
  const query = {
    city: 'Vijayawada',
    category: 'prime',
    service_type: 'rental',
    trip_type: 'rental',
    pickup_at: new Date(pickup).toISOString(),
    return_at: new Date(pickup + 36 * hour).toISOString(),
    km: 200,
    sort: 'newest',
    limit: LIMIT,
    page: 1,
  } as CarListQuery;
  const trip = searchTrip(query, new Date(), () => {
    throw new Error('a rental goes to no place');
  });
  return { query, trip: trip! };
}

/** Maintenance blocks for a tenth of the cars, so that windows meet busy intervals. */
async function blockSomeCars(db: DatabaseHandle['db']): Promise<void> {
  await db.execute(sql`insert into car_blocks (car_id, starts_on, ends_on, reason)
    select id, current_date + s, current_date + s + (random() * 2)::int, 'Service'
    from (select id, (3 + random() * 60)::int as s from cars where random() < 0.1) picked`);
}

function listQuery(db: DatabaseHandle['db'], filters: Filters) {
  // The repository's query (cars.repository.ts), built here to be EXPLAINed.
  const where: SQL[] = [];
  if (filters.city) where.push(eq(cars.city, filters.city));
  if (filters.category) where.push(eq(cars.category, filters.category));
  if (filters.service_type) where.push(eq(cars.serviceType, filters.service_type));
  return db
    .select({ id: cars.id, company: travelCompanies.travelsName })
    .from(cars)
    .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
    .where(and(...where))
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(LIMIT + 1);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Every node of a query's plan (EXPLAIN ANALYZE), depth first. */
async function explainNodes(db: DatabaseHandle['db'], query: SQL): Promise<PlanNode[]> {
  const result = (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const raw = result.rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(plan[0]!.Plan);
  return nodes;
}

async function explain(
  db: DatabaseHandle['db'],
  query: SQL | ReturnType<typeof listQuery>,
): Promise<PlanSummary> {
  const result = (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const raw = result.rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const summary: PlanSummary = { indexes: [], seqScan: false, sort: false, rowsRead: 0 };
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] === 'cars') {
      if (node['Node Type'] === 'Seq Scan') summary.seqScan = true;
      if (node['Index Name'] && !summary.indexes.includes(node['Index Name']))
        summary.indexes.push(node['Index Name']);
      const perLoop =
        (node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0);
      summary.rowsRead += perLoop * (node['Actual Loops'] ?? 1);
    }
    if (node['Node Type'].includes('Sort')) summary.sort = true;
    node.Plans?.forEach(walk);
  };
  walk(plan[0]!.Plan);
  return summary;
}

async function timeCall(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

interface OpenSize {
  size: number;
  database: BenchDatabase;
  handle: DatabaseHandle;
  seedMs: number;
  ids: string[];
  listTimes: Map<string, number[]>;
  detailTimes: number[];
  tripTimes: number[];
}

export async function measureScale(
  kind: DatabaseKind,
  workDir: string,
  settings: ScaleSettings,
  log: (line: string) => void,
): Promise<ScaleFigures> {
  const open: OpenSize[] = [];
  try {
    for (const size of settings.sizes) {
      const database = await createBenchDatabase(
        kind,
        join(workDir, `scale-${kind}-${size}`),
        `scale_${size}`,
      );
      const handle = await openBenchDatabase(database);
      open.push({
        size,
        database,
        handle,
        seedMs: 0,
        ids: [],
        listTimes: new Map(),
        detailTimes: [],
        tripTimes: [],
      });
      const templates = await seedDemo(handle, database);
      const seedMs = await growTo(handle, size, templates);
      await blockSomeCars(handle.db);
      open[open.length - 1]!.seedMs = seedMs;
      // Ids from the whole catalogue, so detail calls hit cold rows as well as warm ones.
      const sample = (await handle.db.execute(
        sql`select id from cars order by random() limit 5000`,
      )) as unknown as { rows: { id: string }[] };
      open[open.length - 1]!.ids = sample.rows.map((row) => row.id);
      log(
        `  ${kind}: ${size.toLocaleString('en-US')} cars seeded in ${(seedMs / 1000).toFixed(1)} s`,
      );
    }

    for (let roundIndex = 0; roundIndex < settings.rounds; roundIndex += 1) {
      for (const entry of open) {
        const repository = createCarsRepository(entry.handle.db);
        const [version] = await versionQueryOf(entry.handle.db)(null);
        const versions = { catalog: BigInt(version!.catalog), ratings: BigInt(version!.ratings) };
        for (const { name, filters } of FILTER_COMBINATIONS) {
          const times = entry.listTimes.get(name) ?? [];
          for (let i = 0; i < settings.callsPerRound; i += 1) {
            times.push(
              await timeCall(() =>
                repository.list({
                  ...filters,
                  trip_type: 'rental',
                  sort: 'newest',
                  limit: LIMIT,
                  page: 1,
                }),
              ),
            );
          }
          entry.listTimes.set(name, times);
        }
        for (let i = 0; i < settings.callsPerRound; i += 1) {
          const id = entry.ids[Math.floor(Math.random() * entry.ids.length)]!;
          entry.detailTimes.push(await timeCall(() => repository.findById(id)));
        }
        for (let i = 0; i < settings.callsPerRound; i += 1) {
          const { query, trip } = searchedTrip();
          // As the route asks: with the catalogue version it read, so the kept counts, rate cards
          // and lists' first cars are read once, not per search.
          entry.tripTimes.push(await timeCall(() => repository.list(query, trip, versions)));
        }
      }
      log(`  ${kind}: round ${roundIndex + 1}/${settings.rounds} measured`);
    }

    const sizes: SizeFigures[] = [];
    for (const entry of open) {
      const plans: Record<string, PlanSummary> = {};
      for (const { name, filters } of FILTER_COMBINATIONS)
        plans[name] = await explain(entry.handle.db, listQuery(entry.handle.db, filters));
      // The query inside the car_detail function (migration 0003), which EXPLAIN cannot see into.
      const detailPlan = await explain(
        entry.handle.db,
        sql`select c.*, t.travels_name from cars c
          join travel_companies t on t.id = c.travel_company_id
          where c.id = ${entry.ids[0]!} limit 1`,
      );
      // The window's check alone, as the list writes it: one probe of the index per car read.
      const { trip } = searchedTrip();
      const busyPlan = await explainNodes(
        entry.handle.db,
        sql`select ${cars.id} from ${cars} where ${cars.city} = 'Vijayawada' and ${freeFor(trip)} limit ${LIMIT + 1}`,
      );
      const busyNodes = busyPlan.filter((node) => node['Relation Name'] === 'car_busy');
      const listMsByFilter = Object.fromEntries(
        [...entry.listTimes].map(([name, times]) => [name, round(median(times), 3)]),
      );
      sizes.push({
        cars: entry.size,
        seedMs: round(entry.seedMs, 0),
        listMsByFilter,
        listMs: round(median([...entry.listTimes.values()].flat()), 3),
        tripListMs: round(median(entry.tripTimes), 3),
        busyIndexed:
          busyNodes.length > 0 && busyNodes.every((node) => node['Node Type'] !== 'Seq Scan'),
        detailMs: round(median(entry.detailTimes), 3),
        detailP99Ms: round(percentile(entry.detailTimes, 99), 3),
        plans,
        detailPlan,
      });
    }

    const smallest = sizes[0]!;
    const largest = sizes[sizes.length - 1]!;
    let listRatioWorst = 0;
    let listRatioWorstFilter = '';
    for (const { name } of FILTER_COMBINATIONS) {
      const ratio = largest.listMsByFilter[name]! / smallest.listMsByFilter[name]!;
      if (ratio > listRatioWorst) {
        listRatioWorst = ratio;
        listRatioWorstFilter = name;
      }
    }
    const indexed = (plan: PlanSummary) =>
      !plan.seqScan && !plan.sort && plan.indexes.length > 0 && plan.rowsRead <= MAX_ROWS_READ;
    return {
      kind,
      sizes,
      listRatioWorst: round(listRatioWorst, 2),
      listRatioWorstFilter,
      listRatioCategoryPage: round(
        largest.listMsByFilter[CATEGORY_PAGE]! / smallest.listMsByFilter[CATEGORY_PAGE]!,
        2,
      ),
      detailRatio: round(largest.detailMs / smallest.detailMs, 2),
      tripListRatio: round(largest.tripListMs / smallest.tripListMs, 2),
      seedLargestMs: largest.seedMs,
      // At the largest size: on a few thousand rows the planner rightly prefers reading them all.
      allIndexed:
        Object.values(largest.plans).every(indexed) &&
        indexed(largest.detailPlan) &&
        largest.busyIndexed,
    };
  } finally {
    for (const entry of open) {
      await entry.handle.close().catch(() => undefined);
      await entry.database.drop().catch(() => undefined);
    }
  }
}
