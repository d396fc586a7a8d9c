/**
 * `npm run bench`: the benchmark suite. Writes BENCHMARKS.md and bench/results/*.json.
 *
 *   npm run bench                       full suite (about 15–20 minutes on the shared 2-core box)
 *   npm run bench -- --quick            short smoke for CI; writes bench/results/quick-latest.json
 *   npm run bench -- --only api,web     some sections: api, mixed, memory, scale, bundle, web
 *   npm run bench -- --db postgres      some databases: pglite, postgres
 *   npm run bench -- --build            rebuild the app first (it is built when dist/ is missing)
 *   npm run bench -- --lighthouse-cpu=4 a fixed Lighthouse CPU slowdown instead of the calibrated one
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fillStatementMonth } from './statement-month.js';
import { fillAuditLog } from './audit-log.js';
import { analyzeBundle } from './bundle-size.js';
import { measureHomeScripts } from './home-scripts.js';
import {
  adminUrl,
  createBenchDatabase,
  dropAllCreated,
  growTo,
  openBenchDatabase,
  postgresAvailable,
  seedDemo,
  type BenchDatabase,
  type DatabaseKind,
} from './databases.js';
import { measureContention } from './contention.js';
import { checkHeaders } from './headers.js';
import { measurePages } from './lighthouse.js';
import { CAR_LIST_QUERY, measureApi, measureMemory, type CarSample } from './load.js';
import { measureMixed, measureMixedOneInstance } from './mixed.js';
import { evaluateBudgets, renderMarkdown, type BenchResults } from './report.js';
import { measureScale } from './scale.js';
import { SERVER_ENTRY, snapshotBuild, startServer } from './server.js';
import { measureTripClose } from './trip-close.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECTIONS = ['bundle', 'api', 'mixed', 'memory', 'scale', 'web'] as const;
type Section = (typeof SECTIONS)[number];

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    db: { type: 'string' },
    build: { type: 'boolean', default: false },
    'lighthouse-cpu': { type: 'string' },
  },
});

const quick = args.quick ?? false;
const settings: BenchResults['settings'] = quick
  ? {
      apiCars: 10_000,
      statementTrips: 1_000,
      load: { connections: 10, seconds: 2, rounds: 1, warmupSeconds: 1 },
      mixed: {
        connections: 10,
        seconds: 3,
        warmupSeconds: 1,
        writeShares: [0, 5],
        oneInstance: { connections: 10, writeShares: [0, 5] },
      },
      contention: { customers: 16, cars: 2, waves: 1 },
      tripClose: { trips: 40, connections: 10, invoices: 40, invoiceConnections: 4 },
      memory: { connections: 10, seconds: 10 },
      scale: { sizes: [1_000, 10_000], rounds: 1, callsPerRound: 10 },
      lighthouse: { runs: 1, paths: ['/'], cpu: 'calibrated' },
    }
  : {
      apiCars: 100_000,
      statementTrips: 10_000,
      load: { connections: 10, seconds: 5, rounds: 3, warmupSeconds: 2 },
      mixed: {
        connections: 50,
        seconds: 20,
        warmupSeconds: 5,
        writeShares: [0, 1, 5],
        oneInstance: { connections: 50, writeShares: [0, 5] },
      },
      contention: { customers: 60, cars: 3, waves: 3 },
      tripClose: { trips: 400, connections: 10, invoices: 400, invoiceConnections: 4 },
      memory: { connections: 10, seconds: 60 },
      scale: { sizes: [10_000, 100_000, 1_000_000], rounds: 3, callsPerRound: 40 },
      lighthouse: {
        runs: 3,
        paths: ['/', '/prime', '/car/{id}', '/blogs', '/tour-packages'],
        cpu: 'calibrated',
      },
    };
if (args['lighthouse-cpu']) settings.lighthouse.cpu = Number(args['lighthouse-cpu']);

const sections = new Set<Section>(args.only ? (args.only.split(',') as Section[]) : SECTIONS);
for (const section of sections)
  if (!SECTIONS.includes(section))
    throw new Error(`Unknown section "${section}" (${SECTIONS.join(', ')})`);
const kinds = (args.db ? args.db.split(',') : ['postgres', 'pglite']) as DatabaseKind[];

const started = Date.now();
const log = (line: string) => console.log(line);
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

async function postgresVersion(): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    return rows[0]?.v.split(' ')[0] ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function ensureBuilt(): void {
  const built =
    existsSync(join(ROOT, SERVER_ENTRY)) &&
    existsSync(join(ROOT, 'dist', 'web', '.vite', 'manifest.json'));
  if (built && !args.build) return;
  log('Building the app (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** A database with the demo data and bulk cars up to `total`, plus samples for the load test. */
