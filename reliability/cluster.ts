/**
 * A small production on one machine, for the reliability suite: a PostgreSQL cluster of its own
 * (so a test can stop and start it), Redis, two built instances of Saarthi on that database, and
 * HAProxy in front of them, each on its own free port under a temporary folder. Everything is
 * stopped and removed by `stop()`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startLoadBalancer, type LoadBalancer } from './load-balancer.js';

const ROOT = new URL('..', import.meta.url).pathname;
const SERVER_ENTRY = join(ROOT, 'dist/server/server/main.js');
const IS_ROOT = process.getuid?.() === 0;

/** PostgreSQL's own programs: on PATH, or where Debian keeps them. */
function postgresProgram(name: string): string {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort().reverse()) {
      const candidate = join(debian, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return name;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function runPostgresTool(name: string, args: string[]): void {
  const program = postgresProgram(name);
  if (IS_ROOT)
    execFileSync('runuser', ['-u', 'postgres', '--', program, ...args], { stdio: 'pipe' });
  else execFileSync(program, args, { stdio: 'pipe' });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

export class Database {
  readonly url: string;
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/saarthi`;
  }

  static async create(base: string): Promise<Database> {
    const dir = join(base, 'postgres');
    mkdirSync(dir, { recursive: true });
    if (IS_ROOT) execFileSync('chown', ['-R', 'postgres:postgres', base]);
    const database = new Database(dir, await freePort());
    runPostgresTool('initdb', [
      '-D',
      join(dir, 'data'),
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    database.start();
    await waitFor('PostgreSQL', async () => {
      const client = new pg.Client({
        connectionString: database.url.replace('/saarthi', '/postgres'),
      });
      await client.connect();
      await client.end();
      return true;
    });
    const admin = new pg.Client({
      connectionString: database.url.replace('/saarthi', '/postgres'),
    });
    await admin.connect();
    await admin.query('create database saarthi');
    await admin.end();
    return database;
  }

  start(): void {
    runPostgresTool('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
      '-w',
      'start',
    ]);
  }

  /** A fast stop: connections are cut, as when the database server goes away. */
  stop(): void {
    runPostgresTool('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }
}

export class Instance {
  process: ChildProcess | undefined;
  exited: Promise<number | null> = Promise.resolve(null);
  readonly url: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts the built server; `overrides` change its environment for this run (e.g. a limit). */
  async start(overrides: Record<string, string> = {}): Promise<void> {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        ...this.env,
        ...overrides,
        PORT: String(this.port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const errors: string[] = [];
    // Its log (warnings and errors only), kept to explain a failure.
    child.stdout?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    this.process = child;
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitFor(`instance ${this.name}`, async () => {
        if (child.exitCode !== null) return true;
        return (await fetch(`${this.url}/api/health/ready`)).ok;
      });
    } catch (error) {
      throw new Error(`${(error as Error).message}; it said: ${errors.join('').slice(-2000)}`);
    }
    if (child.exitCode !== null)
      throw new Error(`instance ${this.name} exited: ${errors.join('').slice(-2000)}`);
  }

  /** SIGTERM, then the exit code once it has drained and closed. */
  async terminate(): Promise<number | null> {
    this.process?.kill('SIGTERM');
    return this.exited;
  }
}

export interface Cluster {
  database: Database;
  redisUrl: string;
  instances: [Instance, Instance];
  balancer: LoadBalancer;
  stop(): Promise<void>;
}

/** What every instance shares: one database, one Redis, one signing secret, one data key. */
export async function startCluster(): Promise<Cluster> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const base = mkdtempSync(join(tmpdir(), 'saarthi-reliability-'));
  chmodSync(base, 0o755);
  const children: ChildProcess[] = [];
  const database = await Database.create(base);

  const redisPort = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  children.push(redis);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;

  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    NODE_ENV: 'production',
    JWT_SECRET: 'reliability-suite-secret-that-is-long-enough-for-hs256',
    PERSONAL_DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    // High enough for the load tests, which all come from this machine; the rate-limit test
    // restarts the instances with a low one.
    RATE_LIMIT_MAX: '100000',
    DATABASE_TIMEOUT_MS: '2000',
    // The balancer checks readiness every 250 ms and drops an instance after two failures.
    SHUTDOWN_DELAY_MS: '1500',
  };
  const instances = await Promise.all(
    ['a', 'b'].map(async (name) => {
      const dataDir = join(base, `instance-${name}`);
      mkdirSync(dataDir, { recursive: true });
      return new Instance(name, await freePort(), { ...shared, DATA_DIR: dataDir });
    }),
  );
  // Both start together on the empty database: the start-up lock makes them take turns.
  await Promise.all(instances.map((instance) => instance.start()));

  const balancer = await startLoadBalancer(base, instances);

  return {
    database,
    redisUrl,
    instances: instances as [Instance, Instance],
    balancer,
    async stop() {
      balancer.stop();
      for (const instance of instances) instance.process?.kill('SIGKILL');
      for (const child of children) child.kill('SIGKILL');
      try {
        database.stop();
      } catch {
        // Already stopped by a test.
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
}
