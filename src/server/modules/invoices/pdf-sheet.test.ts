import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToOpenType } from './pdf-sheet.js';

const require = createRequire(import.meta.url);
const mandali = readFileSync(
  require.resolve('@fontsource/mandali/files/mandali-telugu-400-normal.woff'),
);

/** The (tag, offset, length) of each table an OpenType font's directory lists. */
function directory(font: Buffer) {
  return Array.from({ length: font.readUInt16BE(4) }, (_, i) => ({
    tag: font.toString('latin1', 12 + i * 16, 16 + i * 16),
    offset: font.readUInt32BE(20 + i * 16),
    length: font.readUInt32BE(24 + i * 16),
  }));
}

describe('woffToOpenType', () => {
  it('unwraps every table of a WOFF font at its full length, in a directory a reader can search', () => {
    const font = woffToOpenType(mandali);
    const count = mandali.readUInt16BE(12);
    expect(font.readUInt32BE(0)).toBe(mandali.readUInt32BE(4));
    expect(font.readUInt16BE(4)).toBe(count);
    // searchRange, entrySelector and rangeShift for the table count, as the format defines them.
    const power = 2 ** Math.floor(Math.log2(count));
    expect([font.readUInt16BE(6), font.readUInt16BE(8), font.readUInt16BE(10)]).toEqual([
      power * 16,
      Math.log2(power),
      (count - power) * 16,
    ]);

    const tables = directory(font);
    tables.forEach((table, i) => {
      expect(table.length).toBe(mandali.readUInt32BE(44 + i * 20 + 12));
      expect(table.offset % 4).toBe(0);
      expect(table.offset + table.length).toBeLessThanOrEqual(font.length);
    });
    // The head table, inflated, carries the format's magic number where it should.
    const head = tables.find((table) => table.tag === 'head')!;
    expect(font.readUInt32BE(head.offset + 12)).toBe(0x5f0f3cf5);
    expect(tables.map((table) => table.tag)).toEqual(
      expect.arrayContaining(['cmap', 'glyf', 'GSUB']),
    );
  });

  it('leaves a font that is not a WOFF as it is', () => {
    const plain = woffToOpenType(mandali);
    expect(woffToOpenType(plain)).toBe(plain);
  });
});
