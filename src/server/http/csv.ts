import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { decodePageCursor, type PageCursor } from '../../shared/contracts/pagination.js';
import { indiaDay, indiaTime, indiaToday } from '../../shared/india-time.js';
import type { RouteAnswer } from './route-docs.js';

/**
 * The operator console's CSV exports (docs/product/marketplace.md#csv-exports): a list's every
 * matching row, read a page at a time and written as it is read, for a spreadsheet.
 */

/** A cell as a list gives it: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (`=HYPERLINK(…)`,
 * `+91…` read as a sum); a tab or a carriage return at the start is read the same way by some.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as RFC 4180 writes it: quoted when it holds a quote, a comma or a line break, its
 * quotes doubled. Text a spreadsheet would run as a formula is written after a `'`, which makes
 * it text; numbers are written as they are (a negative amount stays a number).
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ended as RFC 4180 ends them. */
export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A moment as the console's CSVs write it: its India day and time, `2026-11-27 19:35`. */
export const csvMoment = (at: Date | string) => {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return `${indiaDay(ms)} ${indiaTime(ms)}`;
};

/**
 * Excel takes a CSV without a byte-order mark for the computer's own code page, and shows
 * Telugu and Hindi names as noise; with it, as UTF-8.
 */
const BYTE_ORDER_MARK = '\uFEFF';

/** How many rows each page of an export reads: a few round trips for thousands of rows. */
export const CSV_PAGE_ROWS = 500;

/** A list's pages one after another, each after the last row of the one before. */
export async function* everyRow<Row>(
  page: (cursor: PageCursor | undefined) => Promise<{ rows: Row[]; nextCursor: string | null }>,
): AsyncGenerator<Row> {
  let cursor: PageCursor | undefined;
  for (;;) {
    const { rows, nextCursor } = await page(cursor);
    yield* rows;
    const next = nextCursor === null ? null : decodePageCursor(nextCursor);
    if (next === null) return;
    cursor = next;
  }
}

/**
 * Sends a CSV as a download, `saarthi-<name>-<India day>.csv`, written as its rows are read so
 * a long list is never held whole: the byte-order mark, the header, then a line per row.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  header: readonly string[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  cells: (row: Row) => readonly CsvCell[],
) {
  async function* lines() {
    yield BYTE_ORDER_MARK + csvLine(header);
    for await (const row of rows) yield csvLine(cells(row));
  }
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="saarthi-${name}-${indiaToday()}.csv"`)
      // People's names, phones and e-mails: never kept by a browser or a proxy.
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Readable.from(lines()))
  );
}

/** How the API description shows a CSV export's answer. */
export function csvAnswer(description: string): RouteAnswer {
  return {
    description: `${description} UTF-8 with a byte-order mark, a header line first, every row the filters match; cells a spreadsheet would run as a formula start with '.`,
    content: { 'text/csv': { schema: { type: 'string' } } },
  };
}
