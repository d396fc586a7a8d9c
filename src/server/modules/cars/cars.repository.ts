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
import type { CatalogVersion } from '../../db/catalog-version.js';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { cars, drivers, travelCompanies } from '../../db/schema/index.js';
import { cursorTime } from '../leads/leads.repository.js';
import { freeFor, reachable, type SearchTrip } from './trip-search.js';
import {
  cardKey,
  keptTripPriceOrder,
  readRateCards,
  tripPriceOrder,
  tripQuoteFor,
  type KeptRateCard,
} from './trip-price-order.js';
import { createCarCounter, isRefined } from './car-count.js';
import { createKeptCars, freePage, KEPT_PER_LIST, type KeptList } from './kept-cars.js';
import { fromDetailRow, pageColumns, toCar, type CarDetailRow, type PageRow } from './car-rows.js';

/**
 * The cars a customer can open: live cars of verified companies (docs/product/marketplace.md#roles-and-accounts),
 * so never a draft, one in review, suspended or archived, nor one of a company pending, rejected
 * or suspended. A condition on `cars` joined with `travel_companies`: the list, a car's owner
 * check and the sitemap (modules/site-index) all read it from here; `car_detail` (migration
 * 0022) writes the same two equalities in SQL.
 */
export const onStorefront = and(eq(cars.status, 'live'), eq(travelCompanies.status, 'verified'))!;

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
  const keptCars = createKeptCars<PageRow>();

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
      versions?: CatalogVersion,
    ): Promise<CarPage> {
      const { limit, page, sort, after } = query;
      const figures = trip && versions ? await counter.keptFigures(versions.catalog) : null;
      const baseFilters = carFilters(query);
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
      /** The page as the database reads it: the list's filters, the window's freedom and reach. */
      const freshPage = () => {
        const filters = trip ? [...baseFilters, freeFor(trip), reachable(trip)] : baseFilters;
        return sort === 'trip_price' && trip
          ? tripPricePage(trip, filters, cursor, skipped)
          : orderedRows(
              ORDERS[sort === 'trip_price' ? 'newest' : sort],
              filters,
              cursor,
              skipped,
              limit + 1,
            );
      };

      let rows: PageRow[];
      let total: number;
      if (trip && figures && versions && !isRefined(query)) {
        // Counted from the kept counts, a window names the cars it holds: the page is the list's
        // kept cars less those, and the database reads it only past what is kept.
        const counted = await counter.count(query, baseFilters, trip, figures);
        total = counted.total;
        rows =
          (await keptPage(trip, counted.held ?? new Set(), figures.rateCards, versions)) ??
          (await freshPage());
      } else {
        const [fresh, counted] = await Promise.all([
          freshPage(),
          counter.count(query, baseFilters, trip, figures),
        ]);
        rows = fresh;
        total = counted.total;
      }

      const shown = rows.slice(0, limit);
      const hasMore = rows.length > limit;
      const last = shown.at(-1);
      return {
        cars: shown.map(({ sortKey: _sortKey, tariff, ...row }) => {
          const car = toCar(row);
          return trip ? { ...car, trip: tripPrice(trip, car, tariff) } : car;
        }),
        hasMore,
        total,
        next:
          hasMore && last
            ? encodeCarListCursor(sort, { key: String(last.sortKey), id: last._id })
            : null,
      };

      /** Cars in one of the indexed orders: an index range read after the cursor. */
      async function orderedRows(
        order: Order,
        where: SQL[],
        from: CarListCursor | undefined,
        offset: number,
        count: number,
      ): Promise<PageRow[]> {
        const direction = order.ascending ? asc : desc;
        const comparison = order.ascending ? sql.raw('>') : sql.raw('<');
        const keyset = from
          ? sql`(${order.key}, ${cars.id}) ${comparison} (${from.key}::${sql.raw(order.type)}, ${from.id}::uuid)`
          : undefined;
        const found = await db
          .select({ ...pageColumns, sortKey: order.text })
          .from(cars)
          .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
          .where(and(...where, keyset))
          .orderBy(direction(order.key), direction(cars.id))
          .limit(count)
          .offset(offset);
        return found;
      }

      /** A page in the trip's price order: the cars the rate cards give, read in that order. */
      async function tripPricePage(
        searched: SearchTrip,
        where: SQL[],
        from: CarListCursor | undefined,
        offset: number,
      ): Promise<PageRow[]> {
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
                  .select(pageColumns)
                  .from(cars)
                  .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
                  .where(sql`${cars.id} in (${ids})`),
              totalOf: ({ tariff, ...row }) => tripPrice(searched, toCar(row), tariff).total,
            },
          )
        ).slice(offset);
        return ordered.map(({ row, total }) => ({ ...row, sortKey: total }));
      }

      /**
       * The page taken from the kept cars (kept-cars.ts): the list's first cars of the catalogue
       * version and ratings read, free and available, less those the window holds; null when
       * the kept cars do not reach the page.
       */
      async function keptPage(
        searched: SearchTrip,
        held: ReadonlySet<string>,
        rateCards: readonly KeptRateCard[],
        { catalog, ratings }: CatalogVersion,
      ): Promise<PageRow[] | null> {
        const available = [...baseFilters, sql`${cars.availability}`, reachable(searched)];
        const readKept = async (rows: Promise<PageRow[]>): Promise<KeptList<PageRow>> => {
          const found = await rows;
          return {
            rows: found.slice(0, KEPT_PER_LIST),
            truncated: found.length > KEPT_PER_LIST,
          };
        };
        if (sort === 'trip_price') {
          const ordered = await keptTripPriceOrder(
            rateCards,
            query,
            searched,
            skipped + limit + 1,
            {
              after: cursor && { total: Number(cursor.key), id: cursor.id },
              held,
              // A card's cars are the same whatever list shows them: one kept list per card.
              keptOf: (group) =>
                keptCars(`card|${ratings}|${cardKey(group)}`, catalog, () =>
                  readKept(
                    db
                      .select(pageColumns)
                      .from(cars)
                      .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
                      .where(
                        and(
                          ...available,
                          eq(cars.city, group.city),
                          eq(cars.category, group.category),
                          eq(cars.serviceType, group.serviceType),
                          eq(cars.rateCard, group.rateCard),
                          eq(travelCompanies.driverAllowancePerDay, group.driverAllowancePerDay),
                          eq(travelCompanies.nightChargePerNight, group.nightChargePerNight),
                          eq(travelCompanies.outstationMinKmPerDay, group.outstationMinKmPerDay),
                        ),
                      )
                      .orderBy(cars.id)
                      .limit(KEPT_PER_LIST + 1)
                      .then((found) => found.map((row) => ({ ...row, sortKey: 0 }))),
                  ),
                ),
            },
          );
          return (
            ordered && ordered.slice(skipped).map(({ row, total }) => ({ ...row, sortKey: total }))
          );
        }
        const reach = searched.routes ? [...searched.routes.keys()].join(',') : '';
        const key = ['list', ratings, sort, query.city, query.category, query.service_type, reach];
        const list = await keptCars(key.join('|'), catalog, () =>
          readKept(orderedRows(ORDERS[sort], available, undefined, 0, KEPT_PER_LIST + 1)),
        );
        const from = cursor && {
          id: cursor.id,
          at: (row: PageRow) => String(row.sortKey) === cursor.key,
        };
        return freePage(list, held, from, skipped, limit + 1);
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
