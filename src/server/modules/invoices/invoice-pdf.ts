/**
 * A tax invoice or credit note as a PDF (decision 019): drawn with PDFKit, whose text stays
 * text, so the customer's accountant can select and search it. The invoice is in English; the
 * customer's and the company's names are printed in their own script with a font that shapes
 * Telugu or Devanagari correctly.
 */
import { GST_PERCENT } from '../../../shared/booking-constants.js';
import type { InvoiceDocument, Payment } from '../../../shared/contracts/billing.js';
import { day, fontFor, money, MUTED, openSheet, plain, when } from './pdf-sheet.js';

const PAYMENT_NAMES: Record<Payment['method'], string> = {
  upi: 'UPI',
  cash: 'Cash',
  card: 'Card',
  bank: 'Bank transfer',
  offer: 'Saarthi offer',
};

/**
 * What has happened to an invoice since it was issued, printed under it: for the invoice in
 * force, the payments received up to now and what credit notes gave back, with the balance; for
 * one withdrawn, the credit notes that took it back.
 */
export type InvoiceAccount = { payments: Payment[]; credited: number } | { takenBackBy: string[] };

/** The PDF of a tax document as issued, and under an invoice its `account` up to now. */
export function invoicePdf(document: InvoiceDocument, account: InvoiceAccount): Promise<Buffer> {
  const sheet = openSheet({
    title: `${document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number}`,
    author: document.seller.legalName,
  });
  const { head, write, label, muted, rule, row } = sheet;

  // Who issues it, and what it is.
  sheet.title(document.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE');
  head(document.seller.legalName, fontFor(document.seller.legalName), 14);
  if (document.seller.name !== document.seller.legalName)
    head(document.seller.name, fontFor(document.seller.name), 10, MUTED);
  head(document.seller.address, fontFor(document.seller.address), 9);
  head(
    `GSTIN ${document.seller.gstin || 'not registered'}   Phone ${document.seller.phone}`,
    'latin',
    9,
  );
  rule();

  const facts: [string, string][] = [
    [document.kind === 'invoice' ? 'Invoice number' : 'Credit note number', document.number],
    ['Date of issue', day(document.issuedAt)],
    ['Booking', document.booking.reference],
    ['Place of supply', `${document.placeOfSupply.state} (${document.placeOfSupply.code})`.trim()],
    ['SAC', `${document.sac} (passenger transport with driver)`],
  ];
  if (document.corrects)
    facts.push(
      ['Corrects invoice', document.corrects.number],
      ['Reason', document.corrects.reason],
    );
  const factsBottom = sheet.facts(facts);
  label('Bill to');
  write(document.buyer.name, fontFor(document.buyer.name), 12);
  if (document.buyer.phone) write(`Phone ${document.buyer.phone}`, 'latin', 9);
  if (document.buyer.gstin) write(`GSTIN ${document.buyer.gstin}`, 'latin', 9);
  sheet.pdf.moveDown(0.5);
  label('Trip');
  write(
    [document.booking.car, document.booking.registration].filter(Boolean).join(', '),
    'latin',
    9,
  );
  write(
    `${when(document.booking.startedAt)} to ${when(document.booking.endedAt)} (India time)`,
    'latin',
    9,
  );
  sheet.below(factsBottom);
  rule();

  // The lines: taxable first, then what was passed on at cost.
  const taxable = document.lines.filter((line) => line.taxable);
  const atCost = document.lines.filter((line) => !line.taxable);
  label('Taxable services');
  for (const line of taxable) row(plain(line.label), money(line.amount));
  row('Taxable value', money(document.taxableValue), 'latinBold');
  sheet.taxes(document, GST_PERCENT);
  if (atCost.length > 0) {
    sheet.pdf.moveDown(0.3);
    label('Reimbursements at cost (not taxable)');
    for (const line of atCost) row(plain(line.label), money(line.amount));
  }
  rule();
  row(document.kind === 'invoice' ? 'Total' : 'Total credited', money(document.total), 'latinBold');
  muted(document.totalInWords);

  // Under an invoice: what has been paid since and what is left, or that it was taken back.
  if (document.kind === 'invoice') {
    rule();
    if ('takenBackBy' in account) {
      write(
        `Withdrawn: taken back in full by credit note ${account.takenBackBy.join(', ')}.`,
        'latinBold',
        10,
      );
    } else {
      const { payments, credited } = account;
      label('Payments received');
      if (payments.length === 0) muted('None yet');
      for (const payment of payments)
        row(
          `${day(payment.at)}  ${payment.amount < 0 ? 'Refund, ' : ''}${PAYMENT_NAMES[payment.method]}${payment.reference ? ` ${payment.reference}` : ''}`,
          money(payment.amount),
        );
      const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
      if (credited > 0) row('Given back by credit notes', money(credited));
      const balance = document.total - credited - paid;
      if (balance < 0) row('To be refunded to the customer', money(-balance), 'latinBold');
      else row('Balance due', money(balance), 'latinBold');
    }
  }

  sheet.pdf.moveDown(1.5);
  muted(
    'Issued through Saarthi by the travel company named above, which supplies the service. ' +
      'Tolls, parking and permits paid by the driver are passed on at cost and are not taxed.',
    8,
  );
  return sheet.finish();
}
