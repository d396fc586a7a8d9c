/**
 * Keyset pages of the partner portal's lists (leads, reviews): newest first by (createdAt, id),
 * each page asking for the rows after the last one it showed. Unlike page numbers, a page stays
 * right while new rows arrive at the top, and reading page 50 costs what page 1 costs.
 */
import * as z from 'zod/mini';
import { messageRef } from '../message-ref.js';
import { fromBase64Url, toBase64Url } from './base64url.js';
import { isMoment } from './dates.js';

export const PARTNER_PAGE_DEFAULT_LIMIT = 20;
export const PARTNER_PAGE_MAX_LIMIT = 100;

/** Where a page ends: the last row's creation time (to the microsecond) and id. */
export interface PageCursor {
  /** An ISO 8601 UTC timestamp with the database's full precision (microseconds). */
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodePageCursor(cursor: PageCursor): string {
  return toBase64Url(`${cursor.at}|${cursor.id}`);
}

/** The cursor a client sent back, or null when it is not one this API wrote. */
export function decodePageCursor(value: string): PageCursor | null {
  let text: string;
  try {
    text = fromBase64Url(value);
  } catch {
    return null;
  }
  const [at = '', id = '', ...rest] = text.split('|');
  // The time goes to the database as it is: an impossible one (Feb 30, year 0000) would fail
  // there, so it is held to the API's one rule for dates and times first.
  if (rest.length > 0 || !isMoment(at) || !UUID.test(id)) return null;
  return { at, id };
}

const CURSOR_INVALID = messageRef('page_cursor_invalid');

/** The `cursor` of a list's query string: the `nextCursor` of the page before. */
export const PageCursorSchema = /* @__PURE__ */ z.pipe(
  z.string({ error: CURSOR_INVALID }).check(z.maxLength(200, CURSOR_INVALID)),
  z.transform((value: string, ctx) => {
    const cursor = decodePageCursor(value);
    if (cursor === null) {
      ctx.issues.push({ code: 'custom', message: CURSOR_INVALID, input: value });
      return z.NEVER;
    }
    return cursor;
  }),
);

/** The `limit` of a list's query string. */
export const PageLimitSchema = /* @__PURE__ */ z._default(
  z.coerce
    .number({ error: 'limit must be a number' })
    .check(
      z.int('limit must be a whole number'),
      z.gte(1, 'limit must be at least 1'),
      z.lte(PARTNER_PAGE_MAX_LIMIT, `limit must be at most ${PARTNER_PAGE_MAX_LIMIT}`),
    ),
  PARTNER_PAGE_DEFAULT_LIMIT,
);
