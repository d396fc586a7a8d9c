import type { DocumentKind } from '../../../shared/partner-constants.js';

/** The title a demo paper's PDF opens with. */
export const PAPER_TITLES: Record<DocumentKind, string> = {
  gst_certificate: 'GST registration certificate',
  rc: 'Certificate of registration (RC)',
  permit: 'Tourist vehicle permit',
  fitness: 'Certificate of fitness',
  insurance: 'Motor insurance policy',
  puc: 'Pollution under control certificate',
  driving_licence: 'Driving licence',
  police_verification: 'Police verification certificate',
};

/**
 * A one-page PDF with the given lines, small and valid, so that the portal's and the operators'
 * viewers open the demo documents as they open real ones. Lines are plain ASCII.
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const stream = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 18 : 12} Tf 72 ${770 - index * 28} Td (${escape(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
