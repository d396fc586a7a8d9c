/**
 * Payments and tax invoices as the API takes and answers them
 * (docs/product/trips-and-money.md#payments and #the-tax-invoice).
 */
import * as z from 'zod/mini';
import {
  PAYMENT_LIMITS,
  PAYMENT_METHODS,
  RECORDED_PAYMENT_METHODS,
  TAX_DOCUMENT_KINDS,
  UTR_PATTERN,
} from '../billing-constants.js';
import { messageRef } from '../message-ref.js';
import { IdSchema, TimestampSchema } from './common.js';

const amountInvalid = messageRef('payment_amount_invalid', { max: PAYMENT_LIMITS.amountMax });

/** What a partner records: the method, the whole rupees received, and the reference. */
export const PaymentBodySchema = /* @__PURE__ */ z
  .object({
    method: z.enum(RECORDED_PAYMENT_METHODS, { error: messageRef('payment_method_invalid') }),
    amount: z
      .int({ error: amountInvalid })
      .check(z.minimum(1, amountInvalid), z.maximum(PAYMENT_LIMITS.amountMax, amountInvalid)),
    reference: z._default(
      z
        .string({ error: messageRef('payment_reference_invalid') })
        .check(
          z.trim(),
          z.maxLength(
            PAYMENT_LIMITS.referenceMax,
            messageRef('max_chars', { max: PAYMENT_LIMITS.referenceMax }),
          ),
        ),
      '',
    ),
  })
  .check(
    // A UPI payment is known by its UTR: without it nobody can trace the transfer.
    z.refine((body) => body.method !== 'upi' || UTR_PATTERN.test(body.reference), {
      message: messageRef('payment_utr_invalid'),
      path: ['reference'],
    }),
  );
export type PaymentBody = z.infer<typeof PaymentBodySchema>;
export type PaymentBodyInput = z.input<typeof PaymentBodySchema>;

export const PaymentSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  method: z.enum(PAYMENT_METHODS),
  amount: z.int(),
  reference: z.string(),
  at: TimestampSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;

/** A booking and one of its tax documents, as the download addresses them. */
export const TaxDocumentParamsSchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  documentId: IdSchema,
});

/** An issued tax invoice or credit note, as a booking lists it. */
export const TaxDocumentSummarySchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: TimestampSchema,
  total: z.int(),
  /** A credit note's: the number of the invoice it corrects; null for an invoice. */
  corrects: z.nullable(z.string()),
});
export type TaxDocumentSummary = z.infer<typeof TaxDocumentSummarySchema>;

/**
 * How the customer pays the balance: the company's UPI ID, a `upi://pay` link any UPI app
 * opens with the amount and the booking's reference filled in, and the same link as a QR code
 * (an SVG data URL) to scan from another phone. Only in the customer's answers, while something
 * is due and the company has a UPI ID.
 */
export const UpiPaymentSchema = /* @__PURE__ */ z.object({
  upiId: z.string(),
  payee: z.string(),
  amount: z.int(),
  link: z.string(),
  qr: z.string(),
});
export type UpiPayment = z.infer<typeof UpiPaymentSchema>;

/** A customer's question about a line of the bill, and the operator's answer. */
export const DisputeSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  /** The bill line questioned, by its code (`distance`, `tolls_paid`…). */
  lineCode: z.string(),
  /** The line as the bill words it, and its amount, when the question was raised. */
  lineLabel: z.string(),
  amount: z.int(),
  reason: z.string(),
  raisedAt: TimestampSchema,
  resolvedAt: z.nullable(TimestampSchema),
  /** The operator's answer; empty while open. */
  resolution: z.string(),
  /** What the answer gave back by a credit note, GST included; 0 for none. */
  credited: z.int(),
});
export type Dispute = z.infer<typeof DisputeSchema>;

/** A line of a tax document: taxable, or a reimbursement passed on at cost. */
export interface InvoiceLine {
  code: string;
  label: string;
  amount: number;
  taxable: boolean;
}

/**
 * Everything a tax invoice or credit note prints about the sale, frozen when it is issued. A
 * credit note carries negative-free amounts: what it takes back, and the invoice it corrects.
 */
export interface InvoiceDocument {
  kind: (typeof TAX_DOCUMENT_KINDS)[number];
  number: string;
  issuedAt: string;
  seller: {
    name: string;
    legalName: string;
    address: string;
    gstin: string;
    stateCode: string;
    phone: string;
  };
  buyer: { name: string; phone: string; gstin: string };
  placeOfSupply: { state: string; code: string };
  sac: string;
  booking: {
    reference: string;
    car: string;
    registration: string;
    /** When the trip actually started (the booked pickup when it has no start recorded). */
    startedAt: string;
    endedAt: string;
  };
  lines: InvoiceLine[];
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  reimbursed: number;
  total: number;
  totalInWords: string;
  /** A credit note's: the invoice it corrects and why. */
  corrects?: { number: string; reason: string };
}
