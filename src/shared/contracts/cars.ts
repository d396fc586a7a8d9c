import * as z from 'zod/mini';
import { decodeCarListCursor } from './car-list-cursor.js';
import { IdSchema, SaidFields, TimestampSchema } from './common.js';
import {
  CAR_LIST_DEFAULT_LIMIT,
  CAR_LIST_MAX_LIMIT,
  CATEGORIES,
  CITIES,
  RATING_MAX,
  RATING_MIN,
  SERVICE_TYPES,
  TEXT_LIMITS,
} from '../constants.js';
import { BOOKING_LIMITS } from '../booking-constants.js';
import { messageRef } from '../message-ref.js';
import { DRIVER_LANGUAGES, FUEL_TYPES } from '../partner-constants.js';
import { EstimatedKmSchema, LocalPackageSchema, TripTypeSchema } from './trip.js';
import { momentSchema } from './dates.js';
import { PlaceIdSchema } from './places.js';

const KM_INVALID = messageRef('estimated_km_invalid', { max: BOOKING_LIMITS.estimatedKmMax });

/** The travel company that owns a car, as shown on car cards and the detail page. */
export const TravelCompanySummarySchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  travelsName: z.string(),
  city: z.string(),
  imageUrl: z.string(),
  /** Average of the feedback the company received, 0 when it has none (docs/product/storefront.md#owner-rating). */
  rating: z.number(),
  verified: z.boolean(),
  trending: z.boolean(),
});
export type TravelCompanySummary = z.infer<typeof TravelCompanySummarySchema>;

/** The rates a car is priced at (its own, or its category's row of docs/product/storefront.md#constants), whole rupees. */
export const RateCardSchema = /* @__PURE__ */ z.object({
  perKmFirst: z.int(),
  perKmBeyond: z.int(),
  base: z.int(),
  perExtraHour: z.int(),
});

// docs/product/storefront.md#records-and-fields: wire names, including `driver_lisence`, are kept exactly.
export const CarSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  car_name: z.string(),
  car_model: z.string(),
  /** The car's model year; null on a car listed before partners were asked for it. */
  model_year: z.nullable(z.int()),
  fuel_type: z.string(),
  new_price: z.number(),
  old_price: z.number(),
  category: z.enum(CATEGORIES),
  service_type: z.enum(SERVICE_TYPES),
  seater: z.int(),
  /** Bags the car takes. */
  luggage: z.int(),
  /** Air-conditioned. */
  ac: z.boolean(),
  city: z.string(),
  availability: z.boolean(),
  car_image: z.string(),
  driver_name: z.nullable(z.string()),
  driver_age: z.nullable(z.int()),
  driver_lisence: z.nullable(z.string()),
  driver_image: z.nullable(z.string()),
  /** The languages the car's usual driver speaks (docs/product/marketplace.md#drivers); empty when unknown. */
  driver_languages: z.array(z.string()),
  /** The usual driver's years of driving for hire; null without a driver. */
  driver_experience_years: z.nullable(z.int()),
  /** docs/product/trips-and-money.md#rate-card-and-quotes: the car's own rates, which the estimate uses. */
  rates: RateCardSchema,
  user: TravelCompanySummarySchema,
  /**
   * Searched with a trip (`pickup_at`, `return_at`): the total of the car's quote for it, as
   * `POST /api/quotes` answers, and whether nothing but parking is left at actuals.
   */
  trip: z.optional(z.object({ total: z.int(), currency: z.literal('INR'), allIn: z.boolean() })),
});
export type Car = z.infer<typeof CarSchema>;

function oneOf<const T extends readonly string[]>(name: string, values: T) {
  const message = `${name} must be one of: ${values.join(', ')}`;
  // Case-insensitive on the way in, canonical spelling on the way out.
  return z.pipe(
    z.pipe(
      z.string({ error: message }).check(z.trim()),
      z.transform(
        (raw) => values.find((value) => value.toLowerCase() === raw.toLowerCase()) ?? raw,
      ),
    ),
    z.enum(values, { error: message }),
  );
}

export const CitySchema = oneOf('city', CITIES);
export const CategorySchema = oneOf('category', CATEGORIES);
export const ServiceTypeSchema = oneOf('service_type', SERVICE_TYPES);

