/**
 * Saarthi's commission invoice as a PDF, drawn on the same sheet as the companies' invoices
 * (decision 019): English, selectable text, the company's name in its own script.
 */
import type { CommissionInvoiceDocument } from '../../../shared/contracts/statements.js';
import { day, fontFor, money, openSheet } from '../invoices/pdf-sheet.js';

const monthName = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function commissionInvoicePdf(document: CommissionInvoiceDocument): Promise<Buffer> {
  const sheet = openSheet({
    title: `Tax invoice ${document.number}`,
    author: document.seller.legalName,
  });
  const { head, write, label, muted, rule, row } = sheet;
  const { seller, buyer } = document;

  sheet.title('TAX INVOICE');
  head(seller.legalName, 'latin', 14);
  head(seller.address, 'latin', 9);
  head(`GSTIN ${seller.gstin}`, 'latin', 9);
  rule();

  const factsBottom = sheet.facts([
    ['Invoice number', document.number],
    ['Date of issue', day(document.issuedAt)],
    ['Period', monthName(document.month)],
    ['Place of supply', `${document.placeOfSupply.state} (${document.placeOfSupply.code})`.trim()],
    ['SAC', `${document.sac} (reservation services for transportation)`],
  ]);
  label('Bill to');
  write(buyer.legalName, fontFor(buyer.legalName), 12);
  if (buyer.name !== buyer.legalName) write(buyer.name, fontFor(buyer.name), 10);
  if (buyer.address) write(buyer.address, fontFor(buyer.address), 9);
  write(`GSTIN ${buyer.gstin || 'not registered'}`, 'latin', 9);
  sheet.below(factsBottom);
  rule();

  label('Taxable services');
  row(
    `Saarthi's commission on ${document.trips} ${document.trips === 1 ? 'trip' : 'trips'} completed through Saarthi in ${monthName(document.month)}, corrections included`,
    money(document.taxableValue),
  );
  row('Taxable value', money(document.taxableValue), 'latinBold');
  sheet.taxes(document, document.gstPercent);
  rule();
  row('Total', money(document.total), 'latinBold');
  muted(document.totalInWords);

  sheet.pdf.moveDown(1.5);
  muted(
    `The commission and its GST are those of ${buyer.name}'s statement of ${monthName(document.month)} ` +
      'with Saarthi, trip by trip, and are paid with its settlement.',
    8,
  );
  return sheet.finish();
}
