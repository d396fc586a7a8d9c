import { describe, expect, it } from 'vitest';
import { commissionInvoice, commissionInvoiceNumber } from './commission-invoice.js';

const saarthi = {
  legalName: 'Saarthi Mobility Pvt. Ltd.',
  gstin: '37AAKCS4821K1ZZ',
  address: 'MG Road, Vijayawada',
};
const company = {
  travelsName: 'Krishna River Cabs',
  legalName: '',
  address: 'Benz Circle, Vijayawada',
  gstin: '',
  city: 'Vijayawada',
};
const facts = {
  number: 'SC/2026-27/00007',
  issuedAt: new Date('2026-12-01T00:30:00Z'),
  month: '2026-11',
  saarthi,
  company,
  trips: 3,
  commission: 1_301,
  commissionGst: 235,
};

describe('commissionInvoice', () => {
  it('numbers Saarthi’s series in sixteen characters', () => {
    expect(commissionInvoiceNumber('2026-27', 42)).toBe('SC/2026-27/00042');
    expect(commissionInvoiceNumber('2026-27', 42)).toHaveLength(16);
  });

  it('splits an odd GST into CGST and SGST that add up to it, in the same state', () => {
    const invoice = commissionInvoice(facts);
    expect(invoice).toMatchObject({
      buyer: { name: 'Krishna River Cabs', legalName: 'Krishna River Cabs', stateCode: '37' },
      placeOfSupply: { code: '37', state: 'Andhra Pradesh' },
      taxableValue: 1_301,
      gstPercent: 18,
      cgst: 118,
      sgst: 117,
      igst: 0,
      total: 1_536,
      totalInWords: 'One Thousand Five Hundred Thirty Six Rupees Only',
    });
  });

  it('is supplied where the company is registered: its GSTIN’s state before its city’s', () => {
    const telangana = commissionInvoice({
      ...facts,
      company: { ...company, city: 'Vijayawada', gstin: '36AAKCK1234M1Z5' },
    });
    expect(telangana).toMatchObject({
      placeOfSupply: { code: '36', state: 'Telangana' },
      cgst: 0,
      sgst: 0,
      igst: 235,
    });
    expect(
      commissionInvoice({ ...facts, company: { ...company, city: 'Hyderabad' } }).placeOfSupply,
    ).toEqual({ code: '36', state: 'Telangana' });
  });
});
