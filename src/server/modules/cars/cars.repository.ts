import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { LocalPackage } from '../../../shared/booking-constants.js';
import { CATEGORIES } from '../../../shared/constants.js';
import {
  type Car,
  type CarDetail,
  type CarListQuery,
  type CarSort,
} from '../../../shared/contracts/cars.js';
import {
  decodeCarListCursor,
  encodeCarListCursor,
  type CarListCursor,
} from '../../../shared/contracts/car-list-cursor.js';
import { PRICE_TABLE } from '../../../shared/pricing.js';
import { effectiveRates, type OwnRates } from '../../../shared/rate-card.js';
import { averageRating } from '../../../shared/rating.js';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { cars, drivers, travelCompanies } from '../../db/schema/index.js';
import { cursorTime } from '../leads/leads.repository.js';
import { freeFor, reachable, type SearchTrip } from './trip-search.js';
import { readRateCards, tripPriceOrder, tripQuoteFor } from './trip-price-order.js';
import { createCarCounter } from './car-count.js';

/**
 * The cars a customer can open: live cars of verified companies (docs/product/marketplace.md#roles-and-accounts),
 * so never a draft, one in review, suspended or archived, nor one of a company pending, rejected
 * or suspended. A condition on `cars` joined with `travel_companies`: the list, a car's owner
 * check and the sitemap (modules/site-index) all read it from here; `car_detail` (migration
 * 0022) writes the same two equalities in SQL.
 */
export const onStorefront = and(eq(cars.status, 'live'), eq(travelCompanies.status, 'verified'))!;

/** The columns a car card needs, with its owner from the same row of the join. */
const carColumns = {
  _id: cars.id,
  car_name: cars.carName,
  car_model: cars.carModel,
  model_year: cars.modelYear,
  fuel_type: cars.fuelType,
  new_price: cars.newPrice,
  old_price: cars.oldPrice,
  category: cars.category,
  service_type: cars.serviceType,
  seater: cars.seater,
  luggage: cars.luggage,
  ac: cars.ac,
  city: cars.city,
  availability: cars.availability,
  car_image: cars.carImage,
  driver_name: cars.driverName,
  driver_age: cars.driverAge,
  driver_lisence: cars.driverLicence,
  driver_image: cars.driverImage,
  driver_languages: cars.driverLanguages,
  driver_experience_years: cars.driverExperienceYears,
  rates: {
    perKmFirst: cars.ratePerKmFirst,
    perKmBeyond: cars.ratePerKmBeyond,
    base: cars.baseFare,
    perExtraHour: cars.ratePerExtraHour,
  },
  user: {
    _id: travelCompanies.id,
    travelsName: travelCompanies.travelsName,
    city: travelCompanies.city,
    imageUrl: travelCompanies.imageUrl,
    ratingTotal: travelCompanies.ratingTotal,
    ratingCount: travelCompanies.ratingCount,
    verified: travelCompanies.verified,
    trending: travelCompanies.trending,
  },
};

type CarRow = Omit<Car, 'user' | 'rates' | 'driver_languages'> & {
  driver_languages: string[] | null;
  rates: OwnRates;
  user: Omit<Car['user'], 'rating'> & { ratingTotal: number; ratingCount: number };
};

/** The one place a stored car becomes the API's car (list and detail alike). */
function toCar({
  user: { ratingTotal, ratingCount, ...company },
  rates,
  driver_languages,
  ...car
}: CarRow): Car {
  return {
    ...car,
    driver_languages: driver_languages ?? [],
    rates: effectiveRates(car.category, rates),
    // docs/product/storefront.md#owner-rating: the owner rating is the average of the feedback the company received.
    user: { ...company, rating: averageRating(ratingTotal, ratingCount) },
  };
}

/** A row of the `car_detail` database function, in its column names. */
interface CarDetailRow {
  id: string;
  car_name: string;
  car_model: string;
  model_year: number | null;
  fuel_type: string;
  new_price: number;
  old_price: number;
  category: Car['category'];
  service_type: Car['service_type'];
  seater: number;
  luggage: number;
  ac: boolean;
  city: string;
  availability: boolean;
  car_image: string;
  driver_name: string | null;
  driver_age: number | null;
  driver_licence: string | null;
  driver_image: string | null;
  driver_languages: string[] | null;
  driver_experience_years: number | null;
  rate_per_km_first: number | null;
  rate_per_km_beyond: number | null;
  base_fare: number | null;
  rate_per_extra_hour: number | null;
  company_id: string;
  company_name: string;
  company_city: string;
  company_image_url: string;
  company_rating_total: number;
  company_rating_count: number;
  company_verified: boolean;
  company_trending: boolean;
}

