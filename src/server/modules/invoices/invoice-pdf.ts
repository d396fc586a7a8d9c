/**
 * A tax invoice or credit note as a PDF (decision 019): drawn with PDFKit, whose text stays
 * text, so the customer's accountant can select and search it. The invoice is in English; the
 * customer's and the company's names are printed in their own script with a font that shapes
 * Telugu or Devanagari correctly.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { GST_PERCENT } from '../../../shared/booking-constants.js';
import type { InvoiceDocument, Payment } from '../../../shared/contracts/billing.js';
import { indiaDay, indiaTime } from '../../../shared/india-time.js';

const require = createRequire(import.meta.url);

type FontName = 'latin' | 'latinBold' | 'telugu' | 'devanagari';
const FONT_FILES: Record<FontName, string> = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  latinBold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  telugu: '@fontsource/mandali/files/mandali-telugu-400-normal.woff',
  devanagari:
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
};

/**
 * A WOFF font as the plain OpenType font it wraps. PDFKit reads either, but inflates a WOFF's
 * tables in JavaScript for every document, which took most of an invoice's 170 ms; inflated once
 * here with zlib, a document is drawn in a small part of that. WOFF 1.0 is a header, a directory
 * of (tag, offset, compressed length, length, checksum) and the tables, each deflated unless
 * compressing did not make it smaller.
 */
export function woffToOpenType(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored.length < length ? inflateSync(stored) : stored,
    };
  });
  // The OpenType header's binary-search fields, from the largest power of two ≤ the table count.
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let fonts: Record<FontName, Buffer> | undefined;
/** The fonts, read and unwrapped once per process. */
function loadFonts(): Record<FontName, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      woffToOpenType(readFileSync(require.resolve(file))),
    ]),
  ) as Record<FontName, Buffer>;
  return fonts;
}

/** The font a name needs: Telugu or Devanagari letters in it pick their script's. */
const fontFor = (text: string): FontName =>
  /[\u0C00-\u0C7F]/.test(text) ? 'telugu' : /[\u0900-\u097F]/.test(text) ? 'devanagari' : 'latin';

const amounts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** "Rs. 1,25,000": the rupee sign is left out, as few PDF readers' search finds it. */
const money = (amount: number) => `Rs. ${amounts.format(amount)}`;
/** A bill line's words with its rupee signs spelt as the amounts are ("× Rs. 5"). */
const plain = (label: string) => label.replaceAll('₹', 'Rs. ');
const when = (iso: string) => {
  const ms = Date.parse(iso);
  return `${indiaDay(ms).split('-').reverse().join('-')} ${indiaTime(ms)}`;
};
const day = (iso: string) => indiaDay(Date.parse(iso)).split('-').reverse().join('-');

const PAYMENT_NAMES: Record<Payment['method'], string> = {
  upi: 'UPI',
  cash: 'Cash',
  card: 'Card',
  bank: 'Bank transfer',
  offer: 'Saarthi offer',
};

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/**
 * What has happened to an invoice since it was issued, printed under it: for the invoice in
 * force, the payments received up to now and what credit notes gave back, with the balance; for
 * one withdrawn, the credit notes that took it back.
 */
export type InvoiceAccount = { payments: Payment[]; credited: number } | { takenBackBy: string[] };

