import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { isLanguage, type Language } from '@shared/constants';
import { LanguageResponseSchema } from '@shared/contracts/language';
import { apiRequest } from '../api-client';
import { useAuth } from '../use-auth';

const SAVED_KEY = 'saarthi-language-saved';

export const saveLanguagePreference = (language: Language) =>
  apiRequest('/api/user/language', {
    method: 'PUT',
    body: { language },
    auth: true,
    schema: LanguageResponseSchema,
  });

function alreadySaved(marker: string): boolean {
  try {
    return window.sessionStorage.getItem(SAVED_KEY) === marker;
  } catch {
    return false;
  }
}

function rememberSaved(marker: string): void {
  try {
    window.sessionStorage.setItem(SAVED_KEY, marker);
  } catch {
    // Private mode: the language is saved again on the next visit, which is harmless.
  }
}

/**
 * Keeps a signed-in person's language with their account, so what Saarthi sends them (booking
 * e-mails) is in the language they read the site in: once per sign-in and language, not per page.
 */
export function useLanguagePreferenceSync(): void {
  const { token } = useAuth();
  const { i18n } = useLingui();
  const language = i18n.locale;

  useEffect(() => {
    if (!token || !isLanguage(language)) return;
    const marker = `${token.slice(-16)}:${language}`;
    if (alreadySaved(marker)) return;
    saveLanguagePreference(language).then(
      () => rememberSaved(marker),
      // Not saved (offline, or the session ended): the next page load tries again.
      () => undefined,
    );
  }, [token, language]);
}
