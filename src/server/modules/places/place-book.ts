/**
 * The places, routes and state permits as quotes and the car search read them: a few hundred
 * rows, read whole into memory and kept per catalogue version (an operator's correction bumps it,
 * migration 0025), so a quote or a searched list never asks the database for its route.
 */
import type { CatalogVersion } from '../../db/catalog-version.js';
import type { Database } from '../../db/client.js';
import { places, routes, statePermits } from '../../db/schema/index.js';
import type { Language } from '../../../shared/constants.js';
import type { Place, PlaceKind, Route } from '../../../shared/contracts/places.js';
import { fieldError } from '../../http/errors.js';
import type { RouteFinder, TripRoute } from '../quotes/quote.js';

export interface PermitRow {
  state: string;
  upTo7: number;
  upTo13: number;
  over13: number;
  source: string;
}

export interface PlaceBook {
  places: Place[];
  byId: Map<string, Place>;
  /** Keyed `from>to`. */
  routes: Map<string, Route>;
  permits: Map<string, PermitRow>;
}

/** The finder of a trip that names no place, which the quote never asks. */
const noRoute: RouteFinder = () => {
  throw new Error('a trip that names no place has no route');
};

/** A city's own place: the five cities are places too ("Vijayawada" is `vijayawada`). */
export const cityPlaceId = (city: string) => city.toLowerCase();

const routeKey = (from: string, to: string) => `${from}>${to}`;

async function readBook(db: Database): Promise<PlaceBook> {
  const [placeRows, routeRows, permitRows] = await Promise.all([
    db.select().from(places).orderBy(places.nameEn),
    db.select().from(routes),
    db.select().from(statePermits),
  ]);
  const list: Place[] = placeRows.map((row) => ({
    id: row.id,
    name: row.nameEn,
    names: { en: row.nameEn, te: row.nameTe, hi: row.nameHi },
    state: row.state,
    kind: row.kind as PlaceKind,
    lat: row.lat,
    lng: row.lng,
  }));
  return {
    places: list,
    byId: new Map(list.map((place) => [place.id, place])),
    routes: new Map(
      routeRows.map((row) => [
        routeKey(row.fromPlaceId, row.toPlaceId),
        {
          from: row.fromPlaceId,
          to: row.toPlaceId,
          km: row.km,
          tolls: { car: row.tollsCar, lcv: row.tollsLcv },
          borders: row.borders,
          source: row.source,
        },
      ]),
    ),
    permits: new Map(permitRows.map((row) => [row.state, row])),
  };
}

/** The book at the current catalogue version, read again only after a change. */
export function createPlaceBook(db: Database, catalogVersion: () => Promise<CatalogVersion>) {
  let kept: { version: bigint; book: Promise<PlaceBook> } | null = null;

  async function current(): Promise<PlaceBook> {
    const { catalog } = await catalogVersion();
    if (kept?.version !== catalog) {
      const book = readBook(db);
      kept = { version: catalog, book };
      // A failed read is not kept: the next caller tries again.
      book.catch(() => {
        if (kept?.book === book) kept = null;
      });
    }
    return kept.book;
  }

  return {
    current,

    /**
     * The route of a trip from `city` to `placeId`, or a 400 on `to` (of the body, or of the
     * query for the car search): a place nobody knows, the city itself, a place without a route.
     */
    async routeFinder(
      to: string | undefined,
      context: 'body' | 'querystring' = 'body',
    ): Promise<RouteFinder> {
      // A trip that names no place asks for no route: the book is not read for it.
      if (to === undefined) return noRoute;
      const book = await current();
      const refuse = (
        code: 'place_unknown' | 'place_same_city' | 'place_unreachable',
        city: string,
      ) => fieldError('to', code, code === 'place_unknown' ? undefined : { city }, context);
      return (city, placeId): TripRoute => {
        const place = book.byId.get(placeId);
        if (!place) throw refuse('place_unknown', city);
        const from = cityPlaceId(city);
        if (from === placeId) throw refuse('place_same_city', city);
        const route = book.routes.get(routeKey(from, placeId));
        if (!route) throw refuse('place_unreachable', city);
        return {
          placeId,
          placeName: place.names.en,
          km: route.km,
          tolls: route.tolls,
          permits: route.borders.flatMap((state) => {
            const permit = book.permits.get(state);
            return permit ? [permit] : [];
          }),
        };
      };
    },
  };
}
export type PlaceBookService = ReturnType<typeof createPlaceBook>;

/** Folds a name for matching: case and the marks that vary in typing (nukta, ZWJ/ZWNJ) aside. */
export const foldName = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u200c|\u200d|\u093c/g, '')
    .trim();

/**
 * The places whose name in any of the three scripts has a word starting with `q` (all when `q`
 * is empty), the ones whose name starts with it first, then by their name in `language`.
 */
export function searchPlaces(book: PlaceBook, q: string, language: Language): Place[] {
  const needle = foldName(q);
  const named = (place: Place) => ({ ...place, name: place.names[language] });
  if (needle === '') return book.places.map(named);
  const scored: { place: Place; rank: number }[] = [];
  for (const place of book.places) {
    let rank = Infinity;
    for (const name of Object.values(place.names)) {
      const folded = foldName(name);
      if (folded.startsWith(needle)) rank = Math.min(rank, 0);
      else if (folded.split(/[\s,()-]+/).some((word) => word.startsWith(needle)))
        rank = Math.min(rank, 1);
      else if (needle.length >= 3 && folded.includes(needle)) rank = Math.min(rank, 2);
    }
    if (rank < Infinity) scored.push({ place: named(place), rank });
  }
  return scored
    .sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name))
    .map(({ place }) => place);
}

export { routeKey };
