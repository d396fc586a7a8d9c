import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  type DOCUMENT_MIME_TYPES,
  type DocumentKind,
  type DocumentSubject,
} from '@shared/partner-constants';
import type { PartnerDocument } from '@shared/contracts/documents';
import { indiaToday } from '@shared/india-time';
import { messageRef } from '@shared/message-ref';

/** Whose documents: the company's, one car's or one driver's (DocumentsPanel's props). */
export type DocumentOwner =
  | { subject: 'company' }
  | { subject: 'car'; carId: string }
  | { subject: 'driver'; driverId: string };

/** The owner of a listed document. */
export function ownerOf(document: PartnerDocument): DocumentOwner {
  if (document.subject === 'car' && document.carId)
    return { subject: 'car', carId: document.carId };
  if (document.subject === 'driver' && document.driverId)
    return { subject: 'driver', driverId: document.driverId };
  return { subject: 'company' };
}

/** One string per owner, for grouping, React keys and element ids. */
export function ownerKey(owner: DocumentOwner): string {
  if (owner.subject === 'car') return `car-${owner.carId}`;
  if (owner.subject === 'driver') return `driver-${owner.driverId}`;
  return 'company';
}

export const belongsTo = (owner: DocumentOwner) => (document: PartnerDocument) =>
  ownerKey(ownerOf(document)) === ownerKey(owner);

/** Expires within the warning window and not expired yet (the server sets `expiresSoon`). */
export const expiresSoon = (document: PartnerDocument) =>
  document.expiresSoon && document.status !== 'expired';

/** Something the partner has to act on: an expired or rejected paper, or one about to expire. */
export const needsAttention = (document: PartnerDocument) =>
  document.status === 'expired' || document.status === 'rejected' || expiresSoon(document);

/** Problems first (expired, rejected, expiring soon), then waiting for a check, then valid. */
function rank(document: PartnerDocument): number {
  if (document.status === 'expired') return 0;
  if (document.status === 'rejected') return 1;
  if (expiresSoon(document)) return 2;
  return document.status === 'pending' ? 3 : 4;
}

const KIND_ORDER = Object.values(DOCUMENT_KINDS).flat() as DocumentKind[];

/** A subject's documents as the lists show them: problems first, then by kind, newest first. */
export function sortDocuments(documents: readonly PartnerDocument[]): PartnerDocument[] {
  return [...documents].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      b.createdAt.localeCompare(a.createdAt),
  );
}

/**
 * The kinds a subject has not uploaded at all. An expired or rejected paper has to be replaced
 * too, but it is flagged as what it is (with the operator's reason), not also as missing.
 */
export function missingKinds(
  subject: DocumentSubject,
  documents: readonly PartnerDocument[],
): DocumentKind[] {
  return DOCUMENT_KINDS[subject].filter(
    (kind) => !documents.some((document) => document.kind === kind),
  );
}

/** Whole days from today in India to a YYYY-MM-DD date (0 on the day itself). */
export function daysUntil(date: string, today: string = indiaToday()): number {
  return Math.round((utcDay(date) - utcDay(today)) / 86_400_000);
}

/** Midnight UTC of a YYYY-MM-DD date, so that days subtract without time zones. */
function utcDay(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

// The first bytes of each accepted format, as the server sniffs them (never the file's name).
const SIGNATURES: { type: (typeof DOCUMENT_MIME_TYPES)[number]; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The type of a file by its content, or null when it is not a PDF, JPEG or PNG. */
export async function sniffDocumentType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

export const DOCUMENT_MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** Why a chosen file cannot be sent; the form shows each in words of its own. */
export type FileProblem = 'no_file' | 'too_large' | 'wrong_type';

/**
 * Why the server would refuse this file, checked before sending it: a 5 MB photo over a phone's
 * connection is a long wait for a refusal. The server's own rule: at most 5 MB, and a PDF, JPEG
 * or PNG by its content. Undefined when the file is fine.
 */
export async function fileProblem(file: File | undefined): Promise<FileProblem | undefined> {
  if (!file) return 'no_file';
  if (file.size > DOCUMENT_MAX_BYTES) return 'too_large';
  // A phone's file picker may not hold to `accept`; and a renamed file is not what it says.
  if ((await sniffDocumentType(file)) === null) return 'wrong_type';
  return undefined;
}

/** The server's English words for a file problem (translated where shown, like its answers). */
export const FILE_PROBLEM_TEXT: Record<Exclude<FileProblem, 'no_file'>, string> = {
  too_large: messageRef('document_too_large', { mb: DOCUMENT_MAX_MB }),
  wrong_type: messageRef('document_type'),
};