function fromDetailRow(row: CarDetailRow): CarRow {
  return {
    _id: row.id,
    car_name: row.car_name,
    car_model: row.car_model,
    model_year: row.model_year,
    fuel_type: row.fuel_type,
    new_price: row.new_price,
    old_price: row.old_price,
    category: row.category,
    service_type: row.service_type,
    seater: row.seater,
    luggage: row.luggage,
    ac: row.ac,
    city: row.city,
    availability: row.availability,
    car_image: row.car_image,
    driver_name: row.driver_name,
    driver_age: row.driver_age,
    driver_lisence: row.driver_licence,
    driver_image: row.driver_image,
    driver_languages: row.driver_languages,
    driver_experience_years: row.driver_experience_years,
    rates: {
      perKmFirst: row.rate_per_km_first,
      perKmBeyond: row.rate_per_km_beyond,
      base: row.base_fare,
      perExtraHour: row.rate_per_extra_hour,
    },
    user: {
      _id: row.company_id,
      travelsName: row.company_name,
      city: row.company_city,
      imageUrl: row.company_image_url,
      ratingTotal: row.company_rating_total,
      ratingCount: row.company_rating_count,
      verified: row.company_verified,
      trending: row.company_trending,
    },
  };
}

/**
 * A car's price for the base period: its own base fare, else its category's (docs/product/storefront.md#price-estimate,
 * written into the query from the one table the estimate uses too). What the card shows, so the
 * price filter and sort agree with what a customer reads.
 */
const basePrice = sql<number>`coalesce(${cars.baseFare}, case ${cars.category} ${sql.join(
  CATEGORIES.map(
    (category) => sql`when ${category} then ${sql.raw(String(PRICE_TABLE[category].base))}`,
  ),
  sql` `,
)} end)`;

/** The owner's average as the card shows it (one decimal), 0 without reviews. */
const shownRating = sql<string>`coalesce(round(${travelCompanies.ratingTotal}::numeric / nullif(${travelCompanies.ratingCount}, 0), 1), 0)`;

/**
 * Each order: its key, the key as the cursor carries it (text, so that it is exact: a time in
 * RFC 3339 to the microsecond), the SQL type the text is read back as, and its direction. The car
 * id breaks ties in the same direction, so `(key, id)` is a total order and a page resumes exactly
 * after the last car it showed. Newest first matches the car indexes (created_at desc, id desc):
 * a page is an index range read.
 */
interface Order {
  key: SQL;
  /** The key as the cursor carries it: its text, or a whole number read as is. */
  text: SQL<string | number>;
  type: string;
  ascending: boolean;
}

const ORDERS: Record<Exclude<CarSort, 'trip_price'>, Order> = {
  newest: {
    key: sql`${cars.createdAt}`,
    text: cursorTime(cars.createdAt),
    type: 'timestamptz',
    ascending: false,
  },
  price_low: { key: basePrice, text: sql`(${basePrice})::text`, type: 'integer', ascending: true },
  price_high: {
    key: basePrice,
    text: sql`(${basePrice})::text`,
    type: 'integer',
    ascending: false,
  },
  rating: {
    key: shownRating,
    text: sql`(${shownRating})::text`,
    type: 'numeric',
    ascending: false,
  },
};

export interface CarPage {
  cars: Car[];
  hasMore: boolean;
  /** Cars matching the filters, over every page. */
  total: number;
  /** The cursor of the page after this one, null on the last. */
  next: string | null;
}

