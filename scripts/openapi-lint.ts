/**
 * `npm run lint:api`: lints the OpenAPI document that /api/docs/json serves with Redocly's
 * recommended rules (redocly.yaml) and fails on any error or warning, since an integrator
 * generates clients from it. The app is built as the server builds it, over an empty in-memory
 * PGlite: the document never asks the database.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { createPglite, openPglite } from '../src/server/db/client.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REDOCLY_CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer?: string }>;
}

export interface LintResult {
  totals: { errors: number; warnings: number; ignored: number };
  problems: LintProblem[];
}

/** Redocly's verdict on a document, with the rules of redocly.yaml. */
export async function lintOpenApiDocument(document: unknown): Promise<LintResult> {
  const folder = mkdtempSync(join(tmpdir(), 'saarthi-openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const args = [
      REDOCLY_CLI,
      'lint',
      file,
      '--config',
      join(ROOT, 'redocly.yaml'),
      '--format',
      'json',
    ];
    // Redocly exits 1 when it finds errors; its JSON report is on stdout either way.
    const stdout = await promisify(execFile)(process.execPath, args, {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      (result) => result.stdout,
      (error: { stdout?: string }) => {
        if (!error.stdout) throw error;
        return error.stdout;
      },
    );
    return JSON.parse(stdout) as LintResult;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One line per problem: where, which rule, what. */
export function formatProblems({ problems }: LintResult): string {
  return problems
    .map(
      (problem) =>
        `${problem.severity.padEnd(5)} ${problem.ruleId}  ${problem.location[0]?.pointer ?? ''}\n      ${problem.message}`,
    )
    .join('\n');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'saarthi-openapi-data-'));
  const database = openPglite(await createPglite());
  const app = await buildApp({
    // Only what the document needs: no DATABASE_URL or REDIS_URL of this shell is opened.
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    database,
    serveWeb: false,
  });
  try {
    await app.ready();
    const result = await lintOpenApiDocument(app.swagger());
    if (result.problems.length > 0) console.log(formatProblems(result));
    const { errors, warnings } = result.totals;
    console.log(`OpenAPI document (/api/docs/json): ${errors} errors, ${warnings} warnings.`);
    if (errors > 0 || warnings > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
