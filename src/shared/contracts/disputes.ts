/**
 * Questions about a bill (docs/product/trips-and-money.md#questioning-the-bill): a customer
 * questions one line within 48 hours of the trip's end; an operator answers.
 */
import * as z from 'zod/mini';
import { PAYMENT_LIMITS } from '../billing-constants.js';
import { messageRef } from '../message-ref.js';
import { IdSchema, SaidFields } from './common.js';
import { DisputeSchema } from './billing.js';
import { BookingSchema, QUOTE_LINE_CODES } from './bookings.js';

export const DISPUTE_LIMITS = {
  /** Hours after the trip's end within which its bill can be questioned. */
  windowHours: 48,
  reasonMin: 10,
  reasonMax: 500,
} as const;

const reason = (code: 'dispute_reason_length' | 'dispute_answer_length') =>
  z
    .string({
      error: messageRef(code, { min: DISPUTE_LIMITS.reasonMin, max: DISPUTE_LIMITS.reasonMax }),
    })
    .check(
      z.trim(),
      z.minLength(
        DISPUTE_LIMITS.reasonMin,
        messageRef(code, { min: DISPUTE_LIMITS.reasonMin, max: DISPUTE_LIMITS.reasonMax }),
      ),
      z.maxLength(
        DISPUTE_LIMITS.reasonMax,
        messageRef(code, { min: DISPUTE_LIMITS.reasonMin, max: DISPUTE_LIMITS.reasonMax }),
      ),
    );

/** POST /api/bookings/{id}/disputes: the line questioned and what is wrong with it. */
export const DisputeBodySchema = /* @__PURE__ */ z.object({
  lineCode: z.enum(QUOTE_LINE_CODES, { error: messageRef('dispute_line_unknown') }),
  reason: reason('dispute_reason_length'),
});
export type DisputeBody = z.infer<typeof DisputeBodySchema>;
export type DisputeBodyInput = z.input<typeof DisputeBodySchema>;

const creditInvalid = messageRef('credit_amount_invalid', { max: PAYMENT_LIMITS.amountMax });

/** POST /api/admin/disputes/{id}/resolve: what the team found and did, in words. */
export const ResolveDisputeBodySchema = /* @__PURE__ */ z.object({
  reason: reason('dispute_answer_length'),
  /**
   * Whole rupees to give back, GST included, when the team and the company agree the line was
   * wrong: the company's credit note against the trip's invoice is issued with the answer.
   */
  credit: z.optional(
    z
      .int({ error: creditInvalid })
      .check(z.minimum(1, creditInvalid), z.maximum(PAYMENT_LIMITS.amountMax, creditInvalid)),
  ),
});
export type ResolveDisputeBody = z.infer<typeof ResolveDisputeBodySchema>;

/** An open question as the console lists it: with the trip and whom to call. */
export const OpenDisputeSchema = /* @__PURE__ */ z.extend(DisputeSchema, {
  bookingId: IdSchema,
  reference: z.string(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  company: z.object({ name: z.string(), phone: z.string() }),
});
export type OpenDispute = z.infer<typeof OpenDisputeSchema>;

export const DisputeRaisedResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  booking: BookingSchema,
});

export const OpenDisputesResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  disputes: z.array(OpenDisputeSchema),
});
export type OpenDisputesResponse = z.infer<typeof OpenDisputesResponseSchema>;

export const DisputeResolvedResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
});
