/**
 * Writes the ledger's transactions in the caller's transaction, beside the invoice, credit note
 * or payment they record, so no money event is ever kept without its entries, nor entries without
 * their event (docs/product/trips-and-money.md#the-ledger, decision 021).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, or, sql, type Column } from 'drizzle-orm';
import { commissionOn, type Commission } from '../../../shared/commission.js';
import type { Database } from '../../db/client.js';
import type { InvoiceDocument } from '../../../shared/contracts/billing.js';
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

/** One balanced transaction to write: its event and the entries that move the money. */
interface Posted {
  transaction: Transaction;
  postings: Posting[];
}

/**
 * Writes balanced transactions, in one statement; nothing for one that moves nothing or whose
 * event was recorded already (each event of a source is recorded once, whichever instance gets
 * there first). Each transaction's id is drawn here, so its entries name it in the same
 * statement, and only the entries of the transactions the statement wrote are inserted.
 */
async function post(tx: Database, ...posted: Posted[]): Promise<void> {
  const moving = posted
    .filter(({ postings }) => postings.length > 0)
    .map((one) => ({ ...one, id: randomUUID() }));
  if (moving.length === 0) return;
  const written = tx
    .insert(ledgerTransactions)
    .values(
      moving.map(({ id, transaction }) => ({
        id,
        event: transaction.event,
        sourceId: transaction.sourceId,
        bookingId: transaction.bookingId,
        travelCompanyId: transaction.companyId,
        correctsId: transaction.correctsId ?? null,
        commissionBasisPoints: transaction.commissionBasisPoints ?? null,
        occurredAt: transaction.occurredAt,
      })),
    )
    .onConflictDoNothing({ target: [ledgerTransactions.event, ledgerTransactions.sourceId] })
    .returning({ id: ledgerTransactions.id });
  const entries = moving.flatMap(({ id, postings }) =>
    postings.map(
      ({ account, ownerId, amount }) =>
        sql`(${id}::uuid, ${account}::ledger_account, ${ownerId}::uuid, ${amount}::int)`,
    ),
  );
  const columns = [
    ledgerEntries.transactionId,
    ledgerEntries.account,
    ledgerEntries.ownerId,
    ledgerEntries.amount,
  ].map((column) => sql.identifier(column.name));
  await tx.execute(sql`
    with written as (${written.getSQL()})
    insert into ${ledgerEntries} (${sql.join(columns, sql`, `)})
    select entry.transaction_id, entry.account, entry.owner_id, entry.amount
      from (values ${sql.join(entries, sql`, `)}) as entry (transaction_id, account, owner_id, amount)
     where entry.transaction_id in (select id from written)`);
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
  if (document.kind === 'invoice') {
    const [company] = await tx
      .select({ basisPoints: travelCompanies.commissionBasisPoints })
      .from(travelCompanies)
      .where(eq(travelCompanies.id, parties.companyId));
    await recordInvoiceInLedger(tx, {
      id: documentId,
      bookingId,
      issuedAt,
      document,
      parties,
      commissionBasisPoints: company!.basisPoints,
    });
    return;
  }
  const base = {
    sourceId: documentId,
    bookingId,
    companyId: parties.companyId,
    occurredAt: issuedAt,
  };
  await post(tx, {
    transaction: { ...base, event: 'credit' },
    postings: saleEntries(document, parties),
  });
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
  await post(tx, {
    transaction: {
      ...base,
      event: 'commission_correction',
      correctsId: commission.id,
      commissionBasisPoints: commission.basisPoints ?? 0,
    },
    postings: commissionEntries(change, parties.companyId),
  });
}

/** An invoice about to be issued, with what its ledger entries need to know of it. */
export interface IssuedInvoice {
  id: string;
  bookingId: string;
  issuedAt: Date;
  document: InvoiceDocument;
  parties: Parties;
  /** The company's commission rate of the moment, taken on a completed trip's fare. */
  commissionBasisPoints: number;
}

/**
 * Records an invoice: its sale (or a fee's) and, for a completed trip, Saarthi's commission, from
 * what the caller knows already, so it reads nothing. The invoice's own row may be written after
 * (a ledger transaction names its source by id): the issuer writes these first and takes the
 * company's invoice number last.
 */
export async function recordInvoiceInLedger(tx: Database, invoice: IssuedInvoice): Promise<void> {
  const { document, parties } = invoice;
  const base = {
    sourceId: invoice.id,
    bookingId: invoice.bookingId,
    companyId: parties.companyId,
    occurredAt: invoice.issuedAt,
  };
  const trip = isTripInvoice(document);
  const sale: Posted = {
    transaction: { ...base, event: trip ? 'sale' : 'fee' },
    postings: saleEntries(document, parties),
  };
  if (!trip) return post(tx, sale);
  await post(tx, sale, {
    transaction: {
      ...base,
      event: 'commission',
      commissionBasisPoints: invoice.commissionBasisPoints,
    },
    postings: commissionEntries(
      commissionOn(document.taxableValue, invoice.commissionBasisPoints),
      parties.companyId,
    ),
  });
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
  await post(tx, {
    transaction: {
      event: offer ? 'promotion' : 'payment',
      sourceId: paymentId,
      bookingId: payment.bookingId,
      companyId: parties.companyId,
      occurredAt: payment.at,
    },
    postings: offer
      ? promotionEntries(payment.amount, parties)
      : paymentEntries(payment.amount, parties),
  });
}

/** Records a settlement between a company and Saarthi (`amount`: what the company paid). */
export async function postSettlement(
  tx: Database,
  settlement: { id: string; companyId: string; amount: number; at: Date },
): Promise<void> {
  await post(tx, {
    transaction: {
      event: 'settlement',
      sourceId: settlement.id,
      bookingId: null,
      companyId: settlement.companyId,
      occurredAt: settlement.at,
    },
    postings: settlementEntries(settlement.amount, settlement.companyId),
  });
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
