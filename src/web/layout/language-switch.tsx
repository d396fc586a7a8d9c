import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
} from '@shared/constants';
import { GlobeIcon } from '../components/icons';
import { changeLanguage, currentLanguage, LANGUAGE_PARAM } from '../lib/i18n/i18n';
import { LANGUAGE_NAMES } from '../lib/i18n/language-names';

/** The language chooser of the top bar and the mobile drawer; the choice is remembered. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [pending, setPending] = useState(false);
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;

  async function choose(next: Language) {
    setPending(true);
    try {
      await changeLanguage(next);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <GlobeIcon className="pointer-events-none absolute left-2.5 h-4 w-4 text-brand-700" />
      <select
        id={id}
        value={language}
        disabled={pending}
        aria-busy={pending}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-full border border-slate-200 bg-white py-1 pl-8 pr-3 text-sm font-semibold text-brand-900 hover:border-brand-200 hover:bg-brand-50"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_TAGS[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Keeps `?lang=` in the address while a language other than English is shown, so a copied link
 * opens in the same language (English needs no parameter, and a page's state is kept).
 */
export function LanguageInUrl() {
  const { i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const language = i18n.locale;

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const inUrl = params.get(LANGUAGE_PARAM);
    const wanted = currentLanguage() === DEFAULT_LANGUAGE ? null : language;
    if (inUrl === wanted) return;
    if (wanted) params.set(LANGUAGE_PARAM, wanted);
    else params.delete(LANGUAGE_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [language, location, navigate]);

  return null;
}
