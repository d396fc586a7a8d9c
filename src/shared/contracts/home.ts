import * as z from 'zod/mini';
import { IdSchema, InEnglishSchema, requiredText, SaidFields, TimestampSchema } from './common.js';
import { RATING_MAX, RATING_MIN, TEXT_LIMITS } from '../constants.js';
import { messageRef } from '../message-ref.js';

// docs/product/storefront.md#records-and-fields: the home strips carry only an image path; the title is our alt text.
export const FeaturedItemSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  title: z.string(),
  featuredImageUrl: z.string(),
  inEnglish: InEnglishSchema,
});
export const OfferItemSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  title: z.string(),
  offerImageUrl: z.string(),
  inEnglish: InEnglishSchema,
});
export const ReasonItemSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  title: z.string(),
  reasonImageUrl: z.string(),
  inEnglish: InEnglishSchema,
});
export type FeaturedItem = z.infer<typeof FeaturedItemSchema>;
export type OfferItem = z.infer<typeof OfferItemSchema>;
export type ReasonItem = z.infer<typeof ReasonItemSchema>;

export const SiteReviewSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  userName: z.string(),
  comment: z.string(),
  websiteRating: z.number(),
  verified: z.boolean(),
  createdAt: TimestampSchema,
});
export type SiteReview = z.infer<typeof SiteReviewSchema>;

// docs/product/storefront.md#form-rules: name, comment and a rating from 1 to 5 are required.
export const SiteReviewBodySchema = /* @__PURE__ */ z.object({
  userName: requiredText(messageRef('name_required'), TEXT_LIMITS.name),
  comment: requiredText(messageRef('comment_required'), TEXT_LIMITS.comment),
  websiteRating: z
    .number({ error: messageRef('rating_required') })
    .check(
      z.int(messageRef('rating_whole')),
      z.gte(RATING_MIN, messageRef('rating_min', { min: RATING_MIN })),
      z.lte(RATING_MAX, messageRef('rating_max', { max: RATING_MAX })),
    ),
});
export type SiteReviewBody = z.infer<typeof SiteReviewBodySchema>;

export const SiteReviewCreatedSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  comment: SiteReviewSchema,
});
