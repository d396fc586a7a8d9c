import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { CatalogVersion } from '../db/catalog-version.js';
import type { Database } from '../db/client.js';
import type { RatingChanges } from '../db/rating-changes.js';
import type { AuthGuards, TokenService } from './auth.js';
import type { Lifecycle } from './lifecycle.js';
import type { Metrics } from './metrics.js';

/** The Fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every feature module receives: configuration, the database and the auth guards. */
import type { PlaceBookService } from '../modules/places/place-book.js';

export interface ServerContext {
  config: Config;
  db: Database;
  /** Answers whether the database can be reached right now (readiness). */
  pingDatabase(): Promise<void>;
  /** The catalogue version that labels cached car answers (db/catalog-version.ts). */
  catalogVersion(): Promise<CatalogVersion>;
  /** Ratings changed since start, for re-rating cached car answers (db/rating-changes.ts). */
  ratingChanges: RatingChanges;
  /** Places, routes and permits, kept per catalogue version (modules/places). */
  places: PlaceBookService;
  lifecycle: Lifecycle;
  /** This instance's own counters (cache hits, ...). */
  metrics: Metrics;
  tokens: TokenService;
  guards: AuthGuards;
  /** Route-level rate limit for writes that strangers can repeat (login, reviews, contact). */
  writeRateLimit: { max: number; timeWindow: string };
}

/** A feature module adds its routes under /api. */
export type FeatureModule = (app: App, context: ServerContext) => void | Promise<void>;
