/**
 * A tax invoice worked out from a trip's bill (docs/product/trips-and-money.md#the-tax-invoice):
 * pure arithmetic and wording, so the rules are tested without a database. What is taxable and
 * the GST itself come from the bill, so the invoice and the bill can never disagree; the invoice
 * only splits the GST by where the service was supplied.
 */
import { ToWords } from 'to-words';
import {
  SAC_PASSENGER_TRANSPORT,
  type TaxDocumentKind,
} from '../../../shared/billing-constants.js';
import type { InvoiceDocument, InvoiceLine } from '../../../shared/contracts/billing.js';
import { isReimbursed, type Bill, type QuoteLineCode } from '../../../shared/contracts/bookings.js';
import { CITIES, type City } from '../../../shared/constants.js';
import { indiaDay } from '../../../shared/india-time.js';
import { CITY_GST_STATE } from '../../../shared/partner-constants.js';
import { rupees } from '../quotes/quote.js';
import { GST_STATES } from '../../../shared/gst-states.js';
import { GST_PERCENT } from '../../../shared/booking-constants.js';

/** The Indian financial year a moment falls in, April to March in India time: "2026-27". */
export function financialYear(at: Date): string {
  const [year, month] = indiaDay(at.getTime()).split('-').map(Number) as [number, number];
  const starts = month >= 4 ? year : year - 1;
  return `${starts}-${String((starts + 1) % 100).padStart(2, '0')}`;
}

/**
 * A company's invoice prefix: the initials of its trade name, up to four letters ("Sri Ram
 * Travels" → "SRT"), so a customer tells whose invoice it is at a glance. The numbering is the
 * company's whatever its prefix: a renamed company carries on its sequence.
 */
export function invoicePrefix(travelsName: string): string {
  const initials = travelsName
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
  return initials.length >= 2 ? initials : 'INV';
}

/** The fewest digits a document's sequence is written with: `00042`. */
export const SEQUENCE_DIGITS = 5;

/** A document's number up to its sequence: `SRT/2026-27/`, a credit note's `SRT/CN/2026-27/`. */
export function numberHead(prefix: string, kind: TaxDocumentKind, year: string): string {
  const series = kind === 'credit_note' ? `${prefix}/CN` : prefix;
  return `${series}/${year}/`;
}

/** `SRT/2026-27/00042`, a credit note `SRT/CN/2026-27/00003`. */
export function documentNumber(
  prefix: string,
  kind: TaxDocumentKind,
  year: string,
  sequence: number,
): string {
  return numberHead(prefix, kind, year) + String(sequence).padStart(SEQUENCE_DIGITS, '0');
}

const words = new ToWords({
  localeCode: 'en-IN',
  converterOptions: { currency: true, ignoreDecimal: true },
});

/** Whole rupees in words, Indian numbering: "One Lakh Twenty Five Thousand Rupees Only". */
export const rupeesInWords = (amount: number) => words.convert(amount);

/** The state a city is in, by its GST state code; a city outside the list is the company's. */
export const stateOfCity = (city: string) =>
  (CITIES as readonly string[]).includes(city) ? CITY_GST_STATE[city as City] : null;

/**
 * GST split by where the service is supplied: in the seller's own state, CGST and SGST at half
 * each (the odd rupee to CGST, half up); in another, all of it IGST.
 */
export function splitGst(gst: number, sameState: boolean) {
  const cgst = sameState ? rupees(gst / 2) : 0;
  return { cgst, sgst: sameState ? gst - cgst : 0, igst: sameState ? 0 : gst };
}

/** What an invoice is written from: the sale as the booking, its company and its bill know it. */
export interface InvoiceFacts {
  number: string;
  issuedAt: Date;
  company: {
    travelsName: string;
    legalName: string;
    address: string;
    gstin: string;
    phone: string;
    city: string;
  };
  customer: { name: string; phone: string; gstin?: string };
  booking: {
    reference: string;
    car: string;
    registration: string | null;
    /** Where the trip started: the place of supply of passenger transport. */
    city: string;
    pickupAt: Date;
    /** When the driver actually started and ended it (null: as booked, or at issue). */
    startedAt: Date | null;
    endedAt: Date | null;
  };
  bill: Pick<Bill, 'lines' | 'total'>;
}

