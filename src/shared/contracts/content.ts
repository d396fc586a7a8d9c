/**
 * The site's content as operators keep it (docs/product/marketplace.md#content): FAQs, blogs
 * (Markdown), the six side listings and the home strips, each created as a draft, edited,
 * published, unpublished and deleted under `/api/admin/content/...`. The storefront shows only
 * what is published. The console's forms check with the same schemas as the server.
 */
import * as z from 'zod/mini';
import { messageRef, type MessageCode } from '../message-ref.js';
import { normalizeIndianMobile, isPincode } from '../validators.js';
import {
  IdSchema,
  ImageReferenceSchema,
  SaidFields,
  TimestampSchema,
  requiredText,
} from './common.js';
import { translationsAnswerSchema, translationsSchema } from './content-languages.js';
import { LISTING_FIELD_SCHEMAS } from './listings.js';

// ---------------------------------------------------------------------------------------------
// Limits and field rules.

export const CONTENT_LIMITS = {
  /** A FAQ's question; a blog's or a listing's title. */
  title: 200,
  /** A FAQ's answer, a listing's description. */
  text: 4000,
  /** A blog's Markdown. */
  blogBody: 20_000,
  /** A name, a phone, an area: one line. */
  line: 120,
  position: { min: 0, max: 10_000 },
  /** A tour's includes, excludes and days. */
  lines: 30,
  tourPrice: { min: 0, max: 10_00_000 },
  rating: { min: 0, max: 5 },
  mechanicAge: { min: 18, max: 90 },
  experienceYears: { min: 0, max: 70 },
  establishedYear: { min: 1900 },
  count: { min: 0, max: 1000 },
} as const;

const text = (code: MessageCode, max: number) => requiredText(messageRef(code), max);

/**
 * The fields each kind is written in three languages, with the English field's limit
 * (decision 014). The other fields (names, phones, places, prices) are the same in every language.
 */
export const TRANSLATED_FIELDS = {
  faq: { question: CONTENT_LIMITS.title, answer: CONTENT_LIMITS.text },
  blog: { title: CONTENT_LIMITS.title, description: CONTENT_LIMITS.blogBody },
  homeStrip: { title: CONTENT_LIMITS.title },
  listing: { title: CONTENT_LIMITS.title, description: CONTENT_LIMITS.text },
} as const;
type FieldsOf<Kind extends keyof typeof TRANSLATED_FIELDS> =
  keyof (typeof TRANSLATED_FIELDS)[Kind] & string;
const translationFields = <Kind extends keyof typeof TRANSLATED_FIELDS>(kind: Kind) => ({
  translations: translationsSchema(TRANSLATED_FIELDS[kind] as Record<FieldsOf<Kind>, number>),
});
const translationAnswer = <Kind extends keyof typeof TRANSLATED_FIELDS>(kind: Kind) => ({
  translations: translationsAnswerSchema(Object.keys(TRANSLATED_FIELDS[kind]) as FieldsOf<Kind>[]),
});

const required = (max: number = CONTENT_LIMITS.line) => text('content_field_required', max);

const wholeNumber = (
  code: 'content_number_invalid' | 'content_position_invalid',
  { min, max }: { min: number; max: number },
) => {
  const message = messageRef(code, { min, max });
  return z
    .number({ error: message })
    .check(z.int(message), z.gte(min, message), z.lte(max, message));
};

const position = /* @__PURE__ */ z._default(
  wholeNumber('content_position_invalid', CONTENT_LIMITS.position),
  0,
);

/** Only a new record takes it: a later change of state is its own call (publish, unpublish). */
const publishedField = {
  published: z.optional(z.boolean({ error: messageRef('content_published_invalid') })),
};

/** A picture that may be left out: '' when there is none. */
const optionalImage = /* @__PURE__ */ z._default(ImageReferenceSchema, '');

