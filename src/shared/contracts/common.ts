import { z } from 'zod';

/** Ids are UUIDs carried as strings in `_id` (DESIGN: API contract). */
export const IdSchema = z.uuid({ error: 'Invalid id' });
export const IdParamsSchema = z.object({ id: IdSchema });

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** Every 4xx and 5xx answer: `{ success: false, message, errors? }`. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Timestamps travel as ISO 8601 strings. */
export const TimestampSchema = z.string();

/** A required text field: trimmed, not blank, bounded. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
}

/** An optional profile-style text: trimmed, empty string when not set. */
export function optionalText(max: number) {
  return z.string().trim().max(max, `Must be at most ${max} characters`).default('');
}

/** Image fields hold a path under the server (`/uploads/...`) or an absolute http(s) URL. */
export const ImageReferenceSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || value.startsWith('/uploads/') || /^https?:\/\//.test(value), {
    message: 'Image must be an uploaded image path or an http(s) URL',
  });
