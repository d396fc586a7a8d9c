/**
 * What a trip is paid with and invoiced as (docs/product/trips-and-money.md#payments and
 * #the-tax-invoice): the payments a company records against a booking, and the tax invoices and
 * credit notes it issues, numbered per company and Indian financial year without gaps.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, TAX_DOCUMENT_KINDS } from '../../../shared/billing-constants.js';
import type { InvoiceDocument } from '../../../shared/contracts/billing.js';
import { id, createdAt, requiredRef } from './columns.js';
import { users } from './accounts.js';
import { travelCompanies } from './companies.js';
import { bookings } from './bookings.js';

export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const taxDocumentKind = pgEnum('tax_document_kind', TAX_DOCUMENT_KINDS);

/**
 * What a company received for a trip, as its partner recorded it, and (a negative amount) what
 * it paid back when a credit note left the customer paid beyond the bill. What is paid and what
 * is due are worked out from these rows when a booking is read, never kept beside them.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: id(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'restrict'),
    method: paymentMethod('method').notNull(),
    amount: integer('amount').notNull(),
    /** The UPI transaction's 12-digit UTR; a card slip or bank reference; empty for cash. */
    reference: text('reference').notNull().default(''),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('booking_payments_booking_idx').on(table.bookingId),
    // One UPI transfer pays one trip once: the same UTR twice is a mistake (or worse).
    uniqueIndex('booking_payments_utr_unique')
      .on(table.reference)
      .where(sql`${table.method} = 'upi'`),
    check('booking_payments_amount', sql`${table.amount} <> 0`),
  ],
);

/**
 * The tax invoices and credit notes a company issued. `document` holds everything the PDF
 * prints about the sale, frozen when it is issued: a trigger (migration 0030) refuses any change
 * or deletion, so a correction is always a credit note of its own.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'restrict'),
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'restrict'),
    kind: taxDocumentKind('kind').notNull(),
    /** The Indian financial year it belongs to, "2026-27" (April to March). */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** `<company prefix>/<financial year>/<5-digit sequence>` (credit notes: `/CN/` after the prefix). */
    number: text('number').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tax_documents_sequence_unique').on(
      table.travelCompanyId,
      table.kind,
      table.financialYear,
      table.sequence,
    ),
    uniqueIndex('tax_documents_number_unique').on(table.travelCompanyId, table.number),
    index('tax_documents_booking_idx').on(table.bookingId, table.issuedAt),
  ],
);

/**
 * The last number each company used in each series and financial year. Taking the next one
 * locks the row until the transaction that issues the document ends, so numbers are handed out
 * one at a time and a rolled-back completion gives its number back: no gaps, no repeats.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'restrict'),
    kind: taxDocumentKind('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.travelCompanyId, table.kind, table.financialYear] })],
);

/**
 * A customer's question about one line of a trip's bill, raised within 48 hours of the trip's
 * end, and the operator's answer. One open question per line of a bill at a time.
 */
export const billDisputes = pgTable(
  'bill_disputes',
  {
    id: id(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'restrict'),
    /** The bill line questioned, by its code (`distance`, `tolls_paid`…). */
    lineCode: text('line_code').notNull(),
    /** The line's words and amount as the bill had them when it was questioned. */
    lineLabel: text('line_label').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the operator found and did, which the customer and the company read. */
    resolution: text('resolution').notNull().default(''),
    /** What the answer gave back to the customer by a credit note, GST included; 0 for none. */
    credited: integer('credited').notNull().default(0),
  },
  (table) => [
    check('bill_disputes_credited', sql`${table.credited} >= 0`),
    uniqueIndex('bill_disputes_open_unique')
      .on(table.bookingId, table.lineCode)
      .where(sql`${table.resolvedAt} is null`),
    index('bill_disputes_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
    index('bill_disputes_booking_idx').on(table.bookingId),
  ],
);
