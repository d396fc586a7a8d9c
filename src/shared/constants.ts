/** Business constants of the storefront (docs/product/storefront.md#constants), shared by the server and the web app. */

export const PRODUCT_NAME = 'Saarthi';

// docs/product/storefront.md#who-it-serves: the five cities, Vijayawada first because it is the default.
export const CITIES = ['Vijayawada', 'Guntur', 'Hyderabad', 'Visakhapatnam', 'Tirupati'] as const;
export type City = (typeof CITIES)[number];
export const DEFAULT_CITY: City = 'Vijayawada';
export const isCity = (value: unknown): value is City =>
  (CITIES as readonly unknown[]).includes(value);

export const CATEGORIES = ['regular', 'prime', 'luxury'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'regular';

// docs/product/storefront.md#who-it-serves: what a car is listed for; the category page shows rental cars.
export const SERVICE_TYPES = ['rental', 'outstation', 'airport', 'events'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const DEFAULT_SERVICE_TYPE: ServiceType = 'rental';

// docs/product/marketplace.md#roles-and-accounts: one role per account, read from the database per request.
export const USER_ROLES = ['customer', 'partner', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// docs/product/storefront.md#constants: the category page shows at most 6 cars; listing pages 12 first, then 6 per load.
export const CATEGORY_PAGE_CAR_LIMIT = 6;
export const LISTING_FIRST_PAGE = 12;
export const LISTING_PAGE_STEP = 6;

// docs/product/storefront.md#keyset-pages-and-the-true-count: the car list is paginated on the server.
export const CAR_LIST_DEFAULT_LIMIT = 24;
export const CAR_LIST_MAX_LIMIT = 100;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

// docs/product/storefront.md#uploads: uploads are real images of at most 5 MB.
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The largest picture (width × height) an upload may describe: 25 megapixels. */
export const UPLOAD_MAX_PIXELS = 25_000_000;
export const UPLOAD_FIELD = 'car_image';
// Per account: a profile needs one photo, so twenty a day is generous for a person and keeps one
// account from filling the database; unused uploads are removed after a day.
export const UPLOAD_DAILY_LIMIT = 20;
export const UPLOAD_STORAGE_MAX_BYTES = 50 * 1024 * 1024;

// Text limits that keep one request from filling the database.
export const TEXT_LIMITS = {
  name: 80,
  email: 254,
  password: { min: 8, max: 128 },
  comment: 1000,
  message: 2000,
  address: 300,
  path: 500,
} as const;

// docs/product/storefront.md#records-and-fields: browser storage keys.
// docs/product/storefront.md#languages: every screen in English, Telugu and Hindi. Each is formatted with
// Indian conventions (lakh and crore grouping, Asia/Kolkata dates) through its -IN tag.
export const LANGUAGES = ['en', 'te', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };
export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

export const STORAGE_KEYS = {
  authToken: 'auth-token',
  language: 'saarthi-language',
  city: 'searchValue',
  category: 'selectedOption',
  selectedCity: 'selectedCity',
} as const;

// docs/product/storefront.md#constants: help desk and typewriter timings.
export const HELP_DESK = {
  autoExpandEveryMs: 120_000,
  autoExpandForMs: 3_000,
  callDelayMs: 100,
} as const;

export const TYPEWRITER = {
  speed: 40,
  pauseMs: 2_000,
} as const;

export const TOAST_DEFAULTS = {
  autoCloseMs: 5_000,
  position: 'top-right',
  dragPercent: 80,
} as const;
