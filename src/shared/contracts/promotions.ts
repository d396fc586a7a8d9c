/**
 * Saarthi's offers as customers meet them (docs/product/trips-and-money.md#offers):
 * `GET /api/offers` lists the ones a customer may use today, and a quote or a booking names one
 * as `promoCode`. What operators send and read is in `promotions-admin.ts`, so that no
 * storefront page carries it.
 *
 * Clients rely on fields, not on their absence: figures join as new fields.
 */
import * as z from 'zod/mini';
import { CITIES } from '../constants.js';
import { messageRef } from '../message-ref.js';

export const PROMOTION_KINDS = ['amount', 'percent'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A code as customers type it: 4 to 20 capital letters and digits. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

/** A code as typed: spaces around it dropped and letters made capitals, so `first300` works. */
export const PromoCodeSchema = /* @__PURE__ */ z
  .string({ error: messageRef('promotion_code_invalid') })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(PROMO_CODE_PATTERN, { message: messageRef('promotion_code_invalid') }),
  );

/** The terms of an offer, as a customer reads them. */
export const OfferSchema = /* @__PURE__ */ z.object({
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  value: z.int(),
  cap: z.nullable(z.int()),
  validFrom: z.string(),
  validTo: z.string(),
  firstTripOnly: z.boolean(),
  perCustomer: z.int(),
  cities: z.array(z.enum(CITIES)),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OffersResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  offers: z.array(OfferSchema),
});
