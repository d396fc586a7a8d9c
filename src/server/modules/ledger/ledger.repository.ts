/**
 * Writes the ledger's transactions in the caller's transaction, beside the invoice, credit note
 * or payment they record, so no money event is ever kept without its entries, nor entries without
 * their event (docs/product/trips-and-money.md#the-ledger, decision 021).
 */
import { and, asc, eq, inArray, or, sql, type Column } from 'drizzle-orm';
import { commissionOn, type Commission } from '../../../shared/commission.js';
import type { Database } from '../../db/client.js';
import {
  bookingPayments,
  bookings,
  ledgerEntries,
  ledgerTransactions,
  taxDocuments,
  travelCompanies,
  type LedgerEvent,
} from '../../db/schema/index.js';
import {
  commissionChange,
  commissionEntries,
  isTripInvoice,
  paymentEntries,
  promotionEntries,
  saleEntries,
  settlementEntries,
  type Parties,
  type Posting,
} from './ledger.js';

interface Transaction {
  event: LedgerEvent;
  sourceId: string;
  bookingId: string | null;
  companyId: string;
  occurredAt: Date;
  correctsId?: string;
  commissionBasisPoints?: number;
}

/**
 * Writes one balanced transaction; nothing when it moves nothing or when its event was recorded
 * already (each event of a source is recorded once, whichever instance gets there first).
 */
async function post(tx: Database, transaction: Transaction, postings: Posting[]): Promise<void> {
  if (postings.length === 0) return;
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      event: transaction.event,
      sourceId: transaction.sourceId,
      bookingId: transaction.bookingId,
      travelCompanyId: transaction.companyId,
      correctsId: transaction.correctsId ?? null,
      commissionBasisPoints: transaction.commissionBasisPoints ?? null,
      occurredAt: transaction.occurredAt,
    })
    .onConflictDoNothing({ target: [ledgerTransactions.event, ledgerTransactions.sourceId] })
    .returning({ id: ledgerTransactions.id });
  if (!row) return;
  await tx
    .insert(ledgerEntries)
    .values(postings.map((posting) => ({ transactionId: row.id, ...posting })));
}

