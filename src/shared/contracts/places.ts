/**
 * Places a trip goes to and the routes from Saarthi's cities to them (docs/product/trips-and-money.md#places-routes-and-all-in-quotes):
 * what the place picker searches, and what an operator corrects in the console.
 */
import * as z from 'zod/mini';
import { CITIES } from '../constants.js';
import { messageRef } from '../message-ref.js';

export const PLACE_KINDS = [
  'city',
  'airport',
  'pilgrim',
  'hills',
  'beach',
  'heritage',
  'town',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A place's id: a lower-case slug, stable forever ("tirumala", "hyderabad-airport"). */
export const PlaceIdSchema = /* @__PURE__ */ z
  .string({ error: messageRef('place_unknown') })
  .check(
    z.trim(),
    z.maxLength(60, messageRef('place_unknown')),
    z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, messageRef('place_unknown')),
  );

export const PlaceSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  /** The place's name in the asked language. */
  name: z.string(),
  names: z.object({ en: z.string(), te: z.string(), hi: z.string() }),
  state: z.string(),
  kind: z.enum(PLACE_KINDS),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof PlaceSchema>;

/** The longest text the place picker searches for. */
export const PLACE_QUERY_MAX = 60;

/**
 * GET /api/places?q=&from=: places whose name in any of the three scripts starts a word with
 * `q` (every place without it); with `from`, a city, each place carries its route from there.
 */
export const PlaceSearchQuerySchema = /* @__PURE__ */ z.object({
  q: z._default(
    z.string().check(z.trim(), z.maxLength(PLACE_QUERY_MAX, messageRef('place_query_too_long'))),
    '',
  ),
  from: z.optional(z.enum(CITIES, { error: `from must be one of: ${CITIES.join(', ')}` })),
  lang: z.optional(z.enum(['en', 'te', 'hi'])),
});
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuerySchema>;

/** Tolls one way, whole rupees: a car, jeep or van, and a minibus. */
export const TollsSchema = /* @__PURE__ */ z.object({ car: z.int(), lcv: z.int() });

export const RouteSchema = /* @__PURE__ */ z.object({
  from: z.string(),
  to: z.string(),
  km: z.int(),
  tolls: TollsSchema,
  /** The states entered on the way, in order. */
  borders: z.array(z.string()),
  /** Where the figures came from. */
  source: z.string(),
});
export type Route = z.infer<typeof RouteSchema>;

export const PlaceSearchResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  places: z.array(z.object({ ...PlaceSchema.shape, route: z.optional(z.nullable(RouteSchema)) })),
});
export type PlaceSearchResponse = z.infer<typeof PlaceSearchResponseSchema>;

/** The most km a route may be: the longest trip the estimator prices. */
export const ROUTE_KM_MAX = 5000;
const whole = (max: number) =>
  z
    .int({ error: messageRef('route_figure_invalid', { max }) })
    .check(
      z.minimum(0, messageRef('route_figure_invalid', { max })),
      z.maximum(max, messageRef('route_figure_invalid', { max })),
    );

/**
 * The states a route may enter, by their vehicle registration codes: those Saarthi knows an
 * entry permit for (none between AP and TS), so each border crossed is priced.
 */
export const ROUTE_STATES = ['AP', 'TS', 'KA', 'TN', 'PY', 'OD', 'MH', 'CG'] as const;
export type RouteState = (typeof ROUTE_STATES)[number];

/**
 * PATCH /api/admin/routes/{from}/{to}: an operator corrects a route's figures and, when sent, the
 * states it enters, saying where the new ones came from; the next quotes use them.
 */
export const RouteChangeBodySchema = /* @__PURE__ */ z.object({
  km: whole(ROUTE_KM_MAX),
  tolls: z.object({ car: whole(100_000), lcv: whole(100_000) }),
  borders: z.optional(
    z
      .array(z.enum(ROUTE_STATES, { error: messageRef('route_border_unknown') }))
      .check(z.maxLength(ROUTE_STATES.length, messageRef('route_border_unknown'))),
  ),
  source: z
    .string({ error: messageRef('route_source_required') })
    .check(
      z.trim(),
      z.minLength(5, messageRef('route_source_required')),
      z.maxLength(300, messageRef('route_source_required')),
    ),
});
export type RouteChangeBody = z.infer<typeof RouteChangeBodySchema>;

export const RouteListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  routes: z.array(RouteSchema),
});
export type RouteListResponse = z.infer<typeof RouteListResponseSchema>;
