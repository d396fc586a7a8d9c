/**
 * Tax invoices issued and read (docs/product/trips-and-money.md#the-tax-invoice, numbering in
 * docs/decisions/019). An invoice is issued inside the transaction that completes its trip, so
 * a trip is never completed without one, nor an invoice numbered for a trip that did not
 * complete.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TaxDocumentKind } from '../../../shared/billing-constants.js';
import type { InvoiceDocument, TaxDocumentSummary } from '../../../shared/contracts/billing.js';
import type { Database } from '../../db/client.js';
import { epochMs, isoOf, jsonRows, type RecordList } from '../../db/json-rows.js';
import {
  bookings,
  cars,
  taxDocumentCounters,
  taxDocuments,
  travelCompanies,
  users,
} from '../../db/schema/index.js';
import {
  creditLeftOnLine,
  creditNote,
  documentNumber,
  numberHead,
  SEQUENCE_DIGITS,
  financialYear,
  invoicePrefix,
  remainderNote,
  taxInvoice,
  withdrawal,
  type Credit,
} from './invoice.js';
import { BookingRefused } from '../bookings/refusals.js';
import { recordInvoiceInLedger, recordTaxDocumentInLedger } from '../ledger/ledger.repository.js';

/**
 * The upsert that takes the next number of a company's series for the year, answering it as
 * `last`. It locks the counter's row until the caller's transaction ends: a second completion of
 * the same company waits for the first to commit (and takes the next number) or roll back (and
 * takes the same one), so the series has neither gaps nor repeats, whichever instance completes
 * the trip.
 */
function takeNumber(tx: Database, companyId: string, kind: TaxDocumentKind, year: string) {
  return tx
    .insert(taxDocumentCounters)
    .values({ travelCompanyId: companyId, kind, financialYear: year, last: 1 })
    .onConflictDoUpdate({
      target: [
        taxDocumentCounters.travelCompanyId,
        taxDocumentCounters.kind,
        taxDocumentCounters.financialYear,
      ],
      set: { last: sql`${taxDocumentCounters.last} + 1` },
    })
    .returning({ last: taxDocumentCounters.last });
}

/**
 * Issues the tax invoice of a booking just completed, in the caller's transaction, from the
 * bill it wrote. A bill of nothing (a trip given free) issues no invoice, nor does a trip that
 * has one already.
 */