async function partiesOf(tx: Database, bookingId: string): Promise<Parties> {
  const [row] = await tx
    .select({ companyId: bookings.travelCompanyId, customerId: bookings.customerUserId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId} for a ledger entry`);
  return row;
}

/** What a commission and its corrections have taken so far, as positive amounts. */
async function commissionTaken(tx: Database, commissionId: string): Promise<Commission> {
  const rows = await tx
    .select({
      account: ledgerEntries.account,
      total: sql<number>`sum(${ledgerEntries.amount})::int`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        or(
          eq(ledgerTransactions.id, commissionId),
          eq(ledgerTransactions.correctsId, commissionId),
        ),
        inArray(ledgerEntries.account, ['saarthi_commission', 'saarthi_gst_payable']),
      ),
    )
    .groupBy(ledgerEntries.account);
  const credited = (account: string) =>
    -Number(rows.find((one) => one.account === account)?.total ?? 0);
  return { commission: credited('saarthi_commission'), gst: credited('saarthi_gst_payable') };
}

/**
 * Records an issued tax document: the sale of an invoice or the credit of a credit note and,
 * for a completed trip's invoice, Saarthi's commission at the company's rate of the moment; for
 * a credit note, the commission set right on the fare it leaves.
 */
export async function recordTaxDocumentInLedger(tx: Database, documentId: string): Promise<void> {
  // A booking has a handful of documents: read them all at once, in issue order, this one
  // among them, and pick in memory.
  const documents = await tx
    .select({
      id: taxDocuments.id,
      bookingId: taxDocuments.bookingId,
      issuedAt: taxDocuments.issuedAt,
      document: taxDocuments.document,
    })
    .from(taxDocuments)
    .where(
      eq(
        taxDocuments.bookingId,
        sql`(select booking_id from ${taxDocuments} where id = ${documentId})`,
      ),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  const at = documents.findIndex((one) => one.id === documentId);
  if (at < 0) throw new Error(`no tax document ${documentId} for the ledger`);
  const { bookingId, issuedAt, document } = documents[at]!;
  const parties = await partiesOf(tx, bookingId);
  const base = {
    sourceId: documentId,
    bookingId,
    companyId: parties.companyId,
    occurredAt: issuedAt,
  };
  const trip = isTripInvoice(document);
  const event = document.kind === 'credit_note' ? 'credit' : trip ? 'sale' : 'fee';
  await post(tx, { ...base, event }, saleEntries(document, parties));

  if (trip) {
    const [company] = await tx
      .select({ basisPoints: travelCompanies.commissionBasisPoints })
      .from(travelCompanies)
      .where(eq(travelCompanies.id, parties.companyId));
    const basisPoints = company!.basisPoints;
    await post(
      tx,
      { ...base, event: 'commission', commissionBasisPoints: basisPoints },
      commissionEntries(commissionOn(document.taxableValue, basisPoints), parties.companyId),
    );
    return;
  }
  const corrected = document.corrects?.number;
  const invoice = documents.find(
    (one) => one.document.kind === 'invoice' && one.document.number === corrected,
  );
  if (!invoice) return;
  const [commission] = await tx
    .select({ id: ledgerTransactions.id, basisPoints: ledgerTransactions.commissionBasisPoints })
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.event, 'commission'), eq(ledgerTransactions.sourceId, invoice.id)),
    );
  if (!commission) return;
  // The notes against the invoice up to this one: recorded late, a note is set right as it was
  // when it was issued, and the later notes each in their turn.
  const notes = documents
    .slice(0, at + 1)
    .filter((one) => one.document.corrects?.number === corrected)
    .map((one) => one.document);
  const change = commissionChange(
    invoice.document,
    notes,
    commission.basisPoints ?? 0,
    await commissionTaken(tx, commission.id),
  );
  await post(
    tx,
    {
      ...base,
      event: 'commission_correction',
      correctsId: commission.id,
      commissionBasisPoints: commission.basisPoints ?? 0,
    },
    commissionEntries(change, parties.companyId),
  );
}

/** Records a payment the company received, or (a negative amount) a refund it paid. */
export async function recordPaymentInLedger(tx: Database, paymentId: string): Promise<void> {
  const [payment] = await tx
    .select({
      bookingId: bookingPayments.bookingId,
      amount: bookingPayments.amount,
      method: bookingPayments.method,
      at: bookingPayments.createdAt,
    })
    .from(bookingPayments)
    .where(eq(bookingPayments.id, paymentId));
  if (!payment) throw new Error(`no payment ${paymentId} for the ledger`);
  const parties = await partiesOf(tx, payment.bookingId);
  const offer = payment.method === 'offer';
  await post(
    tx,
    {
      event: offer ? 'promotion' : 'payment',
      sourceId: paymentId,
      bookingId: payment.bookingId,
      companyId: parties.companyId,
      occurredAt: payment.at,
    },
    offer ? promotionEntries(payment.amount, parties) : paymentEntries(payment.amount, parties),
  );
}

/** Records a settlement between a company and Saarthi (`amount`: what the company paid). */
export async function postSettlement(
  tx: Database,
  settlement: { id: string; companyId: string; amount: number; at: Date },
): Promise<void> {
  await post(
    tx,
    {
      event: 'settlement',
      sourceId: settlement.id,
      bookingId: null,
      companyId: settlement.companyId,
      occurredAt: settlement.at,
    },
    settlementEntries(settlement.amount, settlement.companyId),
  );
}

/**
 * Start-up: records the tax documents and payments issued before the ledger existed, in the
 * order they happened. Nothing to do (one indexed look each) once every one is recorded.
 */
export async function recordUnledgered(db: Database): Promise<void> {
  const unrecorded = (event: LedgerEvent | LedgerEvent[], source: Column) =>
    sql`not exists (select 1 from ${ledgerTransactions}
      where ${ledgerTransactions.sourceId} = ${source}
        and ${ledgerTransactions.event} in ${[event].flat()})`;
  const documents = await db
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(unrecorded(['sale', 'fee', 'credit'], taxDocuments.id))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  const payments = await db
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(unrecorded('payment', bookingPayments.id))
    .orderBy(asc(bookingPayments.createdAt));
  if (documents.length === 0 && payments.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { id } of documents) await recordTaxDocumentInLedger(tx, id);
    for (const { id } of payments) await recordPaymentInLedger(tx, id);
  });
}
