/**
 * Moderation (docs/product/marketplace.md#operator-console): operators hide and restore customers' reviews of
 * cars and the site's comments, with a reason; customers report a review ("Report") and the
 * reports form a queue. A hidden review leaves every public list and its company's rating.
 */
import * as z from 'zod/mini';
import { messageRef } from '../message-ref.js';
import { IdSchema, SaidFields, TimestampSchema } from './common.js';
import { VERIFY_REASON } from './verification.js';

/** Why an operator hides something: kept in the audit log, shown to the operators after. */
export const HideBodySchema = /* @__PURE__ */ z.object({
  reason: z
    .string({ error: messageRef('hide_reason_required', { min: VERIFY_REASON.min }) })
    .check(
      z.trim(),
      z.minLength(
        VERIFY_REASON.min,
        messageRef('hide_reason_required', { min: VERIFY_REASON.min }),
      ),
      z.maxLength(VERIFY_REASON.max, messageRef('max_chars', { max: VERIFY_REASON.max })),
    ),
});
export type HideBody = z.infer<typeof HideBodySchema>;

/** A customer's report of a review: what is wrong with it. */
export const REPORT_REASON = { min: 5, max: 500 } as const;
export const ReportBodySchema = /* @__PURE__ */ z.object({
  reason: z
    .string({ error: messageRef('report_reason_required', { min: REPORT_REASON.min }) })
    .check(
      z.trim(),
      z.minLength(
        REPORT_REASON.min,
        messageRef('report_reason_required', { min: REPORT_REASON.min }),
      ),
      z.maxLength(REPORT_REASON.max, messageRef('max_chars', { max: REPORT_REASON.max })),
    ),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;

/** The longest search of the moderation lists. */
export const MODERATION_SEARCH_MAX = 100;

export const ModerationQuerySchema = /* @__PURE__ */ z.object({
  state: z._default(
    z.enum(['visible', 'hidden'], { error: messageRef('moderation_state_invalid') }),
    'visible',
  ),
  /** Words of the text, or the author's or company's name. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(MODERATION_SEARCH_MAX))),
});
export type ModerationQuery = z.infer<typeof ModerationQuerySchema>;

/** A review of a car as an operator moderates it. */
export const AdminReviewSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  rating: z.int(),
  comment: z.string(),
  reply: z.string(),
  customer: z.object({ _id: IdSchema, name: z.string() }),
  car: z.object({ _id: IdSchema, name: z.string() }),
  company: z.object({ _id: IdSchema, travelsName: z.string() }),
  hiddenAt: z.nullable(TimestampSchema),
  hiddenReason: z.string(),
  /** Reports not yet settled. */
  openReports: z.int(),
  createdAt: TimestampSchema,
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  reviews: z.array(AdminReviewSchema),
});
export const AdminReviewResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  review: AdminReviewSchema,
});

/** A comment on the site (the home page's "what customers say"). */
export const AdminCommentSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  userName: z.string(),
  comment: z.string(),
  websiteRating: z.int(),
  hiddenAt: z.nullable(TimestampSchema),
  hiddenReason: z.string(),
  createdAt: TimestampSchema,
});
export type AdminComment = z.infer<typeof AdminCommentSchema>;

export const AdminCommentListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  comments: z.array(AdminCommentSchema),
});
export const AdminCommentResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  comment: AdminCommentSchema,
});

/** An open report: who reported which review, and why. */
export const AdminReportSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  reason: z.string(),
  reporter: z.object({ _id: IdSchema, name: z.string() }),
  review: AdminReviewSchema,
  createdAt: TimestampSchema,
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  reports: z.array(AdminReportSchema),
});
