import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { robotsTxt } from './robots.js';
import { createSiteIndexRepository } from './site-index.repository.js';
import { createSitemaps, sitemapFile, type SitemapDocument } from './sitemaps.js';

/** Crawlers come back for these often; an hour late is soon enough for a search engine. */
const CACHE_CONTROL = 'public, max-age=3600';
const CAR_FILE = /^cars-([1-9]\d{0,8})\.xml$/;

function sendXml(reply: FastifyReply, document: SitemapDocument) {
  return (
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      // Hashed once per document kept, not per request (@fastify/etag leaves a set ETag alone).
      .header('etag', document.etag)
      .send(document.body)
  );
}

/** The 404 of any address no route has, so a crawler cannot tell a file that never was. */
const noSuchFile = (request: FastifyRequest) =>
  notFound('route_not_found', { method: request.method, path: request.url.split('?')[0] ?? '/' });

/**
 * What search engines read to find the storefront: `robots.txt`, the sitemap index and its files
 * (docs/decisions/016). Registered at the site's root, where crawlers look for them, not under
 * /api; they are documents for crawlers, not part of the API's description.
 */
export const siteIndexModule: FeatureModule = (app, { config, db, catalogVersion, metrics }) => {
  const sitemaps = createSitemaps({
    repository: createSiteIndexRepository(db, { carsPerFile: config.sitemapCarsPerFile }),
    catalogVersion,
    publicUrl: config.publicUrl,
    count: (event) => metrics.increment(event),
  });
  const robots = robotsTxt(config.publicUrl);

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await sitemaps.index()),
  );

  app.get(
    '/sitemaps/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      const carFile = CAR_FILE.exec(name);
      const document =
        name === sitemapFile.pages
          ? await sitemaps.pages()
          : name === sitemapFile.blogs
            ? await sitemaps.blogs()
            : carFile
              ? await sitemaps.cars(Number(carFile[1]))
              : null;
      if (document === null) throw noSuchFile(request);
      return sendXml(reply, document);
    },
  );
};
