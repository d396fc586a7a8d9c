/**
 * A searched list ordered by the trip's price (docs/decisions/022). Cars that share a rate card
 * (the car's seats and own rates, its category, its company's defaults) cost the same for any
 * trip, and a city has few rate cards however many cars it lists. So the order prices each rate
 * card once, with the quote's own arithmetic, and reads cars only from the cheapest cards: a page
 * costs the same for a city of 200 cars or of 200,000.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { CITIES } from '../../../shared/constants.js';
import type { CarListQuery } from '../../../shared/contracts/cars.js';
import type { Category } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { carRateCards, cars, travelCompanies } from '../../db/schema/index.js';
import { priceTrip } from '../quotes/quote.js';
import { tariffOf, type OwnTariff } from '../quotes/quotes.repository.js';
import type { KeptList } from './kept-cars.js';
import type { SearchTrip } from './trip-search.js';

/** What prices a car's trip, as a car row or a rate card spells it, and where the car starts. */
export interface PricedCard extends OwnTariff {
  city: string;
}

/** The quote of the searched trip for a car of this card: what its card shows, and its order. */
export function tripQuoteFor(trip: SearchTrip, card: PricedCard) {
  return priceTrip(tariffOf(card), { ...trip, route: trip.routes?.get(card.city) });
}

/** A rate card with a listed, available car, priced for the trip. */
export interface PricedGroup {
  city: string;
  category: Category;
  serviceType: KeptRateCard['serviceType'];
  rateCard: string;
  driverAllowancePerDay: number;
  nightChargePerNight: number;
  outstationMinKmPerDay: number;
  /** Listed cars of the card not marked unavailable: at most this many can be free. */
  available: number;
  total: number;
}

/** Car ids in the database's order: uuids sort as their lowercase text does. */
const byId = (a: { _id: string }, b: { _id: string }) =>
  a._id < b._id ? -1 : a._id > b._id ? 1 : 0;

/** How many more cars each read asks for than it still needs, since some are held or refined out. */
const FIRST_READ_SPARE = 4;
/** Each further read looks through this many times the cards of the one before. */
const READ_GROWTH = 4;

/** The cities a searched list reads: the one asked for, else those that reach the trip's place. */
function citiesOf(query: CarListQuery, trip: SearchTrip): string[] {
  if (query.city !== undefined) return [query.city];
  return trip.routes ? [...trip.routes.keys()] : [...CITIES];
}

/** The storefront's rate cards with a car that can be free, as the database keeps them. */
export type KeptRateCard = typeof carRateCards.$inferSelect;

/**
 * The rate cards with a listed, available car: a few rows a city, changed only with the catalogue,
 * so a caller keeps them per catalogue version (cars.repository.ts).
 */
export function readRateCards(db: Database): Promise<KeptRateCard[]> {
  return db
    .select()
    .from(carRateCards)
    .where(sql`${carRateCards.cars} > ${carRateCards.unavailable}`);
}

function pricedGroups(
  rateCards: readonly KeptRateCard[],
  query: CarListQuery,
  trip: SearchTrip,
): PricedGroup[] {
  const cities = new Set(
    citiesOf(query, trip).filter((city) => !trip.routes || trip.routes.has(city)),
  );
  const groups = rateCards
    .filter(
      (row) =>
        cities.has(row.city) &&
        (query.category === undefined || row.category === query.category) &&
        (query.service_type === undefined || row.serviceType === query.service_type),
    )
    .map((row): PricedGroup => ({
      city: row.city,
      category: row.category,
      serviceType: row.serviceType,
      rateCard: row.rateCard,
      driverAllowancePerDay: row.driverAllowancePerDay,
      nightChargePerNight: row.nightChargePerNight,
      outstationMinKmPerDay: row.outstationMinKmPerDay,
      available: row.cars - row.unavailable,
      total: tripQuoteFor(trip, {
        city: row.city,
        category: row.category,
        seats: row.seater,
        rates: {
          perKmFirst: row.ratePerKmFirst,
          perKmBeyond: row.ratePerKmBeyond,
          base: row.baseFare,
          perExtraHour: row.ratePerExtraHour,
        },
        localPackagePrices: row.localPackagePrices,
        driverAllowancePerDay: row.driverAllowancePerDay,
        nightChargePerNight: row.nightChargePerNight,
        outstationMinKmPerDay: row.outstationMinKmPerDay,
      }).total,
    }));
  return groups.sort((a, b) => a.total - b.total);
}

/** Reads the cars whose ids the given subquery selects, in any order. */
export type CarReader<Row> = (ids: SQL) => Promise<Row[]>;

/**
 * How the order reads its cars: those that pass `filters` (the list's filters, the window's
 * freedom, the place's reach) after the cursor `after`, read by `read` and priced by `totalOf`
 * (the card's own total, as the quote gives it).
 */
export interface OrderReading<Row> {
  filters: SQL[];
  after: { total: number; id: string } | undefined;
  read: CarReader<Row>;
  totalOf: (row: Row) => number;
}

/** One car of the order, with the total it is ordered by. */
export interface OrderedCar<Row> {
  row: Row;
  total: number;
}

/**
 * Up to `count` cars of these cards that pass `filters`, in the order (total, id), after the
 * cursor: each card's cars are an index range by id (cars_rate_card_idx), read only as far as
 * the page needs, and the cars themselves in the same statement.
 */
