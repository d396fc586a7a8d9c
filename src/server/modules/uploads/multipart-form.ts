import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../http/errors.js';

/** The one file of a form, read whole into memory (never more than its route's limit). */
export interface FormFile {
  content: Buffer;
  /** The name the file had on the sender's device, as the form sent it (untrusted). */
  fileName: string;
}

export interface MultipartForm {
  /** The text fields the route named, each as first sent; any other field is left out. */
  fields: Partial<Record<string, string>>;
  /** The file of the route's file field, or null when the form had none there. */
  file: FormFile | null;
}

export interface FormRules {
  /** The field that carries the file; a file in any other field is read past and dropped. */
  fileField: string;
  maxFileBytes: number;
  /** The text fields the route reads. */
  textFields?: readonly string[];
  /** The answer for a file over `maxFileBytes`, in the route's own words. */
  tooLarge: () => HttpError;
  /** The answer for a second file. */
  tooManyFiles: () => HttpError;
}

// Room for a few fields a client adds that the route does not read (they are ignored, not
// refused), while bounding how much a form may make the server parse.
const EXTRA_TEXT_FIELDS = 6;
// Every text field a route reads is short (ids, dates, names of choices).
const TEXT_FIELD_MAX_BYTES = 1024;

/** What the multipart plugin throws, as an answer the client can act on. */
function multipartError(error: unknown, rules: FormRules): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return rules.tooLarge();
  if (code === 'FST_FILES_LIMIT') return rules.tooManyFiles();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new HttpError(413, 'request_too_large');
  // Everything else here comes from parsing the client's body (a malformed or cut-off form).
  return badRequest('upload_unreadable');
}

/**
 * Reads a whole multipart form: its text fields and its one file, in memory (a few MB at most).
 * Nothing is stored while the form arrives, so a refused form never leaves half a file behind;
 * the route checks fields and file once all of it is here, whatever order the client sent.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: FormRules,
): Promise<MultipartForm> {
  const textFields = rules.textFields ?? [];
  const fields: Partial<Record<string, string>> = {};
  let file: FormFile | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: rules.maxFileBytes,
        files: 1,
        fields: textFields.length + EXTRA_TEXT_FIELDS,
        fieldSize: TEXT_FIELD_MAX_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField) {
          // Read past it: the parser only moves on to the next part once this one is consumed.
          part.file.resume();
          continue;
        }
        const content = await part.toBuffer();
        // The plugin throws when a file passes the limit; a truncated stream is the same case.
        if (part.file.truncated) throw rules.tooLarge();
        file = { content, fileName: part.filename };
      } else if (
        textFields.includes(part.fieldname) &&
        fields[part.fieldname] === undefined &&
        typeof part.value === 'string'
      ) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error, rules);
  }
  return { fields, file };
}
