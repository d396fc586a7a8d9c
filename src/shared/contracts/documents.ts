/**
 * A travel company's documents (docs/product/marketplace.md#documents): the GST certificate,
 * each car's RC, permit, fitness, insurance and PUC, each driver's licence and police
 * verification. Uploaded as multipart forms; the file is never public, only its owner (and,
 * later, an operator) can read it back.
 */
import * as z from 'zod/mini';
import {
  DOCUMENT_KIND_LIST,
  DOCUMENT_KINDS,
  DOCUMENT_KINDS_WITHOUT_EXPIRY,
  DOCUMENT_STATUSES,
  type DocumentKind,
  type DocumentSubject,
} from '../partner-constants.js';
import { messageRef } from '../message-ref.js';
import { IdSchema, SaidFields, TimestampSchema } from './common.js';
import { indiaToday } from '../india-time.js';
import { isCalendarDay } from './dates.js';

/** What a kind of document is about: the company itself, one car or one driver. */
export function subjectOfKind(kind: DocumentKind): DocumentSubject {
  const subjects = Object.keys(DOCUMENT_KINDS) as DocumentSubject[];
  return subjects.find((subject) => (DOCUMENT_KINDS[subject] as readonly string[]).includes(kind))!;
}

/** The expiry date as sent, trimmed; empty when none was sent. */
const expiryOf = (fields: { expiresOn?: string }) => fields.expiresOn?.trim() ?? '';

export const documentExpires = (kind: DocumentKind) =>
  !DOCUMENT_KINDS_WITHOUT_EXPIRY.includes(kind);

/**
 * A company keeps at most this many documents (their files live in the database): far more than
 * a large fleet needs (7 papers per car and driver), few enough that one account cannot fill it.
 */
export const DOCUMENTS_PER_COMPANY_MAX = 300;
/** A stored file name (shown in the lists) is at most this many characters. */
export const DOCUMENT_FILE_NAME_MAX = 120;

/**
 * The text fields of the upload form (`multipart/form-data`, the file in `document`). The
 * subject must match the kind: a car's paper names the car, a driver's the driver, the company's
 * neither; every kind but the GST certificate has an expiry date from today on.
 */
export const DocumentUploadFieldsSchema = z
  .object({
    kind: z.enum(DOCUMENT_KIND_LIST as [DocumentKind, ...DocumentKind[]], {
      error: messageRef('document_kind_invalid'),
    }),
    carId: z.optional(IdSchema),
    driverId: z.optional(IdSchema),
    expiresOn: z.optional(z.string()),
  })
  .check(
    // A paper names exactly its subject: a car's the car, a driver's the driver, the company's
    // neither.
    z.refine(
      (fields) =>
        subjectOfKind(fields.kind) !== 'car' ||
        (fields.carId !== undefined && fields.driverId === undefined),
      { path: ['carId'], message: messageRef('document_for_car') },
    ),
    z.refine(
      (fields) =>
        subjectOfKind(fields.kind) !== 'driver' ||
        (fields.driverId !== undefined && fields.carId === undefined),
      { path: ['driverId'], message: messageRef('document_for_driver') },
    ),
    z.refine(
      (fields) =>
        subjectOfKind(fields.kind) !== 'company' ||
        (fields.carId === undefined && fields.driverId === undefined),
      { path: ['kind'], message: messageRef('document_for_company') },
    ),
    z.refine((fields) => !documentExpires(fields.kind) || expiryOf(fields) !== '', {
      path: ['expiresOn'],
      message: messageRef('document_expiry_required'),
    }),
    z.refine(
      (fields) => {
        const expiresOn = expiryOf(fields);
        return expiresOn === '' || (isCalendarDay(expiresOn) && expiresOn >= indiaToday());
      },
      { path: ['expiresOn'], message: messageRef('document_expiry_invalid') },
    ),
  );
export type DocumentUploadFields = z.infer<typeof DocumentUploadFieldsSchema>;

export const DocumentListQuerySchema = /* @__PURE__ */ z.object({
  carId: z.optional(IdSchema),
  driverId: z.optional(IdSchema),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuerySchema>;

/** What a document is, its file and where its check stands: as the partner and operators read it. */
export const PaperFields = {
  kind: z.enum(DOCUMENT_KIND_LIST as [DocumentKind, ...DocumentKind[]]),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.int(),
  /** YYYY-MM-DD; null for a kind that does not expire. */
  expiresOn: z.nullable(z.string()),
  /** `expired` once the expiry date has passed, whatever an operator had set. */
  status: z.enum(DOCUMENT_STATUSES),
  /** An operator's reason for a rejection; empty otherwise. */
  statusReason: z.string(),
};

export const DocumentSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  subject: z.enum(['company', 'car', 'driver']),
  carId: z.nullable(IdSchema),
  driverId: z.nullable(IdSchema),
  /** What the document is about as the partner knows it: a car's name and number, a driver's name. */
  subjectName: z.string(),
  ...PaperFields,
  /** Not expired yet, but will be within DOCUMENT_EXPIRY_WARNING_DAYS days. */
  expiresSoon: z.boolean(),
  createdAt: TimestampSchema,
});
export type PartnerDocument = z.infer<typeof DocumentSchema>;

export const DocumentListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  documents: z.array(DocumentSchema),
});
export type DocumentListResponse = z.infer<typeof DocumentListResponseSchema>;

export const DocumentResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  document: DocumentSchema,
});
export type DocumentResponse = z.infer<typeof DocumentResponseSchema>;

/** A ticket to show one document in the viewer's frame (its address), good for a few minutes. */
export const DocumentViewResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** Same-origin: the frame loads it as it is. */
  url: z.string(),
  expiresAt: TimestampSchema,
});
export type DocumentViewResponse = z.infer<typeof DocumentViewResponseSchema>;

export const DocumentViewQuerySchema = /* @__PURE__ */ z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(2_000)),
});

/** Why a paper needs the partner: the order the lists show them in. */
export const ATTENTION_REASONS = ['expired', 'rejected', 'expiring', 'missing'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/**
 * One thing the company has to do about its papers: a document that expired, was rejected or
 * expires soon, or a kind a company, car or driver has not uploaded at all.
 */
export const AttentionItemSchema = /* @__PURE__ */ z.object({
  /** Stable across reads: the document's id, or the subject and the missing kind. */
  key: z.string(),
  reason: z.enum(ATTENTION_REASONS),
  subject: z.enum(['company', 'car', 'driver']),
  /** The car's or driver's id; null for the company. */
  subjectId: z.nullable(IdSchema),
  subjectName: z.string(),
  kind: z.enum(DOCUMENT_KIND_LIST as [DocumentKind, ...DocumentKind[]]),
  /** The document's; null for a missing kind. */
  documentId: z.nullable(IdSchema),
  expiresOn: z.nullable(z.string()),
});
export type AttentionItem = z.infer<typeof AttentionItemSchema>;

/**
 * Everything about the company's papers that needs the partner, most urgent first: the
 * dashboard's count and the documents page's list are this one answer.
 */
export const AttentionResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  count: z.int(),
  items: z.array(AttentionItemSchema),
});
export type AttentionResponse = z.infer<typeof AttentionResponseSchema>;
