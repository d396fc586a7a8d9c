/**
 * Leads (docs/product/marketplace.md#partner-portal): every contact reveal of a company's cars, as the
 * company follows it up. The customer's name and phone are shown: revealing is their consent.
 */
import * as z from 'zod/mini';
import { LEAD_STATUSES } from '../partner-constants.js';
import { messageRef } from '../message-ref.js';
import { IdSchema, TimestampSchema } from './common.js';
import { PageCursorSchema, PageLimitSchema } from './pagination.js';

const LEAD_STATUS_INVALID = messageRef('lead_status_invalid');
const LeadStatusSchema = /* @__PURE__ */ z.enum(LEAD_STATUSES, { error: LEAD_STATUS_INVALID });

export const LeadListQuerySchema = /* @__PURE__ */ z.object({
  status: z.optional(LeadStatusSchema),
  limit: PageLimitSchema,
  cursor: z.optional(PageCursorSchema),
});
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

export const LeadSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  customer: z.object({ name: z.string(), phone: z.string() }),
  car: z.object({ _id: IdSchema, name: z.string(), model: z.string() }),
  createdAt: TimestampSchema,
  status: z.enum(LEAD_STATUSES),
  /** When the company first moved the lead on from `new`; never changed after. */
  firstResponseAt: z.nullable(TimestampSchema),
  /** Whole minutes from the reveal to the first response, rounded up; null until then. */
  responseMinutes: z.nullable(z.int()),
});
export type Lead = z.infer<typeof LeadSchema>;

export const LeadListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  leads: z.array(LeadSchema),
  /** Send as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type LeadListResponse = z.infer<typeof LeadListResponseSchema>;

/** Only the status: the lead's company, customer and car are not the partner's to change. */
export const LeadStatusBodySchema = /* @__PURE__ */ z.object({
  status: z.enum(LEAD_STATUSES, { error: LEAD_STATUS_INVALID }),
});
export type LeadStatusBody = z.infer<typeof LeadStatusBodySchema>;

export const LeadResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  lead: LeadSchema,
});
export type LeadResponse = z.infer<typeof LeadResponseSchema>;
