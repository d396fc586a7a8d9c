import { sql } from 'drizzle-orm';
import {
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  DEFAULT_CANCELLATION_POLICY,
  TRIP_TYPES,
  type CancellationPolicy,
} from '../../shared/booking-constants.js';
import type { Quote } from '../../shared/contracts/bookings.js';
import type { PaperNotice } from '../../shared/contracts/notifications.js';
import type { Language } from '../../shared/constants.js';
import type { DocumentKind } from '../../shared/partner-constants.js';
import { USER_ROLES } from '../../shared/constants.js';
import { AUDIT_ACTOR_ROLES } from '../../shared/contracts/audit.js';
import {
  BODY_TYPES,
  CAR_STATUSES,
  COMPANY_STATUSES,
  DOCUMENT_KIND_LIST,
  DOCUMENT_STATUSES,
  DRIVER_STATUSES,
  LEAD_STATUSES,
  RATE_DEFAULTS,
} from '../../shared/partner-constants.js';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();

/** Raw bytes (PostgreSQL bytea), read and written as Node Buffers by both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const userRole = pgEnum('user_role', USER_ROLES);
export const companyStatus = pgEnum('company_status', COMPANY_STATUSES);
export const carStatus = pgEnum('car_status', CAR_STATUSES);
export const bodyType = pgEnum('body_type', BODY_TYPES);
export const leadStatus = pgEnum('lead_status', LEAD_STATUSES);
export const documentKind = pgEnum(
  'document_kind',
  DOCUMENT_KIND_LIST as [DocumentKind, ...DocumentKind[]],
);
export const documentStatus = pgEnum('document_status', DOCUMENT_STATUSES);
export const driverStatus = pgEnum('driver_status', DRIVER_STATUSES);
export const carCategory = pgEnum('car_category', ['regular', 'prime', 'luxury']);
export const serviceType = pgEnum('service_type', ['rental', 'outstation', 'airport', 'events']);
export const homeStripKind = pgEnum('home_strip_kind', ['featured', 'offer', 'reason']);
export const tripType = pgEnum('trip_type', TRIP_TYPES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const bookingActor = pgEnum('booking_actor', BOOKING_ACTORS);
/** Who wrote an audit entry: a person in their role, or Saarthi itself (a paper that lapsed). */
export const auditActorRole = pgEnum('audit_actor_role', AUDIT_ACTOR_ROLES);