/** The PDF of a tax document as issued, and under an invoice its `account` up to now. */
export function invoicePdf(document: InvoiceDocument, account: InvoiceAccount): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `${document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number}`,
      Author: document.seller.legalName,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const [name, data] of Object.entries(loadFonts())) pdf.registerFont(name, data);

  const left = 48;
  const right = pdf.page.width - 48;
  const width = right - left;
  const write = (text: string, font: FontName, size: number, color = INK) =>
    pdf.font(font).fontSize(size).fillColor(color).text(text);
  const label = (text: string) => write(text.toUpperCase(), 'latinBold', 8, MUTED);
  const rule = () => {
    pdf.moveDown(0.5);
    pdf.moveTo(left, pdf.y).lineTo(right, pdf.y).strokeColor(RULE).lineWidth(0.5).stroke();
    pdf.moveDown(0.5);
  };

  // Who issues it, and what it is.
  const title = document.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  pdf.font('latinBold').fontSize(18).fillColor(INK).text(title, left, 48, { align: 'right' });
  pdf.y = 48;
  write(document.seller.legalName, fontFor(document.seller.legalName), 14);
  if (document.seller.name !== document.seller.legalName)
    write(document.seller.name, fontFor(document.seller.name), 10, MUTED);
  write(document.seller.address, fontFor(document.seller.address), 9);
  write(
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
  const top = pdf.y;
  for (const [name, value] of facts) {
    pdf
      .font('latin')
      .fontSize(9)
      .fillColor(MUTED)
      .text(name, left + width / 2, pdf.y, {
        width: 110,
        continued: false,
      });
    pdf.moveUp();
    pdf
      .font('latinBold')
      .fillColor(INK)
      .text(value, left + width / 2 + 110, pdf.y, { width: width / 2 - 110 });
  }
  const factsBottom = pdf.y;
  pdf.y = top;
  pdf.x = left;
  label('Bill to');
  write(document.buyer.name, fontFor(document.buyer.name), 12);
  if (document.buyer.phone) write(`Phone ${document.buyer.phone}`, 'latin', 9);
  if (document.buyer.gstin) write(`GSTIN ${document.buyer.gstin}`, 'latin', 9);
  pdf.moveDown(0.5);
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
  pdf.y = Math.max(pdf.y, factsBottom);
  pdf.x = left;
  rule();

  // The lines: taxable first, then what was passed on at cost.
  const amountWidth = 110;
  const row = (text: string, amount: string, font: FontName = 'latin', color = INK) => {
    const y = pdf.y;
    pdf.font(font).fontSize(10).fillColor(color);
    pdf.text(text, left, y, { width: width - amountWidth - 12 });
    const after = pdf.y;
    pdf.text(amount, right - amountWidth, y, { width: amountWidth, align: 'right' });
    pdf.y = Math.max(after, pdf.y) + 3;
    pdf.x = left;
  };
  const taxable = document.lines.filter((line) => line.taxable);
  const atCost = document.lines.filter((line) => !line.taxable);
  label('Taxable services');
  for (const line of taxable) row(plain(line.label), money(line.amount));
  row('Taxable value', money(document.taxableValue), 'latinBold');
  const half = GST_PERCENT / 2;
  if (document.igst > 0 || (document.cgst === 0 && document.sgst === 0))
    row(`IGST ${GST_PERCENT}%`, money(document.igst));
  else {
    row(`CGST ${half}%`, money(document.cgst));
    row(`SGST ${half}%`, money(document.sgst));
  }
  if (atCost.length > 0) {
    pdf.moveDown(0.3);
    label('Reimbursements at cost (not taxable)');
    for (const line of atCost) row(plain(line.label), money(line.amount));
  }
  rule();
  row(document.kind === 'invoice' ? 'Total' : 'Total credited', money(document.total), 'latinBold');
  write(document.totalInWords, 'latin', 9, MUTED);

  // Under an invoice: what has been paid since and what is left, or that it was taken back.
  if (document.kind === 'invoice') {
    rule();
    if ('takenBackBy' in account) {
      write(
        `Withdrawn: taken back in full by credit note ${account.takenBackBy.join(', ')}.`,
        'latinBold',
        10,
        INK,
      );
    } else {
      const { payments, credited } = account;
      label('Payments received');
      if (payments.length === 0) write('None yet', 'latin', 9, MUTED);
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

  pdf.moveDown(1.5);
  write(
    'Issued through Saarthi by the travel company named above, which supplies the service. ' +
      'Tolls, parking and permits paid by the driver are passed on at cost and are not taxed.',
    'latin',
    8,
    MUTED,
  );
  pdf.end();
  return finished;
}