/** How the car list can be ordered; newest first unless asked otherwise. */
export const CAR_SORTS = ['newest', 'price_low', 'price_high', 'rating', 'trip_price'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

/**
 * What narrows the car list beyond where and what (the specification's city, category and
 * service type): the kept counts do not split by these, and the storefront clears them at once.
 */
export const CAR_REFINEMENTS = [
  'fuel',
  'min_seats',
  'ac',
  'min_price',
  'max_price',
  'language',
] as const;

/** The most a price filter may name: above any car's base fare, below an overflow. */
export const CAR_PRICE_FILTER_MAX = 1_000_000;

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .check(
      z.int(`${name} must be a whole number`),
      z.gte(min, `${name} must be at least ${min}`),
      z.lte(max, `${name} must be at most ${max}`),
    );

export const CarListQuerySchema = z
  .object({
    city: z.optional(CitySchema),
    category: z.optional(CategorySchema),
    service_type: z.optional(ServiceTypeSchema),
    /** Only cars that run on this fuel. */
    fuel: z.optional(oneOf('fuel', FUEL_TYPES)),
    /** Only cars with at least this many seats. */
    min_seats: z.optional(wholeNumber('min_seats', 1, 30)),
    /** `true` for air-conditioned cars only, `false` for the others. */
    ac: z.optional(
      z.pipe(
        z.enum(['true', 'false'], { error: 'ac must be true or false' }),
        z.transform((value) => value === 'true'),
      ),
    ),
    /** The car's base fare (its price for the base period), in rupees, at least and at most. */
    min_price: z.optional(wholeNumber('min_price', 0, CAR_PRICE_FILTER_MAX)),
    max_price: z.optional(wholeNumber('max_price', 0, CAR_PRICE_FILTER_MAX)),
    /** Only cars whose usual driver speaks this language. */
    language: z.optional(oneOf('language', DRIVER_LANGUAGES)),
    /** The trip searched for: both times (with their offset) or neither. */
    pickup_at: z.optional(momentSchema(messageRef('pickup_time_invalid'))),
    return_at: z.optional(momentSchema(messageRef('return_time_invalid'))),
    trip_type: z._default(TripTypeSchema, 'rental'),
    package: z.optional(LocalPackageSchema),
    to: z.optional(PlaceIdSchema),
    km: z.optional(z.pipe(z.coerce.number({ error: KM_INVALID }), EstimatedKmSchema)),
    sort: z._default(oneOf('sort', CAR_SORTS), 'newest'),
    limit: z._default(wholeNumber('limit', 1, CAR_LIST_MAX_LIMIT), CAR_LIST_DEFAULT_LIMIT),
    /** Pages by number, as the specification's clients ask; `after` is the faster way on. */
    page: z._default(wholeNumber('page', 1, 10_000), 1),
    /** The `next` of the page before: the list goes on after its last car (keyset paging). */
    after: z.optional(
      z.string().check(z.minLength(1), z.maxLength(200, 'after must be at most 200 characters')),
    ),
  })
  .check(
    z.refine((query) => (query.pickup_at === undefined) === (query.return_at === undefined), {
      message: messageRef('trip_window_partial'),
      path: ['return_at'],
    }),
    z.refine((query) => query.sort !== 'trip_price' || query.pickup_at !== undefined, {
      message: messageRef('trip_window_partial'),
      path: ['pickup_at'],
    }),
    z.refine((query) => !(query.after !== undefined && query.page > 1), {
      message: 'Give either page or after, not both',
      path: ['after'],
    }),
    z.refine(
      (query) => query.after === undefined || decodeCarListCursor(query.sort, query.after) !== null,
      { message: messageRef('car_cursor_invalid'), path: ['after'] },
    ),
    z.refine(
      (query) =>
        query.min_price === undefined ||
        query.max_price === undefined ||
        query.min_price <= query.max_price,
      { message: 'min_price must not be more than max_price', path: ['min_price'] },
    ),
  );
export type CarListQuery = z.infer<typeof CarListQuerySchema>;
export type CarListQueryInput = z.input<typeof CarListQuerySchema>;

export const CarListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  cars: z.array(CarSchema),
  page: z.int(),
  limit: z.int(),
  hasMore: z.boolean(),
  /** How many cars match the filters, over all pages. */
  total: z.int(),
  /** Pass as `after` for the next page; null on the last one. */
  next: z.nullable(z.string()),
});
export type CarListResponse = z.infer<typeof CarListResponseSchema>;

export const CarDetailResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  car: z.object({
    ...CarSchema.shape,
    /**
     * The partner's photos of the car (`/uploads/...`), the cover first; empty when it has none
     * (`car_image` is then its drawing or its one older picture). Only the car page shows them.
     */
    photos: z.optional(z.array(z.string())),
  }),
  ...SaidFields,
});
export type CarDetailResponse = z.infer<typeof CarDetailResponseSchema>;
export type CarDetail = CarDetailResponse['car'];

