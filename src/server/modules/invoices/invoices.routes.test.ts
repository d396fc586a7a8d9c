import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../../shared/validators.js';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/client.js';
import { taxDocuments, travelCompanies, users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createTravelCompany, createUser } from '../../test/factories.js';
import { financialYear } from './invoice.js';

const context = await createTestApp();
const { db, config, databaseUrl, authHeader } = context;
const { call, tripUnderWay, trip, companyWithCar } = bookingsWorld(context);

const YEAR = financialYear(new Date());
const gstin = (state: string, pan: string) =>
  `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

/** A company of its own with a GSTIN of Andhra Pradesh, and the partner who runs it. */
async function registeredCompany(name: string, pan: string) {
  const partner = await createUser(db, { role: 'partner' });
  const company = await createTravelCompany(db, {
    ownerUserId: partner.id,
    travelsName: name,
    legalName: `${name} Private Limited`,
    address: '40-1-52, MG Road, Vijayawada 520010',
    gstin: gstin('37', pan),
  });
  return { companyId: company.id, partnerId: partner.id, gstin: company.gstin };
}

const completeBody = {
  odometerKm: 42_390,
  expenses: [{ kind: 'toll', amount: 120, note: 'Kaza plaza' }],
};

async function pdfText(body: Buffer) {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the tax invoice of a completed trip', () => {
  it('is issued with the completion, and the customer and the company download it', async () => {
    const company = await registeredCompany('Godavari Tours Andhra', 'AAKCG1234M');
    const trip = await tripUnderWay(company);
    const done = await trip.move('complete', completeBody);
    expect(done.statusCode, done.body).toBe(200);
    const booking = done.json().booking;
    expect(booking.invoice).toEqual({
      number: `GTA/${YEAR}/00001`,
      issuedAt: expect.any(String),
    });
    expect(booking.taxDocuments).toEqual([
      {
        _id: expect.any(String),
        kind: 'invoice',
        number: `GTA/${YEAR}/00001`,
        issuedAt: booking.invoice.issuedAt,
        total: booking.bill.total,
        corrects: null,
      },
    ]);

    const mine = await call('GET', `/api/bookings/${booking._id}/invoice`, trip.customer.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain(`invoice-GTA-${YEAR}-00001.pdf`);
    const text = await pdfText(mine.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`GTA/${YEAR}/00001`);
    expect(text).toContain(`GSTIN ${company.gstin}`);
    expect(text).toContain('9966');
    expect(text).toContain('CGST 2.5%');
    expect(text).toContain('SGST 2.5%');
    expect(text).toContain('Andhra Pradesh (37)');
    expect(text).toMatch(/Reimbursements at cost \(not taxable\)/i);
    // Rates in the lines' words print as the amounts do: no sign the font lacks.
    expect(text).toContain('150 km × Rs. 5');
    expect(text).not.toContain('\u0000');
    expect(text).toContain('Tolls paid on the way');
    expect(text).toMatch(/Rupees Only/);
    expect(text).toContain(`Rs. ${booking.bill.total.toLocaleString('en-IN')}`);

    const theirs = await call(
      'GET',
      `/api/partner/bookings/${booking._id}/invoice`,
      trip.partnerId,
    );
    expect(theirs.statusCode).toBe(200);
    expect(await pdfText(theirs.rawPayload)).toContain(`GTA/${YEAR}/00001`);
  });

  it('is nobody else’s: another customer or company 404, a customer on the partner route 403, no token 401', async () => {
    const trip = await tripUnderWay();
    await trip.move('complete', completeBody);
    const id = trip.booking._id;
    const stranger = await createUser(db);
    expect((await call('GET', `/api/bookings/${id}/invoice`, stranger.id)).statusCode).toBe(404);
    const other = await tripUnderWay();
    expect(
      (await call('GET', `/api/partner/bookings/${id}/invoice`, other.partnerId)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/partner/bookings/${id}/invoice`, trip.customer.id)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/bookings/${id}/invoice`)).statusCode).toBe(401);
    expect((await call('GET', `/api/partner/bookings/${id}/invoice`)).statusCode).toBe(401);
  });

  it("prints the customer's name in their own script", async () => {
    const trip = await tripUnderWay();
    await db.update(users).set({ userName: 'లక్ష్మీ ప్రసన్న' }).where(eq(users.id, trip.customer.id));
    await trip.move('complete', completeBody);
    const answer = await call('GET', `/api/bookings/${trip.booking._id}/invoice`, trip.customer.id);
    expect(answer.statusCode).toBe(200);
    // Shaped Telugu comes back as Telugu text (its syllables in the font's order).
    expect(await pdfText(answer.rawPayload)).toMatch(/[\u0C15-\u0C39].*[\u0C15-\u0C39]/);
  });

  it("carries a business traveller's GSTIN, and is supplied where that business is registered", async () => {
    const refused = await call(
      'POST',
      '/api/bookings',
      (await createUser(db)).id,
      trip((await companyWithCar()).car.id, 72, 10, { gstin: '29AAGCB7383J1Z5' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'gstin_invalid',
      errors: [{ path: 'body.gstin', code: 'gstin_invalid' }],
    });

    // A Bengaluru company's GSTIN, typed in small letters: a trip from Vijayawada is supplied in
    // Karnataka, so the Andhra company charges IGST.
    const trip2 = await tripUnderWay(undefined, { gstin: ' 29aagcb7383j1z4 ' });
    expect(trip2.booking.gstin).toBe('29AAGCB7383J1Z4');
    await trip2.move('complete', completeBody);
    const [issued] = await db
      .select({ document: taxDocuments.document })
      .from(taxDocuments)
      .where(eq(taxDocuments.bookingId, trip2.booking._id));
    expect(issued?.document).toMatchObject({
      buyer: { gstin: '29AAGCB7383J1Z4' },
      placeOfSupply: { code: '29', state: 'Karnataka' },
      cgst: 0,
      sgst: 0,
    });
    expect(issued?.document.igst).toBeGreaterThan(0);
    const answer = await call(
      'GET',
      `/api/bookings/${trip2.booking._id}/invoice`,
      trip2.customer.id,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('GSTIN 29AAGCB7383J1Z4');
    expect(text).toContain('IGST');
  });

  it('is withdrawn by a credit note when an operator undoes the sale, and a new one issued when it is made again', async () => {
    const trip = await tripUnderWay();
    await trip.move('complete', completeBody);
    const operator = await createUser(db, { role: 'operator' });
    const read = async () =>
      (await call('GET', `/api/bookings/${trip.booking._id}`, trip.customer.id)).json().booking;
    const completed = await read();
    const first = completed.invoice.number;
    const operatorMove = (to: string) =>
      call('POST', `/api/admin/bookings/${trip.booking._id}/move`, operator.id, {
        to,
        reason: 'The customer never travelled: set right on the phone.',
      });

    // Completed in error: cancelled, the trip's bill goes and its invoice is taken back in full.
    const cancelled = await operatorMove('cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await read();
    expect(after.bill).toBeNull();
    expect(after.taxDocuments).toHaveLength(2);
    expect(after.taxDocuments[1]).toMatchObject({
      kind: 'credit_note',
      corrects: first,
      total: completed.bill.total,
    });
    const [note] = await db
      .select({ document: taxDocuments.document })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, after.taxDocuments[1]._id));
    expect(note?.document).toMatchObject({
      lines: completed.bill.lines.length > 0 ? expect.any(Array) : [],
      cgst: expect.any(Number),
      total: completed.bill.total,
      corrects: { number: first },
    });

    // Completed after all: billed as quoted under a new invoice, nothing credited against it.
    const again = await operatorMove('completed');
    expect(again.statusCode, again.body).toBe(200);
    const redone = await read();
    expect(redone.bill).toMatchObject({ basis: 'quote', credited: 0, paid: 0 });
    expect(redone.bill.due).toBe(redone.bill.total);
    expect(redone.invoice.number).not.toBe(first);
    expect(redone.invoice.number).toMatch(/\/00002$/);
    expect(redone.taxDocuments.map((one: { kind: string }) => one.kind)).toEqual([
      'invoice',
      'credit_note',
      'invoice',
    ]);
    // Reopened to set the readings right, the trip is billed again on them: the invoice on the
    // quote is withdrawn and the new bill gets its own.
    expect((await operatorMove('in_progress')).statusCode).toBe(200);
    expect((await trip.move('complete', completeBody)).statusCode).toBe(200);
    const corrected = await read();
    expect(corrected.bill).toMatchObject({ basis: 'readings', credited: 0 });
    expect(corrected.invoice.number).toMatch(/\/00003$/);
    expect(corrected.taxDocuments.map((one: { kind: string }) => one.kind)).toEqual([
      'invoice',
      'credit_note',
      'invoice',
      'credit_note',
      'invoice',
    ]);
    expect(corrected.taxDocuments[3]).toMatchObject({ corrects: redone.invoice.number });
  });

  it('does not exist before the trip completes', async () => {
    const trip = await tripUnderWay();
    const answer = await call('GET', `/api/bookings/${trip.booking._id}/invoice`, trip.customer.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'invoice_not_found' });
    const booking = (
      await call('GET', `/api/bookings/${trip.booking._id}`, trip.customer.id)
    ).json().booking;
    expect(booking).toMatchObject({ invoice: null, taxDocuments: [], payments: [] });
  });

  it('never changes once issued, nor is it removed', async () => {
    const trip = await tripUnderWay();
    await trip.move('complete', completeBody);
    const change = db
      .update(taxDocuments)
      .set({ number: 'X/1' })
      .where(eq(taxDocuments.bookingId, trip.booking._id));
    await expect(change).rejects.toThrow();
    await expect(
      db.delete(taxDocuments).where(eq(taxDocuments.bookingId, trip.booking._id)),
    ).rejects.toThrow();
  });

  it('charges IGST when the company is registered in another state than the trip starts in', async () => {
    const company = await registeredCompany('Deccan Wheels', 'AAQFD7315K');
    await db
      .update(travelCompanies)
      .set({ gstin: gstin('36', 'AAQFD7315K'), city: 'Hyderabad' })
      .where(eq(travelCompanies.id, company.companyId));
    const trip = await tripUnderWay(company);
    const booking = (await trip.move('complete', completeBody)).json().booking;
    const text = await pdfText(
      (await call('GET', `/api/bookings/${booking._id}/invoice`, trip.customer.id)).rawPayload,
    );
    expect(text).toContain('IGST 5%');
    expect(text).not.toContain('CGST');
  });
});

describe('invoice numbers', () => {
  /** The numbers of one company's invoices, in order. */
  async function sequencesOf(companyId: string) {
    const rows = await db
      .select({ sequence: taxDocuments.sequence, number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.travelCompanyId, companyId))
      .orderBy(sql`${taxDocuments.sequence}`);
    return rows.map((row) => row.sequence);
  }

  it('run without gaps or repeats when ten trips of one company complete at once', async () => {
    const company = await registeredCompany('Krishna Gaps Test', 'AAKCK5555Q');
    const trips = [];
    for (let index = 0; index < 10; index += 1) trips.push(await tripUnderWay(company));
    const answers = await Promise.all(trips.map((trip) => trip.move('complete', completeBody)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await sequencesOf(company.companyId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const numbers = answers.map((answer) => answer.json().booking.invoice.number).sort();
    expect(new Set(numbers).size).toBe(10);
  });

  it.runIf(databaseUrl)(
    'run without gaps or repeats through two instances on one PostgreSQL',
    async () => {
      const second = openPostgres(databaseUrl!, 4);
      const other = await buildApp({ config, database: second });
      await other.ready();
      try {
        const company = await registeredCompany('Two Instances Travels', 'AAKCT7777Q');
        const trips = [];
        for (let index = 0; index < 10; index += 1) trips.push(await tripUnderWay(company));
        const answers = await Promise.all(
          trips.map(async (trip, index) =>
            (index % 2 === 0 ? context.app : other).inject({
              method: 'POST',
              url: `/api/partner/bookings/${trip.booking._id}/complete`,
              headers: await authHeader(company.partnerId),
              payload: completeBody,
            }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
        expect(await sequencesOf(company.companyId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});
