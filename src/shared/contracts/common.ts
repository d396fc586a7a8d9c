// Contracts are written with zod/mini: the browser parses every answer with them, and zod's
// method-chaining build would be the largest library on the home page (issue 5, decision 005).
import * as z from 'zod/mini';
import { messageText } from '../messages.js';

/** Ids are UUIDs carried as strings in `_id` (DESIGN: API contract). */
export const IdSchema = z.uuid({ error: messageText('invalid_id') });
export const IdParamsSchema = z.object({ id: IdSchema });

/** `code` names the message in `shared/messages.ts`, so a client can show it in its language. */
export const FieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
});

/** Every 4xx and 5xx answer: `{ success: false, message, code, errors? }`. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  // Every answer of this API has one; a reader keeps a message without one (another hop's answer).
  code: z.optional(z.string()),
  errors: z.optional(z.array(FieldErrorSchema)),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Timestamps travel as ISO 8601 strings. */
export const TimestampSchema = z.string();

/** At most `max` characters, with the message every form shows for it. */
const maxChars = (max: number) => z.maxLength(max, messageText('max_chars', { max }));

/** A required text field: trimmed, not blank, bounded. */
export function requiredText(message: string, max: number) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), maxChars(max));
}

/** An optional profile-style text: trimmed, empty string when not set. */
export function optionalText(max: number) {
  return z._default(z.string().check(z.trim(), maxChars(max)), '');
}

/** Image fields hold a path under the server (`/uploads/...`) or an absolute http(s) URL. */
export const ImageReferenceSchema = z.string().check(
  z.trim(),
  z.maxLength(500),
  z.refine((value) => value === '' || value.startsWith('/uploads/') || /^https?:\/\//.test(value), {
    message: messageText('image_reference_invalid'),
  }),
);
