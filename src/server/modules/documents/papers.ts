import { and, desc, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentSubject,
} from '../../../shared/partner-constants.js';
import { type Paper, papersNotInOrder } from '../../../shared/contracts/papers.js';
import type { Database } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { messageText, said } from '../../http/messages.js';

/** A database or an open transaction: a decision reads the papers in its own transaction. */
type Reader = Pick<Database, 'select'>;

interface StoredPaper {
  subjectId: string;
  kind: DocumentKind;
  status: 'pending' | 'valid' | 'rejected' | 'expired';
  expiresOn: string | null;
}

/**
 * One subject's checklist from its documents, newest first (docs/product/verification.md): a
 * kind is valid while any valid copy has not expired (a renewal waiting for its check does not
 * undo the paper in force); otherwise it stands where its newest upload stands, or is missing.
 */
export function checklistOf(
  subject: DocumentSubject,
  stored: readonly StoredPaper[],
  today: string,
): Paper[] {
  return DOCUMENT_KINDS[subject].map((kind): Paper => {
    const ofKind = stored.filter((paper) => paper.kind === kind);
    const inForce = ofKind.filter(
      (paper) => paper.status === 'valid' && (paper.expiresOn === null || paper.expiresOn >= today),
    );
    if (inForce.length > 0) {
      const expiries = inForce.map((paper) => paper.expiresOn);
      const expiresOn = expiries.includes(null)
        ? null
        : (expiries as string[]).reduce((latest, day) => (day > latest ? day : latest));
      return { kind, state: 'valid', expiresOn };
    }
    const newest = ofKind[0];
    if (!newest) return { kind, state: 'missing', expiresOn: null };
    const lapsed = newest.expiresOn !== null && newest.expiresOn < today;
    const state =
      newest.status === 'rejected'
        ? 'rejected'
        : lapsed || newest.status !== 'pending'
          ? 'expired'
          : 'pending';
    return { kind, state, expiresOn: newest.expiresOn };
  });
}

const subjectColumn = {
  car: documents.carId,
  driver: documents.driverId,
  company: documents.travelCompanyId,
} as const;

/**
 * The checklists of many subjects of one kind (a fleet's cars, a queue's drivers) in one read:
 * every id gets its list, a subject without any paper a list of missing ones.
 */
export async function papersOf(
  db: Reader,
  subject: DocumentSubject,
  ids: readonly string[],
  today: string,
): Promise<Map<string, Paper[]>> {
  const byId = new Map<string, StoredPaper[]>(ids.map((id) => [id, []]));
  if (ids.length > 0) {
    const column = subjectColumn[subject];
    const own: SQL[] = [inArray(column, [...ids])];
    // A company's own papers are those about neither a car nor a driver.
    if (subject === 'company') own.push(isNull(documents.carId), isNull(documents.driverId));
    const rows = await db
      .select({
        subjectId: column,
        kind: documents.kind,
        status: documents.status,
        expiresOn: documents.expiresOn,
      })
      .from(documents)
      .where(and(...own))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    for (const row of rows) byId.get(row.subjectId!)?.push(row as StoredPaper);
  }
  return new Map([...byId].map(([id, stored]) => [id, checklistOf(subject, stored, today)]));
}

/** One subject's checklist. */
export async function papersOfOne(
  db: Reader,
  subject: DocumentSubject,
  id: string,
  today: string,
): Promise<Paper[]> {
  return (await papersOf(db, subject, [id], today)).get(id)!;
}

const STATE_MESSAGE = {
  pending: 'paper_pending',
  rejected: 'paper_rejected',
  expired: 'paper_expired',
  missing: 'paper_missing',
} as const;

/**
 * The refusal of a go-live whose papers are not all valid: 409 with one entry per paper that is
 * not, under `papers.<kind>`, so a client can list them in its reader's words.
 */
export function papersMissingError(papers: readonly Paper[]): HttpError {
  const wanting = papersNotInOrder(papers);
  const list = wanting
    .map((paper) =>
      messageText(STATE_MESSAGE[paper.state as keyof typeof STATE_MESSAGE], {
        paper: DOCUMENT_KIND_NAMES[paper.kind],
      }),
    )
    .join('; ');
  return new HttpError(
    409,
    'papers_not_in_order',
    { papers: list },
    wanting.map((paper) => {
      const code = STATE_MESSAGE[paper.state as keyof typeof STATE_MESSAGE];
      return {
        path: `papers.${paper.kind}`,
        ...said(code, { paper: DOCUMENT_KIND_NAMES[paper.kind] }),
        code,
      };
    }),
  );
}
