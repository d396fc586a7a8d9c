/**
 * Where a page of the storefront's car list ends (`next`, sent back as `after`): the last car's
 * sort key and id, for the order the list was read in. The key goes to the database as it is,
 * cast to its order's type, so a cursor is read only when its key has that type's shape: a
 * forged one is a 400 on `after`, never a failed cast.
 */
import { fromBase64Url, toBase64Url } from './base64url.js';
import type { CarSort } from './cars.js';
import { isMoment } from './dates.js';

export interface CarListCursor {
  /** The sort key as text: a time (newest), a fare (price) or an average rating. */
  key: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FARE = /^-?\d{1,9}$/;

const KEY_SHAPES: Record<CarSort, (key: string) => boolean> = {
  // Written by the server as an RFC 3339 time to the microsecond, held to the rule of all times.
  newest: isMoment,
  price_low: (key) => FARE.test(key),
  price_high: (key) => FARE.test(key),
  trip_price: (key) => FARE.test(key),
  rating: (key) => /^\d{1,2}(\.\d{1,2})?$/.test(key),
};

export function encodeCarListCursor(sort: CarSort, { key, id }: CarListCursor): string {
  return toBase64Url(JSON.stringify([sort, key, id]));
}

/** The cursor a client sent back for this order, or null when it is not one this list wrote. */
export function decodeCarListCursor(sort: CarSort, value: string): CarListCursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(value));
  } catch {
    return null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    typeof parsed[1] !== 'string' ||
    typeof parsed[2] !== 'string' ||
    !KEY_SHAPES[sort](parsed[1]) ||
    !UUID.test(parsed[2])
  )
    return null;
  return { key: parsed[1], id: parsed[2] };
}
