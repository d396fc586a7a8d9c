import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LANGUAGES, type Language } from '@shared/constants';
import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Translations,
} from '@shared/contracts/content-languages';
import { LANGUAGE_NAMES } from '../../lib/i18n/language-names';
import { loadScriptFont } from '../../lib/i18n/script-fonts';

/**
 * Which language the form's words are being written in (decision 014). English is the record's
 * own fields and is required; Telugu and Hindi are optional, and the site shows the English
 * field wherever one is left empty. A language whose fields have an error is marked, so a
 * mistake in a hidden language is found.
 */
export function LanguageTabs({
  value,
  onChange,
  invalid,
}: {
  value: Language;
  onChange: (language: Language) => void;
  invalid: Partial<Record<Language, boolean>>;
}) {
  const { t } = useLingui();
  // The console is usually in English, which loads no script font; the Telugu and Hindi words
  // written here need theirs wherever the device has none.
  useEffect(() => {
    for (const language of TRANSLATION_LANGUAGES) loadScriptFont(language);
  }, []);
  return (
    <div className="rounded-card border border-slate-200 bg-slate-50 p-3">
      <div role="group" aria-label={t`Language of the text`} className="flex flex-wrap gap-2">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            aria-pressed={value === language}
            onClick={() => onChange(language)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition-colors ${
              value === language
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-brand-900 ring-slate-300 hover:bg-brand-50'
            }`}
          >
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            {invalid[language] ? (
              <span className="ml-1.5 text-danger" aria-hidden="true">
                •
              </span>
            ) : null}
            {invalid[language] ? <span className="sr-only"> {t`(needs correcting)`}</span> : null}
          </button>
        ))}
      </div>
      <p className="mt-2 text-sm text-muted">
        {value === 'en' ? (
          <Trans>
            English is required. Telugu and Hindi are optional: where one is empty, the site shows
            the English words, marked as English.
          </Trans>
        ) : (
          <Trans>
            Optional, with the same limits as English. Leave a field empty to show the English one.
          </Trans>
        )}
      </p>
    </div>
  );
}

/** The form's starting translations: every field of both languages, '' where none is written. */
export function translationValues<Field extends string>(
  fields: readonly Field[],
  translations: Translations<Field> | undefined,
): Record<TranslationLanguage, Record<Field, string>> {
  const values = {} as Record<TranslationLanguage, Record<Field, string>>;
  for (const language of TRANSLATION_LANGUAGES) {
    values[language] = {} as Record<Field, string>;
    for (const field of fields) values[language][field] = translations?.[language]?.[field] ?? '';
  }
  return values;
}

/** Whether a language's fields have an error, from the form's errors. */
export function invalidLanguages(errors: {
  translations?: Partial<Record<TranslationLanguage, unknown>>;
}): Partial<Record<Language, boolean>> {
  return { te: Boolean(errors.translations?.te), hi: Boolean(errors.translations?.hi) };
}

/** A translated field's registration, with its language on the box (screen readers, fonts). */
export const inLanguage = (registration: UseFormRegisterReturn, language: Language) =>
  Object.assign(registration, { lang: language });

/** The form field's name in the chosen language: `question`, `translations.te.question`. */
export const fieldIn = <Field extends string>(language: Language, field: Field) =>
  language === 'en' ? field : (`translations.${language}.${field}` as const);
