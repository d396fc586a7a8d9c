import type { Language } from '@shared/constants';

/** Each language named in itself, so a reader finds their own whatever is shown now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a language's own name is never translated
  en: 'English',
  te: 'తెలుగు',
  hi: 'हिन्दी',
};
