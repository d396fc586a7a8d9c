/**
 * Monthly statements between the travel companies and Saarthi
 * (docs/product/trips-and-money.md#statements-and-settlements), read from the ledger: what the
 * company's trips earned, the commission Saarthi took on them and what one owes the other.
 * `GET /api/partner/statements` (the caller's company), `GET /api/admin/statements` (every
 * company) and `POST /api/admin/statements/{companyId}/{month}/settle`.
 *
 * Clients rely on fields, not on their absence: figures join as new fields.
 */
import * as z from 'zod/mini';
import { COMMISSION_BASIS_POINTS_MAX, percentFromBasisPoints } from '../commission.js';
import { messageRef } from '../message-ref.js';
import { IdSchema, SaidFields } from './common.js';
import { PageCursorSchema } from './pagination.js';

/** An India calendar month, `2026-10`. */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** The first month Saarthi kept statements for: earlier months are refused as a mistake. */
export const FIRST_STATEMENT_MONTH = '2024-01';

const MONTH_INVALID = messageRef('statement_month_invalid');
export const MonthSchema = /* @__PURE__ */ z
  .string({ error: MONTH_INVALID })
  .check(
    z.refine((month) => MONTH_PATTERN.test(month) && month >= FIRST_STATEMENT_MONTH, {
      message: MONTH_INVALID,
    }),
  )
  .register(z.globalRegistry, { pattern: MONTH_PATTERN.source, examples: ['2026-10'] });

/** How many trips a page of a statement lists; the CSV has them all. */
export const STATEMENT_TRIPS_PAGE = 50;

export const StatementQuerySchema = /* @__PURE__ */ z.object({
  month: MonthSchema,
  /** The `nextCursor` of the page before: the trips after its last one. */
  cursor: z.optional(PageCursorSchema),
});
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

/** Whole rupees; a balance may be negative. */
const RupeesSchema = /* @__PURE__ */ z.int();

export const StatementTripSchema = /* @__PURE__ */ z.object({
  bookingId: IdSchema,
  reference: z.string(),
  /** When the trip's invoice was issued: the trip's completion. */
  completedAt: z.string(),
  invoiceNumber: z.string(),
  /** The invoice's total, GST and reimbursements included: what the customer was billed. */
  gross: RupeesSchema,
  /** The taxable fare the commission is taken on. */
  fare: RupeesSchema,
  /** The rate the commission was taken at, in percent (10.5 for 10.5 %). */
  commissionPercent: z.number(),
  commission: RupeesSchema,
  commissionGst: RupeesSchema,
});
export type StatementTrip = z.infer<typeof StatementTripSchema>;

export const StatementTotalsSchema = /* @__PURE__ */ z.object({
  /** Trips completed in the month. */
  trips: z.int(),
  /** What the month's trip invoices billed, GST and reimbursements included. */
  gross: RupeesSchema,
  /** What the month's cancellation and no-show fee invoices billed. */
  fees: RupeesSchema,
  /** What the month's credit notes gave back. */
  credits: RupeesSchema,
  /** What the company recorded as received from customers in the month, less refunds. */
  received: RupeesSchema,
  /** What Saarthi's offers paid of the month's bills for the customers (part of `received`). */
  offers: RupeesSchema,
  /** Saarthi's commission for the month, its corrections included. */
  commission: RupeesSchema,
  /** The GST on that commission. */
  commissionGst: RupeesSchema,
  /** What the company owes Saarthi for the month (negative: what Saarthi owes the company). */
  owed: RupeesSchema,
  /** What a settlement of the month paid of it. */
  settled: RupeesSchema,
  /** What is left to settle: `owed` less `settled`. */
  balance: RupeesSchema,
});
export type StatementTotals = z.infer<typeof StatementTotalsSchema>;

export const SettlementSchema = /* @__PURE__ */ z.object({
  /** What the company paid Saarthi; negative when Saarthi paid the company. */
  amount: RupeesSchema,
  reference: z.string(),
  settledAt: z.string(),
});
export type Settlement = z.infer<typeof SettlementSchema>;

/**
 * Saarthi's tax invoice to a company for a month's commission and its GST, in Saarthi's own
 * series (docs/product/trips-and-money.md#saarthis-commission-invoice).
 */