/** A picture the record cannot show without (a home strip's). */
const requiredImage = /* @__PURE__ */ z
  .string({ error: messageRef('content_image_required') })
  .check(
    z.trim(),
    z.minLength(1, messageRef('content_image_required')),
    z.refine((value) => ImageReferenceSchema.safeParse(value).success, {
      message: messageRef('image_reference_invalid'),
    }),
  );

const PHONE_INVALID = messageRef('mobile_invalid');
/** An Indian mobile as its 10 digits, however it was written (+91, spaces, dashes). */
const phone = /* @__PURE__ */ z.pipe(
  z.string({ error: PHONE_INVALID }).check(z.maxLength(20, PHONE_INVALID)),
  z.transform((value: string, ctx) => {
    const digits = normalizeIndianMobile(value);
    if (digits !== null) return digits;
    ctx.issues.push({ code: 'custom', message: PHONE_INVALID, input: value });
    return z.NEVER;
  }),
);

const pincode = z
  .string({ error: messageRef('pincode_invalid') })
  .check(z.trim(), z.refine(isPincode, { message: messageRef('pincode_invalid') }));

const count = wholeNumber('content_number_invalid', CONTENT_LIMITS.count);

const rating = z
  .number({ error: messageRef('content_rating_invalid', CONTENT_LIMITS.rating) })
  .check(
    z.gte(CONTENT_LIMITS.rating.min, messageRef('content_rating_invalid', CONTENT_LIMITS.rating)),
    z.lte(CONTENT_LIMITS.rating.max, messageRef('content_rating_invalid', CONTENT_LIMITS.rating)),
  );

const YEAR_INVALID = messageRef('content_year_invalid', CONTENT_LIMITS.establishedYear);
const establishedYear = /* @__PURE__ */ z.number({ error: YEAR_INVALID }).check(
  z.int(YEAR_INVALID),
  z.gte(CONTENT_LIMITS.establishedYear.min, YEAR_INVALID),
  // Checked when the body is read, so the limit moves with the calendar.
  z.refine((year) => year <= new Date().getFullYear(), { message: YEAR_INVALID }),
);

const lineList = z
  .array(required(CONTENT_LIMITS.title))
  .check(
    z.maxLength(
      CONTENT_LIMITS.lines,
      messageRef('content_lines_too_many', { max: CONTENT_LIMITS.lines }),
    ),
  );

const itinerary = z
  .array(
    z.object({
      day: wholeNumber('content_number_invalid', { min: 1, max: CONTENT_LIMITS.lines }),
      description: required(CONTENT_LIMITS.text),
    }),
  )
  .check(
    z.maxLength(
      CONTENT_LIMITS.lines,
      messageRef('content_lines_too_many', { max: CONTENT_LIMITS.lines }),
    ),
  );

/** What every operator's record answers besides its own fields. */
const adminFields = {
  position: z.int(),
  published: z.boolean(),
  createdAt: TimestampSchema,
};

/** The answers of one kind: its list, one record, and a change with its message. */
function answers<const List extends string, const One extends string, Item extends z.ZodMiniType>(
  list: List,
  one: One,
  item: Item,
) {
  return {
    list: z.object({ success: z.literal(true), [list]: z.array(item) } as {
      success: z.ZodMiniLiteral<true>;
    } & Record<List, z.ZodMiniArray<Item>>),
    one: z.object({ success: z.literal(true), [one]: item } as {
      success: z.ZodMiniLiteral<true>;
    } & Record<One, Item>),
    change: z.object({ success: z.literal(true), ...SaidFields, [one]: item } as {
      success: z.ZodMiniLiteral<true>;
      message: z.ZodMiniString;
    } & Record<One, Item>),
  };
}

// ---------------------------------------------------------------------------------------------
// FAQs.

