import type { Language } from '@shared/constants';

/**
 * The web font of a language's script, fetched only once that language is shown. An English page
 * then downloads no font at all (its text, and the switcher's "తెలుగు" and "हिन्दी", use the
 * device's own fonts, which every phone and desktop has for both scripts), and a Telugu page
 * downloads only the Telugu face. The text shows at once and swaps when the face arrives.
 */
const SCRIPT_FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  te: () => import('./fonts/telugu.css'),
  hi: () => import('./fonts/devanagari.css'),
};

export function loadScriptFont(language: Language): void {
  // A font that fails to arrive leaves the device's font in place: nothing to tell the reader.
  SCRIPT_FONTS[language]?.().catch(() => undefined);
}
