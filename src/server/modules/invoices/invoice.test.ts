import { describe, expect, it } from 'vitest';
import type { Bill } from '../../../shared/contracts/bookings.js';
import {
  creditNote,
  documentNumber,
  financialYear,
  invoicePrefix,
  rupeesInWords,
  taxInvoice,
  type InvoiceFacts,
} from './invoice.js';

const bill: Pick<Bill, 'lines' | 'total'> = {
  lines: [
    { code: 'distance', label: 'Distance: 210 km', amount: 1230, quoted: 600 },
    { code: 'time', label: 'Base fare', amount: 2200, quoted: 2200 },
    { code: 'driver_allowance', label: 'Driver allowance', amount: 300, quoted: 300 },
    { code: 'tolls_paid', label: 'Tolls paid on the way', amount: 120, quoted: null },
    { code: 'parking_paid', label: 'Parking paid on the way', amount: 50, quoted: null },
    { code: 'night_charge', label: 'Night charge: not charged', amount: 0, quoted: 250 },
    { code: 'gst', label: 'GST 5% on ₹3,730', amount: 187, quoted: 160 },
  ],
  total: 1230 + 2200 + 300 + 120 + 50 + 187,
};

const facts = (overrides: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  number: 'SDT/2026-27/00001',
  issuedAt: new Date('2026-11-28T10:00:00Z'),
  company: {
    travelsName: 'Sri Durga Travels',
    legalName: 'Sri Durga Travels Private Limited',
    address: '40-1-52, MG Road, Vijayawada 520010',
    gstin: '37AAKCS4821M1Z5',
    phone: '9848012345',
    city: 'Vijayawada',
  },
  customer: { name: 'లక్ష్మీ ప్రసన్న', phone: '9848011111' },
  booking: {
    reference: 'SA-7K3Q9X',
    car: 'Swift Dzire 2023 VXi',
    registration: 'AP16TX0001',
    city: 'Vijayawada',
    pickupAt: new Date('2026-11-27T03:30:00Z'),
    startedAt: new Date('2026-11-27T03:20:00Z'),
    endedAt: new Date('2026-11-27T13:30:00Z'),
  },
  bill,
  ...overrides,
});

