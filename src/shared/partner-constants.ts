import type { City } from './constants.js';

/**
 * The partner portal's and the operator console's constants (docs/product/marketplace.md#partner-portal):
 * statuses, document kinds, driver languages, the fleet's limits. Apart from `constants.ts` so
 * that the storefront's first screen, which carries that file, never carries these.
 */

/** The fuels a partner can list a car with. */
export const FUEL_TYPES = ['Petrol', 'Diesel', 'CNG', 'Electric', 'Hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/**
 * The pictures an upload may be (docs/product/storefront.md#uploads), sniffed by the server; the portal's photo fields check
 * them before sending too. (The storefront's profile photo leaves the check to the server.)
 */
export const UPLOAD_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
];

/**
 * The GST state code of each city's state (the first two digits of a GSTIN): a company's GSTIN
 * is registered in the state of its city.
 */
export const CITY_GST_STATE: Record<City, { code: string; state: string }> = {
  Vijayawada: { code: '37', state: 'Andhra Pradesh' },
  Guntur: { code: '37', state: 'Andhra Pradesh' },
  Visakhapatnam: { code: '37', state: 'Andhra Pradesh' },
  Tirupati: { code: '37', state: 'Andhra Pradesh' },
  Hyderabad: { code: '36', state: 'Telangana' },
};

/** A travel company starts pending; an operator verifies or rejects it; it can be suspended. */
export const COMPANY_STATUSES = ['pending', 'verified', 'rejected', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** A car is draft → pending_review → live, or suspended; archived cars leave the fleet. */
export const CAR_STATUSES = ['draft', 'pending_review', 'live', 'suspended', 'archived'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

export const BODY_TYPES = ['hatchback', 'sedan', 'suv', 'muv', 'van', 'luxury_sedan'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const DRIVER_LANGUAGES = ['Telugu', 'Hindi', 'English', 'Tamil', 'Kannada', 'Urdu'] as const;
export type DriverLanguage = (typeof DRIVER_LANGUAGES)[number];

/** A contact reveal is a lead of the car's company, followed up to one of these. */
export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * docs/product/marketplace.md#partner-portal: the papers Saarthi checks, by what they are about. The GST
 * certificate has no expiry; every other document has one.
 */
export const DOCUMENT_KINDS = {
  company: ['gst_certificate'],
  car: ['rc', 'permit', 'fitness', 'insurance', 'puc'],
  driver: ['driving_licence', 'police_verification'],
} as const;
export type DocumentSubject = keyof typeof DOCUMENT_KINDS;
export type DocumentKind = (typeof DOCUMENT_KINDS)[DocumentSubject][number];
export const DOCUMENT_KIND_LIST = Object.values(DOCUMENT_KINDS).flat() as DocumentKind[];
export const DOCUMENT_KINDS_WITHOUT_EXPIRY: readonly DocumentKind[] = ['gst_certificate'];

/** The English name of each paper, for the API's own messages; the web app translates its own. */
export const DOCUMENT_KIND_NAMES: Record<DocumentKind, string> = {
  gst_certificate: 'GST certificate',
  rc: 'RC',
  permit: 'Permit',
  fitness: 'Fitness certificate',
  insurance: 'Insurance',
  puc: 'PUC certificate',
  driving_licence: 'Driving licence',
  police_verification: 'Police verification',
};

/**
 * Where a required paper stands (docs/product/verification.md): `valid` when a valid paper of the
 * kind has not expired; otherwise what the newest one is waiting for, or `missing`.
 */
export const PAPER_STATES = ['valid', 'pending', 'rejected', 'expired', 'missing'] as const;
export type PaperState = (typeof PAPER_STATES)[number];

/** The partner is warned this many days before a paper a live car or driver needs expires. */
export const PAPER_REMINDER_DAYS = [30, 7, 1] as const;

/** An operator checks each driver: pending until then; a rejected driver takes no booking. */
export const DRIVER_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** An operator sets pending documents valid or rejected; a document past its expiry is expired. */
export const DOCUMENT_STATUSES = ['pending', 'valid', 'rejected', 'expired'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** Documents are PDF scans or photos, sniffed by content, at most 5 MB, never public. */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_FIELD = 'document';
/** The partner is warned this many days before a document expires. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;

/** A car shows at most this many photos; the first is its cover. */
export const CAR_PHOTOS_MAX = 6;

/** docs/product/trips-and-money.md#rate-card-and-quotes: company defaults a car may override. */
export const RATE_DEFAULTS = {
  driverAllowancePerDay: 300,
  nightChargePerNight: 250,
  outstationMinKmPerDay: 250,
} as const;

// A travel company photographs its fleet (up to 6 photos a car) and its drivers: a fleet of
// forty cars fits in a day's uploads and in the storage, with room to replace photos.
export const PARTNER_UPLOAD_DAILY_LIMIT = 300;
export const PARTNER_UPLOAD_STORAGE_MAX_BYTES = 600 * 1024 * 1024;
