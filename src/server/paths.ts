import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module with a package.json. The same code
 * runs from `src/` (tsx, tests) and from `dist/` (npm start), so paths are found, not assumed.
 */
function findProjectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('package.json not found above the server code');
    folder = parent;
  }
  return folder;
}

export const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'drizzle');
export const WEB_DIST_DIR = join(PROJECT_ROOT, 'dist', 'web');
/** The web app's server build, which renders its public pages (`npm run build:web`). */
export const WEB_SERVER_DIST_DIR = join(PROJECT_ROOT, 'dist', 'web-ssr');
/** The drawing of each body type, which a car without photos shows (`modules/fleet/body-drawings`). */
export const BODY_DRAWINGS_DIR = join(
  PROJECT_ROOT,
  'src',
  'server',
  'modules',
  'fleet',
  'body-drawings',
);
/** The pictures the demo data points at (`db/seed/art`). */
export const DEMO_ART_DIR = join(PROJECT_ROOT, 'src', 'server', 'db', 'seed', 'art');
/**
 * The server's message catalogues (`locales/{en,te,hi}/{mail,pages}.po`), read from the source
 * tree: the build compiles only TypeScript, and the server compiles the catalogues as it starts.
 */
export const SERVER_LOCALES_DIR = join(PROJECT_ROOT, 'src', 'server', 'locales');
