import * as z from 'zod/mini';
import { LANGUAGES } from '../constants.js';
import { messageRef } from '../message-ref.js';

// docs/product/storefront.md#languages: the reader's choice, kept with the account for what is sent to them.
// A contract of its own: the layout saves it on every page, and must not carry the account forms.
export const LanguageSchema = /* @__PURE__ */ z.enum(LANGUAGES, {
  error: messageRef('language_invalid'),
});

export const LanguageBodySchema = /* @__PURE__ */ z.object({ language: LanguageSchema });
export type LanguageBody = z.infer<typeof LanguageBodySchema>;

export const LanguageResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  language: LanguageSchema,
});
