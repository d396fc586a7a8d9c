/**
 * The entries each money event writes to the ledger (docs/product/trips-and-money.md#the-ledger).
 * Pure: the repository decides when an event happened, these say what it moves. Every list
 * balances by construction; the database checks it again at commit.
 */
import { commissionOn, type Commission } from '../../../shared/commission.js';
import type { InvoiceDocument } from '../../../shared/contracts/billing.js';
import type { LedgerAccount } from '../../db/schema/index.js';

export interface Posting {
  account: LedgerAccount;
  /** The customer's or company's id; null on Saarthi's own accounts. */
  ownerId: string | null;
  /** A debit when positive, a credit when negative. */
  amount: number;
}

/** Who a trip's money moves between. */
export interface Parties {
  companyId: string;
  customerId: string;
}

const withoutNothing = (postings: Posting[]) => postings.filter((one) => one.amount !== 0);

/**
 * An invoice makes the customer owe its total to the company, split as the invoice splits it:
 * the taxable fare (or fee), the GST the company charged and what it passed on at actuals. A
 * credit note moves the same accounts back by its own figures.
 */
export function saleEntries(document: InvoiceDocument, parties: Parties): Posting[] {
  const sign = document.kind === 'invoice' ? 1 : -1;
  const gst = document.cgst + document.sgst + document.igst;
  const fares = document.total - gst - document.reimbursed;
  return withoutNothing([
    { account: 'customer_receivable', ownerId: parties.customerId, amount: sign * document.total },
    { account: 'company_fares', ownerId: parties.companyId, amount: -sign * fares },
    { account: 'company_gst', ownerId: parties.companyId, amount: -sign * gst },
    {
      account: 'company_reimbursements',
      ownerId: parties.companyId,
      amount: -sign * document.reimbursed,
    },
  ]);
}

/** Money the company received from the customer; a refund is a negative amount. */
export function paymentEntries(amount: number, parties: Parties): Posting[] {
  return withoutNothing([
    { account: 'company_receipts', ownerId: parties.companyId, amount },
    { account: 'customer_receivable', ownerId: parties.customerId, amount: -amount },
  ]);
}

/**
 * Saarthi's offer paying part of a customer's bill (a negative amount: taking it back). The
 * company counts it received, as if the customer had paid it; Saarthi bears it as the cost of
 * the offer and owes it to the company, which the month's settlement nets against the
 * commission.
 */
export function promotionEntries(amount: number, parties: Parties): Posting[] {
  return withoutNothing([
    ...paymentEntries(amount, parties),
    { account: 'saarthi_promotions', ownerId: null, amount },
    { account: 'company_saarthi', ownerId: parties.companyId, amount: -amount },
  ]);
}

/**
 * The company comes to owe Saarthi a commission and the GST on it (or, for a negative change,
 * owes that much less).
 */
export function commissionEntries(change: Commission, companyId: string): Posting[] {
  return withoutNothing([
    { account: 'company_saarthi', ownerId: companyId, amount: change.commission + change.gst },
    { account: 'saarthi_commission', ownerId: null, amount: -change.commission },
    { account: 'saarthi_gst_payable', ownerId: null, amount: -change.gst },
  ]);
}

/** The bill lines of a fee, which is not a trip: Saarthi takes no commission on it. */
const FEE_LINES = new Set(['cancellation_fee', 'no_show_fee']);

/** Whether an invoice is a completed trip's (which earns a commission) rather than a fee's. */
export const isTripInvoice = (document: InvoiceDocument) =>
  document.kind === 'invoice' && !document.lines.some((line) => FEE_LINES.has(line.code));

/**
 * How far the commission already taken on an invoice is from what it should be once credit notes
 * have given back part of its taxable fare: the commission on what is left, less what was taken.
 * Worked out from the totals, never note by note, so roundings never add up and a full
 * withdrawal takes back exactly everything.
 */
export function commissionChange(
  invoice: InvoiceDocument,
  notes: readonly InvoiceDocument[],
  basisPoints: number,
  taken: Commission,
): Commission {
  const left = invoice.taxableValue - notes.reduce((sum, note) => sum + note.taxableValue, 0);
  const due = commissionOn(Math.max(0, left), basisPoints);
  return { commission: due.commission - taken.commission, gst: due.gst - taken.gst };
}

/**
 * A month's balance paid by bank transfer: a company that owed Saarthi pays into Saarthi's bank
 * (a positive amount); Saarthi pays a company it owed from it (negative).
 */
export function settlementEntries(amount: number, companyId: string): Posting[] {
  return withoutNothing([
    { account: 'saarthi_bank', ownerId: null, amount },
    { account: 'company_saarthi', ownerId: companyId, amount: -amount },
  ]);
}
