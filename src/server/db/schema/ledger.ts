/**
 * Saarthi's double-entry ledger (docs/product/trips-and-money.md#the-ledger, decision 021): every
 * money event of a trip as a transaction whose entries add up to nothing. Rows are only ever
 * added: triggers (migration 0038) refuse a change or a deletion, and refuse at commit a
 * transaction whose entries do not balance. A correction is a transaction of its own that
 * reverses what it corrects.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, requiredRef } from './columns.js';
import { travelCompanies } from './companies.js';
import { bookings } from './bookings.js';
import type { CommissionInvoiceDocument } from '../../../shared/contracts/statements.js';

/**
 * The accounts. `customer_receivable` belongs to a customer, the `company_` ones to a company,
 * the `saarthi_` ones to Saarthi. An entry's amount is a debit when positive, a credit when
 * negative.
 */
export const LEDGER_ACCOUNTS = [
  /** What a customer owes for the trips they were billed, less what they paid. */
  'customer_receivable',
  /** A company's taxable fares and fees, as its invoices and credit notes state them. */
  'company_fares',
  /** The GST a company charged its customers (the company's own to pay). */
  'company_gst',
  /** Tolls, parking and permits a company passed on at actuals. */
  'company_reimbursements',
  /** What a company received from its customers (less what it paid back). */
  'company_receipts',
  /** A company's account with Saarthi: a debit balance is what it owes Saarthi. */
  'company_saarthi',
  /** Saarthi's commission earned. */
  'saarthi_commission',
  /** The GST Saarthi charged on its commission. */
  'saarthi_gst_payable',
  /** Saarthi's bank account, which settlements move money through. */
  'saarthi_bank',
  /** What Saarthi's offers cost it: the part of customers' bills it paid. */
  'saarthi_promotions',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What happened, each recorded once per source document or payment. */
export const LEDGER_EVENTS = [
  /** A completed trip's tax invoice issued. */
  'sale',
  /** The tax invoice of a cancellation's or a no-show's fee. */
  'fee',
  /** A credit note giving part of an invoice back. */
  'credit',
  /** Money a company received for a bill, or (negative) paid back. */
  'payment',
  /** Saarthi's commission on a completed trip's invoice. */
  'commission',
  /** The commission set right after a credit note lowered the fare it was taken on. */
  'commission_correction',
  /** A month's balance between a company and Saarthi paid by bank transfer. */
  'settlement',
  /** Saarthi's offer paying part of a completed trip's bill (or, negative, taking it back). */
  'promotion',
] as const;
export type LedgerEvent = (typeof LEDGER_EVENTS)[number];

export const ledgerAccount = pgEnum('ledger_account', LEDGER_ACCOUNTS);
export const ledgerEvent = pgEnum('ledger_event', LEDGER_EVENTS);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    event: ledgerEvent('event').notNull(),
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'restrict'),
    /** The trip's booking; none for a settlement, which covers a month. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    /** The tax document, payment or settlement recorded: one transaction per event and source. */
    sourceId: uuid('source_id').notNull(),
    /** A correction's: the transaction it sets right. */
    correctsId: uuid('corrects_id').references((): AnyPgColumn => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    /** A commission's rate, in basis points, as it was when the trip completed. */
    commissionBasisPoints: integer('commission_basis_points'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_source_unique').on(table.event, table.sourceId),
    index('ledger_transactions_company_idx').on(table.travelCompanyId, table.occurredAt),
    index('ledger_transactions_booking_idx').on(table.bookingId),
    index('ledger_transactions_corrects_idx')
      .on(table.correctsId)
      .where(sql`${table.correctsId} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: requiredRef('transaction_id', () => ledgerTransactions.id, 'restrict'),
    account: ledgerAccount('account').notNull(),
    /** The customer's or company's id; null on Saarthi's own accounts. */
    ownerId: uuid('owner_id'),
    /** Whole rupees: a debit when positive, a credit when negative. */
    amount: integer('amount').notNull(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.account, table.ownerId),
    check('ledger_entries_amount', sql`${table.amount} <> 0`),
    check(
      'ledger_entries_owner',
      // Compared as text, so an account added to the enum needs no new constraint.
      sql`(${table.ownerId} is null) = starts_with(${table.account}::text, 'saarthi_')`,
    ),
  ],
);

/**
 * Each company's India month by event and account: the sum of its entries and how many there
 * are. A trigger adds each transaction's entries as it commits (migrations 0038, 0044), so a
 * statement reads a few dozen rows however many trips the month held. Kept for reading only:
 * the entries stay the record.
 */
export const ledgerMonths = pgTable(
  'ledger_months',
  {
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'restrict'),
    /** The India calendar month the transactions occurred in, `2026-10`. */
    month: text('month').notNull(),
    event: ledgerEvent('event').notNull(),
    account: ledgerAccount('account').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.travelCompanyId, table.month, table.event, table.account] }),
    index('ledger_months_month_idx').on(table.month),
  ],
);

/**
 * A month's balance between a company and Saarthi, paid by bank transfer and recorded by an
 * operator: once per company and month. `amount` is what the company paid Saarthi (negative:
 * what Saarthi paid the company).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: id(),
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'restrict'),
    /** The India calendar month settled, `2026-10`. */
    month: text('month').notNull(),
    amount: integer('amount').notNull(),
    /** The bank transfer's reference (UTR or NEFT/IMPS number). */
    reference: text('reference').notNull(),
    settledBy: uuid('settled_by').references(() => users.id, { onDelete: 'set null' }),
    settledAt: createdAt(),
  },
  (table) => [
    uniqueIndex('settlements_company_month_unique').on(table.travelCompanyId, table.month),
    index('settlements_month_idx').on(table.month),
    check('settlements_amount', sql`${table.amount} <> 0`),
  ],
);

/**
 * Saarthi's tax invoices for its commission: one per company and month with commission, numbered
 * in Saarthi's own series per financial year. Issued documents never change (migration 0041).
 */
export const commissionInvoices = pgTable(
  'commission_invoices',
  {
    id: id(),
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'restrict'),
    /** The India calendar month charged, `2026-10`. */
    month: text('month').notNull(),
    /** The Indian financial year of its issue, "2026-27". */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** `SC/<financial year>/<5-digit sequence>`. */
    number: text('number').notNull(),
    document: jsonb('document').$type<CommissionInvoiceDocument>().notNull(),
    issuedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('commission_invoices_company_month_unique').on(table.travelCompanyId, table.month),
    uniqueIndex('commission_invoices_sequence_unique').on(table.financialYear, table.sequence),
    uniqueIndex('commission_invoices_number_unique').on(table.number),
  ],
);

/**
 * The last number of Saarthi's commission series in each financial year: taking the next one
 * locks the row until the issuing transaction ends, so the series has no gaps and no repeats.
 */
export const commissionInvoiceCounters = pgTable('commission_invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});
