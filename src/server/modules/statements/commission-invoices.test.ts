import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { addMonths, indiaToday } from '../../../shared/india-time.js';
import { commissionInvoices, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createUser } from '../../test/factories.js';
import { pastCommission } from '../../test/ledger.js';
import { financialYear } from '../invoices/invoice.js';
import { issueMonthCommissionInvoices } from './commission-invoices.repository.js';

const context = await createTestApp();
const { db, config } = context;
const { call, tripUnderWay } = bookingsWorld(context);

const thisMonth = () => indiaToday().slice(0, 7);
const lastMonth = () => addMonths(thisMonth(), -1);
const YEAR = financialYear(new Date());
const NUMBER = new RegExp(`^SC/${YEAR}/\\d{5}$`);

async function pdfText(body: Buffer) {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A company charged `commission` last month on one trip. */
async function companyChargedLastMonth(commission = 500) {
  const trip = await tripUnderWay();
  const owed = await pastCommission(
    db,
    { companyId: trip.companyId, bookingId: trip.booking._id, customerId: trip.customer.id },
    lastMonth(),
    commission,
  );
  return { ...trip, owed };
}

const invoiceUrl = (month: string) => `/api/partner/statements/invoice.pdf?month=${month}`;
const sequenceOf = (number: string) => Number(number.split('/').at(-1));

describe("Saarthi's commission invoice", () => {
  it('is issued once for a month that is over, in the same state with CGST and SGST', async () => {
    const company = await companyChargedLastMonth(500);
    await db
      .update(travelCompanies)
      .set({ legalName: 'Krishna Tours and Travels Pvt. Ltd.', address: 'Benz Circle, Vijayawada' })
      .where(eq(travelCompanies.id, company.companyId));

    const first = await call('GET', invoiceUrl(lastMonth()), company.partnerId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['cache-control']).toBe('private, no-store');
    const [issued] = await db
      .select()
      .from(commissionInvoices)
      .where(eq(commissionInvoices.travelCompanyId, company.companyId));
    expect(issued!.number).toMatch(NUMBER);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="saarthi-invoice-${issued!.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(issued!.document).toMatchObject({
      month: lastMonth(),
      seller: { gstin: config.invoicing.gstin, stateCode: '37' },
      buyer: { legalName: 'Krishna Tours and Travels Pvt. Ltd.', stateCode: '37' },
      placeOfSupply: { code: '37', state: 'Andhra Pradesh' },
      sac: '998551',
      trips: 1,
      taxableValue: 500,
      cgst: 45,
      sgst: 45,
      igst: 0,
      total: 590,
      totalInWords: 'Five Hundred Ninety Rupees Only',
    });
    const text = await pdfText(first.rawPayload);
    for (const words of [
      'TAX INVOICE',
      config.invoicing.legalName,
      `GSTIN ${config.invoicing.gstin}`,
      issued!.number,
      'Krishna Tours and Travels Pvt. Ltd.',
      '998551',
      'CGST 9%',
      'SGST 9%',
      'Rs. 590',
      'Five Hundred Ninety Rupees Only',
    ])
      expect(text).toContain(words);

    // The same invoice every time after, and the statement names it.
    const again = await call('GET', invoiceUrl(lastMonth()), company.partnerId);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    // Drawn once: the same bytes, as an issued invoice never changes.
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(commissionInvoices)
        .where(eq(commissionInvoices.travelCompanyId, company.companyId)),
    ).toEqual([{ n: 1 }]);
    const statement = (
      await call('GET', `/api/partner/statements?month=${lastMonth()}`, company.partnerId)
    ).json().statement;
    expect(statement.commissionInvoice).toEqual({
      number: issued!.number,
      issuedAt: issued!.issuedAt.toISOString(),
      total: 590,
    });
    expect(statement.totals.owed).toBe(company.owed);
  });

  it('charges IGST to a company registered in another state', async () => {
    const company = await companyChargedLastMonth(1_234);
    await db
      .update(travelCompanies)
      .set({ city: 'Hyderabad', gstin: '' })
      .where(eq(travelCompanies.id, company.companyId));
    expect((await call('GET', invoiceUrl(lastMonth()), company.partnerId)).statusCode).toBe(200);
    const [issued] = await db
      .select({ document: commissionInvoices.document })
      .from(commissionInvoices)
      .where(eq(commissionInvoices.travelCompanyId, company.companyId));
    expect(issued!.document).toMatchObject({
      placeOfSupply: { code: '36', state: 'Telangana' },
      taxableValue: 1_234,
      cgst: 0,
      sgst: 0,
      igst: 222,
      total: 1_456,
    });
  });

  it('numbers invoices issued at once by downloads and the monthly run without gaps or repeats', async () => {
    const companies: Awaited<ReturnType<typeof companyChargedLastMonth>>[] = [];
    for (let i = 0; i < 6; i += 1) companies.push(await companyChargedLastMonth(300 + i));
    const [before] = await db
      .select({ last: sql<number>`coalesce(max(${commissionInvoices.sequence}), 0)::int` })
      .from(commissionInvoices)
      .where(eq(commissionInvoices.financialYear, YEAR));
    // Each company downloads twice while the monthly run issues them all.
    const [issuedByRun, ...answers] = await Promise.all([
      issueMonthCommissionInvoices(db, config.invoicing, lastMonth(), new Date()),
      ...companies.flatMap((company) => [
        call('GET', invoiceUrl(lastMonth()), company.partnerId),
        call('GET', invoiceUrl(lastMonth()), company.partnerId),
      ]),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(issuedByRun).toBeGreaterThanOrEqual(0);
    const rows = await db
      .select({ companyId: commissionInvoices.travelCompanyId, number: commissionInvoices.number })
      .from(commissionInvoices)
      .where(eq(commissionInvoices.financialYear, YEAR));
    const mine = rows.filter((row) => companies.some((c) => c.companyId === row.companyId));
    expect(mine).toHaveLength(6);
    const sequences = rows.map((row) => sequenceOf(row.number)).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    expect(Math.max(...sequences)).toBe(Number(before!.last) + 6);
    // A later run finds nothing left to issue.
    expect(await issueMonthCommissionInvoices(db, config.invoicing, lastMonth(), new Date())).toBe(
      0,
    );
  });

  it('is never changed nor removed once issued', async () => {
    const company = await companyChargedLastMonth();
    await call('GET', invoiceUrl(lastMonth()), company.partnerId);
    await expect(
      db
        .update(commissionInvoices)
        .set({ number: 'SC/changed' })
        .where(eq(commissionInvoices.travelCompanyId, company.companyId)),
    ).rejects.toThrow();
    await expect(
      db
        .delete(commissionInvoices)
        .where(eq(commissionInvoices.travelCompanyId, company.companyId)),
    ).rejects.toThrow();
  });

  it('refuses a month under way, one without commission, and a malformed or future month', async () => {
    const company = await companyChargedLastMonth();
    const open = await call('GET', invoiceUrl(thisMonth()), company.partnerId);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({
      code: 'commission_invoice_month_open',
      message: "Saarthi's invoice for a month is issued once the month is over",
    });
    const quiet = await call('GET', invoiceUrl(addMonths(thisMonth(), -2)), company.partnerId);
    expect(quiet.statusCode).toBe(404);
    expect(quiet.json()).toMatchObject({ code: 'commission_invoice_none' });
    for (const month of ['2026-13', 'october', '2023-12'])
      expect((await call('GET', invoiceUrl(month), company.partnerId)).json()).toMatchObject({
        code: 'statement_month_invalid',
      });
    const future = await call('GET', invoiceUrl(addMonths(thisMonth(), 1)), company.partnerId);
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0]).toMatchObject({ code: 'statement_month_future' });
    // Nothing was issued by any of it.
    expect(
      await db
        .select({ id: commissionInvoices.id })
        .from(commissionInvoices)
        .where(eq(commissionInvoices.travelCompanyId, company.companyId)),
    ).toEqual([]);
  });

  it('is downloaded by the company and an operator only', async () => {
    const company = await companyChargedLastMonth();
    const other = await companyChargedLastMonth();
    const customer = await createUser(db);
    const operator = await createUser(db, { role: 'operator' });
    const lonePartner = await createUser(db, { role: 'partner' });
    const partnerUrl = invoiceUrl(lastMonth());
    const adminUrl = (companyId: string) =>
      `/api/admin/statements/${companyId}/${lastMonth()}/invoice.pdf`;

    expect((await call('GET', partnerUrl)).statusCode).toBe(401);
    expect((await call('GET', partnerUrl, customer.id)).statusCode).toBe(403);
    expect((await call('GET', partnerUrl, operator.id)).statusCode).toBe(403);
    expect((await call('GET', partnerUrl, lonePartner.id)).statusCode).toBe(404);
    expect((await call('GET', adminUrl(company.companyId))).statusCode).toBe(401);
    for (const who of [customer.id, company.partnerId, other.partnerId])
      expect((await call('GET', adminUrl(company.companyId), who)).statusCode).toBe(403);
    expect((await call('GET', adminUrl(crypto.randomUUID()), operator.id)).statusCode).toBe(404);

    // Each reads its own: the other company's download is its own invoice, not this one's.
    const byOperator = await call('GET', adminUrl(company.companyId), operator.id);
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    const theirs = await call('GET', partnerUrl, other.partnerId);
    expect(theirs.headers['content-disposition']).not.toBe(
      byOperator.headers['content-disposition'],
    );
    const mine = await call('GET', partnerUrl, company.partnerId);
    expect(mine.headers['content-disposition']).toBe(byOperator.headers['content-disposition']);
  });
});
