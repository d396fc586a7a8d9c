import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_TAGS,
  LANGUAGES,
  STORAGE_KEYS,
  type Language,
} from '@shared/constants';
import { STOREFRONT_AREAS, type CatalogArea } from './areas';
import { loadScriptFont } from './script-fonts';

/**
 * Areas whose pages also show shared pieces with a catalogue of their own: a quote line by line
 * (components/booking), the portal's and the console's page parts (components/console), the
 * form pieces (components/form), the languages drivers speak (lib/i18n/driver-languages.ts) and
 * the API's answers when something fails (lib/i18n/server-messages.ts).
 */
const AREA_PARTS: Partial<Record<CatalogArea, CatalogArea[]>> = {
  cars: ['driver-parts', 'form-parts', 'server-messages'],
  account: ['server-messages'],
  info: ['form-parts'],
  bookings: ['booking-parts', 'driver-parts', 'form-parts', 'server-messages'],
  partner: ['booking-parts', 'console-parts', 'driver-parts', 'form-parts', 'server-messages'],
  ops: ['booking-parts', 'console-parts', 'form-parts', 'server-messages'],
};

/** The query parameter that opens a page in a language: a shared link keeps its language. */
export const LANGUAGE_PARAM = 'lang';

// Vite makes one chunk of each catalogue; lingui's plugin compiles the .po on the way.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

const loaded = new Set<string>();
/** The areas shown so far: a language switch fetches each of them in the new language. */
const areasInUse = new Set<CatalogArea>(['common']);

async function loadCatalog(language: Language, area: CatalogArea): Promise<void> {
  const key = `${language}/${area}`;
  if (loaded.has(key)) return;
  const load = catalogs[`../../locales/${key}.po`];
  if (!load) throw new Error(`No message catalogue ${key}`);
  const { messages } = await load();
  i18n.load(language, messages);
  loaded.add(key);
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

function store(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
}

/**
 * The language to open in: a `?lang=` in the address (a shared link), then the reader's last
 * choice, then the browser's languages, then English.
 */
export function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isLanguage(fromUrl)) return fromUrl;
  const stored = readStored();
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function apply(language: Language): void {
  // Intl (numbers, rupees, dates) formats with the Indian tag: lakh grouping in all three.
  i18n.activate(language, [LANGUAGE_TAGS[language]]);
  document.documentElement.lang = LANGUAGE_TAGS[language];
  loadScriptFont(language);
}

/** Loads the first screen's messages and activates the language; called once before render. */
export async function startI18n(language: Language = initialLanguage()): Promise<void> {
  await loadCatalog(language, 'common');
  // Remember a language that came with a link, so the next page opens in it too.
  store(language);
  apply(language);
}

/**
 * Fetches an area's messages in the current language; a page's chunk waits for it. The first
 * page's area may be asked for before the app starts, in the language it will start in.
 */
export async function loadArea(
  area: CatalogArea,
  language: Language = currentLanguage(),
): Promise<void> {
  const areas = [area, ...(AREA_PARTS[area] ?? [])];
  for (const each of areas) areasInUse.add(each);
  await Promise.all(areas.map((each) => loadCatalog(language, each)));
}

/**
 * Every storefront area's messages in `language`: the server draws any public page in any
 * language, and a part of a page loaded on its own (a dialog, the availability calendar) asks for
 * its area only once. A message reads the same in every one of these areas (a test checks), so
 * which of them a page has loaded never changes its words.
 */
export async function loadStorefrontAreas(language: Language): Promise<void> {
  await Promise.all(STOREFRONT_AREAS.map((area) => loadCatalog(language, area)));
}

/** Switches every shown area to `language`, then re-renders in it, and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadCatalog(language, area)));
  store(language);
  apply(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

export { i18n, LANGUAGES };