export const FaqBodySchema = /* @__PURE__ */ z.object({
  question: text('faq_question_required', CONTENT_LIMITS.title),
  // Line breaks are kept: the FAQ page shows them.
  answer: text('faq_answer_required', CONTENT_LIMITS.text),
  position,
  ...translationFields('faq'),
});
export type FaqBody = z.infer<typeof FaqBodySchema>;
export type FaqBodyInput = z.input<typeof FaqBodySchema>;
export const FaqCreateBodySchema = /* @__PURE__ */ z.extend(FaqBodySchema, publishedField);

export const AdminFaqSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  question: z.string(),
  answer: z.string(),
  ...translationAnswer('faq'),
  ...adminFields,
});
export type AdminFaq = z.infer<typeof AdminFaqSchema>;
export const AdminFaqAnswers = answers('faqs', 'faq', AdminFaqSchema);

// ---------------------------------------------------------------------------------------------
// Blogs.

export const BlogBodySchema = /* @__PURE__ */ z.object({
  title: text('blog_title_required', CONTENT_LIMITS.title),
  /** Markdown: the storefront renders it sanitised (decision 011). */
  description: text('blog_body_required', CONTENT_LIMITS.blogBody),
  image: optionalImage,
  ...translationFields('blog'),
});
export type BlogBody = z.infer<typeof BlogBodySchema>;
export type BlogBodyInput = z.input<typeof BlogBodySchema>;
export const BlogCreateBodySchema = /* @__PURE__ */ z.extend(BlogBodySchema, publishedField);

export const AdminBlogSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  /** Null when the blog has no picture. */
  image: z.nullable(z.string()),
  ...translationAnswer('blog'),
  likes: z.int(),
  shares: z.int(),
  published: z.boolean(),
  createdAt: TimestampSchema,
});
export type AdminBlog = z.infer<typeof AdminBlogSchema>;
export const AdminBlogAnswers = answers('blogs', 'blog', AdminBlogSchema);

// ---------------------------------------------------------------------------------------------
// The six side listings, each with its own fields (docs/product/storefront.md#records-and-fields).

/** The listings' kinds as the admin paths name them: `/api/admin/content/listings/{kind}`. */
export const LISTING_KINDS = [
  'car-offers',
  'vans',
  'tours',
  'car-washes',
  'mechanics',
  'driving-schools',
] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

const placeFields = {
  phone,
  city: required(),
  area: required(),
  pincode,
  imageUrl: optionalImage,
};

export const LISTING_BODY_SCHEMAS = {
  'car-offers': z.object({
    title: required(CONTENT_LIMITS.title),
    description: required(CONTENT_LIMITS.text),
    imageUrl: optionalImage,
    position,
    ...translationFields('listing'),
  }),
  vans: z.object({
    ownerName: required(),
    vehicleType: required(),
    capacity: required(),
    ...placeFields,
    position,
  }),
  tours: z.object({
    title: required(CONTENT_LIMITS.title),
    destination: required(),
    duration: required(),
    price: wholeNumber('content_number_invalid', CONTENT_LIMITS.tourPrice),
    description: required(CONTENT_LIMITS.text),
    image: optionalImage,
    includes: z._default(lineList, []),
    excludes: z._default(lineList, []),
    itinerary: z._default(itinerary, []),
    position,
    ...translationFields('listing'),
  }),
  'car-washes': z.object({
    name: required(),
    rating,
    ...placeFields,
    position,
  }),
  mechanics: z.object({
    fullname: required(),
    age: wholeNumber('content_number_invalid', CONTENT_LIMITS.mechanicAge),
    experience: wholeNumber('content_number_invalid', CONTENT_LIMITS.experienceYears),
    rating,
    ...placeFields,
    position,
  }),
  'driving-schools': z.object({
    drivingSchoolName: required(),
    ownerName: required(),
    establishedYear,
    vehicleCount: count,
    instructorCount: count,
    ...placeFields,
    position,
  }),
};

export type ListingBodies = {
  [K in ListingKind]: z.infer<(typeof LISTING_BODY_SCHEMAS)[K]>;
};
export type ListingBodyInputs = {
  [K in ListingKind]: z.input<(typeof LISTING_BODY_SCHEMAS)[K]>;
};

