/**
 * What each page of the built web app loads, gzipped (the home page at most 150 KB of
 * JavaScript). Read from Vite's manifest: a route's JavaScript is the entry chunk and its static
 * imports, plus the route's lazy page chunk and its static imports. The home page's budget also
 * counts what it fetches later without leaving the page (the toasts once idle, the review form
 * as it scrolls near), so nothing it can load escapes the budget, and its message catalogue in
 * the language whose catalogue is largest (a page fetches one language's). Used by `npm run bench` and,
 * through scripts/check-bundle-size.ts, by `npm run build`, which fails over budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** 150 KB read as 150 000 bytes, the stricter of the two readings of "KB". */
export const HOME_JS_BUDGET_BYTES = 150_000;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  /** The page module, relative to src/web. */
  page: string;
  /** The paths the route table serves with it. */
  routes: string[];
  /** The page's own chunk, gzipped. */
  pageChunkGzip: number;
  /** Everything the page loads beyond the entry's JavaScript, gzipped. */
  extraGzip: number;
  /** All JavaScript loaded to show the page, gzipped. */
  totalGzip: number;
  files: string[];
}

export interface BundleReport {
  /** Loaded later by the home page, once idle or on demand (lazy parts that are not pages). */
  homeDeferredGzip: number;
  homeDeferredFiles: string[];
  /** The home page's messages (`locales/<lang>/common.po`) in the heaviest language. */
  homeCatalogGzip: number;
  homeCatalogFile: string;
  /** Everything the home page can load: first screen, deferred parts and its catalogue. */
  homeAllGzip: number;
  entryFiles: string[];
  entryGzip: number;
  cssGzip: number;
  home: RouteBundle;
  homeBudget: number;
  routes: RouteBundle[];
}

const gzipSizes = new Map<string, number>();
function gzipSize(webDir: string, file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(webDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The chunk and everything it imports statically, as manifest keys. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Route paths per page module, read from the route table (src/web/routes.tsx). A lazy module
 * may be a whole area of pages (the partner portal, `path="partner/*"`).
 */
function routesByPage(routesSource: string): Map<string, string[]> {
  const modules = new Map<string, string>();
  for (const match of routesSource.matchAll(
    /const (\w+) = lazy(?:Page)?\(\s*\(\) => import\('\.\/([^']+)'\)/g,
  )) {
    modules.set(match[1]!, `${match[2]!}.tsx`);
  }
  const routes = new Map<string, string[]>();
  for (const match of routesSource.matchAll(
    /<Route\s+(index|path="([^"]*)")\s+element=\{\s*(?:<Suspense fallback=\{<\w+ \/>\}>\s*)?<(\w+)/g,
  )) {
    const page = modules.get(match[3]!);
    if (!page) continue;
    const path = match[1] === 'index' ? '/' : `/${match[2]!}`;
    routes.set(page, [...(routes.get(page) ?? []), path]);
  }
  return routes;
}

/** The build of the project at `projectRoot`, or of a copy of it (`webDir`: its dist/web). */
export function analyzeBundle(
  projectRoot: string,
  webDir = join(projectRoot, 'dist', 'web'),
): BundleReport {
  const manifestFile = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build the web app (vite build writes it)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');

  const jsOf = (keys: Iterable<string>) =>
    [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(webDir, file), 0);

  const entry = staticClosure(manifest, entryKey);
  const entryFiles = jsOf(entry);
  const entryGzip = sum(entryFiles);
  const cssFiles = [...entry].flatMap((key) => manifest[key]!.css ?? []);
  const cssGzip = sum(cssFiles);

  const pageRoutes = routesByPage(
    readFileSync(join(projectRoot, 'src', 'web', 'routes.tsx'), 'utf8'),
  );
  // What the route table loads lazily: a page, or an area of pages.
  const isPage = (key: string) => pageRoutes.has(manifest[key]!.src ?? '');
  const routes: RouteBundle[] = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && isPage(key))
    .map((key) => {
      const extra = [...staticClosure(manifest, key)].filter((chunk) => !entry.has(chunk));
      const extraFiles = jsOf(extra);
      return {
        page: manifest[key]!.src!,
        routes: pageRoutes.get(manifest[key]!.src!) ?? [],
        pageChunkGzip: gzipSize(webDir, manifest[key]!.file),
        extraGzip: sum(extraFiles),
        totalGzip: entryGzip + sum(extraFiles),
        files: [...entryFiles, ...extraFiles],
      };
    })
    .sort((a, b) => (a.routes[0] ?? a.page).localeCompare(b.routes[0] ?? b.page));

  const home = routes.find((route) => route.routes.includes('/'));
  if (!home) throw new Error('No page chunk serves "/" (src/web/routes.tsx)');

  // The home page's own lazy parts (the review form, the toasts), not other pages.
  const homeKey = Object.keys(manifest).find((key) => manifest[key]!.src === home.page)!;
  const homeChunks = new Set([...entry, ...staticClosure(manifest, homeKey)]);
  // Message catalogues are fetched one language at a time: counted below, not as deferred parts.
  const isCatalogue = (key: string) => Boolean(manifest[key]!.src?.endsWith('.po'));
  const deferred = new Set<string>();
  for (const key of homeChunks) {
    for (const lazy of manifest[key]!.dynamicImports ?? []) {
      if (isPage(lazy) || isCatalogue(lazy)) continue;
      for (const chunk of staticClosure(manifest, lazy))
        if (!homeChunks.has(chunk)) deferred.add(chunk);
    }
  }
  const homeDeferredFiles = jsOf(deferred);
  const homeDeferredGzip = sum(homeDeferredFiles);
  const homeCatalogues = Object.keys(manifest)
    .filter((key) => /(^|\/)locales\/\w+\/common\.po$/.test(manifest[key]!.src ?? key))
    .map((key) => ({
      file: manifest[key]!.file,
      gzip: sum(jsOf(staticClosure(manifest, key)).filter((file) => !entryFiles.includes(file))),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const heaviest = homeCatalogues[0];
  if (!heaviest) throw new Error('The build has no common message catalogue (locales/*/common.po)');
  return {
    entryFiles,
    entryGzip,
    cssGzip,
    home,
    homeBudget: HOME_JS_BUDGET_BYTES,
    homeDeferredGzip,
    homeDeferredFiles,
    homeCatalogGzip: heaviest.gzip,
    homeCatalogFile: heaviest.file,
    homeAllGzip: home.totalGzip + homeDeferredGzip + heaviest.gzip,
    routes,
  };
}

/** Decimal kilobytes, the unit of the budget. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
