// Contracts are written with zod/mini: the browser parses every answer with them, and zod's
// method-chaining build would be the largest library on the home page (decision 005).
import * as z from 'zod/mini';
import { messageRef, type MessageCode, type MessageParams } from '../message-ref.js';

/** Ids are UUIDs carried as strings in `_id` (docs/product/storefront.md#api-calls). */
export const IdSchema = /* @__PURE__ */ z.uuid({ error: messageRef('invalid_id') });
export const IdParamsSchema = /* @__PURE__ */ z.object({ id: IdSchema });

/**
 * A message's values (`{ max: 60 }`). A loose object rather than z.record: the record check
 * would be the only one of its kind in the web app, and zod's chunk, which the home page loads,
 * would carry it.
 */
const ParamsSchema = /* @__PURE__ */ z.optional(
  z.looseObject({}) as unknown as z.ZodMiniType<MessageParams>,
);

/**
 * What an answer says, as `message-ref.ts` carries it: the English `message`, the `code` a client
 * words it by in its reader's language, and the values the words take.
 */
export const SaidFields = { message: z.string(), code: z.string(), params: ParamsSchema };
/** The same, for an answer that says something only sometimes. */
export const OptionalSaidFields = {
  message: z.optional(z.string()),
  code: z.optional(z.string()),
  params: ParamsSchema,
};

export const FieldErrorSchema = /* @__PURE__ */ z.object({
  path: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
  params: ParamsSchema,
});

/** Every 4xx and 5xx answer: `{ success: false, message, code, errors? }`. */
export const ErrorResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(false),
  message: z.string(),
  // Every answer of this API has one; a reader keeps a message without one (another hop's answer).
  code: z.optional(z.string()),
  params: ParamsSchema,
  errors: z.optional(z.array(FieldErrorSchema)),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = /* @__PURE__ */ z.object({
  success: z.boolean(),
  ...SaidFields,
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/**
 * The fields of a content record answered in English because the asked language (`?lang=`) has
 * none of its own: empty when everything is in the asked language, and always for English
 * (decision 014). Here rather than with the rest of the content languages: the home page reads it.
 */
export const InEnglishSchema = /* @__PURE__ */ z.array(z.string());

/** Timestamps travel as ISO 8601 strings. */
export const TimestampSchema = /* @__PURE__ */ z.string();

/** At most `max` characters, with the message every form shows for it. */
const maxChars = (max: number) => z.maxLength(max, messageRef('max_chars', { max }));

/** A required text field: trimmed, not blank, bounded. */
export function requiredText(message: string, max: number) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), maxChars(max));
}

/** An optional profile-style text: trimmed, empty string when not set. */
export function optionalText(max: number) {
  return z._default(z.string().check(z.trim(), maxChars(max)), '');
}

/** Image fields hold a path under the server (`/uploads/...`) or an absolute http(s) URL. */
export const ImageReferenceSchema = /* @__PURE__ */ z.string().check(
  z.trim(),
  z.maxLength(500),
  z.refine((value) => value === '' || value.startsWith('/uploads/') || /^https?:\/\//.test(value), {
    message: messageRef('image_reference_invalid'),
  }),
);

/**
 * A search's first and last India day (`from`, `to`, both included), refused on `to` with
 * `code` when the two are the wrong way round.
 */
export const daysInOrder = <Query extends { from?: string | undefined; to?: string | undefined }>(
  code: MessageCode,
) =>
  z.refine<Query>((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: messageRef(code),
  });