export async function issueInvoice(tx: Database, bookingId: string, now: Date): Promise<void> {
  const [row] = await tx
    .select({
      reference: bookings.reference,
      companyId: bookings.travelCompanyId,
      pickupAt: bookings.pickupAt,
      startedAt: bookings.startedAt,
      endedAt: bookings.endedAt,
      bill: bookings.bill,
      // A trip an operator completes again after reopening it keeps the invoice it had; one
      // whose invoice was withdrawn by a credit note gets a new one.
      invoiced: sql<boolean>`exists (
        select 1 from ${taxDocuments} invoice
         where invoice.booking_id = ${bookings.id} and invoice.kind = 'invoice'
           and (invoice.document ->> 'total')::int > ${creditedAgainst(sql`invoice`)})`,
      carName: cars.carName,
      carModel: cars.carModel,
      registration: cars.registrationNumber,
      city: cars.city,
      customerId: bookings.customerUserId,
      customerName: users.userName,
      customerPhone: users.mobile,
      customerGstin: bookings.customerGstin,
      company: {
        travelsName: travelCompanies.travelsName,
        legalName: travelCompanies.legalName,
        address: travelCompanies.address,
        gstin: travelCompanies.gstin,
        phone: travelCompanies.phone,
        city: travelCompanies.city,
      },
      commissionBasisPoints: travelCompanies.commissionBasisPoints,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(travelCompanies, eq(travelCompanies.id, bookings.travelCompanyId))
    .innerJoin(users, eq(users.id, bookings.customerUserId))
    .where(eq(bookings.id, bookingId));
  if (!row?.bill || row.bill.total <= 0 || row.invoiced) return;
  const year = financialYear(now);
  // The invoice's amounts do not depend on its number: its ledger entries are written first and
  // the number taken last, so the company's counter is locked only for the invoice's own insert
  // and the commit, not while the other completions of the company wait for it.
  const unnumbered = taxInvoice({
    number: '',
    issuedAt: now,
    company: row.company,
    customer: {
      name: row.customerName,
      phone: row.customerPhone ?? '',
      gstin: row.customerGstin,
    },
    booking: {
      reference: row.reference,
      car: [row.carName, row.carModel].filter(Boolean).join(' '),
      registration: row.registration,
      city: row.city,
      pickupAt: row.pickupAt,
      startedAt: row.startedAt,
      endedAt: row.endedAt,
    },
    bill: row.bill,
  });
  const id = randomUUID();
  await recordInvoiceInLedger(tx, {
    id,
    bookingId,
    issuedAt: now,
    document: unnumbered,
    parties: { companyId: row.companyId, customerId: row.customerId },
    commissionBasisPoints: row.commissionBasisPoints,
  });
  await recordNumberedInvoice(tx, {
    id,
    bookingId,
    companyId: row.companyId,
    year,
    head: numberHead(invoicePrefix(row.company.travelsName), 'invoice', year),
    document: unnumbered,
    issuedAt: now,
  });
}

/**
 * Takes the company's next invoice number and records the invoice under it, in one statement
 * (`takeNumber`, the number written as `documentNumber` writes it, and the insert), so
 * the counter's row stays locked from here to the commit, not also across a round trip to the
 * app and back while the other completions of the company wait for it.
 */
async function recordNumberedInvoice(
  tx: Database,
  invoice: {
    id: string;
    bookingId: string;
    companyId: string;
    year: string;
    head: string;
    document: InvoiceDocument;
    issuedAt: Date;
  },
): Promise<void> {
  const counter = takeNumber(tx, invoice.companyId, 'invoice', invoice.year);
  const sequence = sql.raw('counter.last');
  await tx.execute(sql`
    with counter as (${counter.getSQL()}),
    numbered as (
      select ${sequence} as sequence,
             ${invoice.head} || lpad(${sequence}::text, greatest(${SEQUENCE_DIGITS}, length(${sequence}::text)), '0') as number
        from counter)
    insert into ${taxDocuments} (${sql.join(
      [
        taxDocuments.id,
        taxDocuments.bookingId,
        taxDocuments.travelCompanyId,
        taxDocuments.kind,
        taxDocuments.financialYear,
        taxDocuments.sequence,
        taxDocuments.number,
        taxDocuments.document,
        taxDocuments.issuedAt,
      ].map((column) => sql.identifier(column.name)),
      sql`, `,
    )})
    select ${invoice.id}::uuid, ${invoice.bookingId}::uuid, ${invoice.companyId}::uuid,
           'invoice'::tax_document_kind, ${invoice.year}::text,
           numbered.sequence, numbered.number,
           jsonb_set(${JSON.stringify(invoice.document)}::jsonb, '{number}', to_jsonb(numbered.number)),
           ${invoice.issuedAt.toISOString()}::timestamptz
      from numbered`);
}

/** A booking's tax documents, oldest first, as the booking lists them, read with it. */
export const bookingDocumentsList: RecordList<TaxDocumentSummary> = {
  of: (bookingId) =>
    jsonRows(
      [
        taxDocuments.id,
        taxDocuments.kind,
        taxDocuments.number,
        epochMs(taxDocuments.issuedAt),
        sql`(${taxDocuments.document} ->> 'total')::int`,
        sql`${taxDocuments.document} -> 'corrects' ->> 'number'`,
      ],
      taxDocuments,
      sql`${taxDocuments.bookingId} = ${bookingId}`,
      [taxDocuments.issuedAt, taxDocuments.sequence],
    ),
  read: (json) =>
    (JSON.parse(json) as [string, TaxDocumentKind, string, number, number, string | null][]).map(
      ([_id, kind, number, issuedAt, total, corrects]) => ({
        _id,
        kind,
        number,
        issuedAt: isoOf(issuedAt),
        total,
        corrects,
      }),
    ),
};

/** What credit notes have given back against the invoice `invoice` (a row alias), GST included. */
const creditedAgainst = (invoice: SQL) => sql`coalesce((
  select sum((note.document ->> 'total')::int)::int from ${taxDocuments} note
   where note.booking_id = ${invoice}.booking_id and note.kind = 'credit_note'
     and note.document -> 'corrects' ->> 'number' = ${invoice}.number), 0)`;

/**
 * The booking's current invoice (its latest) with the credit notes issued against it, what they
 * gave back and what is left to give back; undefined when it has none.
 */
async function currentInvoice(tx: Database, bookingId: string) {
  // A booking has a handful of documents: read them once, oldest first, and pick in memory.
  const documents = await tx
    .select({ companyId: taxDocuments.travelCompanyId, document: taxDocuments.document })
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, bookingId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  const row = documents.findLast((one) => one.document.kind === 'invoice');
  if (!row) return undefined;
  const notes = documents
    .map((one) => one.document)
    .filter((one) => one.corrects?.number === row.document.number);
  const credited = notes.reduce((sum, note) => sum + note.total, 0);
  return { ...row, notes, credited, left: row.document.total - credited };
}

/** What credit notes have given back against the booking's current invoice, GST included. */
export async function creditedOn(tx: Database, bookingId: string): Promise<number> {
  return (await currentInvoice(tx, bookingId))?.credited ?? 0;
}

/** Numbers and records a credit note of the company's series, in the caller's transaction. */
async function recordCreditNote(
  tx: Database,
  bookingId: string,
  companyId: string,
  now: Date,
  write: (number: string) => InvoiceDocument,
): Promise<TaxDocumentSummary> {
  const year = financialYear(now);
  const [counter] = await takeNumber(tx, companyId, 'credit_note', year);
  const sequence = counter!.last;
  const [company] = await tx
    .select({ name: travelCompanies.travelsName })
    .from(travelCompanies)
    .where(eq(travelCompanies.id, companyId));
  const number = documentNumber(invoicePrefix(company?.name ?? ''), 'credit_note', year, sequence);
  const document = write(number);
  const [issued] = await tx
    .insert(taxDocuments)
    .values({
      bookingId,
      travelCompanyId: companyId,
      kind: 'credit_note',
      financialYear: year,
      sequence,
      number,
      document,
      issuedAt: now,
    })
    .returning({ _id: taxDocuments.id });
  await recordTaxDocumentInLedger(tx, issued!._id);
  return {
    _id: issued!._id,
    kind: 'credit_note',
    number,
    issuedAt: now.toISOString(),
    total: document.total,
    corrects: document.corrects?.number ?? null,
  };
}

/**
 * Takes back what is left of the booking's current invoice, when an operator undoes the sale it
 * records: in full by the invoice's own lines when nothing was credited yet, otherwise what the
 * earlier credit notes left of its taxable value, each tax and its reimbursements. Nothing when
 * there is no invoice or nothing is left of it.
 */
export async function withdrawInvoice(
  tx: Database,
  bookingId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const invoice = await currentInvoice(tx, bookingId);
  if (!invoice || invoice.left <= 0) return;
  await recordCreditNote(tx, bookingId, invoice.companyId, now, (number) =>
    invoice.notes.length === 0
      ? withdrawal(invoice.document, number, now, reason)
      : remainderNote(invoice.document, invoice.notes, number, now, reason),
  );
}

/**
 * Issues the company's credit note giving `credit` back against a line of the booking's invoice,
 * numbered in the company's credit-note series in the caller's transaction (which has the
 * booking's row locked, so two credits at once never give back more than the invoice). Refused:
 * a booking without an invoice, more than the invoice still has to give back, or more than the
 * line (with its GST) less what earlier credit notes gave back against it.
 */
export async function issueCreditNote(
  tx: Database,
  bookingId: string,
  credit: Credit,
  reason: string,
  now: Date,
): Promise<TaxDocumentSummary> {
  const invoice = await currentInvoice(tx, bookingId);
  if (!invoice) throw new BookingRefused('credit_no_invoice');
  if (credit.amount > invoice.left)
    throw new BookingRefused('credit_over_invoice', { left: invoice.left });
  const lineLeft = creditLeftOnLine(invoice.document, invoice.notes, credit.code);
  if (credit.amount > lineLeft) throw new BookingRefused('credit_over_line', { left: lineLeft });
  return recordCreditNote(tx, bookingId, invoice.companyId, now, (number) =>
    creditNote(invoice.document, number, now, reason, credit),
  );
}

/** One of a booking's tax documents as issued (`documentId`), or undefined. */
export async function taxDocumentOf(
  db: Database,
  bookingId: string,
  documentId: string,
): Promise<InvoiceDocument | undefined> {
  const [row] = await db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingId, bookingId), eq(taxDocuments.id, documentId)));
  return row?.document;
}
