/**
 * Saarthi's commission invoices issued and read (docs/product/trips-and-money.md#saarthis-commission-invoice).
 * A company's invoice for a month is issued once the month is over: by the hourly job for the
 * month just ended, or at the first download when the job has not reached it yet. Either way it
 * is numbered in the same transaction that records it, so the series has neither gaps nor
 * repeats, whichever instance issues it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CommissionInvoiceDocument } from '../../../shared/contracts/statements.js';
import type { Database } from '../../db/client.js';
import {
  commissionInvoiceCounters,
  commissionInvoices,
  travelCompanies,
} from '../../db/schema/index.js';
import { financialYear } from '../invoices/invoice.js';
import { commissionInvoice, commissionInvoiceNumber } from './commission-invoice.js';
import { figuresOf, monthBounds } from './statements.repository.js';

/** Who Saarthi is on its invoices (config `invoicing`). */
export interface SaarthiIdentity {
  legalName: string;
  gstin: string;
  address: string;
}

/** A commission invoice that cannot be had, by its message code. */
export class CommissionInvoiceRefused extends Error {
  constructor(
    readonly code:
      'company_not_found' | 'commission_invoice_month_open' | 'commission_invoice_none',
  ) {
    super(code);
  }
}

/**
 * The next number of Saarthi's series for the year. The upsert locks the counter's row until the
 * caller's transaction ends: another issue waits, then takes the next number (or, when this one
 * rolled back, the same).
 */
async function nextNumber(tx: Database, year: string): Promise<number> {
  const [counter] = await tx
    .insert(commissionInvoiceCounters)
    .values({ financialYear: year, last: 1 })
    .onConflictDoUpdate({
      target: commissionInvoiceCounters.financialYear,
      set: { last: sql`${commissionInvoiceCounters.last} + 1` },
    })
    .returning({ last: commissionInvoiceCounters.last });
  return counter!.last;
}

async function issuedFor(db: Database, companyId: string, month: string) {
  const [row] = await db
    .select({ document: commissionInvoices.document })
    .from(commissionInvoices)
    .where(
      and(eq(commissionInvoices.travelCompanyId, companyId), eq(commissionInvoices.month, month)),
    );
  return row?.document;
}

/**
 * The company's commission invoice of the month, issued now when it has none yet. Refused: an
 * unknown company, a month not over, a month with no commission to charge (nothing completed,
 * or corrections gave it all back).
 */
export async function commissionInvoiceOf(
  db: Database,
  saarthi: SaarthiIdentity,
  companyId: string,
  month: string,
  now: Date,
): Promise<CommissionInvoiceDocument> {
  if (monthBounds(month).to > now)
    throw new CommissionInvoiceRefused('commission_invoice_month_open');
  const issued = await issuedFor(db, companyId, month);
  if (issued) return issued;
  return db.transaction(async (tx) => {
    // The company's row is locked: a download and the job issuing at once take turns, and the
    // second finds the first's invoice.
    const [company] = await tx
      .select({
        travelsName: travelCompanies.travelsName,
        legalName: travelCompanies.legalName,
        address: travelCompanies.address,
        gstin: travelCompanies.gstin,
        city: travelCompanies.city,
      })
      .from(travelCompanies)
      .where(eq(travelCompanies.id, companyId))
      .for('update');
    if (!company) throw new CommissionInvoiceRefused('company_not_found');
    const already = await issuedFor(tx, companyId, month);
    if (already) return already;
    const [figures] = await figuresOf(tx, month, [companyId]);
    const commission = Number(figures?.commission ?? 0);
    if (commission <= 0) throw new CommissionInvoiceRefused('commission_invoice_none');
    const year = financialYear(now);
    const sequence = await nextNumber(tx, year);
    const document = commissionInvoice({
      number: commissionInvoiceNumber(year, sequence),
      issuedAt: now,
      month,
      saarthi,
      company,
      trips: Number(figures!.trips),
      commission,
      commissionGst: Number(figures!.commissionGst),
    });
    await tx.insert(commissionInvoices).values({
      travelCompanyId: companyId,
      month,
      financialYear: year,
      sequence,
      number: document.number,
      document,
      issuedAt: now,
    });
    return document;
  });
}

/**
 * Issues the month's invoice of every company charged commission in it that has none yet, one
 * transaction each; answers how many were issued.
 */
export async function issueMonthCommissionInvoices(
  db: Database,
  saarthi: SaarthiIdentity,
  month: string,
  now: Date,
): Promise<number> {
  const [figures, issued] = await Promise.all([
    figuresOf(db, month),
    db
      .select({ companyId: commissionInvoices.travelCompanyId })
      .from(commissionInvoices)
      .where(eq(commissionInvoices.month, month)),
  ]);
  const done = new Set(issued.map((row) => row.companyId));
  const due = figures.filter((row) => Number(row.commission) > 0 && !done.has(row.companyId));
  for (const { companyId } of due) await commissionInvoiceOf(db, saarthi, companyId, month, now);
  return due.length;
}
