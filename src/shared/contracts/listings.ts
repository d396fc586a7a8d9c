import * as z from 'zod/mini';
import { IdSchema, InEnglishSchema } from './common.js';

// docs/product/storefront.md#records-and-fields: the six side listings, each answered as a plain array.
const CarOfferFieldsSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});
/** Its title and description in the asked language (`?lang=`), `inEnglish` those that fell back. */
export const CarOfferSchema = /* @__PURE__ */ z.extend(CarOfferFieldsSchema, {
  inEnglish: InEnglishSchema,
});
export type CarOffer = z.infer<typeof CarOfferSchema>;

const placeFields = {
  phone: z.string(),
  city: z.string(),
  area: z.string(),
  pincode: z.string(),
  imageUrl: z.string(),
};

export const VanSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  ownerName: z.string(),
  vehicleType: z.string(),
  capacity: z.string(),
  ...placeFields,
});
export type Van = z.infer<typeof VanSchema>;

const TourFieldsSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  title: z.string(),
  destination: z.string(),
  duration: z.string(),
  price: z.number(),
  description: z.string(),
  image: z.string(),
  includes: z.array(z.string()),
  excludes: z.array(z.string()),
  itinerary: z.array(z.object({ day: z.int(), description: z.string() })),
});
export const TourSchema = /* @__PURE__ */ z.extend(TourFieldsSchema, {
  inEnglish: InEnglishSchema,
});
export type Tour = z.infer<typeof TourSchema>;

export const CarWashSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  name: z.string(),
  rating: z.number(),
  ...placeFields,
});
export type CarWash = z.infer<typeof CarWashSchema>;

export const MechanicSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  fullname: z.string(),
  age: z.int(),
  experience: z.int(),
  rating: z.number(),
  ...placeFields,
});
export type Mechanic = z.infer<typeof MechanicSchema>;

export const DrivingSchoolSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  drivingSchoolName: z.string(),
  ownerName: z.string(),
  establishedYear: z.int(),
  vehicleCount: z.int(),
  instructorCount: z.int(),
  ...placeFields,
});
export type DrivingSchool = z.infer<typeof DrivingSchoolSchema>;

/** Each side listing as the storefront reads it, by its kind (the path segment of its page). */
export const LISTING_SCHEMAS = {
  'car-offers': CarOfferSchema,
  vans: VanSchema,
  tours: TourSchema,
  'car-washes': CarWashSchema,
  mechanics: MechanicSchema,
  'driving-schools': DrivingSchoolSchema,
} as const;

/** The same without the language marker: the operator's console reads the stored fields. */
export const LISTING_FIELD_SCHEMAS = {
  ...LISTING_SCHEMAS,
  'car-offers': CarOfferFieldsSchema,
  tours: TourFieldsSchema,
} as const;