export const users = pgTable(
  'users',
  {
    id: id(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    // Null for accounts created through Google sign-in.
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    role: userRole('role').notNull().default('customer'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    // UIDAI: never the Aadhaar number itself, only a keyed hash and its last 4 digits.
    aadhaarHash: text('aadhaar_hash').notNull().default(''),
    aadhaarLast4: text('aadhaar_last4').notNull().default(''),
    // PAN encrypted at rest with a key from the environment; shown masked.
    panEncrypted: text('pan_encrypted').notNull().default(''),
    // Until migration 0005 these held the numbers in full. Start-up protects any value left here
    // into the columns above and empties them; a later migration drops them.
    legacyAadhaar: text('aadhaar').notNull().default(''),
    legacyPan: text('pan').notNull().default(''),
    // Raised on logout, password change and suspension: tokens signed with an older one stop working.
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by an operator: a suspended account cannot sign in and its tokens stop working. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason').notNull().default(''),
    drivingLicence: text('driving_licence').notNull().default(''),
    profilePhoto: text('profile_photo').notNull().default(''),
    // The language the person reads Saarthi in (en, te, hi): e-mails to them are written in it.
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // The console's metrics (sign-ups per day) and its accounts, newest first.
    index('users_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
  ],
);

/** The car owners. `ratingTotal`/`ratingCount` are kept in step with feedback in one transaction. */
export const travelCompanies = pgTable(
  'travel_companies',
  {
    id: id(),
    /** The trade name customers see. */
    travelsName: text('travels_name').notNull(),
    legalName: text('legal_name').notNull().default(''),
    city: text('city').notNull(),
    citiesServed: text('cities_served')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    address: text('address').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    pan: text('pan').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** The contact a customer sees on revealing it (the support desk when empty). */
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull().default(''),
    email: text('email').notNull().default(''),
    status: companyStatus('status').notNull().default('pending'),
    /** Why an operator rejected or suspended the company, shown to its partner. */
    statusReason: text('status_reason').notNull().default(''),
    /** The storefront's badge: only an operator's verification sets it. */
    verified: boolean('verified')
      .notNull()
      .generatedAlwaysAs(sql`status = 'verified'`),
    trending: boolean('trending').notNull().default(false),
    /** The partner who runs the company (one company per partner account). */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    driverAllowancePerDay: integer('driver_allowance_per_day')
      .notNull()
      .default(RATE_DEFAULTS.driverAllowancePerDay),
    nightChargePerNight: integer('night_charge_per_night')
      .notNull()
      .default(RATE_DEFAULTS.nightChargePerNight),
    outstationMinKmPerDay: integer('outstation_min_km_per_day')
      .notNull()
      .default(RATE_DEFAULTS.outstationMinKmPerDay),
    /** The tiers a booking copies when it is made; later changes never reach old bookings. */
    cancellationPolicy: jsonb('cancellation_policy')
      .$type<CancellationPolicy>()
      .notNull()
      .default(DEFAULT_CANCELLATION_POLICY),
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The storefront's "Usually responds within …": the median minutes from a reveal to the
     * company's first response over 30 days, null under 3 responses. Refreshed hourly
     * (jobs/response-times.ts); not on the car list, so it moves no catalogue version (0010).
     */
    responseMinutes: integer('response_minutes'),
    /**
     * The ratings version (`catalog_version.ratings_version`) at this company's last rating
     * change, set by a trigger (migration 0007): an instance that knows the ratings up to some
     * version reads only the companies rated since.
     */
    ratingVersion: bigint('rating_version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('travel_companies_owner_idx').on(table.ownerUserId),
    // A GSTIN is one business: two companies on Saarthi cannot claim the same one.
    uniqueIndex('travel_companies_gstin_unique')
      .on(table.gstin)
      .where(sql`${table.gstin} <> ''`),
    index('travel_companies_rating_version_idx').on(table.ratingVersion),
  ],
);

export const cars = pgTable(
  'cars',
  {
    id: id(),
    travelCompanyId: uuid('travel_company_id')
      .notNull()
      .references(() => travelCompanies.id, { onDelete: 'cascade' }),
    carName: text('car_name').notNull(),
    carModel: text('car_model').notNull(),
    fuelType: text('fuel_type').notNull(),
    newPrice: integer('new_price').notNull(),
    oldPrice: integer('old_price').notNull(),
    category: carCategory('category').notNull(),
    serviceType: serviceType('service_type').notNull().default('rental'),
    seater: smallint('seater').notNull(),
    city: text('city').notNull(),
    availability: boolean('availability').notNull().default(true),
    carImage: text('car_image').notNull().default(''),
    driverName: text('driver_name'),
    driverAge: smallint('driver_age'),
    driverLicence: text('driver_licence'),
    driverImage: text('driver_image'),
    /** Only live cars of verified companies are in the storefront. */
    status: carStatus('status').notNull().default('draft'),
    /** Why an operator sent the car back or suspended it, shown to its partner. */
    statusReason: text('status_reason').notNull().default(''),
    /** Unique over the whole marketplace; empty on cars from before partners ran their fleets. */
    registrationNumber: text('registration_number'),
    bodyType: bodyType('body_type'),
    luggage: smallint('luggage').notNull().default(2),
    /** Uploaded photos (`/uploads/...`), the cover first; `car_image` is the cover or a drawing. */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The driver who usually drives the car; a booking gets its own when confirmed. */
    defaultDriverId: uuid('default_driver_id').references((): AnyPgColumn => drivers.id, {
      onDelete: 'set null',
    }),
    ac: boolean('ac').notNull().default(true),
    // The car's own rate card; an empty rate is its category's (spec §9's price table).
    ratePerKmFirst: integer('rate_per_km_first'),
    ratePerKmBeyond: integer('rate_per_km_beyond'),
    baseFare: integer('base_fare'),
    ratePerExtraHour: integer('rate_per_extra_hour'),
    createdAt: createdAt(),
  },
  (table) => [
    // The car list filters by any combination of city, category and service type (all eight are
    // reachable from /allcars) and orders by newest. An index serves one combination: its
    // equality columns, then the order. One per combination, so a page is always an index range
    // read, however rare the combination (a filtered scan of a wider index would read every row
    // of a combination that has no cars). `desc nulls first` is PostgreSQL's own DESC order, so a
    // plain `order by … desc` reads these.
    index('cars_city_category_service_idx').on(
      table.city,
      table.category,
      table.serviceType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_city_category_idx').on(
      table.city,
      table.category,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_city_service_idx').on(
      table.city,
      table.serviceType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_city_idx').on(
      table.city,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_category_service_idx').on(
      table.category,
      table.serviceType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_category_idx').on(
      table.category,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_service_idx').on(
      table.serviceType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('cars_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('cars_travel_company_idx').on(table.travelCompanyId),
    // One listing per car on the marketplace; an archived car's number may be listed again.
    uniqueIndex('cars_registration_number_unique')
      .on(table.registrationNumber)
      .where(sql`${table.status} <> 'archived'`),
    // The upload sweep asks, per unused upload, whether a car shows it.
    index('cars_photos_idx').using('gin', table.photos),
  ],
);

/**
 * One row counting changes to the car catalogue: database triggers (migration
 * 0002_catalog_version) add one after every statement that writes `cars` or `travel_companies`,
 * the two tables a car answer is made of. The counter changes in the writing transaction, so an
 * instance that reads it after a commit knows its cached car answers are stale.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * Counts changes to travel companies' ratings alone. A review moves this one, not `version`,
     * so it does not make every cached car list stale (the lists take ratings from memory).
     */
    ratingsVersion: bigint('ratings_version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [check('catalog_version_single_row', sql`${table.id} = 1`)],
);

/**
 * How many cars the storefront lists per city, category and service type: live cars of verified
 * companies. Kept by database triggers (migration 0019_car_counts) in the writing transaction, so
 * the car list's true count is a sum of at most sixty rows, however large the catalogue.
 */
export const carCounts = pgTable(
  'car_counts',
  {
    city: text('city').notNull(),
    category: carCategory('category').notNull(),
    serviceType: serviceType('service_type').notNull(),
    cars: integer('cars').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.city, table.category, table.serviceType] })],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    travelCompanyId: uuid('travel_company_id')
      .notNull()
      .references(() => travelCompanies.id, { onDelete: 'cascade' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** The company's one public reply. */
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by an operator: out of every public list and of the rating average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('feedback_rating_range', sql`${table.rating} between 1 and 5`),
    index('feedback_car_idx').on(table.carId, table.createdAt.desc().nullsFirst()),
    index('feedback_travel_company_idx').on(
      table.travelCompanyId,
      table.createdAt.desc().nullsFirst(),
    ),
    index('feedback_user_idx').on(table.userId),
    // One review per customer per car: writing again edits it.
    uniqueIndex('feedback_user_car_unique').on(table.userId, table.carId),
  ],
);

/**
 * A customer's report of a review ("Report"): open until an operator hides the review or
 * dismisses the report. One report per customer per review.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** When an operator settled it (hid the review or dismissed the report); null while open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('review_reports_reporter_unique').on(table.feedbackId, table.reporterUserId),
    // The operators' queue: open reports, oldest first.
    index('review_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

export const queries = pgTable(
  'queries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    travelCompanyId: uuid('travel_company_id')
      .notNull()
      .references(() => travelCompanies.id, { onDelete: 'cascade' }),
    /** The company's follow-up of the reveal (its lead). */
    status: leadStatus('status').notNull().default('new'),
    /** When the company first moved the lead on from new: its time to first response. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /**
     * The customer's latest reveal of the car: one lead stands for every reveal within 24 hours
     * of the one before, so a customer tapping again does not make the company a second lead.
     */
    lastRevealedAt: timestamp('last_revealed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('queries_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('queries_car_idx').on(table.carId),
    // A reveal finds the customer's lead on the car it may refresh.
    index('queries_user_car_idx').on(table.userId, table.carId, table.lastRevealedAt.desc()),
    // The console's metrics: reveals per day.
    index('queries_created_idx').on(table.createdAt),
    // A company's leads, newest first, page by page.
    index('queries_travel_company_idx').on(
      table.travelCompanyId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const siteReviews = pgTable(
  'site_reviews',
  {
    id: id(),
    userName: text('user_name').notNull(),
    comment: text('comment').notNull(),
    websiteRating: smallint('website_rating').notNull(),
    // DESIGN 8: new reviews start unverified; an operator sets it.
    verified: boolean('verified').notNull().default(false),
    /** Hidden by an operator: out of the public list. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('site_reviews_rating_range', sql`${table.websiteRating} between 1 and 5`),
    index('site_reviews_created_idx').on(table.createdAt.desc().nullsFirst()),
  ],
);

export const homeStripItems = pgTable(
  'home_strip_items',
  {
    id: id(),
    kind: homeStripKind('kind').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
    /** Only published content is public; an operator drafts, publishes and unpublishes it. */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('home_strip_items_kind_idx').on(table.kind, table.position)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('faqs_position_idx').on(table.position)],
);

/** `likesCount` is kept in step with blog_likes in one transaction. */
export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    likesCount: integer('likes_count').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('blogs_created_idx').on(table.createdAt.desc().nullsFirst())],
);

export const blogLikes = pgTable(
  'blog_likes',
  {
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blogId, table.userId] }),
    index('blog_likes_user_idx').on(table.userId),
  ],
);

/**
 * Who shared a blog on which India day: a share counts once per visitor and day, so the count
 * says how many people passed it on. The visitor is the account, or a keyed hash of the address
 * (never the address itself). Rows older than two days are swept away.
 */
export const blogShareVisits = pgTable(
  'blog_share_visits',
  {
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.blogId, table.visitor, table.day] }),
    index('blog_share_visits_day_idx').on(table.day),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // The file itself, so that every instance serves every upload. Null for a file written to an
    // instance's disk before migration 0005, until start-up moves it in.
    content: bytea('content'),
    // SHA-256 of the content, hex: the ETag.
    contentHash: text('content_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('uploads_file_name_unique').on(table.fileName),
    index('uploads_user_idx').on(table.userId),
  ],
);