async function carsOfGroups<Row extends { _id: string }>(
  groups: PricedGroup[],
  count: number,
  { filters, after, read, totalOf }: OrderReading<Row>,
): Promise<OrderedCar<Row>[]> {
  const values = sql.join(
    groups.map(
      (group) =>
        sql`(${group.city}, ${group.category}::car_category, ${group.serviceType}::service_type, ${group.rateCard}, ${group.driverAllowancePerDay}::int, ${group.nightChargePerNight}::int, ${group.outstationMinKmPerDay}::int, ${group.total}::int)`,
    ),
    sql`, `,
  );
  // Only cards from the cursor's total on are read: past it, a card's cars all come after.
  const resume = after
    ? sql`and (g.total > ${after.total} or ${cars.id} > ${after.id}::uuid)`
    : sql``;
  const rows = await read(sql`
    select picked.id
    from (values ${values}) as g(city, category, service_type, rate_card, allowance, night, min_km, total)
    cross join lateral (
      select ${cars.id} as id from ${cars}
      join ${travelCompanies} on ${travelCompanies.id} = ${cars.travelCompanyId}
      where ${cars.city} = g.city and ${cars.category} = g.category
        and ${cars.serviceType} = g.service_type and ${cars.rateCard} = g.rate_card
        and ${travelCompanies.driverAllowancePerDay} = g.allowance
        and ${travelCompanies.nightChargePerNight} = g.night
        and ${travelCompanies.outstationMinKmPerDay} = g.min_km
        and ${and(...filters)} ${resume}
      order by ${cars.id}
      limit ${count}
    ) picked
    order by g.total, picked.id
    limit ${count}`);
  return rows
    .map((row) => ({ row, total: totalOf(row) }))
    .sort((a, b) => a.total - b.total || byId(a.row, b.row));
}

/** The cards of the trip-price order, cheapest first, from the cursor's total on. */
function orderedGroups(
  rateCards: readonly KeptRateCard[],
  query: CarListQuery,
  trip: SearchTrip,
  after: { total: number } | undefined,
): PricedGroup[] {
  return pricedGroups(rateCards, query, trip).filter(
    (group) => after === undefined || group.total >= after.total,
  );
}

/** How far each read of cards reaches: cards of one total are never split between two reads. */
function* readsOf(groups: PricedGroup[], count: number): Generator<PricedGroup[]> {
  let next = 0;
  let wanted = count * FIRST_READ_SPARE;
  while (next < groups.length) {
    let end = next;
    let reach = 0;
    while (
      end < groups.length &&
      (reach < wanted || groups[end]!.total === groups[end - 1]?.total)
    ) {
      reach += groups[end]!.available;
      end += 1;
    }
    yield groups.slice(next, end);
    next = end;
    wanted *= READ_GROWTH;
  }
}

/**
 * The first `count` cars of the trip-price order, read as `reading` says. Cards are read cheapest
 * first, a few at a time and more each time, never splitting cards of one total between two
 * reads, so the pieces follow each other in order.
 */
export async function tripPriceOrder<Row extends { _id: string }>(
  rateCards: readonly KeptRateCard[],
  query: CarListQuery,
  trip: SearchTrip,
  count: number,
  reading: OrderReading<Row>,
): Promise<OrderedCar<Row>[]> {
  const found: OrderedCar<Row>[] = [];
  for (const groups of readsOf(orderedGroups(rateCards, query, trip, reading.after), count)) {
    found.push(...(await carsOfGroups(groups, count - found.length, reading)));
    if (found.length >= count) break;
  }
  return found;
}

/** What a car shares with every car of its rate card: the card's key among the kept lists. */
export function cardKey(card: {
  city: string;
  category: string;
  serviceType: string;
  rateCard: string;
  driverAllowancePerDay: number;
  nightChargePerNight: number;
  outstationMinKmPerDay: number;
}): string {
  return [
    card.city,
    card.category,
    card.serviceType,
    card.rateCard,
    card.driverAllowancePerDay,
    card.nightChargePerNight,
    card.outstationMinKmPerDay,
  ].join('|');
}

/**
 * The first `count` cars of the trip-price order taken from each card's first cars, kept
 * (kept-cars.ts), less those the window holds: cards of one total merged by car id, as the
 * database orders them. Null when the kept cars cannot tell (a card has more cars than kept and
 * the page runs past them).
 */
export async function keptTripPriceOrder<Row extends { _id: string }>(
  rateCards: readonly KeptRateCard[],
  query: CarListQuery,
  trip: SearchTrip,
  count: number,
  {
    after,
    held,
    keptOf,
  }: {
    after: { total: number; id: string } | undefined;
    held: ReadonlySet<string>;
    keptOf: (group: PricedGroup) => Promise<KeptList<Row>>;
  },
): Promise<OrderedCar<Row>[] | null> {
  const found: OrderedCar<Row>[] = [];
  for (const groups of readsOf(orderedGroups(rateCards, query, trip, after), count)) {
    const lists = await Promise.all(groups.map(keptOf));
    for (let first = 0; first < groups.length;) {
      const { total } = groups[first]!;
      let end = first;
      while (end < groups.length && groups[end]!.total === total) end += 1;
      const ofTotal = lists.slice(first, end);
      // Past the last kept car of a card that has more, the kept cars cannot say what comes next.
      const lastKnown = ofTotal
        .filter((list) => list.truncated)
        .map((list) => list.rows.at(-1)?._id ?? '')
        .sort()[0];
      const rows = ofTotal.flatMap((list) => list.rows).sort(byId);
      for (const row of rows) {
        if (after && total === after.total && row._id <= after.id) continue;
        if (lastKnown !== undefined && row._id > lastKnown) return null;
        if (held.has(row._id)) continue;
        found.push({ row, total });
        if (found.length === count) return found;
      }
      if (lastKnown !== undefined) return null;
      first = end;
    }
  }
  return found;
}