/**
 * The tax invoice of a completed trip. The company's state is its GSTIN's first two digits (its
 * city's when it has none on file); the place of supply is the state the trip started in. The
 * same state charges CGST and SGST, half the GST each; another charges IGST.
 */
export function taxInvoice(facts: InvoiceFacts): InvoiceDocument {
  const { company, bill } = facts;
  const companyState = company.gstin.slice(0, 2) || (stateOfCity(company.city)?.code ?? '');
  // A registered business is supplied where it is registered (IGST Act s. 12(9)): its GSTIN's
  // state; anyone else where the trip starts.
  const buyerState = facts.customer.gstin?.slice(0, 2) ?? '';
  const supply = buyerState
    ? { code: buyerState, state: GST_STATES[buyerState] ?? '' }
    : (stateOfCity(facts.booking.city) ??
      stateOfCity(company.city) ?? { code: companyState, state: '' });
  const lines: InvoiceLine[] = bill.lines
    .filter((line) => line.code !== 'gst' && line.amount !== 0)
    .map((line) => ({
      code: line.code,
      label: line.label,
      amount: line.amount,
      taxable: !isReimbursed(line.code),
    }));
  const gst = bill.lines.find((line) => line.code === 'gst')?.amount ?? 0;
  const taxableValue = lines.filter((l) => l.taxable).reduce((sum, l) => sum + l.amount, 0);
  const reimbursed = lines.filter((l) => !l.taxable).reduce((sum, l) => sum + l.amount, 0);
  const sameState = supply.code === companyState;
  return {
    kind: 'invoice',
    number: facts.number,
    issuedAt: facts.issuedAt.toISOString(),
    seller: {
      name: company.travelsName,
      legalName: company.legalName || company.travelsName,
      address: company.address,
      gstin: company.gstin,
      stateCode: companyState,
      phone: company.phone,
    },
    buyer: {
      name: facts.customer.name,
      phone: facts.customer.phone,
      gstin: facts.customer.gstin ?? '',
    },
    placeOfSupply: supply,
    sac: SAC_PASSENGER_TRANSPORT,
    booking: {
      reference: facts.booking.reference,
      car: facts.booking.car,
      registration: facts.booking.registration ?? '',
      startedAt: (facts.booking.startedAt ?? facts.booking.pickupAt).toISOString(),
      endedAt: (facts.booking.endedAt ?? facts.issuedAt).toISOString(),
    },
    lines,
    taxableValue,
    ...splitGst(gst, sameState),
    reimbursed,
    total: bill.total,
    totalInWords: rupeesInWords(bill.total),
  };
}

/**
 * The credit note that takes an invoice back in full, when the sale it records is undone (an
 * operator withdrawing a fee, or a completed trip turned into a cancellation): the invoice's own
 * lines and taxes under a number of its own, naming the invoice and why.
 */
export function withdrawal(
  invoice: InvoiceDocument,
  number: string,
  issuedAt: Date,
  reason: string,
): InvoiceDocument {
  return creditNoteOf(invoice, number, issuedAt, reason);
}

/** What every credit note of `invoice` carries: the sale as invoiced, its own number, and why. */
const creditNoteOf = (
  invoice: InvoiceDocument,
  number: string,
  issuedAt: Date,
  reason: string,
): InvoiceDocument => ({
  ...invoice,
  kind: 'credit_note',
  number,
  issuedAt: issuedAt.toISOString(),
  corrects: { number: invoice.number, reason },
});

/**
 * The credit note that takes back what earlier credit notes left of an invoice, when the sale is
 * undone after part of it was given back: what is left of its taxable value, each tax and its
 * reimbursements, so the notes together take back exactly what the invoice charged.
 */