export const LISTING_CREATE_BODY_SCHEMAS = {
  'car-offers': z.extend(LISTING_BODY_SCHEMAS['car-offers'], publishedField),
  vans: z.extend(LISTING_BODY_SCHEMAS.vans, publishedField),
  tours: z.extend(LISTING_BODY_SCHEMAS.tours, publishedField),
  'car-washes': z.extend(LISTING_BODY_SCHEMAS['car-washes'], publishedField),
  mechanics: z.extend(LISTING_BODY_SCHEMAS.mechanics, publishedField),
  'driving-schools': z.extend(LISTING_BODY_SCHEMAS['driving-schools'], publishedField),
};

/** Each listing as the operator sees it: its storefront fields, its place and its state. */
export const ADMIN_LISTING_SCHEMAS = {
  'car-offers': z.extend(LISTING_FIELD_SCHEMAS['car-offers'], {
    ...translationAnswer('listing'),
    ...adminFields,
  }),
  vans: z.extend(LISTING_FIELD_SCHEMAS.vans, adminFields),
  tours: z.extend(LISTING_FIELD_SCHEMAS.tours, {
    ...translationAnswer('listing'),
    ...adminFields,
  }),
  'car-washes': z.extend(LISTING_FIELD_SCHEMAS['car-washes'], adminFields),
  mechanics: z.extend(LISTING_FIELD_SCHEMAS.mechanics, adminFields),
  'driving-schools': z.extend(LISTING_FIELD_SCHEMAS['driving-schools'], adminFields),
};
export type AdminListings = {
  [K in ListingKind]: z.infer<(typeof ADMIN_LISTING_SCHEMAS)[K]>;
};
export type AdminListing = AdminListings[ListingKind];

export const ADMIN_LISTING_ANSWERS = {
  'car-offers': answers('listings', 'listing', ADMIN_LISTING_SCHEMAS['car-offers']),
  vans: answers('listings', 'listing', ADMIN_LISTING_SCHEMAS.vans),
  tours: answers('listings', 'listing', ADMIN_LISTING_SCHEMAS.tours),
  'car-washes': answers('listings', 'listing', ADMIN_LISTING_SCHEMAS['car-washes']),
  mechanics: answers('listings', 'listing', ADMIN_LISTING_SCHEMAS.mechanics),
  'driving-schools': answers('listings', 'listing', ADMIN_LISTING_SCHEMAS['driving-schools']),
};

// ---------------------------------------------------------------------------------------------
// The home strips: featured pictures, offers and reasons to choose Saarthi.

export const HOME_STRIP_KINDS = ['featured', 'offer', 'reason'] as const;
export type HomeStripKind = (typeof HOME_STRIP_KINDS)[number];

export const HomeStripItemBodySchema = /* @__PURE__ */ z.object({
  kind: z.enum(HOME_STRIP_KINDS, { error: messageRef('home_strip_kind_invalid') }),
  /** The picture's alt text on the home page. */
  title: required(CONTENT_LIMITS.title),
  imageUrl: requiredImage,
  position,
  ...translationFields('homeStrip'),
});
export type HomeStripItemBody = z.infer<typeof HomeStripItemBodySchema>;
export type HomeStripItemBodyInput = z.input<typeof HomeStripItemBodySchema>;
export const HomeStripItemCreateBodySchema = /* @__PURE__ */ z.extend(
  HomeStripItemBodySchema,
  publishedField,
);

export const AdminHomeStripItemSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  kind: z.enum(HOME_STRIP_KINDS),
  title: z.string(),
  imageUrl: z.string(),
  ...translationAnswer('homeStrip'),
  ...adminFields,
});
export type AdminHomeStripItem = z.infer<typeof AdminHomeStripItemSchema>;
export const AdminHomeStripAnswers = answers('items', 'item', AdminHomeStripItemSchema);
