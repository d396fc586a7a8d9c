import { createHash } from 'node:crypto';
import {
  CarDetailResponseSchema,
  CarListQuerySchema,
  CarListResponseSchema,
  type Car,
  type CarDetail,
  type CarListResponse,
} from '../../../shared/contracts/cars.js';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { carPageViewCounter } from '../../jobs/page-views.js';
import { createAnswerCache } from './answer-cache.js';
import { createCarsRepository } from './cars.repository.js';
import { searchTrip } from './trip-search.js';
import { said } from '../../http/messages.js';
import { RENDERING_HEADER } from '../pages/page-renderer.js';

export const CAR_NOT_FOUND = 'car_not_found' as const;
export const CAR_NOT_OF_COMPANY = 'car_not_of_company' as const;
/** Car list pages kept per instance: every filter combination's first pages, about 20 KB each. */
const CAR_LIST_CACHE_ENTRIES = 500;
/** Cars kept per instance for their page, about 2 KB each: the cars being shared and visited. */
const CAR_DETAIL_CACHE_ENTRIES = 5_000;

type CarsRepository = ReturnType<typeof createCarsRepository>;

/**
 * Queries and feedback name a car and its travel company; both must exist and match, or the
 * company's inbox and rating would collect another company's cars.
 */
export async function assertCarOfCompany(
  repository: CarsRepository,
  carId: string,
  travelCompanyId: string,
): Promise<void> {
  const owner = await repository.ownerOf(carId);
  if (owner === null) throw notFound(CAR_NOT_FOUND);
  if (owner !== travelCompanyId) throw badRequest(CAR_NOT_OF_COMPANY);
}

interface CachedList {
  answer: CarListResponse;
  /** The ratings version the answer's ratings are counted up to. */
  ratedAt: bigint;
  companyIds: Set<string>;
  body: Buffer;
  /** The weak ETag @fastify/etag would hash from `body`, hashed once per cached body. */
  etag: string;
}

/** A car as its page reads it (null: not on the storefront), and the ratings it is counted to. */
interface CachedCar {
  car: CarDetail | null;
  ratedAt: bigint;
}

/** Cars kept written as JSON for searched trips, about 1.5 KB each. */
const CAR_BYTES_ENTRIES = 5_000;

/** What `reply.serialize` answers, a string or bytes, as text. */
const bodyOf = (serialized: unknown) =>
  typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString();

/** The car list of an answer with no cars, as the route's schema writes it. */
const EMPTY_CARS = '"cars":[]';

/** A searched car's trip, with the schema's keys in its order. */
const tripOf = ({ total, currency, allIn }: NonNullable<Car['trip']>) => {
  if (!Number.isInteger(total)) throw new TypeError(`A trip total must be whole rupees: ${total}`);
  return { total, currency, allIn };
};

const weakEtag = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64')}"`;