export function remainderNote(
  invoice: InvoiceDocument,
  notes: readonly InvoiceDocument[],
  number: string,
  issuedAt: Date,
  reason: string,
): InvoiceDocument {
  const left = (pick: (document: InvoiceDocument) => number) =>
    pick(invoice) - notes.reduce((sum, note) => sum + pick(note), 0);
  const taxableValue = left((document) => document.taxableValue);
  const reimbursed = left((document) => document.reimbursed);
  const total = left((document) => document.total);
  const taxedLine = invoice.lines.find((line) => line.taxable);
  const atCostLine = invoice.lines.find((line) => !line.taxable);
  return {
    ...creditNoteOf(invoice, number, issuedAt, reason),
    lines: [
      ...(taxedLine && taxableValue > 0
        ? [{ ...taxedLine, label: 'Rest of the invoice', amount: taxableValue }]
        : []),
      ...(atCostLine && reimbursed > 0
        ? [{ ...atCostLine, label: 'Rest of the amounts passed on at cost', amount: reimbursed }]
        : []),
    ],
    taxableValue,
    cgst: left((document) => document.cgst),
    sgst: left((document) => document.sgst),
    igst: left((document) => document.igst),
    reimbursed,
    total,
    totalInWords: rupeesInWords(total),
  };
}

/**
 * The most a credit note may still give back against the invoice's lines of `code`, GST
 * included: their amount less what earlier credit notes took back against them, with the GST a
 * taxable line's credit takes back (worked out as `creditNote` works it). The GST line itself is
 * no line to credit: it follows the lines it is charged on.
 */
export function creditLeftOnLine(
  invoice: InvoiceDocument,
  notes: readonly InvoiceDocument[],
  code: string,
): number {
  const net = (document: InvoiceDocument) =>
    document.lines.filter((line) => line.code === code).reduce((sum, l) => sum + l.amount, 0);
  const netLeft = net(invoice) - notes.reduce((sum, note) => sum + net(note), 0);
  if (netLeft <= 0) return 0;
  if (isReimbursed(code as QuoteLineCode)) return netLeft;
  const netOf = (amount: number) => amount - rupees((amount * GST_PERCENT) / (100 + GST_PERCENT));
  let most = netLeft + rupees((netLeft * GST_PERCENT) / 100);
  while (netOf(most) > netLeft) most -= 1;
  while (netOf(most + 1) <= netLeft) most += 1;
  return most;
}

/** What a credit note gives back: a line of the invoice, and the rupees, GST included. */
export interface Credit {
  code: QuoteLineCode;
  label: string;
  amount: number;
}

/**
 * The credit note that gives back part of an invoice: `credit.amount` (GST included) against one
 * of its lines, under a number of its own, naming the invoice it corrects and why. A taxable
 * line's credit takes its GST back with it, split as the invoice split it (the GST taken out of
 * the amount once, rounded half up, like a fee's); a reimbursement is given back at cost. The
 * invoice itself never changes.
 */
export function creditNote(
  invoice: InvoiceDocument,
  number: string,
  issuedAt: Date,
  reason: string,
  credit: Credit,
): InvoiceDocument {
  const taxable = !isReimbursed(credit.code);
  const gst = taxable ? rupees((credit.amount * GST_PERCENT) / (100 + GST_PERCENT)) : 0;
  const sameState = invoice.placeOfSupply.code === invoice.seller.stateCode;
  return {
    ...creditNoteOf(invoice, number, issuedAt, reason),
    lines: [
      {
        code: credit.code,
        label: `Correction: ${credit.label}`,
        amount: credit.amount - gst,
        taxable,
      },
    ],
    taxableValue: taxable ? credit.amount - gst : 0,
    ...splitGst(gst, sameState),
    reimbursed: taxable ? 0 : credit.amount,
    total: credit.amount,
    totalInWords: rupeesInWords(credit.amount),
  };
}
