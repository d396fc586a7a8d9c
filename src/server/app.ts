import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { loadPageRenderer } from './modules/pages/page-renderer.js';
import { createPageServer } from './modules/pages/serve-page.js';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import * as z from 'zod/mini';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '../shared/constants.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { awaitSignedInUser, createAuthGuards, createTokenService } from './http/auth.js';
import { registerErrorHandling, sendRouteNotFound } from './http/error-handler.js';
import { registerHostileInputChecks } from './http/hostile-input.js';
import { createLifecycle, type Lifecycle } from './http/lifecycle.js';
import { createMetrics } from './http/metrics.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { openApiOptions } from './http/openapi.js';
import {
  MAX_PARAM_LENGTH,
  answerClientError,
  answerFrameworkError,
} from './http/protocol-errors.js';
import { registerRateLimits } from './http/rate-limit.js';
import { requestForLog } from './http/request-log.js';
import type { App, FeatureModule, ServerContext } from './http/types.js';
import { benchBaselineModule } from './modules/bench/bench.routes.js';
import { testHooksModule } from './modules/test-hooks/test-hooks.routes.js';
import { customerBookingsModule } from './modules/bookings/customer.routes.js';
import { tripLinksModule } from './modules/trip-links/trip-links.routes.js';
import { sosModule } from './modules/sos/sos.routes.js';
import { invoicesModule } from './modules/invoices/invoices.routes.js';
import { paymentsModule } from './modules/payments/payments.routes.js';
import { disputesModule } from './modules/disputes/disputes.routes.js';
import { partnerBookingsModule } from './modules/bookings/partner.routes.js';
import { adminBookingsModule } from './modules/bookings/admin.routes.js';
import { adminDriversModule } from './modules/drivers/admin.routes.js';
import { adminDocumentsModule } from './modules/documents/admin.routes.js';
import { documentViewModule } from './modules/documents/view.routes.js';
import { adminModerationModule } from './modules/moderation/admin.routes.js';
import { reviewReportsModule } from './modules/moderation/customer.routes.js';
import { operatorsModule } from './modules/operators/admin.routes.js';
import { adminAuditModule } from './modules/audit/admin.routes.js';
import { adminOpsStatsModule } from './modules/ops-stats/admin.routes.js';
import { notificationsModule } from './modules/notifications/notifications.routes.js';
import { quotesModule } from './modules/quotes/quotes.routes.js';
import { adminCompaniesModule } from './modules/companies/admin.routes.js';
import { partnerCompanyModule } from './modules/companies/partner.routes.js';
import { partnerDocumentsModule } from './modules/documents/partner.routes.js';
import { partnerDriversModule } from './modules/drivers/partner.routes.js';
import { adminCarsModule } from './modules/fleet/admin.routes.js';
import { partnerCarBlocksModule } from './modules/fleet/blocks.routes.js';
import { partnerFleetModule } from './modules/fleet/partner.routes.js';
import { partnerLeadsModule } from './modules/leads/partner.routes.js';
import { companyBadgeModule } from './modules/leads/storefront.routes.js';
import { partnerReviewsModule } from './modules/reviews/partner.routes.js';
import { partnerStatsModule } from './modules/partner-stats/partner.routes.js';
import { blogsModule } from './modules/blogs/blogs.routes.js';
import { carsModule } from './modules/cars/cars.routes.js';
import { contactModule } from './modules/contact/contact.routes.js';
import { faqsModule } from './modules/faqs/faqs.routes.js';
import { feedbackModule } from './modules/feedback/feedback.routes.js';
import { healthModule } from './modules/health/health.routes.js';
import { homeModule } from './modules/home/home.routes.js';
import { listingsModule } from './modules/listings/listings.routes.js';
import { adminContentModule } from './modules/content/admin.routes.js';
import { queriesModule } from './modules/queries/queries.routes.js';
import { siteModule } from './modules/site/site.routes.js';
import { siteIndexModule } from './modules/site-index/site-index.routes.js';
import { uploadedFilesModule, uploadsModule } from './modules/uploads/uploads.routes.js';
import { createPlaceBook } from './modules/places/place-book.js';
import { placesModule } from './modules/places/places.routes.js';
import { promotionsModule } from './modules/promotions/promotions.routes.js';
import { statementsModule } from './modules/statements/statements.routes.js';
import { adminUsersModule } from './modules/users/admin.routes.js';
import { usersModule } from './modules/users/users.routes.js';
import { passwordResetModule } from './modules/users/password-reset.routes.js';
import { BODY_DRAWINGS_DIR, DEMO_ART_DIR, WEB_DIST_DIR, WEB_SERVER_DIST_DIR } from './paths.js';

// The shared contracts use zod/mini, which leaves messages to a locale: the API names what was
// wrong in English wherever a contract gives no message of its own.
z.config(z.locales.en());

const FEATURES: FeatureModule[] = [
  healthModule,
  siteModule,
  homeModule,
  faqsModule,
  blogsModule,
  usersModule,
  passwordResetModule,
  uploadsModule,
  contactModule,
  carsModule,
  queriesModule,
  feedbackModule,
  listingsModule,
  partnerCompanyModule,
  partnerFleetModule,
  partnerCarBlocksModule,
  partnerDriversModule,
  partnerLeadsModule,
  companyBadgeModule,
  partnerReviewsModule,
  partnerStatsModule,
  partnerDocumentsModule,
  adminCompaniesModule,
  adminCarsModule,
  operatorsModule,
  adminModerationModule,
  reviewReportsModule,
  adminAuditModule,
  adminOpsStatsModule,
  adminDriversModule,
  adminDocumentsModule,
  documentViewModule,
  adminContentModule,
  placesModule,
  quotesModule,
  customerBookingsModule,
  tripLinksModule,
  sosModule,
  invoicesModule,
  paymentsModule,
  disputesModule,
  statementsModule,
  promotionsModule,
  partnerBookingsModule,
  adminBookingsModule,
  adminUsersModule,
  notificationsModule,
];

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the built web app when its folder has an index.html (off in most API tests). */
  serveWeb?: boolean;
  webDir?: string;
  /** The web app's server build, which renders public pages (none: pages are drawn by the browser). */
  webServerDir?: string;
  /** Told by main.ts when the instance is stopping; readiness then says so. */
  lifecycle?: Lifecycle;
  /** Where the log's lines go: standard output unless told (a test reads them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server without listening: `main.ts` listens, tests use `inject`. */
