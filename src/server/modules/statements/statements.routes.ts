import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { indiaToday } from '../../../shared/india-time.js';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  AdminStatementsResponseSchema,
  type CommissionInvoiceDocument,
  CommissionBodySchema,
  CommissionInvoiceQuerySchema,
  CommissionResponseSchema,
  MonthSchema,
  PartnerStatementResponseSchema,
  SettleBodySchema,
  SettleResponseSchema,
  SettlementParamsSchema,
  STATEMENT_TRIPS_PAGE,
  StatementQuerySchema,
} from '../../../shared/contracts/statements.js';
import { currentUser } from '../../http/auth.js';
import { CSV_PAGE_ROWS, csvAnswer, csvMoment, everyRow, sendCsv } from '../../http/csv.js';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors.js';
import { said } from '../../http/messages.js';
import { pdfAnswer, sendPdf } from '../../http/pdf.js';
import type { FeatureModule } from '../../http/types.js';
import { createAnswerCache } from '../cars/answer-cache.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { companyOfRequest, isRecordId } from '../companies/policy.js';
import { commissionInvoicePdf } from './commission-invoice-pdf.js';
import { commissionInvoiceOf, CommissionInvoiceRefused } from './commission-invoices.repository.js';
import {
  createStatementsRepository,
  StatementRefused,
  sumTotals,
} from './statements.repository.js';

/** A month asked for that has not begun in India: refused, there is nothing to read yet. */
function pastOrCurrent(month: string, where: 'querystring' | 'params' = 'querystring') {
  if (month > indiaToday().slice(0, 7)) {
    if (where === 'params') throw badRequest('statement_month_future');
    throw fieldError('month', 'statement_month_future', undefined, 'querystring');
  }
  return month;
}

const INVOICE_ANSWER = {
  200: pdfAnswer(
    "Saarthi's tax invoice for the month's commission and its GST, as a PDF with selectable text.",
  ),
};
const INVOICE_ERRORS = {
  400: 'The month is not YYYY-MM from 2024-01, or has not begun.',
  404: 'No such company, or Saarthi charged it no commission that month.',
  409: 'The month is not over yet: its invoice is issued once it is.',
};

/**
 * An issued invoice never changes, so its PDF is drawn once per instance and kept: drawing is
 * CPU work, and a company downloads the same invoice again for its accountant and its returns.
 * A few hundred of about 30 KB each.
 */
const DRAWN_INVOICES = 256;
type DrawnInvoices = ReturnType<typeof createAnswerCache<Buffer>>;

async function drawnPdf(drawn: DrawnInvoices, document: CommissionInvoiceDocument) {
  const kept = drawn.get(document.number, 0n);
  if (kept) return kept;
  const pdf = await commissionInvoicePdf(document);
  drawn.set(document.number, 0n, pdf);
  return pdf;
}

/** Saarthi's commission invoice of the company's month as a download, issued at need. */
async function sendCommissionInvoice(
  reply: FastifyReply,
  drawn: DrawnInvoices,
  invoice: () => Promise<CommissionInvoiceDocument>,
) {
  let document: CommissionInvoiceDocument;
  try {
    document = await invoice();
  } catch (error) {
    if (!(error instanceof CommissionInvoiceRefused)) throw error;
    if (error.code === 'commission_invoice_month_open') throw conflict(error.code);
    throw notFound(error.code);
  }
  return sendPdf(
    reply,
    `saarthi-invoice-${document.number.replaceAll('/', '-')}.pdf`,
    await drawnPdf(drawn, document),
  );
}

/**
 * docs/product/trips-and-money.md#statements-and-settlements: a company reads its month with
 * Saarthi (trips, commission, what one owes the other) and downloads it; an operator reads every
 * company's month and records the bank transfer that settles one.
 */