/**
 * GET /api/cars/{id}/company-badge: what the car page says of how fast the car's company
 * responds to a reveal (docs/product/marketplace.md#leads).
 */
export const CompanyBadgeResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /**
   * The median minutes from a reveal to the company's first response over 30 days; null (no
   * badge) under 3 responses.
   */
  responseMinutes: z.nullable(z.int()),
});
export type CompanyBadgeResponse = z.infer<typeof CompanyBadgeResponseSchema>;

// Queries: a customer revealed a travel company's contact for a car (docs/product/storefront.md#page-states).
export const QueryBodySchema = /* @__PURE__ */ z.object({
  carId: IdSchema,
  travelUserId: IdSchema,
});
export type QueryBody = z.infer<typeof QueryBodySchema>;

/**
 * The contact a reveal shows: the car's own travel company's (docs/product/marketplace.md#partner-portal),
 * with the support desk's number where the company has set none.
 */
export const RevealedContactSchema = /* @__PURE__ */ z.object({
  phone: z.string(),
  /** The number the WhatsApp link opens: the company's WhatsApp, else its phone. */
  whatsapp: z.string(),
  /** Null when the company has set no e-mail. */
  email: z.nullable(z.string()),
  /** wa.me with a message naming the car; null when no number is a mobile WhatsApp can open. */
  whatsappUrl: z.nullable(z.string()),
});
export type RevealedContact = z.infer<typeof RevealedContactSchema>;

export const QueryCreatedSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  query: z.object({
    _id: IdSchema,
    carId: IdSchema,
    travelUserId: IdSchema,
    createdAt: TimestampSchema,
  }),
  contact: RevealedContactSchema,
});

export const QueryListItemSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  createdAt: TimestampSchema,
  car: z.object({
    _id: IdSchema,
    car_name: z.string(),
    car_model: z.string(),
    car_image: z.string(),
    category: z.enum(CATEGORIES),
    city: z.string(),
  }),
  travelCompany: z.object({
    _id: IdSchema,
    travelsName: z.string(),
    city: z.string(),
    imageUrl: z.string(),
  }),
});
export type QueryListItem = z.infer<typeof QueryListItemSchema>;

export const QueryListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  queries: z.array(QueryListItemSchema),
});

// Feedback: a customer's review of a car and its travel company.
export const FeedbackSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  userId: z.object({ _id: IdSchema, userName: z.string() }),
  travelUserId: IdSchema,
  carId: IdSchema,
  rating: z.int(),
  feedback: z.string(),
  createdAt: TimestampSchema,
  // The travel company's one public reply (docs/product/marketplace.md#reviews). Defaults keep a reader of an
  // older answer, without them, working.
  reply: z._default(z.nullable(z.string()), null),
  repliedAt: z._default(z.nullable(TimestampSchema), null),
  /** Written by a customer who completed a booking of this car: shown as "Verified trip". */
  verifiedTrip: z._default(z.boolean(), false),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const FeedbackListQuerySchema = z
  .object({
    carId: z.optional(IdSchema),
    travelUserId: z.optional(IdSchema),
  })
  .check(
    z.refine((query) => query.carId !== undefined || query.travelUserId !== undefined, {
      message: messageRef('car_or_company_required'),
    }),
  );

export const FEEDBACK_REQUIRED_MESSAGE = messageRef('feedback_required');

// docs/product/storefront.md#form-rules: rating and a non-blank comment are both required. The author is the token's user,
// so a `userId` in the body is accepted and ignored (docs/product/storefront.md#api-calls).
export const FeedbackBodySchema = /* @__PURE__ */ z.object({
  userId: z.optional(z.unknown()),
  travelUserId: IdSchema,
  carId: IdSchema,
  rating: z
    .number({ error: FEEDBACK_REQUIRED_MESSAGE })
    .check(
      z.int(messageRef('rating_whole_stars')),
      z.gte(RATING_MIN, FEEDBACK_REQUIRED_MESSAGE),
      z.lte(RATING_MAX, messageRef('rating_max', { max: RATING_MAX })),
    ),
  feedback: z
    .string({ error: FEEDBACK_REQUIRED_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, FEEDBACK_REQUIRED_MESSAGE),
      z.maxLength(
        TEXT_LIMITS.comment,
        messageRef('feedback_too_long', { max: TEXT_LIMITS.comment }),
      ),
    ),
});
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

export const FeedbackCreatedSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  feedback: FeedbackSchema,
});
