/**
 * The Saarthi team's own words in the reader's language (docs/product/marketplace.md#content,
 * decision 014). Operators write each text field in English (required) and may add its Telugu
 * and Hindi versions under `translations`; the storefront asks with `?lang=` and is answered each
 * field in that language, or in English when that field has no translation. `inEnglish` names
 * the fields that fell back, so the page can mark them `lang="en"`.
 *
 * Kept apart from `content.ts`: the storefront's pages (the home page among them) read the
 * query and the answer's marker, and must not carry the console's forms.
 */
import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../constants.js';
import { messageRef } from '../message-ref.js';
import { optionalText } from './common.js';

export { InEnglishSchema } from './common.js';

/** The languages a translation is written in: English is the record's own fields. */
export const TRANSLATION_LANGUAGES = ['te', 'hi'] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** `?lang=te`: the language of the answer's text; English when left out. */
export const ContentLanguageQuerySchema = /* @__PURE__ */ z.object({
  lang: z.optional(z.enum(LANGUAGES, { error: messageRef('language_invalid') })),
});
export type ContentLanguageQuery = z.infer<typeof ContentLanguageQuerySchema>;

/**
 * One record's translations as operators write them: per language, the same fields with the same
 * limits as the English ones, each optional. A blank field is no translation (the reader gets
 * the English one), so it is dropped rather than kept as ''.
 */
export function translationsSchema<const Field extends string>(limits: Record<Field, number>) {
  const fields = Object.fromEntries(
    Object.entries<number>(limits).map(([field, max]) => [field, z.optional(optionalText(max))]),
  ) as Record<Field, z.ZodMiniOptional<ReturnType<typeof optionalText>>>;
  const language = z.pipe(
    z.object(fields),
    z.transform((value) =>
      Object.fromEntries(
        Object.entries(value).filter(([, text]) => typeof text === 'string' && text !== ''),
      ),
    ),
  ) as unknown as z.ZodMiniType<Partial<Record<Field, string>>, Partial<Record<Field, string>>>;
  return z._default(z.object({ te: z.optional(language), hi: z.optional(language) }), {});
}

/** A record's translations as stored and as the console reads them back. */
export type Translations<Field extends string> = Partial<
  Record<TranslationLanguage, Partial<Record<Field, string>>>
>;

/** The answer's translations: per language, any of the fields. */
export function translationsAnswerSchema<const Field extends string>(fields: readonly Field[]) {
  const language = z.object(
    Object.fromEntries(fields.map((field) => [field, z.optional(z.string())])) as Record<
      Field,
      z.ZodMiniOptional<z.ZodMiniString>
    >,
  );
  return z.object({ te: z.optional(language), hi: z.optional(language) });
}
