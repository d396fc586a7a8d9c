import type { ReactNode } from 'react';

/** A content record as the API answers it in the reader's language (decision 014). */
interface InLanguage {
  /** The fields answered in English: the operators have not written them in this language. */
  inEnglish: readonly string[];
}

/**
 * `lang="en"` for a field the API answered in English on a Telugu or Hindi page, so screen
 * readers say it with English sounds; nothing when it is in the page's language.
 */
export const langOf = (item: InLanguage, field: string): 'en' | undefined =>
  item.inEnglish.includes(field) ? 'en' : undefined;

/**
 * A small note that some of the record's words are in English. Its words come from the page
 * that shows it (`children`), so they stay in that page's catalogue and off the home page.
 */
export function EnglishNote({
  item,
  fields,
  children,
}: {
  item: InLanguage;
  fields: readonly string[];
  children: ReactNode;
}) {
  if (!fields.some((field) => item.inEnglish.includes(field))) return null;
  return (
    <span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-muted">
      {children}
    </span>
  );
}