// The six side listings (spec §3). Each lists newest first by position.
const listingColumns = {
  id: id(),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
};

const placeColumns = {
  phone: text('phone').notNull(),
  city: text('city').notNull(),
  area: text('area').notNull(),
  pincode: text('pincode').notNull(),
  imageUrl: text('image_url').notNull().default(''),
};

export const carOffers = pgTable('car_offers', {
  ...listingColumns,
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull().default(''),
});

export const vans = pgTable('vans', {
  ...listingColumns,
  ...placeColumns,
  ownerName: text('owner_name').notNull(),
  vehicleType: text('vehicle_type').notNull(),
  capacity: text('capacity').notNull(),
});

export interface ItineraryDay {
  day: number;
  description: string;
}

export const tours = pgTable('tours', {
  ...listingColumns,
  title: text('title').notNull(),
  destination: text('destination').notNull(),
  duration: text('duration').notNull(),
  price: integer('price').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull().default(''),
  includes: jsonb('includes').$type<string[]>().notNull().default([]),
  excludes: jsonb('excludes').$type<string[]>().notNull().default([]),
  itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
});

export const carWashes = pgTable('car_washes', {
  ...listingColumns,
  ...placeColumns,
  name: text('name').notNull(),
  rating: real('rating').notNull().default(0),
});

