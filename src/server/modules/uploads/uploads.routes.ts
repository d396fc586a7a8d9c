import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../shared/constants.js';
import { UploadResponseSchema } from '../../../shared/contracts/users.js';
import { currentUser } from '../../http/auth.js';
import { HttpError, badRequest } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { createUploadsRepository } from './uploads.repository.js';
import { messageText } from '../../../shared/messages.js';

const NOT_MULTIPART_MESSAGE = messageText('upload_not_multipart', { field: UPLOAD_FIELD });
const NO_FILE_MESSAGE = messageText('upload_no_file', { field: UPLOAD_FIELD });
const TOO_LARGE_MESSAGE = messageText('upload_too_large', { mb: UPLOAD_MAX_BYTES / (1024 * 1024) });
const IMAGE_TYPE_MESSAGE = messageText('upload_image_type');

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
 * The one file of the form, in memory (at most 5 MB): nothing touches the disk until the whole
 * file has arrived and is known to be an image, so a rejected upload never leaves a partial file.
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
export const uploadsModule: FeatureModule = (app, { config, db, guards }) => {
  const repository = createUploadsRepository(db);

  // DESIGN 9: only signed-in users, only real images (by content, not name), at most 5 MB.
  app.post(
    '/uploads',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['uploads'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        description: `One PNG, JPEG, WebP, GIF or AVIF image of at most 5 MB in the multipart field "${UPLOAD_FIELD}".`,
        response: { 201: UploadResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw badRequest(NOT_MULTIPART_MESSAGE);

      const content = await readUploadedFile(request);
      const type = await fileTypeFromBuffer(content);
      if (!type || !UPLOAD_MIME_TYPES.includes(type.mime)) throw badRequest(IMAGE_TYPE_MESSAGE);

      // A random name: nothing of the client's file name reaches the disk or the URL.
      const fileName = `${randomUUID()}.${type.ext}`;
      const filePath = join(config.uploadsDir, fileName);
      await writeFile(filePath, content, { flag: 'wx' });
      try {
        await repository.record({
          userId: user.id,
          fileName,
          mimeType: type.mime,
          sizeBytes: content.length,
        });
      } catch (error) {
        await rm(filePath, { force: true });
        throw error;
      }
      return reply.code(201).send({ success: true, car_image_url: `/uploads/${fileName}` });
    },
  );
};