export function createCarsRepository(db: Database) {
  const counter = createCarCounter(db);

  return {
    /**
     * One page of cars and how many match. Filters on city, category and service type are
     * equalities on the leading columns of the composite indexes; the others narrow what those
     * read. Pages go on by keyset (`after`), never by a deep offset; one extra row tells whether
     * another page exists. With the catalogue version the caller read, a searched trip starts from
     * the counts and rate cards kept for that version.
     */
    async list(
      query: CarListQuery,
      trip: SearchTrip | null = null,
      catalogue?: bigint,
    ): Promise<CarPage> {
      const { limit, page, sort, after } = query;
      const figures = trip && catalogue !== undefined ? await counter.keptFigures(catalogue) : null;
      const baseFilters = carFilters(query);
      const filters = trip ? [...baseFilters, freeFor(trip), reachable(trip)] : baseFilters;
      const cursor =
        after === undefined
          ? undefined
          : (() => {
              // The contract has read it already: a cursor of another list is a 400 there.
              const decoded = decodeCarListCursor(sort, after);
              if (decoded === null) throw badRequest('car_cursor_invalid');
              return decoded;
            })();
      const skipped = cursor === undefined ? (page - 1) * limit : 0;

      const [rows, counted] = await Promise.all([
        sort === 'trip_price' && trip
          ? tripPricePage(trip, filters, cursor, skipped)
          : orderedPage(ORDERS[sort === 'trip_price' ? 'newest' : sort], filters, cursor, skipped),
        counter.count(query, baseFilters, trip, figures),
      ]);

      const shown = rows.slice(0, limit);
      const hasMore = rows.length > limit;
      const last = shown.at(-1);
      return {
        cars: shown.map(({ sortKey: _sortKey, tariff, ...row }) => {
          const car = toCar(row);
          return trip ? { ...car, trip: tripPrice(trip, car, tariff) } : car;
        }),
        hasMore,
        total: counted ?? 0,
        next:
          hasMore && last
            ? encodeCarListCursor(sort, { key: String(last.sortKey), id: last._id })
            : null,
      };

      /** A page in one of the indexed orders: an index range read after the cursor. */
      function orderedPage(
        order: Order,
        where: SQL[],
        from: CarListCursor | undefined,
        offset: number,
      ) {
        const direction = order.ascending ? asc : desc;
        const comparison = order.ascending ? sql.raw('>') : sql.raw('<');
        const keyset = from
          ? sql`(${order.key}, ${cars.id}) ${comparison} (${from.key}::${sql.raw(order.type)}, ${from.id}::uuid)`
          : undefined;
        return db
          .select({ ...carColumns, ...tripColumns, sortKey: order.text })
          .from(cars)
          .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
          .where(and(...where, keyset))
          .orderBy(direction(order.key), direction(cars.id))
          .limit(limit + 1)
          .offset(offset);
      }

      /** A page in the trip's price order: the cars the rate cards give, read in that order. */
      async function tripPricePage(
        searched: SearchTrip,
        where: SQL[],
        from: CarListCursor | undefined,
        offset: number,
      ) {
        const ordered = (
          await tripPriceOrder(
            figures?.rateCards ?? (await readRateCards(db)),
            query,
            searched,
            offset + limit + 1,
            {
              filters: where,
              after: from && { total: Number(from.key), id: from.id },
              read: (ids) =>
                db
                  .select({ ...carColumns, ...tripColumns })
                  .from(cars)
                  .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
                  .where(sql`${cars.id} in (${ids})`),
              totalOf: ({ tariff, ...row }) => tripPrice(searched, toCar(row), tariff).total,
            },
          )
        ).slice(offset);
        return ordered.map(({ row, total }) => ({ ...row, sortKey: total }));
      }
    },

    /**
     * One car with its owner, for the car page. The query is the database function `car_detail`
     * (migration 0003), whose plan each connection makes once: the page of any of many cars, on
     * every visit, without planning the join again (docs/decisions/006).
     */
    async findById(id: string): Promise<CarDetail | null> {
      // The photos are read apart, beside the function: the planned query stays as it is.
      const [result, photoRows] = await Promise.all([
        db.execute(sql`select * from car_detail(${id})`),
        db.select({ photos: cars.photos }).from(cars).where(eq(cars.id, id)).limit(1),
      ]);
      const [row] = (result as unknown as { rows: CarDetailRow[] }).rows;
      return row ? { ...toCar(fromDetailRow(row)), photos: photoRows[0]?.photos ?? [] } : null;
    },

    /** The owner of a car, to check that a query or feedback names the right company. */
    /**
     * The company of a car the storefront shows (live, of a verified company), or null: a car
     * out of the storefront takes no reviews or reveals, whoever knows its id.
     */
    async ownerOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ travelCompanyId: cars.travelCompanyId })
        .from(cars)
        .innerJoin(travelCompanies, eq(travelCompanies.id, cars.travelCompanyId))
        .where(and(eq(cars.id, id), onStorefront))
        .limit(1);
      return row?.travelCompanyId ?? null;
    },
  };
}

/** What a car's quote needs beyond its card: its package prices and its company's defaults. */
const tripColumns = {
  tariff: {
    localPackagePrices: cars.localPackagePrices,
    driverAllowancePerDay: travelCompanies.driverAllowancePerDay,
    nightChargePerNight: travelCompanies.nightChargePerNight,
    outstationMinKmPerDay: travelCompanies.outstationMinKmPerDay,
  },
};

/** The card's trip: the car's own quote for the searched trip, from its city's route. */
function tripPrice(
  trip: SearchTrip,
  car: Car,
  tariff: {
    localPackagePrices: Partial<Record<LocalPackage, number>>;
    driverAllowancePerDay: number;
    nightChargePerNight: number;
    outstationMinKmPerDay: number;
  },
): NonNullable<Car['trip']> {
  const quote = tripQuoteFor(trip, {
    ...tariff,
    city: car.city,
    category: car.category,
    seats: car.seater,
    rates: car.rates,
  });
  return { total: quote.total, currency: 'INR', allIn: quote.allIn };
}

/** The storefront's filters as SQL conditions. */
function carFilters(query: CarListQuery): SQL[] {
  const filters: SQL[] = [onStorefront];
  if (query.city !== undefined) filters.push(eq(cars.city, query.city));
  if (query.category !== undefined) filters.push(eq(cars.category, query.category));
  if (query.service_type !== undefined) filters.push(eq(cars.serviceType, query.service_type));
  if (query.fuel !== undefined) filters.push(eq(cars.fuelType, query.fuel));
  if (query.min_seats !== undefined) filters.push(gte(cars.seater, query.min_seats));
  if (query.ac !== undefined) filters.push(eq(cars.ac, query.ac));
  if (query.min_price !== undefined) filters.push(sql`${basePrice} >= ${query.min_price}`);
  if (query.max_price !== undefined) filters.push(sql`${basePrice} <= ${query.max_price}`);
  if (query.language !== undefined)
    // The driver who usually drives the car; a booking's own driver is the company's choice.
    filters.push(
      sql`exists (select 1 from ${drivers} where ${drivers.id} = ${cars.defaultDriverId} and ${query.language} = any(${drivers.languages}))`,
    );
  return filters;
}
