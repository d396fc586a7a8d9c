import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import * as z from 'zod/mini';
import {
  type UserRole,
  UPLOAD_DAILY_LIMIT,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_STORAGE_MAX_BYTES,
} from '../../../shared/constants.js';
import { UPLOAD_MIME_TYPES } from '../../../shared/partner-constants.js';
import {
  PARTNER_UPLOAD_DAILY_LIMIT,
  PARTNER_UPLOAD_STORAGE_MAX_BYTES,
} from '../../../shared/partner-constants.js';
import { UploadResponseSchema } from '../../../shared/contracts/users.js';
import { currentUser } from '../../http/auth.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { fileAnswer } from '../../http/route-docs.js';
import type { FeatureModule } from '../../http/types.js';
import { type FormRules, readMultipartForm } from './multipart-form.js';
import { contentHashOf, readUploadFromDisk } from './uploads-on-disk.js';
import {
  createUploadsRepository,
  uploadPath,
  type QuotaRefusal,
  type UploadQuota,
} from './uploads.repository.js';

const MB = 1024 * 1024;
const IMAGE_TYPE_MESSAGE = 'upload_image_type' as const;
const NOT_FOUND_MESSAGE = 'upload_not_found' as const;

/** What an account may keep: a person needs a profile photo; a travel company, its fleet's. */
const PERSONAL_QUOTA: UploadQuota = {
  dailyLimit: UPLOAD_DAILY_LIMIT,
  storageMaxBytes: UPLOAD_STORAGE_MAX_BYTES,
};
const FLEET_QUOTA: UploadQuota = {
  dailyLimit: PARTNER_UPLOAD_DAILY_LIMIT,
  storageMaxBytes: PARTNER_UPLOAD_STORAGE_MAX_BYTES,
};
const QUOTAS: Record<UserRole, UploadQuota> = {
  customer: PERSONAL_QUOTA,
  partner: FLEET_QUOTA,
  operator: FLEET_QUOTA,
};

const QUOTA_ERRORS: Record<QuotaRefusal, (quota: UploadQuota) => HttpError> = {
  daily_limit: (quota) => new HttpError(429, 'upload_daily_limit', { max: quota.dailyLimit }),
  storage_full: (quota) =>
    new HttpError(413, 'upload_storage_full', { mb: quota.storageMaxBytes / MB }),
};

/**
 * `?visibility=private` keeps a picture from everyone but its uploader and operators until a
 * record that may show it to others takes it: a receipt, until its trip completes.
 */
const UploadQuerySchema = z.object({
  visibility: z.optional(
    z.enum(['public', 'private'], { error: 'visibility is public or private' }),
  ),
});

/** The profile photo form: one image in its file field, at most 5 MB. */
const UPLOAD_FORM: FormRules = {
  fileField: UPLOAD_FIELD,
  maxFileBytes: UPLOAD_MAX_BYTES,
  tooLarge: () => new HttpError(413, 'upload_too_large', { mb: UPLOAD_MAX_BYTES / MB }),
  tooManyFiles: () => badRequest('upload_one_at_a_time'),
};

/** docs/product/storefront.md#account: the profile form uploads its photo here, then saves the returned path. */
/**
 * A small file can still describe a huge picture (a 214 KB PNG of 15000 × 15000 is 900 MB once
 * a phone decodes it). The size is read from the file's header, never by decoding it: a
 * picture over UPLOAD_MAX_PIXELS, or one whose header cannot be read, is refused.
 */
function assertDrawable(content: Buffer): void {
  let pixels: number;
  try {
    const { width, height } = imageSize(content);
    pixels = width * height;
  } catch {
    throw badRequest(IMAGE_TYPE_MESSAGE);
  }
  if (!(pixels > 0)) throw badRequest(IMAGE_TYPE_MESSAGE);
  if (pixels > UPLOAD_MAX_PIXELS)
    throw badRequest('upload_too_many_pixels', { mp: UPLOAD_MAX_PIXELS / 1_000_000 });
}

