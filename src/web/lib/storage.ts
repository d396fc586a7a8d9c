import {
  CATEGORIES,
  DEFAULT_CATEGORY,
  DEFAULT_CITY,
  isCity,
  STORAGE_KEYS,
  type Category,
  type City,
} from '@shared/constants';

// Browser storage can throw (private mode, blocked cookies): the site must keep working.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the preference simply is not remembered.
  }
}

const isCategory = (value: string | null): value is Category =>
  (CATEGORIES as readonly string[]).includes(value ?? '');

/** docs/product/storefront.md#records-and-fields: stored preferences with their defaults. */
export const preferences = {
  /**
   * The customer's city: one value for the home search and the category pages. It is written
   * under both of the specification's keys (searchValue, selectedCity), so neither can name
   * another city; an older browser that has only one of them is read from that one.
   */
  city(): City {
    const value = read(STORAGE_KEYS.city);
    if (isCity(value)) return value;
    const selected = read(STORAGE_KEYS.selectedCity);
    return isCity(selected) ? selected : DEFAULT_CITY;
  },
  setCity(city: City) {
    write(STORAGE_KEYS.city, city);
    write(STORAGE_KEYS.selectedCity, city);
  },
  category(): Category {
    const value = read(STORAGE_KEYS.category);
    return isCategory(value) ? value : DEFAULT_CATEGORY;
  },
  setCategory(category: Category) {
    write(STORAGE_KEYS.category, category);
  },
};

const AUTH_EVENT = 'saarthi:auth-changed';
const SESSION_ENDED_EVENT = 'saarthi:session-ended';
/** A session ended before anything listened (the toasts load once the page is idle). */
let sessionEndedUnheard = false;

/** docs/product/storefront.md#who-may-do-what: the auth token lives under `auth-token`; its presence is the signed-in state. */
export const authToken = {
  get(): string | null {
    return read(STORAGE_KEYS.authToken);
  },
  set(token: string) {
    write(STORAGE_KEYS.authToken, token);
    window.dispatchEvent(new Event(AUTH_EVENT));
  },
  clear() {
    write(STORAGE_KEYS.authToken, null);
    window.dispatchEvent(new Event(AUTH_EVENT));
  },
  /**
   * The server refused `sent` (a 401): an expired, revoked or invalid token is forgotten on the
   * first refusal, so the header shows the signed-out state and no later request sends it.
   * Only the token that was refused is forgotten: a login meanwhile keeps its new one.
   */
  refused(sent: string) {
    if (read(STORAGE_KEYS.authToken) !== sent) return;
    authToken.clear();
    sessionEndedUnheard = true;
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  },
  /**
   * Calls back once for each session that ended in this tab, including one that ended before
   * the call: the one place that tells the customer (layout/toast-container.tsx).
   */
  onSessionEnded(callback: () => void): () => void {
    const hear = () => {
      sessionEndedUnheard = false;
      callback();
    };
    if (sessionEndedUnheard) hear();
    window.addEventListener(SESSION_ENDED_EVENT, hear);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, hear);
  },
  /** Calls back when the token changes in this tab or another. */
  subscribe(callback: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.authToken || event.key === null) callback();
    };
    window.addEventListener(AUTH_EVENT, callback);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(AUTH_EVENT, callback);
      window.removeEventListener('storage', onStorage);
    };
  },
};
