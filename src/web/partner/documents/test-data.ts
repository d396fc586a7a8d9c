/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: records as the API sends them, never shown by the app */
import type { AttentionItem, PartnerDocument } from '@shared/contracts/documents';
import { daysFromToday } from '../test-data';

export const CAR_ID = '5b0c1c3e-8f43-4b8e-9a52-0c6e3f1d2a11';
export const OTHER_CAR_ID = '7d2e3f4a-1b2c-4d5e-8f90-a1b2c3d4e5f6';
export const DRIVER_ID = '9e8d7c6b-5a49-4382-b716-05f4e3d2c1b0';

/** Test factory: a document as GET /api/partner/documents lists it (a car's valid RC). */
export function makeDocument(overrides: Partial<PartnerDocument> = {}): PartnerDocument {
  return {
    _id: crypto.randomUUID(),
    subject: 'car',
    kind: 'rc',
    carId: CAR_ID,
    driverId: null,
    subjectName: 'Swift Dzire · AP16AB1234',
    fileName: 'rc-front.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 420_000,
    expiresOn: daysFromToday(400),
    status: 'valid',
    statusReason: '',
    expiresSoon: false,
    createdAt: '2025-06-02T10:00:00.000Z',
    ...overrides,
  };
}

/** The answer of GET /api/partner/documents. */
export const listOf = (...documents: PartnerDocument[]) => ({
  body: { success: true, documents },
});

/** A file whose first bytes are a real PDF's, as the server sniffs it. */
export function pdfFile(name = 'insurance.pdf', extraBytes = 2_000): File {
  return new File([new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(extraBytes)], name, {
    type: 'application/pdf',
  });
}

/** Test factory: one thing GET /api/partner/documents/attention lists (a car's missing permit). */
export function makeAttention(overrides: Partial<AttentionItem> = {}): AttentionItem {
  return {
    key: crypto.randomUUID(),
    reason: 'missing',
    subject: 'car',
    subjectId: CAR_ID,
    subjectName: 'Swift Dzire · AP16AB1234',
    kind: 'permit',
    documentId: null,
    expiresOn: null,
    ...overrides,
  };
}

/** The answer of GET /api/partner/documents/attention. */
export const attentionOf = (...items: AttentionItem[]) => ({
  body: { success: true, count: items.length, items },
});
