/**
 * The partner portal's and the operator console's constants (MARKETPLACE "Partner portal"):
 * statuses, document kinds, driver languages, the fleet's limits. Apart from `constants.ts` so
 * that the storefront's first screen, which carries that file, never carries these.
 */

/** The fuels a partner can list a car with. */
export const FUEL_TYPES = ['Petrol', 'Diesel', 'CNG', 'Electric', 'Hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/**
 * The pictures an upload may be (DESIGN 9), sniffed by the server; the portal's photo fields check
 * them before sending too. (The storefront's profile photo leaves the check to the server.)
 */
export const UPLOAD_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
];

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
 * MARKETPLACE "Partner portal": the papers Saarthi checks, by what they are about. The GST
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
/** An operator sets pending documents valid or rejected; a document past its expiry is expired. */
/** An operator checks each driver: pending until then; a rejected driver takes no booking. */
export const DRIVER_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

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

/** MARKETPLACE "Rate card and quotes": company defaults a car may override. */
export const RATE_DEFAULTS = {
  driverAllowancePerDay: 300,
  nightChargePerNight: 250,
  outstationMinKmPerDay: 250,
} as const;

// A travel company photographs its fleet (up to 6 photos a car) and its drivers: a fleet of
// forty cars fits in a day's uploads and in the storage, with room to replace photos.
export const PARTNER_UPLOAD_DAILY_LIMIT = 300;
export const PARTNER_UPLOAD_STORAGE_MAX_BYTES = 600 * 1024 * 1024;