export async function buildApp({
  config,
  database,
  serveWeb = true,
  webDir = WEB_DIST_DIR,
  webServerDir = WEB_SERVER_DIST_DIR,
  lifecycle = createLifecycle(),
  logStream,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            ...(logStream ? { stream: logStream } : {}),
          },
    // A hop count trusts that many proxies nearest to us, whatever their addresses (proxy-addr's
    // meaning of a number); addresses trust only those proxies. Never every client's header.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // What is refused before a route runs (414, 431, a malformed URL) answers in the error shape.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.decorateRequest('pendingUser', null);
  app.addHook('preParsing', awaitSignedInUser);
  registerErrorHandling(app);
  registerHostileInputChecks(app);

  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresIn);
  const context: ServerContext = {
    config,
    db: database.db,
    pingDatabase: () => database.ping(),
    catalogVersion: () => database.catalogVersion(),
    ratingChanges: database.ratingChanges,
    places: createPlaceBook(database.db, () => database.catalogVersion()),
    lifecycle,
    metrics: createMetrics(),
    tokens,
    guards: createAuthGuards(database.db, tokens),
    writeRateLimit: config.rateLimit,
  };

  registerSecurityHeaders(app);
  if (config.corsOrigin) {
    await app.register(cors, {
      origin: config.corsOrigin.split(',').map((origin) => origin.trim()),
      credentials: true,
    });
  }
  // A weak ETag hashed from each answer's own bytes: a repeat visit on slow mobile data gets a
  // body-less 304 when nothing changed, and any change shows at once (the hash is of the fresh
  // answer, on every instance). Its onSend hook runs before compression, on the plain body.
  await app.register(etag, { weak: true });
  await app.register(compress, { threshold: 1024 });
  await registerRateLimits(app, config);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

  await app.register(swagger, openApiOptions(context.guards));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      const features = [
        ...FEATURES,
        ...(config.benchBaseline ? [benchBaselineModule] : []),
        ...(config.testHooks ? [testHooksModule] : []),
      ];
      for (const feature of features) await feature(api as App, context);
    },
    { prefix: '/api' },
  );

  // Uploads come from the database, so any instance serves any of them. The drawings of the body
  // types (a car without photos) and the demo data's pictures are files of the repository, the
  // same on every instance; they keep their names when redrawn, so they keep 7 days (and an ETag)
  // rather than the uploads' year.
  await uploadedFilesModule(app as App, context);
  // robots.txt, the sitemap index and its files: at the site's root, where crawlers look.
  await siteIndexModule(app as App, context);
  for (const [prefix, root] of [
    ['/uploads/demo/bodies/', BODY_DRAWINGS_DIR],
    ['/uploads/demo/', DEMO_ART_DIR],
  ] as const) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      maxAge: '7d',
      setHeaders: (reply) => {
        // The web app may live on another origin than the API, whose address it is configured with.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  if (serveWeb && existsSync(join(webDir, 'index.html'))) {
    await registerWebApp(app, webDir, webServerDir, context);
  } else {
    app.setNotFoundHandler(sendRouteNotFound);
  }
  return app;
}

/** index.html must be revalidated so a deploy shows at once; hashed assets never change. */
function cacheControlFor(filePath: string, webDir: string, assetsDir: string): string {
  // A precompressed copy (index.html.br) is served as the file it compresses.
  const served = filePath.replace(/\.(br|gz)$/, '');
  if (served === join(webDir, 'index.html')) return 'no-cache';
  if (filePath.startsWith(assetsDir)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * The built React app: hashed assets cached for a year; every other path gets index.html with the
 * page's own head and status (modules/pages): a search engine or a link preview reads what the
 * page is without running its script, and an address of nothing answers 404.
 */
async function registerWebApp(
  app: App,
  webDir: string,
  webServerDir: string,
  context: ServerContext,
): Promise<void> {
  const assetsDir = join(webDir, 'assets');
  // Read once: the build changes only with a deploy, which restarts the server.
  const servePage = createPageServer({
    db: context.db,
    publicUrl: context.config.publicUrl,
    indexHtml: readFileSync(join(webDir, 'index.html'), 'utf8'),
    catalogVersion: context.catalogVersion,
    renderer: await loadPageRenderer(app, webServerDir),
    log: app.log,
  });
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath, webDir, assetsDir));
    },
  });
  app.setNotFoundHandler(sendRouteNotFound);
  // Every other address a browser opens is a page of the app. A route, not the not-found
  // handler, so that its HTML is compressed like any answer.
  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // A missing file (`/assets/old-hash.js`) is a 404, not the page: browsers refuse HTML as script.
      const isFile = /\.[a-z0-9]+$/i.test(path);
      if (isFile || path.startsWith('/api/') || path.startsWith('/uploads/')) {
        return sendRouteNotFound(request, reply);
      }
      const page = await servePage(request.url, request.method);
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(page.html);
    },
  });
}