describe('the financial year and the number', () => {
  it('runs April to March in India time', () => {
    expect(financialYear(new Date('2026-11-28T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    // 00:00 on 1 April in India is still 31 March in UTC.
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it("numbers by the company's initials, a five-digit sequence, credit notes apart", () => {
    expect(invoicePrefix('Sri Durga Travels')).toBe('SDT');
    expect(invoicePrefix('Charminar Cabs LLP')).toBe('CCL');
    expect(invoicePrefix('A1 Cabs & Tours of Andhra')).toBe('ACTO');
    expect(invoicePrefix('123')).toBe('INV');
    expect(documentNumber('SDT', 'invoice', '2026-27', 42)).toBe('SDT/2026-27/00042');
    expect(documentNumber('SDT', 'credit_note', '2026-27', 3)).toBe('SDT/CN/2026-27/00003');
  });

  it('writes amounts in words in Indian numbering', () => {
    expect(rupeesInWords(4087)).toBe('Four Thousand Eighty Seven Rupees Only');
    expect(rupeesInWords(125_000)).toBe('One Lakh Twenty Five Thousand Rupees Only');
    expect(rupeesInWords(12_345_678)).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees Only',
    );
  });
});

describe('a tax invoice', () => {
  it("splits the bill's GST into CGST and SGST when the trip starts in the company's state", () => {
    const invoice = taxInvoice(facts());
    expect(invoice).toMatchObject({
      sac: '9966',
      placeOfSupply: { code: '37', state: 'Andhra Pradesh' },
      seller: { stateCode: '37', gstin: '37AAKCS4821M1Z5' },
      taxableValue: 3730,
      reimbursed: 170,
      cgst: 94,
      sgst: 93,
      igst: 0,
      total: bill.total,
      totalInWords: 'Four Thousand Eighty Seven Rupees Only',
    });
    // The lines the bill charged, tolls and parking at cost and untaxed; nothing charged is left out.
    expect(invoice.lines.map((line) => [line.code, line.taxable])).toEqual([
      ['distance', true],
      ['time', true],
      ['driver_allowance', true],
      ['tolls_paid', false],
      ['parking_paid', false],
    ]);
    // It adds up to the bill.
    expect(invoice.taxableValue + invoice.reimbursed + invoice.cgst + invoice.sgst).toBe(
      invoice.total,
    );
  });

  it('charges IGST when the trip starts in another state', () => {
    const hyderabad = facts({
      company: { ...facts().company, gstin: '36AAQFC7315K1Z3', city: 'Hyderabad' },
    });
    expect(taxInvoice(hyderabad)).toMatchObject({
      placeOfSupply: { code: '37' },
      seller: { stateCode: '36' },
      cgst: 0,
      sgst: 0,
      igst: 187,
    });
  });

  it("takes the company's state from its city when it has no GSTIN on file", () => {
    const invoice = taxInvoice(facts({ company: { ...facts().company, gstin: '' } }));
    expect(invoice).toMatchObject({ seller: { stateCode: '37' }, cgst: 94, sgst: 93 });
  });

  it('is corrected by a credit note that names it, says why, and takes the GST back with a taxable line', () => {
    const invoice = taxInvoice(facts());
    const note = creditNote(
      invoice,
      'SDT/CN/2026-27/00001',
      new Date('2026-11-29T10:00:00Z'),
      'The odometer was misread by 60 km',
      { code: 'distance', label: 'Distance: 210 km', amount: 315 },
    );
    // ₹315 with GST: 315 × 5 / 105 = 15 of GST, split 7.5 → 8 and 7 within the state.
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'SDT/CN/2026-27/00001',
      lines: [
        { code: 'distance', label: 'Correction: Distance: 210 km', amount: 300, taxable: true },
      ],
      taxableValue: 300,
      cgst: 8,
      sgst: 7,
      igst: 0,
      reimbursed: 0,
      total: 315,
      totalInWords: 'Three Hundred Fifteen Rupees Only',
      corrects: { number: 'SDT/2026-27/00001', reason: 'The odometer was misread by 60 km' },
    });
    expect(invoice.kind).toBe('invoice');
    expect(invoice.total).toBe(bill.total);
  });

  it("places a business traveller's supply in the state of their GSTIN", () => {
    const here = taxInvoice(
      facts({ customer: { name: 'Ravi', phone: '9848011111', gstin: '37AAPFU0939F1ZX' } }),
    );
    expect(here.placeOfSupply).toEqual({ code: '37', state: 'Andhra Pradesh' });
    expect(here.igst).toBe(0);
    expect(here.buyer.gstin).toBe('37AAPFU0939F1ZX');
    const karnataka = taxInvoice(
      facts({ customer: { name: 'Ravi', phone: '9848011111', gstin: '29AAGCB7383J1Z4' } }),
    );
    expect(karnataka.placeOfSupply).toEqual({ code: '29', state: 'Karnataka' });
    expect(karnataka).toMatchObject({ cgst: 0, sgst: 0, igst: 187 });
  });

  it('gives a reimbursement back at cost, and as IGST where the invoice charged IGST', () => {
    const toll = creditNote(
      taxInvoice(facts()),
      'SDT/CN/2026-27/00002',
      new Date(),
      'Toll paid by the customer',
      {
        code: 'tolls_paid',
        label: 'Tolls paid on the way',
        amount: 120,
      },
    );
    expect(toll).toMatchObject({
      taxableValue: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      reimbursed: 120,
      total: 120,
    });
    expect(toll.lines[0]).toMatchObject({ amount: 120, taxable: false });

    const elsewhere = taxInvoice(facts({ booking: { ...facts().booking, city: 'Hyderabad' } }));
    expect(elsewhere.igst).toBeGreaterThan(0);
    const note = creditNote(elsewhere, 'SDT/CN/2026-27/00003', new Date(), 'Base fare too high', {
      code: 'time',
      label: 'Base fare',
      amount: 210,
    });
    expect(note).toMatchObject({ taxableValue: 200, cgst: 0, sgst: 0, igst: 10, total: 210 });
  });
});