export const mechanics = pgTable('mechanics', {
  ...listingColumns,
  ...placeColumns,
  fullname: text('fullname').notNull(),
  age: smallint('age').notNull(),
  experience: smallint('experience').notNull(),
  rating: real('rating').notNull().default(0),
});

export const drivingSchools = pgTable('driving_schools', {
  ...listingColumns,
  ...placeColumns,
  drivingSchoolName: text('driving_school_name').notNull(),
  ownerName: text('owner_name').notNull(),
  establishedYear: smallint('established_year').notNull(),
  vehicleCount: smallint('vehicle_count').notNull(),
  instructorCount: smallint('instructor_count').notNull(),
});

/** A travel company's drivers. The licence number is kept as a keyed hash and its last 4. */
export const drivers = pgTable(
  'drivers',
  {
    id: id(),
    travelCompanyId: uuid('travel_company_id')
      .notNull()
      .references(() => travelCompanies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    photo: text('photo').notNull().default(''),
    age: smallint('age').notNull(),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experienceYears: smallint('experience_years').notNull().default(0),
    licenceHash: text('licence_hash').notNull(),
    licenceLast4: text('licence_last4').notNull(),
    licenceExpiresOn: date('licence_expires_on').notNull(),
    /** Checked by an operator; a rejected driver cannot be given a booking. */
    status: driverStatus('status').notNull().default('pending'),
    /** Why an operator rejected the driver, shown to the partner. */
    statusReason: text('status_reason').notNull().default(''),
    /** Removed from the company's list; kept for the bookings it drove. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('drivers_travel_company_idx').on(table.travelCompanyId),
    // The drivers' check queue.
    index('drivers_status_idx').on(table.status, table.createdAt),
    // One company cannot list the same licence twice.
    uniqueIndex('drivers_company_licence_unique').on(table.travelCompanyId, table.licenceHash),
  ],
);

/** Days a car is out of service (maintenance): no booking can take them. */
export const carBlocks = pgTable(
  'car_blocks',
  {
    id: id(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('car_blocks_car_idx').on(table.carId, table.startsOn),
    check('car_blocks_order', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

/**
 * A company's papers: its own, a car's or a driver's (MARKETPLACE "Partner portal"). The file
 * lives here, not in `uploads`, so no public address can ever serve it.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    travelCompanyId: uuid('travel_company_id')
      .notNull()
      .references(() => travelCompanies.id, { onDelete: 'cascade' }),
    /** Set for a car's document; a company document has neither car nor driver. */
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    kind: documentKind('kind').notNull(),
    /** The name the file had on the partner's device, for the lists. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    contentHash: text('content_hash').notNull(),
    /** Null only for a kind that does not expire (the GST certificate). */
    expiresOn: date('expires_on'),
    /** Stored pending, valid or rejected; reads answer expired once the expiry has passed. */
    status: documentStatus('status').notNull().default('pending'),
    /** Why an operator rejected it, shown to the partner. */
    statusReason: text('status_reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set once the paper sweep has dealt with this valid paper's expiry (jobs/paper-sweep.ts):
     * its car or driver left the storefront unless another valid copy stands in for it.
     */
    lapseHandledAt: timestamp('lapse_handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('documents_company_idx').on(table.travelCompanyId, table.createdAt),
    // The paper sweep: valid papers whose expiry it has not yet dealt with, by expiry.
    index('documents_in_force_expiry_idx')
      .on(table.expiresOn)
      .where(sql`${table.status} = 'valid' and ${table.lapseHandledAt} is null`),
    index('documents_car_idx').on(table.carId),
    index('documents_driver_idx').on(table.driverId),
    // The operators' queue and the expiry list.
    index('documents_status_idx').on(table.status, table.createdAt),
    index('documents_expiry_idx').on(table.expiresOn),
    check('documents_one_subject', sql`${table.carId} is null or ${table.driverId} is null`),
  ],
);

/**
 * The warnings sent before a paper expires, one per paper and threshold (30, 7 and 1 days): the
 * primary key makes each one go out once, whichever instance's sweep sends it.
 */
export const paperReminders = pgTable(
  'paper_reminders',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.daysBefore] })],
);

/**
 * Views of each car's public page per India calendar day, for the partner's dashboard. Each
 * instance counts in memory and adds its counts here every minute (jobs/page-views.ts), so a
 * page view never waits on a write.
 */
export const carPageViews = pgTable(
  'car_page_views',
  {
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.carId, table.day] })],
);