export interface CommissionInvoiceDocument {
  number: string;
  issuedAt: string;
  /** The India month whose commission it charges, `2026-10`. */
  month: string;
  seller: { legalName: string; address: string; gstin: string; stateCode: string };
  buyer: { name: string; legalName: string; address: string; gstin: string; stateCode: string };
  /** The company's state: a business is supplied where it is registered. */
  placeOfSupply: { state: string; code: string };
  sac: string;
  /** The trips completed in the month the commission was taken on. */
  trips: number;
  taxableValue: number;
  /** The GST rate charged on the commission when it was issued. */
  gstPercent: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  totalInWords: string;
}

export const CommissionInvoiceSummarySchema = /* @__PURE__ */ z.object({
  number: z.string(),
  issuedAt: z.string(),
  /** The commission with its GST. */
  total: RupeesSchema,
});
export type CommissionInvoiceSummary = z.infer<typeof CommissionInvoiceSummarySchema>;

export const StatementSchema = /* @__PURE__ */ z.object({
  month: z.string(),
  company: z.object({ _id: IdSchema, name: z.string(), city: z.string() }),
  /** The company's commission rate now, in percent; each trip says the rate it was taken at. */
  commissionPercent: z.number(),
  totals: StatementTotalsSchema,
  settlement: z.nullable(SettlementSchema),
  /**
   * Saarthi's invoice for the month's commission, once issued (after the month is over, when
   * the company owes any commission); null before.
   */
  commissionInvoice: z.nullable(CommissionInvoiceSummarySchema),
});
export type Statement = z.infer<typeof StatementSchema>;

export const PartnerStatementResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  statement: StatementSchema,
  /** A page of the month's completed trips, oldest first. */
  trips: z.array(StatementTripSchema),
  /** The cursor of the next page of trips; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type PartnerStatementResponse = z.infer<typeof PartnerStatementResponseSchema>;

export const AdminStatementsResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  month: z.string(),
  /** Every company with money moved in the month or a settlement of it, by name. */
  statements: z.array(StatementSchema),
  /** The month's figures over every company. */
  totals: StatementTotalsSchema,
});
export type AdminStatementsResponse = z.infer<typeof AdminStatementsResponseSchema>;

export const SETTLEMENT_REFERENCE = { min: 4, max: 40 } as const;
const REFERENCE_INVALID = messageRef('settlement_reference_invalid', SETTLEMENT_REFERENCE);

/** `GET /api/partner/statements/invoice.pdf?month=`: Saarthi's commission invoice of a month. */
export const CommissionInvoiceQuerySchema = /* @__PURE__ */ z.object({ month: MonthSchema });

export const SettlementParamsSchema = /* @__PURE__ */ z.object({
  companyId: IdSchema,
  month: MonthSchema,
});

export const SettleBodySchema = /* @__PURE__ */ z.object({
  /** The bank transfer's reference (UTR or NEFT/IMPS number). */
  reference: z
    .string({ error: REFERENCE_INVALID })
    .check(
      z.trim(),
      z.minLength(SETTLEMENT_REFERENCE.min, REFERENCE_INVALID),
      z.maxLength(SETTLEMENT_REFERENCE.max, REFERENCE_INVALID),
      z.regex(/^[A-Za-z0-9/-]+$/, REFERENCE_INVALID),
    ),
});
export type SettleBody = z.infer<typeof SettleBodySchema>;

export const SettleResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  statement: StatementSchema,
});

/** The highest commission an operator may set, in percent. */
export const COMMISSION_PERCENT_MAX = percentFromBasisPoints(COMMISSION_BASIS_POINTS_MAX);
const PERCENT_INVALID = messageRef('commission_percent_invalid', { max: COMMISSION_PERCENT_MAX });

/** A company's commission rate as an operator sets it: 0 to 30 %, to two decimals (10.25). */
export const CommissionBodySchema = /* @__PURE__ */ z.object({
  percent: z.number({ error: PERCENT_INVALID }).check(
    z.gte(0, PERCENT_INVALID),
    z.lte(COMMISSION_PERCENT_MAX, PERCENT_INVALID),
    z.refine((percent) => Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6), {
      message: PERCENT_INVALID,
    }),
  ),
});
export type CommissionBody = z.infer<typeof CommissionBodySchema>;

export const CommissionResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  company: z.object({ _id: IdSchema, commissionPercent: z.number() }),
});
