import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import {
  DOCUMENT_FIELD,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  type DocumentKind,
} from '../../../shared/partner-constants.js';
import { IdParamsSchema, MessageResponseSchema } from '../../../shared/contracts/common.js';
import {
  AttentionResponseSchema,
  DOCUMENT_FILE_NAME_MAX,
  DOCUMENTS_PER_COMPANY_MAX,
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentResponseSchema,
  type DocumentUploadFields,
  DocumentUploadFieldsSchema,
  documentExpires,
} from '../../../shared/contracts/documents.js';
import { documents as documentRows } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { HttpError, badRequest, conflict, fieldError, notFound } from '../../http/errors.js';
import { fileAnswer } from '../../http/route-docs.js';
import type { FeatureModule } from '../../http/types.js';
import { auditedWrite } from '../audit/audited-write.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { companyOfRequest, companyThatMayChange } from '../companies/policy.js';
import { type FormRules, readMultipartForm } from '../uploads/multipart-form.js';
import { contentHashOf } from '../uploads/uploads-on-disk.js';
import { sendDocumentFile } from './file-answer.js';
import { takeOffWithoutPapers } from './papers-in-force.js';
import { papersOfOne } from './papers.js';
import { PapersResponseSchema } from '../../../shared/contracts/papers.js';
import { indiaToday } from '../../../shared/india-time.js';
import {
  createDocumentsRepository,
  type DocumentRefusal,
  type Refused,
} from './documents.repository.js';
import { said } from '../../http/messages.js';

const MB = 1024 * 1024;
const TYPE_MESSAGE = 'document_type' as const;
const NOT_FOUND_MESSAGE = 'document_not_found' as const;
const TEXT_FIELDS = ['kind', 'carId', 'driverId', 'expiresOn'] as const;

const DOCUMENT_FORM: FormRules = {
  fileField: DOCUMENT_FIELD,
  maxFileBytes: DOCUMENT_MAX_BYTES,
  textFields: TEXT_FIELDS,
  tooLarge: () => new HttpError(413, 'document_too_large', { mb: DOCUMENT_MAX_BYTES / MB }),
  // A browser's form sends one file; anything else is not our form.
  tooManyFiles: () => badRequest('invalid_request'),
};

function refusalError(refused: DocumentRefusal): HttpError {
  switch (refused) {
    case 'car_not_found':
    case 'driver_not_found':
      return notFound(refused);
    case 'car_archived_read_only':
    case 'driver_archived_read_only':
      return conflict(refused);
    case 'document_limit':
      return conflict(refused, { max: DOCUMENTS_PER_COMPANY_MAX });
  }
}

function orRefused<T extends object>(outcome: T | Refused): T {
  if ('refused' in outcome) throw refusalError(outcome.refused);
  return outcome;
}

// The contract's rules run as Fastify runs them on a JSON body, so a form's mistakes answer in
// the same shape: 400, the first message, and `errors` naming each field (`body.expiresOn`).
const checkFields = validatorCompiler({
  schema: DocumentUploadFieldsSchema,
  method: 'POST',
  url: '/api/partner/documents',
  httpPart: 'body',
}) as (data: unknown) => { value?: DocumentUploadFields; error?: FastifySchemaValidationError[] };