export const statementsModule: FeatureModule = (app, { config, db, guards, writeRateLimit }) => {
  const statements = createStatementsRepository(db);
  const companies = createCompaniesRepository(db);
  const partnerOnly = guards.requireRole('partner', 'partner_only');
  const operatorOnly = guards.requireRole('operator', 'operator_only');
  const drawn: DrawnInvoices = createAnswerCache<Buffer>(DRAWN_INVOICES);
  // An unknown company answers 404 before the body is read, like every route naming a record;
  // an address whose month is malformed is left to the validation's 400 on that month.
  const knownCompany = (param: string) => async (request: { params: unknown }) => {
    const params = request.params as Record<string, string>;
    const id = params[param] ?? '';
    if (params.month !== undefined && !z.safeParse(MonthSchema, params.month).success) return;
    if (isRecordId(id) && !(await statements.companyExists(id)))
      throw notFound('company_not_found');
  };

  app.get(
    '/partner/statements',
    {
      onRequest: partnerOnly,
      schema: {
        summary:
          "Read the partner company's statement of an India month: its trips, their commission and what it owes Saarthi or is owed",
        errors: {
          400: 'The month is not YYYY-MM from 2024-01, or has not begun.',
          404: 'The partner runs no company.',
        },
        tags: ['partner'],
        querystring: StatementQuerySchema,
        response: { 200: PartnerStatementResponseSchema },
      },
    },
    async (request, reply) => {
      const month = pastOrCurrent(request.query.month);
      // The caller's own company, from the signed-in account; a suspended one reads too.
      const company = await companyOfRequest(companies, request);
      const [statement, page] = await Promise.all([
        statements.statementOf(company._id, month),
        statements.tripsOf(company._id, month, request.query.cursor, STATEMENT_TRIPS_PAGE),
      ]);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, statement: statement!, ...page };
    },
  );

  app.get(
    '/partner/statements.csv',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "Download the partner company's trips of an India month with their commission",
        errors: {
          400: 'The month is not YYYY-MM from 2024-01, or has not begun.',
          404: 'The partner runs no company.',
        },
        answers: {
          200: csvAnswer(
            'A line per trip completed in the month, oldest first: its booking, invoice, amounts and commission.',
          ),
        },
        tags: ['partner'],
        querystring: StatementQuerySchema,
      },
    },
    async (request, reply) => {
      const month = pastOrCurrent(request.query.month);
      const company = await companyOfRequest(companies, request);
      // Every trip, read a page at a time and written as it is read.
      const trips = everyRow(async (cursor) => {
        const page = await statements.tripsOf(company._id, month, cursor, CSV_PAGE_ROWS);
        return { rows: page.trips, nextCursor: page.nextCursor };
      });
      return sendCsv(
        reply,
        `statement-${month}`,
        [
          'Completed',
          'Booking',
          'Invoice',
          'Billed (₹)',
          'Taxable fare (₹)',
          'Commission rate (%)',
          'Commission (₹)',
          'GST on commission (₹)',
        ],
        trips,
        (trip) => [
          csvMoment(trip.completedAt),
          trip.reference,
          trip.invoiceNumber,
          trip.gross,
          trip.fare,
          trip.commissionPercent,
          trip.commission,
          trip.commissionGst,
        ],
      );
    },
  );

  app.get(
    '/partner/statements/invoice.pdf',
    {
      onRequest: partnerOnly,
      schema: {
        summary:
          "Download Saarthi's tax invoice for the commission it charged the partner's company in a month that is over",
        description:
          'Issued in Saarthi’s own series the first time it is asked for, unless the monthly run issued it already; the same invoice every time after.',
        errors: INVOICE_ERRORS,
        answers: INVOICE_ANSWER,
        tags: ['partner'],
        querystring: CommissionInvoiceQuerySchema,
      },
    },
    async (request, reply) => {
      const month = pastOrCurrent(request.query.month);
      const company = await companyOfRequest(companies, request);
      return sendCommissionInvoice(reply, drawn, () =>
        commissionInvoiceOf(db, config.invoicing, company._id, month, new Date()),
      );
    },
  );

  app.get(
    '/admin/statements/:companyId/:month/invoice.pdf',
    {
      onRequest: operatorOnly,
      preValidation: knownCompany('companyId'),
      schema: {
        summary:
          "Download Saarthi's tax invoice for a company's commission of a month that is over",
        errors: INVOICE_ERRORS,
        answers: INVOICE_ANSWER,
        tags: ['admin'],
        params: SettlementParamsSchema,
      },
    },
    async (request, reply) => {
      const month = pastOrCurrent(request.params.month, 'params');
      return sendCommissionInvoice(reply, drawn, () =>
        commissionInvoiceOf(db, config.invoicing, request.params.companyId, month, new Date()),
      );
    },
  );

  app.get(
    '/admin/statements',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          "Read every company's statement of an India month, with the month's figures over all of them",
        errors: { 400: 'The month is not YYYY-MM from 2024-01, or has not begun.' },
        tags: ['admin'],
        querystring: StatementQuerySchema,
        response: { 200: AdminStatementsResponseSchema },
      },
    },
    async (request, reply) => {
      const month = pastOrCurrent(request.query.month);
      const all = await statements.everyStatement(month);
      reply.header('Cache-Control', 'no-store');
      return {
        success: true as const,
        month,
        statements: all,
        totals: sumTotals(all.map((one) => one.totals)),
      };
    },
  );

  app.patch(
    '/admin/companies/:id/commission',
    {
      onRequest: operatorOnly,
      preValidation: knownCompany('id'),
      config: { rateLimit: writeRateLimit },
      schema: {
        summary:
          "Set Saarthi's commission rate for a company, for the trips it completes from now on (audited)",
        description:
          'A percentage from 0 to 30 with at most two decimals (10.25). Trips completed before keep the rate they were charged at.',
        errors: {
          400: 'The rate is missing, out of range or has more than two decimals.',
          404: 'No company has this id.',
        },
        tags: ['admin'],
        params: IdParamsSchema,
        body: CommissionBodySchema,
        response: { 200: CommissionResponseSchema },
      },
    },
    async (request) => {
      const company = await statements.setCommission(
        request.params.id,
        Math.round(request.body.percent * 100),
        currentUser(request).id,
      );
      if (!company) throw notFound('company_not_found');
      return { success: true as const, ...said('commission_changed'), company };
    },
  );

  app.post(
    '/admin/statements/:companyId/:month/settle',
    {
      onRequest: operatorOnly,
      preValidation: knownCompany('companyId'),
      config: { rateLimit: writeRateLimit },
      schema: {
        summary:
          "Record the bank transfer that settles a company's month with Saarthi, once per company and month (audited)",
        description:
          'The amount is the month’s balance as the ledger has it: what the company owes Saarthi, or (negative) what Saarthi owes the company.',
        errors: {
          400: 'The month is malformed or has not begun, or the reference is missing or malformed.',
          404: 'No such company.',
          409: 'The month is not over yet, nothing is owed either way, or the month is settled already.',
        },
        tags: ['admin'],
        params: SettlementParamsSchema,
        body: SettleBodySchema,
        response: { 200: SettleResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const month = pastOrCurrent(request.params.month, 'params');
      try {
        const statement = await statements.settle(
          companyId,
          month,
          request.body.reference,
          currentUser(request).id,
          new Date(),
        );
        return { success: true as const, ...said('settlement_recorded'), statement };
      } catch (error) {
        if (!(error instanceof StatementRefused)) throw error;
        if (error.code === 'company_not_found') throw notFound(error.code);
        throw conflict(error.code);
      }
    },
  );
};
