/**
 * What Saarthi's PDFs share (decision 019): PDFKit, whose text stays text so an accountant can
 * select and search it, the fonts that print Telugu and Devanagari names shaped correctly, and
 * the page's parts: a heading, labelled facts, lines with their amounts and rules between.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { indiaDay, indiaTime } from '../../../shared/india-time.js';

const require = createRequire(import.meta.url);

export type FontName = 'latin' | 'latinBold' | 'telugu' | 'devanagari';
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
export const fontFor = (text: string): FontName =>
  /[\u0C00-\u0C7F]/.test(text) ? 'telugu' : /[\u0900-\u097F]/.test(text) ? 'devanagari' : 'latin';

const amounts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** "Rs. 1,25,000": the rupee sign is left out, as few PDF readers' search finds it. */
export const money = (amount: number) => `Rs. ${amounts.format(amount)}`;
/** A bill line's words with its rupee signs spelt as the amounts are ("× Rs. 5"). */
export const plain = (label: string) => label.replaceAll('₹', 'Rs. ');
export const when = (iso: string) => {
  const ms = Date.parse(iso);
  return `${indiaDay(ms).split('-').reverse().join('-')} ${indiaTime(ms)}`;
};
export const day = (iso: string) => indiaDay(Date.parse(iso)).split('-').reverse().join('-');

const INK = '#1f2937';
export const MUTED = '#6b7280';
const RULE = '#d1d5db';
const MARGIN = 48;
const AMOUNT_WIDTH = 110;
const FACT_NAME_WIDTH = 110;
/** What the title takes of the top line, right-aligned. */
const TITLE_WIDTH = 170;

/** An A4 page to draw a document on, with its parts; `finish` ends it and answers its bytes. */
export function openSheet(info: { title: string; author: string }) {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: info.title, Author: info.author },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const [name, data] of Object.entries(loadFonts())) pdf.registerFont(name, data);

  const left = MARGIN;
  const right = pdf.page.width - MARGIN;
  const width = right - left;
  const write = (text: string, font: FontName, size: number, color = INK) =>
    pdf.font(font).fontSize(size).fillColor(color).text(text);
  /** A line's words on the left and its amount on the right. */
  const row = (text: string, amount: string, font: FontName = 'latin') => {
    const y = pdf.y;
    pdf.font(font).fontSize(10).fillColor(INK);
    pdf.text(text, left, y, { width: width - AMOUNT_WIDTH - 12 });
    const after = pdf.y;
    pdf.text(amount, right - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    pdf.y = Math.max(after, pdf.y) + 3;
    pdf.x = left;
  };
  return {
    pdf,
    left,
    write,
    /** A line of the issuer's block at the top left, kept clear of the title on the right. */
    head: (text: string, font: FontName, size: number, color = INK) =>
      pdf
        .font(font)
        .fontSize(size)
        .fillColor(color)
        .text(text, { width: width - TITLE_WIDTH }),
    /** Muted words in capitals over a block ("BILL TO"). */
    label: (text: string) => write(text.toUpperCase(), 'latinBold', 8, MUTED),
    muted: (text: string, size = 9) => write(text, 'latin', size, MUTED),
    rule() {
      pdf.moveDown(0.5);
      pdf.moveTo(left, pdf.y).lineTo(right, pdf.y).strokeColor(RULE).lineWidth(0.5).stroke();
      pdf.moveDown(0.5);
    },
    /** The document's name in large capitals at the top right; the writing starts at the top. */
    title(text: string) {
      pdf
        .font('latinBold')
        .fontSize(18)
        .fillColor(INK)
        .text(text, left, MARGIN, { align: 'right' });
      pdf.y = MARGIN;
    },
    /**
     * Names and values in the page's right half from where the writing is, leaving it there for
     * the left half; answers where the facts end.
     */
    facts(list: readonly (readonly [string, string])[]): number {
      const top = pdf.y;
      for (const [name, value] of list) {
        pdf
          .font('latin')
          .fontSize(9)
          .fillColor(MUTED)
          .text(name, left + width / 2, pdf.y, { width: FACT_NAME_WIDTH });
        pdf.moveUp();
        pdf
          .font('latinBold')
          .fillColor(INK)
          .text(value, left + width / 2 + FACT_NAME_WIDTH, pdf.y, {
            width: width / 2 - FACT_NAME_WIDTH,
          });
      }
      const bottom = pdf.y;
      pdf.y = top;
      pdf.x = left;
      return bottom;
    },
    /** Goes below both halves: the left's writing and the facts ending at `factsBottom`. */
    below(factsBottom: number) {
      pdf.y = Math.max(pdf.y, factsBottom);
      pdf.x = left;
    },
    row,
    /** The GST at `percent`: IGST alone, or CGST and SGST at half the rate each. */
    taxes(tax: { cgst: number; sgst: number; igst: number }, percent: number) {
      if (tax.igst > 0 || (tax.cgst === 0 && tax.sgst === 0)) {
        row(`IGST ${percent}%`, money(tax.igst));
        return;
      }
      row(`CGST ${percent / 2}%`, money(tax.cgst));
      row(`SGST ${percent / 2}%`, money(tax.sgst));
    },
    finish(): Promise<Buffer> {
      pdf.end();
      return finished;
    },
  };
}
