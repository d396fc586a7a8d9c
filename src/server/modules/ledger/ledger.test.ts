import { describe, expect, it } from 'vitest';
import { commissionOn } from '../../../shared/commission.js';
import type { InvoiceDocument } from '../../../shared/contracts/billing.js';
import {
  commissionChange,
  commissionEntries,
  isTripInvoice,
  paymentEntries,
  saleEntries,
  type Posting,
} from './ledger.js';

const parties = { companyId: 'company', customerId: 'customer' };
const sum = (postings: Posting[]) => postings.reduce((total, one) => total + one.amount, 0);

/** An invoice's or credit note's figures; what the ledger reads of it. */
function document(
  figures: Partial<InvoiceDocument> & Pick<InvoiceDocument, 'taxableValue' | 'total'>,
): InvoiceDocument {
  return {
    kind: 'invoice',
    lines: [{ code: 'base', label: 'Base fare', amount: figures.taxableValue, taxable: true }],
    cgst: 0,
    sgst: 0,
    igst: 0,
    reimbursed: 0,
    ...figures,
  } as InvoiceDocument;
}

describe('the entries of a money event', () => {
  it('splits an invoice as it is printed, and a credit note back, each balanced', () => {
    const invoice = document({
      taxableValue: 4_000,
      cgst: 100,
      sgst: 100,
      reimbursed: 120,
      total: 4_320,
    });
    expect(saleEntries(invoice, parties)).toEqual([
      { account: 'customer_receivable', ownerId: 'customer', amount: 4_320 },
      { account: 'company_fares', ownerId: 'company', amount: -4_000 },
      { account: 'company_gst', ownerId: 'company', amount: -200 },
      { account: 'company_reimbursements', ownerId: 'company', amount: -120 },
    ]);
    const note = document({ kind: 'credit_note', taxableValue: 0, reimbursed: 120, total: 120 });
    expect(saleEntries(note, parties)).toEqual([
      { account: 'customer_receivable', ownerId: 'customer', amount: -120 },
      { account: 'company_reimbursements', ownerId: 'company', amount: 120 },
    ]);
    expect(sum(saleEntries(invoice, parties))).toBe(0);
  });

  it('moves a payment and a refund between the company and the customer', () => {
    expect(paymentEntries(1_000, parties)).toEqual([
      { account: 'company_receipts', ownerId: 'company', amount: 1_000 },
      { account: 'customer_receivable', ownerId: 'customer', amount: -1_000 },
    ]);
    expect(sum(paymentEntries(-95, parties))).toBe(0);
  });

  it('charges the company the commission and its GST, and writes nothing for nothing', () => {
    expect(commissionEntries({ commission: 400, gst: 72 }, 'company')).toEqual([
      { account: 'company_saarthi', ownerId: 'company', amount: 472 },
      { account: 'saarthi_commission', ownerId: null, amount: -400 },
      { account: 'saarthi_gst_payable', ownerId: null, amount: -72 },
    ]);
    expect(commissionEntries({ commission: 0, gst: 0 }, 'company')).toEqual([]);
  });

  it('tells a trip invoice from a fee invoice and a credit note', () => {
    expect(isTripInvoice(document({ taxableValue: 100, total: 105 }))).toBe(true);
    const fee = document({ taxableValue: 762, total: 800 });
    fee.lines = [{ code: 'no_show_fee', label: 'No-show fee', amount: 762, taxable: true }];
    expect(isTripInvoice(fee)).toBe(false);
    expect(isTripInvoice(document({ kind: 'credit_note', taxableValue: 1, total: 1 }))).toBe(false);
  });
});

describe('commissionChange', () => {
  const invoice = document({ taxableValue: 4_285, total: 4_499 });
  const taken = commissionOn(4_285, 1_000);

  it('takes back the share of what a credit note gave back of the fare', () => {
    const note = document({ kind: 'credit_note', taxableValue: 1_000, total: 1_050 });
    const change = commissionChange(invoice, [note], 1_000, taken);
    const left = commissionOn(3_285, 1_000);
    expect(change).toEqual({
      commission: left.commission - taken.commission,
      gst: left.gst - taken.gst,
    });
  });

  it('adds up to exactly nothing once the notes give the whole fare back, however split', () => {
    const notes = [1_001, 1_001, 1_001, 1_282].map((part) =>
      document({ kind: 'credit_note', taxableValue: part, total: part }),
    );
    let sofar = { ...taken };
    for (let at = 1; at <= notes.length; at += 1) {
      const change = commissionChange(invoice, notes.slice(0, at), 1_000, sofar);
      sofar = { commission: sofar.commission + change.commission, gst: sofar.gst + change.gst };
    }
    expect(sofar).toEqual({ commission: 0, gst: 0 });
  });
});