/** docs/product/storefront.md#api-calls: the car list and the car detail. */
export const carsModule: FeatureModule = (
  app,
  { db, catalogVersion, ratingChanges: ratings, metrics, places },
) => {
  const repository = createCarsRepository(db);
  const tags = ['cars'];

  const listCache = createAnswerCache<CachedList>(CAR_LIST_CACHE_ENTRIES);
  // A shared car is opened by many in a short while: its answer is kept per catalogue version
  // like the lists, its company's rating brought up to date from memory after a review.
  const detailCache = createAnswerCache<CachedCar>(CAR_DETAIL_CACHE_ENTRIES);
  const carBytes = createAnswerCache<string>(CAR_BYTES_ENTRIES);

  async function carForPage(id: string): Promise<CarDetail | null> {
    const version = await catalogVersion();
    let cached = detailCache.get(id, version.catalog);
    if (cached === undefined) {
      const ratedAt = ratings.known;
      cached = { car: await repository.findById(id), ratedAt };
      detailCache.set(id, version.catalog, cached);
      metrics.increment('car_detail_cache_miss');
    } else if (cached.car) {
      const rating = ratings.ratingAfter(cached.car.user._id, cached.ratedAt);
      if (rating !== undefined) {
        const { car } = cached;
        cached = { car: { ...car, user: { ...car.user, rating } }, ratedAt: ratings.known };
        detailCache.set(id, version.catalog, cached);
      }
      metrics.increment('car_detail_cache_hit');
    }
    return cached.car;
  }

  // docs/product/storefront.md#keyset-pages-and-the-true-count: paginated on the server; `hasMore` and the `next` cursor drive load-more, and
  // `total` is the true count of matching cars. The category page asks for
  // the same pages again and again, so answers are cached per catalogue version; a review only
  // re-rates the cached pages that show its company (db/rating-changes.ts).
  app.get(
    '/cars',
    {
      schema: {
        summary:
          'List cars by city, category and service type, one page at a time; with a trip (pickup_at and return_at), only the cars free for it, each with its trip total',
        tags,
        querystring: CarListQuerySchema,
        response: { 200: CarListResponseSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const trip = searchTrip(query, new Date(), await places.routeFinder(query.to, 'querystring'));
      if (trip) {
        // A searched trip's list moves with every booking and with the clock: its held cars are
        // read each time, its counts, rate cards and first cars kept per version (kept-cars.ts).
        const version = await catalogVersion();
        const { cars, hasMore, total, next } = await repository.list(query, trip, version);
        const { page, limit } = query;
        // The page's cars are the same from search to search, only their trip totals differ:
        // each car is written once per catalogue and ratings version by the route's schema, and
        // a search writes only the envelope and each car's trip.
        const envelopeOnly = { success: true as const, page, limit, hasMore, total, next };
        const envelope = bodyOf(reply.serialize({ ...envelopeOnly, cars: [] }));
        // Where the cars go: inside the envelope's empty list.
        const at = envelope.indexOf(EMPTY_CARS) + EMPTY_CARS.length - 1;
        const written = cars.map(({ trip: searched, ...car }) => {
          const key = `${car._id}|${version.ratings}`;
          let bytes = carBytes.get(key, version.catalog);
          if (bytes === undefined) {
            const alone = bodyOf(reply.serialize({ ...envelopeOnly, cars: [car] }));
            bytes = alone.slice(at, alone.length - (envelope.length - at));
            carBytes.set(key, version.catalog, bytes);
          }
          return `${bytes.slice(0, -1)},"trip":${JSON.stringify(tripOf(searched!))}}`;
        });
        return reply
          .header('Cache-Control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(
            Buffer.from(
              `${envelope.slice(0, at)}${written.join(',')}${envelope.slice(at)}`,
            ) as never,
          );
      }
      // Every parameter, in the schema's order, after parsing: equal lists share one entry.
      const key = JSON.stringify(query);
      // The route's own serializer, so a cached answer has the bytes a fresh one would have.
      const serialize = (answer: CarListResponse) => Buffer.from(bodyOf(reply.serialize(answer)));
      // Read before the cars, so an answer is never labelled with a newer version than its own.
      const version = await catalogVersion();
      let cached = listCache.get(key, version.catalog);
      // Ordered by rating, any review may move a car across pages: only an answer from the
      // ratings version now known can be kept.
      if (cached !== undefined && query.sort === 'rating' && cached.ratedAt !== ratings.known)
        cached = undefined;
      if (cached === undefined) {
        const ratedAt = ratings.known;
        const { cars, hasMore, total, next } = await repository.list(query);
        const { page, limit } = query;
        const body = serialize({ success: true as const, cars, page, limit, hasMore, total, next });
        // Kept as serialized (the schema's keys, in its order): a re-rated copy is then written
        // by plain JSON.stringify into the bytes the route's serializer gives, at a fraction of
        // its cost, and many pages are re-rated after every review.
        const answer = JSON.parse(body.toString()) as CarListResponse;
        const companyIds = new Set(cars.map((car) => car.user._id));
        cached = { answer, ratedAt, companyIds, body, etag: weakEtag(body) };
        listCache.set(key, version.catalog, cached);
        metrics.increment('car_list_cache_miss');
      } else if (ratings.changedSince(cached.companyIds, cached.ratedAt)) {
        const { ratedAt, answer } = cached;
        const rerated = {
          ...answer,
          cars: answer.cars.map((car) => {
            const rating = ratings.ratingAfter(car.user._id, ratedAt);
            return rating === undefined ? car : { ...car, user: { ...car.user, rating } };
          }),
        };
        const body = Buffer.from(JSON.stringify(rerated));
        cached = { ...cached, answer: rerated, ratedAt: ratings.known, body, etag: weakEtag(body) };
        listCache.set(key, version.catalog, cached);
        metrics.increment('car_list_cache_rerated');
      } else {
        metrics.increment('car_list_cache_hit');
      }
      // Bytes go out as they are: Fastify does not serialize a Buffer again.
      return reply
        .type('application/json; charset=utf-8')
        .header('etag', cached.etag)
        .send(cached.body as never);
    },
  );

  app.get(
    '/cars/:id',
    {
      schema: {
        summary: 'Read one car with its travel company',
        tags,
        params: IdParamsSchema,
        response: { 200: CarDetailResponseSchema },
      },
    },
    async (request) => {
      const car = await carForPage(request.params.id);
      if (!car) throw notFound(CAR_NOT_FOUND);
      // A view of a listed car for its partner's dashboard, counted in memory (jobs/page-views.ts).
      // A revalidation that ends in 304 passes here too, and is a view; a HEAD is not, nor the
      // server's own call as it renders the car's page (which counts the page's view itself).
      if (request.method === 'GET' && request.headers[RENDERING_HEADER] === undefined)
        carPageViewCounter.count(car._id);
      return { success: true as const, car, ...said('car_fetched') };
    },
  );
};