/** The form's text fields by the contract, a blank field read as not sent. */
function validFields(sent: Partial<Record<string, string>>): DocumentUploadFields {
  const fields = Object.fromEntries(
    Object.entries(sent)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const { value, error } = checkFields(fields);
  if (error || !value) {
    // Marked as the contract's own field errors: the error handler answers each under its field.
    throw Object.assign(new HttpError(400, 'invalid_request'), {
      validationContext: 'body',
      validation: error ?? [],
    });
  }
  return value;
}

// Characters that can make a name read as something else (right-to-left overrides: "fdp.exe"
// shown as "exe.pdf"). Zero-width joiners stay: Telugu and Hindi spellings need them.
const MISLEADING_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u;

/**
 * The name the file had on the partner's device, for the lists only (the file is served by its
 * id): no folders, no control characters, trimmed, at most DOCUMENT_FILE_NAME_MAX characters
 * with its extension kept. A form without a usable name gets one from the kind and type.
 */
function displayFileName(sent: string, fallback: string): string {
  const name = (sent.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    .replace(MISLEADING_CHARACTERS, '')
    .trim();
  // Counted in characters, never cutting a character in two.
  const characters = Array.from(name);
  if (characters.length === 0) return fallback;
  if (characters.length <= DOCUMENT_FILE_NAME_MAX) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const stemLength = DOCUMENT_FILE_NAME_MAX - Array.from(extension).length;
  return characters.slice(0, stemLength).join('').trimEnd() + extension;
}

/** A file name for a form that sent none: the kind, as a file would be named (`rc.pdf`). */
const fallbackName = (kind: DocumentKind) => kind.replace(/_/g, '-');

/** The audit log keeps what a document is, never its bytes: those stay with the document. */
const NOT_AUDITED = ['content'];

/** docs/product/marketplace.md#partner-portal: the company's papers, with expiry dates and their checks. */
export const partnerDocumentsModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const documents = createDocumentsRepository(db);
  const companies = createCompaniesRepository(db);
  const tags = ['partner'];
  const partnerOnly = guards.requireRole('partner', 'partner_only');

  app.get(
    '/partner/documents',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "List the partner's documents, newest first: all, or one car's or one driver's",
        errors: { 404: 'The partner runs no company.' },
        tags,
        querystring: DocumentListQuerySchema,
        response: { 200: DocumentListResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      return { success: true as const, documents: await documents.list(company, request.query) };
    },
  );

  app.get(
    '/partner/documents/attention',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "What needs doing about the company's papers, most urgent first",
        description:
          'Documents expired, rejected or expiring within 30 days, then each kind the company, a car or a driver (archived ones left out) has not uploaded: the dashboard counts these and the documents page lists them.',
        errors: { 404: 'The partner runs no company.' },
        tags,
        response: { 200: AttentionResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      const items = await documents.attention(company);
      return { success: true as const, count: items.length, items };
    },
  );

  app.get(
    '/partner/papers',
    {
      onRequest: partnerOnly,
      schema: {
        summary:
          'Read the checklist of papers one car, one driver or the company needs valid to go live',
        errors: {
          400: 'Both carId and driverId were sent.',
          404: "The partner runs no company, or the car or driver is not one of the company's.",
        },
        tags,
        description:
          'The checklist of the papers one car (carId), one driver (driverId) or, with neither, the company needs valid to go live.',
        querystring: DocumentListQuerySchema,
        response: { 200: PapersResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      const { carId, driverId } = request.query;
      if (carId !== undefined && driverId !== undefined) throw badRequest('invalid_request');
      const subject = carId
        ? { type: 'car' as const, id: carId }
        : driverId
          ? { type: 'driver' as const, id: driverId }
          : { type: 'company' as const, id: company._id };
      if (subject.type !== 'company' && !(await documents.owns(company._id, subject)))
        throw notFound(subject.type === 'car' ? 'car_not_found' : 'driver_not_found');
      return {
        success: true as const,
        papers: await papersOfOne(db, subject.type, subject.id, indiaToday()),
      };
    },
  );

  app.post(
    '/partner/documents',
    {
      onRequest: partnerOnly,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary:
          'Upload a document of the company, one of its cars or one of its drivers for checking',
        errors: {
          400: 'A field is not valid (`errors` names each), or the file is missing or not a PDF, JPEG or PNG by its content.',
          404: "The partner runs no company, or the car or driver is not one of the company's.",
          409: `The company is suspended, the car or driver is archived, or the company already keeps ${DOCUMENTS_PER_COMPANY_MAX} documents.`,
          413: `The file is larger than ${DOCUMENT_MAX_BYTES / MB} MB.`,
          415: 'The body is not multipart/form-data.',
        },
        tags,
        consumes: ['multipart/form-data'],
        description: `A form with the text fields ${TEXT_FIELDS.map((name) => `"${name}"`).join(', ')} and one PDF, JPEG or PNG file of at most ${DOCUMENT_MAX_BYTES / MB} MB in the field "${DOCUMENT_FIELD}". A car's paper names its carId, a driver's its driverId; every kind but the GST certificate needs expiresOn (YYYY-MM-DD, today or later). At most ${DOCUMENTS_PER_COMPANY_MAX} documents per company.`,
        response: { 201: DocumentResponseSchema },
      },
    },
    async (request, reply) => {
      const company = await companyThatMayChange(companies, request);
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');

      // The whole form is read before anything is checked or stored: a refused upload leaves
      // nothing behind, and the answer names every mistake of the fields at once.
      const form = await readMultipartForm(request, DOCUMENT_FORM);
      const fields = validFields(form.fields);
      if (!form.file) throw fieldError(DOCUMENT_FIELD, TYPE_MESSAGE);
      // By its content: a name or a declared type says nothing of what the bytes are.
      const type = await fileTypeFromBuffer(form.file.content);
      const mimeType = DOCUMENT_MIME_TYPES.find((allowed) => allowed === type?.mime);
      if (!type || !mimeType) throw fieldError(DOCUMENT_FIELD, TYPE_MESSAGE);

      const { kind } = fields;
      const { content, fileName } = form.file;
      const user = currentUser(request);
      const document = orRefused(
        await auditedWrite(
          db,
          (tx) =>
            createDocumentsRepository(tx).create(company, {
              kind,
              carId: fields.carId ?? null,
              driverId: fields.driverId ?? null,
              expiresOn: documentExpires(kind) ? fields.expiresOn! : null,
              fileName: displayFileName(fileName, `${fallbackName(kind)}.${type.ext}`),
              mimeType,
              content,
              contentHash: contentHashOf(content),
              uploadedBy: user.id,
            }),
          {
            actor: user,
            action: 'document.upload',
            recordType: 'document',
            table: documentRows,
            rowId: ({ _id }) => _id,
            omit: NOT_AUDITED,
          },
        ),
      );
      return reply
        .code(201)
        .send({ success: true as const, ...said('document_uploaded'), document });
    },
  );

  app.get(
    '/partner/documents/:id/file',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "Download a document's file, to show inline (never cached)",
        errors: {
          404: "The partner runs no company, or the document is not one of the company's.",
        },
        answers: {
          200: fileAnswer(
            'The file as uploaded, in its sniffed type, with its original name in Content-Disposition.',
            DOCUMENT_MIME_TYPES,
          ),
        },
        tags,
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const company = await companyOfRequest(companies, request);
      const file = await documents.file(company._id, request.params.id);
      if (!file) throw notFound(NOT_FOUND_MESSAGE);
      return sendDocumentFile(reply, file);
    },
  );

  app.delete(
    '/partner/documents/:id',
    {
      onRequest: partnerOnly,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: "Remove one of the partner's documents",
        errors: {
          404: "The partner runs no company, or the document is not one of the company's.",
          409: 'The company is suspended.',
        },
        tags,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(companies, request);
      const { id } = request.params;
      const removed = await auditedWrite(
        db,
        async (tx) => {
          const paper = await createDocumentsRepository(tx).remove(company._id, id);
          // A paper a live car or a verified driver stood on takes it off the storefront with it.
          const subjectId = paper?.carId ?? paper?.driverId;
          if (paper && subjectId) {
            const today = indiaToday();
            await takeOffWithoutPapers(
              tx,
              { type: paper.carId ? 'car' : 'driver', id: subjectId, companyId: company._id },
              { kind: paper.kind, expiresOn: paper.expiresOn ?? today },
              today,
            );
          }
          return paper;
        },
        {
          actor: currentUser(request),
          action: 'document.remove',
          recordType: 'document',
          table: documentRows,
          rowId: id,
          omit: NOT_AUDITED,
        },
      );
      if (!removed) throw notFound(NOT_FOUND_MESSAGE);
      return { success: true, ...said('document_removed') };
    },
  );
};
