/**
 * Reviews as a travel company sees them (docs/product/marketplace.md#partner-portal): all feedback on its cars,
 * each with the company's one public reply.
 */
import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../constants.js';
import { messageRef } from '../message-ref.js';
import { IdSchema, TimestampSchema } from './common.js';
import { PageCursorSchema, PageLimitSchema } from './pagination.js';

export const REVIEW_REPLY_MAX = TEXT_LIMITS.comment;

export const PartnerReviewListQuerySchema = /* @__PURE__ */ z.object({
  limit: PageLimitSchema,
  cursor: z.optional(PageCursorSchema),
});
export type PartnerReviewListQuery = z.infer<typeof PartnerReviewListQuerySchema>;

export const PartnerReviewSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  car: z.object({ _id: IdSchema, name: z.string() }),
  author: z.object({ name: z.string() }),
  rating: z.int(),
  comment: z.string(),
  createdAt: TimestampSchema,
  /** The company's public reply, null until it writes one. */
  reply: z.nullable(z.string()),
  /** When the reply was last written. */
  repliedAt: z.nullable(TimestampSchema),
});
export type PartnerReview = z.infer<typeof PartnerReviewSchema>;

export const PartnerReviewListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  reviews: z.array(PartnerReviewSchema),
  /** Send as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type PartnerReviewListResponse = z.infer<typeof PartnerReviewListResponseSchema>;

const REPLY_REQUIRED = messageRef('review_reply_required');

/** The one public reply: trimmed, 1 to 1000 characters. Writing again edits it. */
export const ReviewReplyBodySchema = /* @__PURE__ */ z.object({
  reply: z
    .string({ error: REPLY_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, REPLY_REQUIRED),
      z.maxLength(REVIEW_REPLY_MAX, messageRef('max_chars', { max: REVIEW_REPLY_MAX })),
    ),
});
export type ReviewReplyBody = z.infer<typeof ReviewReplyBodySchema>;

export const PartnerReviewResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  review: PartnerReviewSchema,
});
export type PartnerReviewResponse = z.infer<typeof PartnerReviewResponseSchema>;
