/**
 * Monthly statements read from the ledger, and the settlements that pay them
 * (docs/product/trips-and-money.md#statements-and-settlements). A month is an India calendar
 * month: its transactions are those that occurred from its first India midnight to the next
 * month's.
 */
import { and, asc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { percentFromBasisPoints } from '../../../shared/commission.js';
import type {
  CommissionInvoiceSummary,
  Settlement,
  Statement,
  StatementTotals,
  StatementTrip,
} from '../../../shared/contracts/statements.js';
import { addMonths, dayStart } from '../../../shared/india-time.js';
import { encodePageCursor, type PageCursor } from '../../../shared/contracts/pagination.js';
import type { Database } from '../../db/client.js';
import { violatedConstraint } from '../../db/constraints.js';
import {
  bookings,
  commissionInvoices,
  ledgerEntries,
  ledgerMonths,
  ledgerTransactions,
  settlements,
  taxDocuments,
  travelCompanies,
} from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit.js';
import { cursorTime } from '../leads/leads.repository.js';
import { postSettlement } from '../ledger/ledger.repository.js';

/** The instants a month runs between, its first India midnight to the next month's. */
export function monthBounds(month: string): { from: Date; to: Date } {
  return {
    from: new Date(dayStart(`${month}-01`)),
    to: new Date(dayStart(`${addMonths(month, 1)}-01`)),
  };
}

/** A statement refused, by its message code. */
export class StatementRefused extends Error {
  constructor(
    readonly code:
      'company_not_found' | 'settlement_month_open' | 'settlement_nothing_due' | 'settlement_taken',
  ) {
    super(code);
  }
}

const SOLD = ['company_fares', 'company_gst', 'company_reimbursements'] as const;
const sold = sql`${ledgerMonths.account} in ${SOLD}`;
const sumWhere = (condition: SQL, sign = 1) =>
  sql<number>`coalesce(sum(${sign} * ${ledgerMonths.amount}) filter (where ${condition}), 0)::int`;

/**
 * The month's figures per company, from the month's totals the ledger keeps by event and account
 * (settlements apart): a few dozen rows a company, however many trips it completed.
 */
export async function figuresOf(db: Database, month: string, companyIds?: string[]) {
  return db
    .select({
      companyId: ledgerMonths.travelCompanyId,
      // A trip's sale has one entry for what its customer owes.
      trips: sql<number>`coalesce(sum(${ledgerMonths.entries}) filter (where ${ledgerMonths.event} = 'sale' and ${ledgerMonths.account} = 'customer_receivable'), 0)::int`,
      gross: sumWhere(sql`${ledgerMonths.event} = 'sale' and ${sold}`, -1),
      fees: sumWhere(sql`${ledgerMonths.event} = 'fee' and ${sold}`, -1),
      credits: sumWhere(sql`${ledgerMonths.event} = 'credit' and ${sold}`),
      received: sumWhere(sql`${ledgerMonths.account} = 'company_receipts'`),
      offers: sumWhere(sql`${ledgerMonths.account} = 'saarthi_promotions'`),
      commission: sumWhere(sql`${ledgerMonths.account} = 'saarthi_commission'`, -1),
      commissionGst: sumWhere(sql`${ledgerMonths.account} = 'saarthi_gst_payable'`, -1),
      owed: sumWhere(sql`${ledgerMonths.account} = 'company_saarthi'`),
    })
    .from(ledgerMonths)
    .where(
      and(
        eq(ledgerMonths.month, month),
        ne(ledgerMonths.event, 'settlement'),
        companyIds ? inArray(ledgerMonths.travelCompanyId, companyIds) : undefined,
      ),
    )
    .groupBy(ledgerMonths.travelCompanyId);
}

type Figures = Awaited<ReturnType<typeof figuresOf>>[number];
type SettlementRow = typeof settlements.$inferSelect;

const NO_FIGURES: Omit<Figures, 'companyId'> = {
  trips: 0,
  gross: 0,
  fees: 0,
  credits: 0,
  received: 0,
  offers: 0,
  commission: 0,
  commissionGst: 0,
  owed: 0,
};

function totalsOf(figures: Omit<Figures, 'companyId'>, settled: number): StatementTotals {
  // The drivers answer sums as numbers or numeric text: each is read as a number once, here.
  const numbers = Object.fromEntries(
    Object.entries(NO_FIGURES).map(([key]) => [
      key,
      Number(figures[key as keyof typeof NO_FIGURES]),
    ]),
  ) as typeof NO_FIGURES;
  return { ...numbers, settled, balance: numbers.owed - settled };
}

const settlementOf = (row: SettlementRow | undefined): Settlement | null =>
  row
    ? { amount: row.amount, reference: row.reference, settledAt: row.settledAt.toISOString() }
    : null;

const invoiceSummary = (
  row: { number: string; issuedAt: Date; total: number } | undefined,
): CommissionInvoiceSummary | null =>
  row
    ? { number: row.number, issuedAt: row.issuedAt.toISOString(), total: Number(row.total) }
    : null;

/** Adds up statements' totals, for the console's line over every company. */
export function sumTotals(all: readonly StatementTotals[]): StatementTotals {
  const sum = { ...totalsOf(NO_FIGURES, 0) };
  for (const totals of all)
    for (const key of Object.keys(sum) as (keyof StatementTotals)[]) sum[key] += totals[key];
  return sum;
}

export function createStatementsRepository(db: Database) {
  /**
   * The month's statements of `companyIds`, or of every company with money moved or a settlement
   * in the month without: the figures and the settlements are each read once.
   */
  async function statements(month: string, companyIds?: string[]): Promise<Statement[]> {
    const [figures, settledRows, invoiceRows] = await Promise.all([
      figuresOf(db, month, companyIds),
      db
        .select()
        .from(settlements)
        .where(
          and(
            eq(settlements.month, month),
            companyIds ? inArray(settlements.travelCompanyId, companyIds) : undefined,
          ),
        ),
      db
        .select({
          companyId: commissionInvoices.travelCompanyId,
          number: commissionInvoices.number,
          issuedAt: commissionInvoices.issuedAt,
          total: sql<number>`(${commissionInvoices.document} ->> 'total')::int`,
        })
        .from(commissionInvoices)
        .where(
          and(
            eq(commissionInvoices.month, month),
            companyIds ? inArray(commissionInvoices.travelCompanyId, companyIds) : undefined,
          ),
        ),
    ]);
    const invoices = new Map(invoiceRows.map((row) => [row.companyId, row]));
    const byCompany = new Map(figures.map((row) => [row.companyId, row]));
    const settled = new Map(settledRows.map((row) => [row.travelCompanyId, row]));
    const ids = companyIds ?? [...new Set([...byCompany.keys(), ...settled.keys()])];
    if (ids.length === 0) return [];
    const companies = await db
      .select({
        _id: travelCompanies.id,
        name: travelCompanies.travelsName,
        city: travelCompanies.city,
        basisPoints: travelCompanies.commissionBasisPoints,
      })
      .from(travelCompanies)
      .where(inArray(travelCompanies.id, ids))
      .orderBy(asc(travelCompanies.travelsName), asc(travelCompanies.id));
    return companies.map((company) => {
      const settlement = settled.get(company._id);
      return {
        month,
        company: { _id: company._id, name: company.name, city: company.city },
        commissionPercent: percentFromBasisPoints(company.basisPoints),
        totals: totalsOf(byCompany.get(company._id) ?? NO_FIGURES, settlement?.amount ?? 0),
        settlement: settlementOf(settlement),
        commissionInvoice: invoiceSummary(invoices.get(company._id)),
      };
    });
  }

  return {
    async companyExists(companyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: travelCompanies.id })
        .from(travelCompanies)
        .where(eq(travelCompanies.id, companyId));
      return row !== undefined;
    },

    /**
     * Sets the company's commission rate, audited; trips completed from now on are charged at
     * it (each commission keeps the rate it was taken at). Undefined for an unknown company.
     */
    async setCommission(
      companyId: string,
      basisPoints: number,
      operatorId: string,
    ): Promise<{ _id: string; commissionPercent: number } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ basisPoints: travelCompanies.commissionBasisPoints })
          .from(travelCompanies)
          .where(eq(travelCompanies.id, companyId))
          .for('update');
        if (!before) return undefined;
        await tx
          .update(travelCompanies)
          .set({ commissionBasisPoints: basisPoints })
          .where(eq(travelCompanies.id, companyId));
        await recordAudit(tx, {
          actor: { id: operatorId, role: 'operator' },
          action: 'company.commission',
          recordType: 'company',
          recordId: companyId,
          before: { commissionPercent: percentFromBasisPoints(before.basisPoints) },
          after: { commissionPercent: percentFromBasisPoints(basisPoints) },
        });
        return { _id: companyId, commissionPercent: percentFromBasisPoints(basisPoints) };
      });
    },

    /** One company's statement of the month; undefined for an unknown company. */
    async statementOf(companyId: string, month: string): Promise<Statement | undefined> {
      return (await statements(month, [companyId]))[0];
    },

    /** Every company's statement of the month that has anything in it, by name. */
    async everyStatement(month: string): Promise<Statement[]> {
      return statements(month);
    },

    /**
     * A page of the trips a company completed in the month, oldest first, each with its
     * commission: the `limit` after `cursor`'s trip.
     */
    async tripsOf(
      companyId: string,
      month: string,
      cursor: PageCursor | undefined,
      limit: number,
    ): Promise<{ trips: StatementTrip[]; nextCursor: string | null }> {
      const { from, to } = monthBounds(month);
      const commission = alias(ledgerTransactions, 'commission');
      const rows = await db
        .select({
          bookingId: bookings.id,
          reference: bookings.reference,
          completedAt: ledgerTransactions.occurredAt,
          saleId: ledgerTransactions.id,
          cursorAt: cursorTime(ledgerTransactions.occurredAt),
          invoiceNumber: taxDocuments.number,
          gross: sql<number>`(${taxDocuments.document} ->> 'total')::int`,
          fare: sql<number>`(${taxDocuments.document} ->> 'taxableValue')::int`,
          basisPoints: commission.commissionBasisPoints,
          commission: sql<number>`coalesce((select -sum(${ledgerEntries.amount})::int
              from ${ledgerEntries} where ${ledgerEntries.transactionId} = ${commission.id}
               and ${ledgerEntries.account} = 'saarthi_commission'), 0)`,
          commissionGst: sql<number>`coalesce((select -sum(${ledgerEntries.amount})::int
              from ${ledgerEntries} where ${ledgerEntries.transactionId} = ${commission.id}
               and ${ledgerEntries.account} = 'saarthi_gst_payable'), 0)`,
        })
        .from(ledgerTransactions)
        .innerJoin(taxDocuments, eq(taxDocuments.id, ledgerTransactions.sourceId))
        .innerJoin(bookings, eq(bookings.id, ledgerTransactions.bookingId))
        .leftJoin(
          commission,
          and(
            eq(commission.event, 'commission'),
            eq(commission.sourceId, ledgerTransactions.sourceId),
          ),
        )
        .where(
          and(
            eq(ledgerTransactions.travelCompanyId, companyId),
            eq(ledgerTransactions.event, 'sale'),
            gte(ledgerTransactions.occurredAt, from),
            lt(ledgerTransactions.occurredAt, to),
            cursor === undefined
              ? undefined
              : sql`(${ledgerTransactions.occurredAt}, ${ledgerTransactions.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
          ),
        )
        .orderBy(asc(ledgerTransactions.occurredAt), asc(ledgerTransactions.id))
        // One more than the page: whether there is a next page, without counting.
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const trips = page.map(
        ({ basisPoints, completedAt, saleId: _id, cursorAt: _at, ...row }) => ({
          ...row,
          completedAt: completedAt.toISOString(),
          gross: Number(row.gross),
          fare: Number(row.fare),
          commission: Number(row.commission),
          commissionGst: Number(row.commissionGst),
          commissionPercent: percentFromBasisPoints(basisPoints ?? 0),
        }),
      );
      return {
        trips,
        nextCursor:
          rows.length > limit && last
            ? encodePageCursor({ at: last.cursorAt, id: last.saleId })
            : null,
      };
    },

    /**
     * Records the bank transfer that pays the month's balance between the company and Saarthi,
     * with its ledger transaction, audited; once per company and month. Refused: an unknown
     * company, a month not over yet, a month with nothing owed either way, a second settlement.
     */
    async settle(
      companyId: string,
      month: string,
      reference: string,
      operatorId: string,
      now: Date,
    ): Promise<Statement> {
      if (monthBounds(month).to > now) throw new StatementRefused('settlement_month_open');
      try {
        await db.transaction(async (tx) => {
          // The company's row is locked: two operators settling it at once take turns, and the
          // second finds the first's settlement.
          const [company] = await tx
            .select({ id: travelCompanies.id })
            .from(travelCompanies)
            .where(eq(travelCompanies.id, companyId))
            .for('update');
          if (!company) throw new StatementRefused('company_not_found');
          const [taken] = await tx
            .select({ id: settlements.id })
            .from(settlements)
            .where(and(eq(settlements.travelCompanyId, companyId), eq(settlements.month, month)));
          if (taken) throw new StatementRefused('settlement_taken');
          const [figures] = await figuresOf(tx, month, [companyId]);
          const owed = Number(figures?.owed ?? 0);
          if (owed === 0) throw new StatementRefused('settlement_nothing_due');
          const [row] = await tx
            .insert(settlements)
            .values({
              travelCompanyId: companyId,
              month,
              amount: owed,
              reference,
              settledBy: operatorId,
              settledAt: now,
            })
            .returning({ id: settlements.id });
          await postSettlement(tx, { id: row!.id, companyId, amount: owed, at: now });
          await recordAudit(tx, {
            actor: { id: operatorId, role: 'operator' },
            action: 'statement.settle',
            recordType: 'company',
            recordId: companyId,
            before: { month, owed },
            after: { month, settled: owed, reference },
          });
        });
      } catch (error) {
        if (violatedConstraint(error) === 'settlements_company_month_unique')
          throw new StatementRefused('settlement_taken');
        throw error;
      }
      return (await statements(month, [companyId]))[0]!;
    },
  };
}

export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
