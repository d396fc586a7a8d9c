/**
 * A page of the web app as the server answers it: its status and head (describe-page.ts), and
 * for a public page that exists, its HTML drawn by the web app's server build with the data its
 * first screen shows. A car's page is kept per catalogue version, ratings version and language,
 * like the car answers (docs/decisions/004): the many visits of a shared car cost one drawing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogVersion } from '../../db/catalog-version.js';
import type { Database } from '../../db/client.js';
import { carPageViewCounter } from '../../jobs/page-views.js';
import { createAnswerCache } from '../cars/answer-cache.js';
import { createPageDescriber } from './describe-page.js';
import { pageTemplate, type PageBody } from './page-head.js';
import type { PageRenderer } from './page-renderer.js';

/** Car pages kept per instance, each some 30 KB of HTML: about 15 MB at most. */
const CAR_PAGES_KEPT = 500;

export interface PageServerOptions {
  db: Database;
  publicUrl: string;
  indexHtml: string;
  catalogVersion(): Promise<CatalogVersion>;
  renderer: PageRenderer | null;
  log: FastifyBaseLogger;
}

export function createPageServer({
  db,
  publicUrl,
  indexHtml,
  catalogVersion,
  renderer,
  log,
}: PageServerOptions) {
  const describePage = createPageDescriber(db, publicUrl, catalogVersion);
  const fillTemplate = pageTemplate(indexHtml);
  const carPages = createAnswerCache<PageBody | null>(CAR_PAGES_KEPT);

  async function draw(url: string, language: Parameters<PageRenderer['render']>[1]) {
    if (!renderer) return null;
    try {
      const page = await renderer.render(url, language);
      return page ? { ...page, servedPageId: renderer.servedPageId } : null;
    } catch (error) {
      // The page still works without its HTML: the browser draws it, as before rendering existed.
      log.warn({ err: error, url }, 'page rendering failed');
      return null;
    }
  }

  /** The page at `url` (path and query); a visitor's GET of a car's page counts as its view. */
  return async function servePage(
    url: string,
    method: string,
  ): Promise<{ status: number; html: string }> {
    const page = await describePage(url);
    let body: PageBody | null = null;
    if (page.status === 200 && page.path !== null) {
      const carId = page.kind === 'product' ? page.path.slice('/car/'.length) : null;
      // A car's address with more than its language (a trip planned on the home page) draws a
      // page of its own, which is not kept.
      const onlyLanguage = [...new URL(url, 'http://page.invalid').searchParams.keys()].every(
        (name) => name === 'lang',
      );
      if (carId && onlyLanguage) {
        const version = await catalogVersion();
        const key = `${page.language}:${version.ratings}:${page.path}`;
        body = carPages.get(key, version.catalog) ?? null;
        if (!body) {
          body = await draw(url, page.language);
          if (body) carPages.set(key, version.catalog, body);
        }
      } else {
        body = await draw(url, page.language);
      }
      // A rendered car page's views are counted here: its data arrives with the page, and the
      // browser does not ask for it again.
      if (carId && body && method === 'GET') carPageViewCounter.count(carId);
    }
    return { status: page.status, html: fillTemplate(page, publicUrl, body) };
  };
}
