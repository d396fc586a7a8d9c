import type { Language } from '../../../shared/constants.js';
import type { Translations } from '../../../shared/contracts/content-languages.js';

/**
 * A content record as the storefront reads it in `lang` (decision 014): each translated field in
 * that language, or in English when the operators have not written it in that language, and
 * `inEnglish` naming the fields that fell back so the page can mark them `lang="en"`. The stored
 * translations themselves stay on the server.
 */
export function inLanguage<Row extends { translations: Translations<string> }>(
  row: Row,
  fields: readonly (keyof Row & string)[],
  lang: Language = 'en',
): Omit<Row, 'translations'> & { inEnglish: string[] } {
  const { translations, ...rest } = row;
  if (lang === 'en') return { ...rest, inEnglish: [] };
  const words: Partial<Record<string, string>> = translations[lang] ?? {};
  const answer: Record<string, unknown> = { ...rest };
  const inEnglish: string[] = [];
  for (const field of fields) {
    const text = words[field];
    if (typeof text === 'string' && text.trim() !== '') answer[field] = text;
    else inEnglish.push(field);
  }
  return { ...(answer as Omit<Row, 'translations'>), inEnglish };
}