/**
 * Every operator and partner write: who, in which role, did what to which record, with the record
 * before and after. Rows are only ever inserted, in the transaction of the write they record.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: auditActorRole('actor_role').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_record_idx').on(table.recordType, table.recordId),
    index('audit_log_actor_idx').on(table.actorUserId, table.createdAt.desc()),
  ],
);

/**
 * A customer's booking of a car with a driver (MARKETPLACE "Bookings"). The quote and the
 * cancellation policy are copied in when it is made, so later rate or policy changes never reach
 * it. While active (requested, confirmed, in_progress) it holds the car through `car_busy` and,
 * once assigned, the driver through the exclusion constraint `bookings_driver_no_overlap`
 * (migration 0015): the database refuses a second booking of either for the same time.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    reference: text('reference').notNull(),
    customerUserId: uuid('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    travelCompanyId: uuid('travel_company_id')
      .notNull()
      .references(() => travelCompanies.id, { onDelete: 'restrict' }),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    tripType: tripType('trip_type').notNull(),
    status: bookingStatus('status').notNull().default('requested'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }).notNull(),
    /** The return plus the turnaround hour, set by a trigger: the end of the time held. */
    heldUntil: timestamp('held_until', { withTimezone: true })
      .notNull()
      .$defaultFn(() => new Date(0)),
    pickupAddress: text('pickup_address').notNull(),
    dropAddress: text('drop_address').notNull().default(''),
    passengers: smallint('passengers').notNull(),
    estimatedKm: integer('estimated_km'),
    notes: text('notes').notNull().default(''),
    quote: jsonb('quote').$type<Quote>().notNull(),
    total: integer('total').notNull(),
    cancellationPolicy: jsonb('cancellation_policy').$type<CancellationPolicy>().notNull(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    cancellationFee: integer('cancellation_fee'),
    reason: text('reason').notNull().default(''),
    /** The client's Idempotency-Key: the same key of the same customer answers the same booking. */
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request the key came with: the same key with another request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_reference_unique').on(table.reference),
    uniqueIndex('bookings_idempotency_unique').on(table.customerUserId, table.idempotencyKey),
    // The operators' search, latest pickup first, page by page.
    index('bookings_pickup_idx').on(
      table.pickupAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The console's metrics: requests per day.
    index('bookings_created_idx').on(table.createdAt),
    index('bookings_customer_idx').on(table.customerUserId, table.pickupAt.desc()),
    index('bookings_company_idx').on(table.travelCompanyId, table.status, table.pickupAt),
    // The partner dashboard's 30 days (modules/partner-stats): the requests made in the period,
    // and the completed bookings touched since it began (a completion moves `updated_at`, and
    // nothing moves it back), whose history then says when each completed.
    index('bookings_company_created_idx').on(table.travelCompanyId, table.createdAt),
    index('bookings_company_completed_idx')
      .on(table.travelCompanyId, table.updatedAt)
      .where(sql`${table.status} = 'completed'`),
    index('bookings_car_idx').on(table.carId, table.pickupAt),
    // The clock's two sweeps: requests past their answer time, trips past their return.
    index('bookings_respond_by_idx')
      .on(table.respondBy)
      .where(sql`${table.status} = 'requested'`),
    index('bookings_return_idx')
      .on(table.returnAt)
      .where(sql`${table.status} in ('confirmed', 'in_progress')`),
    check('bookings_times_order', sql`${table.returnAt} > ${table.pickupAt}`),
    check('bookings_passengers', sql`${table.passengers} between 1 and 12`),
  ],
);

