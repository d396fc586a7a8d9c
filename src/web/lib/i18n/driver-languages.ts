import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DRIVER_LANGUAGES, type DriverLanguage } from '@shared/partner-constants';

/**
 * The languages a driver may speak, in the reader's words (the wire keeps the English name), for
 * the car page, the customer's trip and the partner's drivers alike. A catalogue of their own
 * (`driver-parts`), so neither the first screen nor a page without drivers carries them.
 */
export const DRIVER_LANGUAGE_LABELS: Record<DriverLanguage, MessageDescriptor> = {
  Telugu: msg`Telugu`,
  Hindi: msg`Hindi`,
  English: msg`English`,
  Tamil: msg`Tamil`,
  Kannada: msg`Kannada`,
  Urdu: msg`Urdu`,
};

export const isDriverLanguage = (value: string): value is DriverLanguage =>
  (DRIVER_LANGUAGES as readonly string[]).includes(value);

/**
 * "Telugu, Hindi and English" in the reader's language (`tag`: en-IN, te-IN, hi-IN); a language
 * the list does not know is shown as the API names it.
 */
export function languageList(i18n: I18n, tag: string, languages: readonly string[]): string {
  const names = languages.map((language) =>
    isDriverLanguage(language) ? i18n._(DRIVER_LANGUAGE_LABELS[language]) : language,
  );
  let list = lists.get(tag);
  if (!list) {
    list = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' });
    lists.set(tag, list);
  }
  return list.format(names);
}

/** One list formatter per language: making one costs far more than using it. */
const lists = new Map<string, Intl.ListFormat>();
