/**
 * The built server (`dist/server/server/main.js`) as a child process, configured for a benchmark:
 * its own port, data folder and database, rate limits out of the way and the baseline route on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { BenchDatabase } from './databases.js';
import { sleep } from './stats.js';
import { loadConfig } from '../../src/server/config.js';

export const SERVER_ENTRY = join('dist', 'server', 'server', 'main.js');

const RUNTIME_SOURCE_DIRS = [
  'src/server/locales',
  'src/server/modules/fleet/body-drawings',
  'src/server/db/seed/art',
];

/**
 * A private copy of the build (dist/, the migrations, package.json, the source folders the server reads; node_modules
 * linked) that
 * the benchmark serves, so a rebuild by someone else during the run cannot pull the files from
 * under the server. Copied again if a build was under way (a file of the manifest missing).
 */
export function snapshotBuild(projectRoot: string, into: string): string {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    rmSync(into, { recursive: true, force: true });
    mkdirSync(into, { recursive: true });
    cpSync(join(projectRoot, 'dist'), join(into, 'dist'), { recursive: true });
    cpSync(join(projectRoot, 'drizzle'), join(into, 'drizzle'), { recursive: true });
    cpSync(join(projectRoot, 'package.json'), join(into, 'package.json'));
    // What the server reads from the source tree as it runs (src/server/paths.ts): the e-mails'
    // catalogues, the body-type drawings and the demo pictures.
    for (const folder of RUNTIME_SOURCE_DIRS)
      cpSync(join(projectRoot, folder), join(into, folder), { recursive: true });
    symlinkSync(join(projectRoot, 'node_modules'), join(into, 'node_modules'), 'dir');
    const webDir = join(into, 'dist', 'web');
    const manifestFile = join(webDir, '.vite', 'manifest.json');
    if (!existsSync(manifestFile) || !existsSync(join(into, SERVER_ENTRY))) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    const index = readFileSync(join(webDir, 'index.html'), 'utf8');
    if (
      files.every(
        (file) =>
          existsSync(join(webDir, file)) &&
          (!file.startsWith('assets/index-') || !file.endsWith('.js') || index.includes(file)),
      )
    )
      return into;
  }
  throw new Error('Could not take a consistent copy of dist/ (is a build running?)');
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident memory of the server process in bytes. */
  rss(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s`);
}

export async function startServer(
  appRoot: string,
  database: BenchDatabase,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Production requires the key; the demo seed protected its identity numbers with the one kept
    // in this DATA_DIR (databases.ts), so the server uses that one.
    PERSONAL_DATA_KEY: loadConfig({ DATA_DIR: database.dataDir }).personalDataKey.toString(
      'base64',
    ),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '1000000000',
    BENCH_BASELINE: 'true',
    ...extraEnv,
  };
  const child = spawn(process.execPath, [join(appRoot, SERVER_ENTRY)], {
    cwd: appRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    rss: () => residentBytes(pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