/** Every move of a booking: from, to, who, why, when. Only ever inserted. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: bookingActor('actor_role').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('booking_events_booking_idx').on(table.bookingId, table.createdAt),
    // The console's metrics: completions per day.
    index('booking_events_completed_idx')
      .on(table.createdAt)
      .where(sql`${table.toStatus} = 'completed'`),
  ],
);

/**
 * The times each car is held: one row per active booking (pickup to return plus the turnaround
 * hour) and per maintenance block (its India calendar days), written by triggers on `bookings`
 * and `car_blocks` (migration 0015). Its exclusion constraint `car_busy_no_overlap` is what
 * makes a double booking impossible, whichever instance writes. The availability calendar reads
 * it: busy times without whose they are.
 */
export const carBusy = pgTable(
  'car_busy',
  {
    id: id(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id').references(() => carBlocks.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('car_busy_booking_unique').on(table.bookingId),
    uniqueIndex('car_busy_block_unique').on(table.blockId),
    check('car_busy_one_source', sql`(${table.bookingId} is null) <> (${table.blockId} is null)`),
  ],
);

/**
 * The transactional outbox: messages to send, written in the transaction of the change they tell
 * about and delivered afterwards by `jobs/outbox.ts`, with retries, on any instance (rows are
 * claimed with FOR UPDATE SKIP LOCKED).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** The next try; moved forward after each failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.runAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/**
 * In-app notifications with the header's unread count: one per booking change for each party,
 * and a partner's warnings about papers (`topic` says which; a paper's facts are in `paper`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<'booking' | 'paper'>().notNull().default('booking'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    audience: text('audience').$type<'customer' | 'partner'>().notNull(),
    status: bookingStatus('status'),
    paper: jsonb('paper').$type<PaperNotice>(),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    check(
      'notifications_topic_facts',
      sql`(${table.topic} = 'booking' and ${table.bookingId} is not null and ${table.status} is not null) or (${table.topic} = 'paper' and ${table.paper} is not null)`,
    ),
  ],
);