async function prepareCatalogue(kind: DatabaseKind, workDir: string, label: string, total: number) {
  const database = await createBenchDatabase(kind, join(workDir, label), label);
  const handle = await openBenchDatabase(database);
  try {
    const templates = await seedDemo(handle, database);
    const ms = await growTo(handle, total, templates);
    // The console's audit page reads a log of a season's partner writes, not an empty one.
    const entries = await fillAuditLog(handle.db);
    // The partner's statement reads a busy month, not the demo's handful of trips.
    await fillStatementMonth(handle.db, settings.statementTrips ?? 0);
    // The cars a customer can open: live, of a verified company. The demo's pending company and
    // its cars answer 404 on purpose, which the load test would count as errors.
    const rows = (await handle.db.execute(
      sql`select c.id, c.travel_company_id from cars c
          join travel_companies t on t.id = c.travel_company_id
          where c.status = 'live' and t.status = 'verified'`,
    )) as unknown as { rows: { id: string; travel_company_id: string }[] };
    const cars: CarSample[] = rows.rows.map((row) => ({
      carId: row.id,
      companyId: row.travel_company_id,
    }));
    log(
      `  ${kind}: ${cars.length.toLocaleString('en-US')} cars ready (bulk insert ${(ms / 1000).toFixed(1)} s), ${entries.toLocaleString('en-US')} audit entries`,
    );
    return { database, cars };
  } finally {
    // PGlite allows one process per data folder: the server opens it next.
    await handle.close();
  }
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'saarthi-bench-'));
  const postgres = kinds.includes('postgres') && (await postgresAvailable());
  const results: BenchResults = {
    schema: 1,
    mode: quick ? 'quick' : 'full',
    startedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      node: process.versions.node,
      platform: `${process.platform} ${process.arch}`,
      postgres: postgres ? await postgresVersion() : null,
      loadAverageAtStart: loadavg(),
    },
    settings,
    api: {},
    memory: {},
    scale: {},
    skipped: [],
    budgets: [],
  };
  const activeKinds = kinds.filter((kind) => kind !== 'postgres' || postgres);
  if (kinds.includes('postgres') && !postgres)
    results.skipped.push(`PostgreSQL figures (no server at ${new URL(adminUrl()).host})`);

  const resultsDir = join(ROOT, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const save = () => {
    results.budgets = evaluateBudgets(results);
    const json = `${JSON.stringify(results, null, 2)}\n`;
    if (quick) {
      writeFileSync(join(resultsDir, 'quick-latest.json'), json);
    } else {
      writeFileSync(join(resultsDir, 'latest.json'), json);
    }
  };

  const cleanup = async () => {
    await dropAllCreated();
    rmSync(workDir, { recursive: true, force: true });
  };
  const onSignal = () => {
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    ensureBuilt();
    const appRoot = snapshotBuild(ROOT, join(workDir, 'app'));

    if (sections.has('bundle')) {
      log(`[${elapsed()}] Bundle`);
      const buildScript =
        (
          JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
            scripts: Record<string, string>;
          }
        ).scripts['build:web'] ?? '';
      results.bundle = {
        ...analyzeBundle(ROOT, join(appRoot, 'dist', 'web')),
        buildCheck: buildScript.includes('check-bundle-size'),
      };
      save();
    }

    for (const kind of activeKinds) {
      if (
        !sections.has('api') &&
        !sections.has('memory') &&
        !(sections.has('mixed') && kind === 'postgres') &&
        !(sections.has('web') && kind === 'pglite')
      )
        continue;
      log(`[${elapsed()}] ${kind}: preparing ${settings.apiCars.toLocaleString('en-US')} cars`);
      const { database, cars } = await prepareCatalogue(
        kind,
        workDir,
        `api_${kind}`,
        settings.apiCars,
      );
      try {
        if (sections.has('api')) {
          log(`[${elapsed()}] API under load on ${kind}`);
          const server = await startServer(appRoot, database);
          try {
            results.api[kind] = {
              cars: cars.length,
              endpoints: await measureApi(server, cars, settings.load, log),
            };
          } finally {
            await server.stop();
          }
          save();
        }
        if (sections.has('api') && kind === 'postgres' && settings.contention) {
          const contention = settings.contention;
          const { customers, cars: raced, waves } = contention;
          log(`[${elapsed()}] Booking contention: ${customers} customers racing for ${raced} cars`);
          const server = await startServer(appRoot, database);
          try {
            results.contention = await measureContention(server, database, contention, log);
          } finally {
            await server.stop();
          }
          log(
            `  ${results.contention.created} booked, ${results.contention.refused} refused, ${results.contention.otherErrors} other errors, ${results.contention.doubleBookings} double bookings (${waves} waves)`,
          );
          save();
        }
        if (sections.has('api') && kind === 'postgres' && settings.tripClose) {
          const { trips, connections } = settings.tripClose;
          log(
            `[${elapsed()}] Closing ${trips} trips of one company over ${connections} connections`,
          );
          const server = await startServer(appRoot, database);
          try {
            results.tripClose = await measureTripClose(server, database, settings.tripClose, log);
          } finally {
            await server.stop();
          }
          const close = results.tripClose;
          log(
            `  complete p50 ${close.completeP50Ms} ms, p99 ${close.completeP99Ms} ms (${close.completed} completed), invoice PDF p50 ${close.invoiceP50Ms} ms, p99 ${close.invoiceP99Ms} ms, numbering faults ${close.numberingFaults}`,
          );
          save();
        }
        if (sections.has('mixed') && kind === 'postgres') {
          log(
            `[${elapsed()}] Mixed load on two instances behind HAProxy (${settings.mixed.connections} connections)`,
          );
          results.mixed = await measureMixed(appRoot, database, cars, settings.mixed, log);
          save();
          const { oneInstance } = settings.mixed;
          if (oneInstance) {
            log(
              `[${elapsed()}] Mixed load on one instance (${oneInstance.connections} connections)`,
            );
            results.mixedOneInstance = await measureMixedOneInstance(
              appRoot,
              database,
              cars,
              { ...settings.mixed, ...oneInstance },
              log,
            );
            save();
          }
        }
        if (sections.has('memory')) {
          log(`[${elapsed()}] Memory on ${kind} (${settings.memory.seconds} s)`);
          const server = await startServer(appRoot, database);
          try {
            results.memory[kind] = await measureMemory(server, cars, settings.memory);
            log(
              `  RSS ${results.memory[kind]!.rssAt5sMb} MB after 5 s, ${results.memory[kind]!.rssAtEndMb} MB after ${settings.memory.seconds} s`,
            );
          } finally {
            await server.stop();
          }
          save();
        }
        if (sections.has('web') && kind === 'pglite')
          await measureWeb(results, appRoot, database, save);
      } finally {
        await database.drop();
      }
    }
    if (sections.has('web') && !activeKinds.includes('pglite')) {
      const { database } = await prepareCatalogue(
        'pglite',
        workDir,
        'web_pglite',
        settings.apiCars,
      );
      await measureWeb(results, appRoot, database, save);
    }

    if (sections.has('scale')) {
      for (const kind of activeKinds) {
        log(
          `[${elapsed()}] Scale on ${kind}: ${settings.scale.sizes.map((n) => n.toLocaleString('en-US')).join(', ')} cars`,
        );
        results.scale[kind] = await measureScale(kind, workDir, settings.scale, log);
        const scale = results.scale[kind]!;
        log(
          `  list ${scale.listRatioWorst}× (worst: ${scale.listRatioWorstFilter}), detail ${scale.detailRatio}×, all indexed: ${scale.allIndexed}`,
        );
        save();
      }
    }
  } finally {
    results.finishedAt = new Date().toISOString();
    results.durationSeconds = Math.round((Date.now() - started) / 1000);
    results.machine.loadAverageAtEnd = loadavg();
    save();
    await cleanup();
  }

  if (!quick) {
    const stamp = results.startedAt.replace(/[:.]/g, '-');
    writeFileSync(join(resultsDir, `bench-${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(join(ROOT, 'BENCHMARKS.md'), renderMarkdown(results));
    try {
      // The report and the figures are committed, so they are written as `format:check` wants.
      execFileSync(
        join(ROOT, 'node_modules', '.bin', 'prettier'),
        [
          '--write',
          'BENCHMARKS.md',
          join(resultsDir, `bench-${stamp}.json`),
          join(resultsDir, 'latest.json'),
        ],
        { cwd: ROOT, stdio: 'ignore' },
      );
    } catch {
      // formatting is a nicety
    }
  }
  const failed = results.budgets.filter((row) => !row.pass);
  log(
    `\n[${elapsed()}] ${results.budgets.length - failed.length} of ${results.budgets.length} budgets met.`,
  );
  for (const row of failed)
    log(`  ✗ ${row.section}: ${row.figure}: ${row.value} (budget ${row.budget})`);
  log(
    quick
      ? `Results: bench/results/quick-latest.json`
      : 'Results: BENCHMARKS.md and bench/results/',
  );
}

async function measureWeb(
  results: BenchResults,
  appRoot: string,
  database: BenchDatabase,
  save: () => void,
): Promise<void> {
  log(`[${elapsed()}] Web: Lighthouse (${settings.lighthouse.runs} run(s) per page)`);
  const server = await startServer(appRoot, database);
  try {
    const list = (await (await fetch(`${server.url}/api/cars?${CAR_LIST_QUERY}`)).json()) as {
      cars: { _id: string }[];
    };
    const carId = list.cars[0]?._id;
    if (!carId) throw new Error('No car to open at /car/{id}');
    const paths = settings.lighthouse.paths.map((path) => path.replace('{id}', carId));
    const cpu = settings.lighthouse.cpu === 'calibrated' ? undefined : settings.lighthouse.cpu;
    const pages = await measurePages(server.url, paths, settings.lighthouse.runs, log, cpu);
    const headers = await checkHeaders(server.url, appRoot, `/api/cars?${CAR_LIST_QUERY}`);
    log(`[${elapsed()}] Web: the home page's scripts in Chromium, scrolled to its foot`);
    const homeScripts = await measureHomeScripts(server.url);
    results.web = { pages, headers, homeScripts };
  } finally {
    await server.stop();
  }
  save();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await dropAllCreated().catch(() => undefined);
  process.exit(1);
});