export const uploadsModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const repository = createUploadsRepository(db);

  // docs/product/storefront.md#uploads: only signed-in users, only real images (by content, not name), at most 5 MB; and
  // per account at most a day's number and a total kept (QUOTAS: more for a travel company).
  app.post(
    '/uploads',
    {
      onRequest: guards.requireUser,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Upload a picture and get its path',
        errors: {
          400: 'The body is not a form with one image in its file field, or the file is not a supported image.',
          413: `The image is larger than ${UPLOAD_MAX_BYTES / MB} MB.`,
        },
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        description: `One PNG, JPEG, WebP, GIF or AVIF image of at most 5 MB in the multipart field "${UPLOAD_FIELD}"; at most ${UPLOAD_DAILY_LIMIT} a day and ${UPLOAD_STORAGE_MAX_BYTES / MB} MB in all per customer account, ${PARTNER_UPLOAD_DAILY_LIMIT} a day and ${PARTNER_UPLOAD_STORAGE_MAX_BYTES / MB} MB for a travel company's.`,
        response: { 201: UploadResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw badRequest('upload_not_multipart', { field: UPLOAD_FIELD });

      const { file } = await readMultipartForm(request, UPLOAD_FORM);
      if (!file) throw badRequest('upload_no_file', { field: UPLOAD_FIELD });
      const { content } = file;
      const type = await fileTypeFromBuffer(content);
      if (!type || !UPLOAD_MIME_TYPES.includes(type.mime)) throw badRequest(IMAGE_TYPE_MESSAGE);
      assertDrawable(content);

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
          private: request.query.visibility === 'private',
        },
        QUOTAS[user.role],
      );
      if (refusal) throw QUOTA_ERRORS[refusal](QUOTAS[user.role]);
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
 *
 * A car's photo is public only once a car showing it is live at a verified company: before, its
 * own account (and an operator reviewing the car) reads it with its token, privately; anyone
 * else gets the 404 of a name that does not exist, so a draft's photos cannot be found early.
 */
export const uploadedFilesModule: FeatureModule = (app, { config, db, guards }) => {
  const repository = createUploadsRepository(db);

  app.get(
    '/uploads/:fileName',
    {
      // Pictures in pages come without a token; only a private photo's owner sends one.
      onRequest: guards.optionalUser,
      schema: {
        summary: 'Download an uploaded picture (a car photo is public once the car is live)',
        errors: {
          404: "No upload has this name, or it is a photo of a car that is not live at a verified company, or a receipt of a trip's expense, and the token is not its uploader's, the trip's customer's or an operator's.",
        },
        answers: {
          200: fileAnswer(
            "The picture in its own type. Public pictures are cacheable for a year (an upload is never rewritten); a car's photo before the car is live is answered only to its uploader or an operator, never cached.",
            UPLOAD_MIME_TYPES,
          ),
          304: { description: 'The picture has the ETag named in If-None-Match.', type: 'null' },
        },
        tags: ['uploads'],
        params: z.object({ fileName: z.string() }),
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      const upload = await repository.findByFileName(fileName);
      const viewer = request.user;
      const mayRead =
        upload !== null &&
        (upload.audience === 'public' ||
          viewer?.id === upload.userId ||
          viewer?.role === 'operator' ||
          (upload.audience === 'booking' && viewer?.id === upload.customerId));
      // A file a version before migration 0005 wrote to disk is served from there.
      const content = mayRead
        ? (upload.content ?? (await readUploadFromDisk(config.uploadsDir, fileName)))
        : null;
      if (!upload || !content) {
        // Not even a cache in front may keep the 404: the car may go live in a minute.
        reply.header('Cache-Control', 'no-store');
        throw notFound(NOT_FOUND_MESSAGE);
      }

      const etag = `"${upload.contentHash ?? contentHashOf(content)}"`;
      reply
        .header('ETag', etag)
        .header(
          'Cache-Control',
          upload.audience === 'public'
            ? // A new upload gets a new random name and is never rewritten: cache it like a hashed asset.
              'public, max-age=31536000, immutable'
            : // Never kept anywhere, so it stops showing the moment its owner loses it.
              'private, no-store',
        )
        .header('X-Content-Type-Options', 'nosniff')
        // The web app may live on another origin than the API (docs/product/storefront.md#api-calls: a configurable base).
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (matchesETag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(upload.mimeType).send(content);
    },
  );
};
