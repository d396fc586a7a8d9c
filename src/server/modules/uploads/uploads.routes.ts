import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import * as z from 'zod/mini';
import {
  UPLOAD_DAILY_LIMIT,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  UPLOAD_STORAGE_MAX_BYTES,
} from '../../../shared/constants.js';
import { UploadResponseSchema } from '../../../shared/contracts/users.js';
import { messageText } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { contentHashOf, readUploadFromDisk } from './uploads-on-disk.js';
import { createUploadsRepository, uploadPath, type QuotaRefusal } from './uploads.repository.js';

const MB = 1024 * 1024;
const NOT_MULTIPART_MESSAGE = messageText('upload_not_multipart', { field: UPLOAD_FIELD });
const NO_FILE_MESSAGE = messageText('upload_no_file', { field: UPLOAD_FIELD });
const TOO_LARGE_MESSAGE = messageText('upload_too_large', { mb: UPLOAD_MAX_BYTES / MB });
const IMAGE_TYPE_MESSAGE = messageText('upload_image_type');
const NOT_FOUND_MESSAGE = messageText('upload_not_found');

const QUOTA_ERRORS: Record<QuotaRefusal, () => HttpError> = {
  daily_limit: () =>
    new HttpError(429, messageText('upload_daily_limit', { max: UPLOAD_DAILY_LIMIT })),
  storage_full: () =>
    new HttpError(413, messageText('upload_storage_full', { mb: UPLOAD_STORAGE_MAX_BYTES / MB })),
};

const tooLarge = () => new HttpError(413, TOO_LARGE_MESSAGE);

/** What the multipart plugin throws, as an answer the client can act on. */
function multipartError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest(messageText('upload_one_at_a_time'));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(NOT_MULTIPART_MESSAGE);
  // Everything else here comes from parsing the client's body (a malformed or cut-off form).
  return badRequest(messageText('upload_unreadable'));
}

/**
 * The one file of the form, in memory (at most 5 MB): nothing is stored until the whole file has
 * arrived and is known to be an image, so a rejected upload never leaves a partial file.
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw badRequest(NO_FILE_MESSAGE);
    if (part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      throw badRequest(NO_FILE_MESSAGE);
    }
    const content = await part.toBuffer();
    // The plugin throws when a file passes the limit; a truncated stream is the same case.
    if (part.file.truncated) throw tooLarge();
    return content;
  } catch (error) {
    throw multipartError(error);
  }
}

/** spec §7 "Account": the profile form uploads its photo here, then saves the returned path. */
export const uploadsModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const repository = createUploadsRepository(db);

  // DESIGN 9: only signed-in users, only real images (by content, not name), at most 5 MB; and
  // per account at most UPLOAD_DAILY_LIMIT a day and UPLOAD_STORAGE_MAX_BYTES kept.
  app.post(
    '/uploads',
    {
      onRequest: guards.requireUser,
      config: { rateLimit: writeRateLimit },
      schema: {
        tags: ['uploads'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        description: `One PNG, JPEG, WebP, GIF or AVIF image of at most 5 MB in the multipart field "${UPLOAD_FIELD}"; at most ${UPLOAD_DAILY_LIMIT} a day and ${UPLOAD_STORAGE_MAX_BYTES / MB} MB in all per account.`,
        response: { 201: UploadResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw badRequest(NOT_MULTIPART_MESSAGE);

      const content = await readUploadedFile(request);
      const type = await fileTypeFromBuffer(content);
      if (!type || !UPLOAD_MIME_TYPES.includes(type.mime)) throw badRequest(IMAGE_TYPE_MESSAGE);

      // A random name: nothing of the client's file name reaches the URL. The bytes go into the
      // database, so every instance serves the file.
      const fileName = `${randomUUID()}.${type.ext}`;
      const refusal = await repository.createWithinQuota(
        {
          userId: user.id,
          fileName,
          mimeType: type.mime,
          content,
          contentHash: contentHashOf(content),
        },
        { dailyLimit: UPLOAD_DAILY_LIMIT, storageMaxBytes: UPLOAD_STORAGE_MAX_BYTES },
      );
      if (refusal) throw QUOTA_ERRORS[refusal]();
      return reply.code(201).send({ success: true, car_image_url: uploadPath(fileName) });
    },
  );
};

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * `GET /uploads/<fileName>` from the database, so any instance serves any upload. Registered at
 * the root, where the stored paths point, not under /api.
 */
export const uploadedFilesModule: FeatureModule = (app, { config, db }) => {
  const repository = createUploadsRepository(db);

  app.get(
    '/uploads/:fileName',
    { schema: { tags: ['uploads'], params: z.object({ fileName: z.string() }) } },
    async (request, reply) => {
      const { fileName } = request.params;
      const upload = await repository.findByFileName(fileName);
      // A file an older version wrote to disk is served from there until start-up moves it in.
      const content = upload
        ? (upload.content ?? (await readUploadFromDisk(config.uploadsDir, fileName)))
        : null;
      if (!upload || !content) throw notFound(NOT_FOUND_MESSAGE);

      const etag = `"${upload.contentHash ?? contentHashOf(content)}"`;
      reply
        .header('ETag', etag)
        // A new upload gets a new random name and is never rewritten: cache it like a hashed asset.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        // The web app may live on another origin than the API (spec §7: a configurable base).
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (matchesETag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(upload.mimeType).send(content);
    },
  );
};
