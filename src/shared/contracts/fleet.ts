/**
 * The partner portal's fleet and drivers (docs/product/marketplace.md#partner-portal; "Rate card
 * and quotes"): a travel company's cars, their maintenance blocks and its drivers, as its own
 * partner sees and edits them.
 */
import * as z from 'zod/mini';
import { IdSchema, SaidFields, TimestampSchema, requiredText } from './common.js';
import { indiaToday } from '../india-time.js';
import { calendarDaySchema, daysInRange } from './dates.js';
import { CategorySchema, CitySchema, RateCardSchema, ServiceTypeSchema } from './cars.js';
import { CATEGORIES, SERVICE_TYPES, TEXT_LIMITS } from '../constants.js';
import { DRIVER_STATUSES, FUEL_TYPES } from '../partner-constants.js';
import {
  BODY_TYPES,
  CAR_PHOTOS_MAX,
  CAR_STATUSES,
  DRIVER_LANGUAGES,
} from '../partner-constants.js';
import { messageRef, type MessageCode } from '../message-ref.js';
import { type PriceRates } from '../pricing.js';
import { effectiveRates } from '../rate-card.js';

// ---------------------------------------------------------------------------------------------
// Pure rules of the fleet, shared by the form and the server.

/** A car's own rates: whole rupees within bounds no real rate card leaves. */
export const CAR_RATE_LIMITS: Record<keyof PriceRates, { min: number; max: number }> = {
  perKmFirst: { min: 1, max: 500 },
  perKmBeyond: { min: 1, max: 500 },
  base: { min: 100, max: 100_000 },
  perExtraHour: { min: 0, max: 10_000 },
};
/** A car's own local package price, whole rupees. */
export const CAR_PACKAGE_PRICE_LIMITS = { min: 100, max: 100_000 } as const;
/** The storefront card's prices (new and struck-through), whole rupees. */
export const CAR_PRICE_LIMITS = { min: 100, max: 100_000 } as const;
export const CAR_SEATS = { min: 1, max: 12 } as const;
export const CAR_LUGGAGE = { min: 0, max: 10 } as const;
/** The oldest model year a car on hire may have; the newest is this year (never a future one). */
export const CAR_MODEL_YEAR_MIN = 1990;
/** The year it is in India now: the newest model year a partner may give. */
export const newestModelYear = (now: Date = new Date()) => Number(indiaToday(now).slice(0, 4));
export const DRIVER_AGE = { min: 18, max: 70 } as const;
export const DRIVER_EXPERIENCE_YEARS = { min: 0, max: 50 } as const;
/** A maintenance block longer than this is a car out of the fleet: archive it instead. */
export const CAR_BLOCK_MAX_DAYS = 180;
export const CAR_BLOCK_REASON_MAX = 200;
/**
 * A vehicle registration mark as the RTO issues it: state (2 letters), RTO (1–2 digits), series
 * (0–3 letters), number (4 digits). "ap 16 ab 1234", "TS-09-EA-1234" → "AP16AB1234"; null when
 * it is not one.
 */
export function normalizeRegistrationNumber(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s.-]/g, '');
  return /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}$/.test(compact) ? compact : null;
}

/**
 * A driving licence number in the national (Sarathi) format: state (2 letters), RTO (2 digits),
 * year of issue (4 digits), serial (7 digits), written with or without spaces and dashes
 * ("AP16 20110012345"). Answers the 15 characters, or null when it is not one.
 */
export function normalizeDrivingLicence(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z]{2}\d{2}(19|20)\d{2}\d{7}$/.test(compact) ? compact : null;
}

/** How a driver's licence is shown: never the number, only its last 4 characters. */
export const maskLicence = (last4: string) => `XXXX…${last4}`;

/** A masked licence as the API answers it: sent back unchanged, it keeps the stored number. */
export const isMaskedLicence = (value: string) => /^X{4}…[0-9A-Z]{4}$/.test(value.trim());

// Where the marketplace's days are counted; kept here too for the pages that import them from
// the fleet's contract.
export { daysInRange, indiaToday };

// ---------------------------------------------------------------------------------------------
// Field rules.

const text = (code: MessageCode, max: number) => requiredText(messageRef(code), max);

const wholeNumber = (code: MessageCode, { min, max }: { min: number; max: number }) => {
  const message = messageRef(code, { min, max });
  return z
    .number({ error: message })
    .check(z.int(message), z.gte(min, message), z.lte(max, message));
};

/** A day from today (in India) on, written YYYY-MM-DD. */
const dayFromToday = (code: MessageCode) =>
  calendarDaySchema(messageRef(code), (day) => day >= indiaToday());

const isUploadedPicture = (value: string) =>
  /^\/uploads\/[\w-][\w./-]*$/.test(value) && !value.includes('..');

/**
 * A picture uploaded to Saarthi (`/uploads/...`): the fleet shows only pictures the server
 * keeps, never a link to somewhere else that may change or vanish.
 */
const UploadedPictureSchema = z
  .string({ error: messageRef('car_photo_invalid') })
  .check(
    z.trim(),
    z.maxLength(TEXT_LIMITS.path, messageRef('car_photo_invalid')),
    z.refine(isUploadedPicture, { message: messageRef('car_photo_invalid') }),
  );

/** A driver's photo: an uploaded picture, or none. */
const UploadedPictureOrNoneSchema = /* @__PURE__ */ z
  .string({ error: messageRef('car_photo_invalid') })
  .check(
    z.trim(),
    z.maxLength(TEXT_LIMITS.path, messageRef('car_photo_invalid')),
    z.refine((value) => value === '' || isUploadedPicture(value), {
      message: messageRef('car_photo_invalid'),
    }),
  );

const modelYearMessage = messageRef('car_model_year_invalid', { min: CAR_MODEL_YEAR_MIN });
/** A model year from {@link CAR_MODEL_YEAR_MIN} to this year: a car of next year's model is a typo. */
const ModelYearSchema = /* @__PURE__ */ z.number({ error: modelYearMessage }).check(
  z.int(modelYearMessage),
  z.gte(CAR_MODEL_YEAR_MIN, modelYearMessage),
  z.refine((year) => year <= newestModelYear(), { message: modelYearMessage }),
);

const FuelTypeSchema = /* @__PURE__ */ z.enum(FUEL_TYPES, {
  error: messageRef('car_fuel_invalid'),
});
const BodyTypeSchema = /* @__PURE__ */ z.enum(BODY_TYPES, {
  error: messageRef('car_body_type_invalid'),
});

const RegistrationNumberSchema = /* @__PURE__ */ z.pipe(
  z.string({ error: messageRef('registration_invalid') }).check(z.maxLength(20)),
  z.transform((value: string, ctx) => {
    const normalized = normalizeRegistrationNumber(value);
    if (normalized === null) {
      ctx.issues.push({
        code: 'custom',
        message: messageRef('registration_invalid'),
        input: value,
      });
      return z.NEVER;
    }
    return normalized;
  }),
);

const ownRate = (name: keyof PriceRates) =>
  z.optional(z.nullable(wholeNumber('rate_invalid', CAR_RATE_LIMITS[name])));

/** A car's own rate card; an omitted (or null) rate is its category's. */
const OwnRatesBodySchema = /* @__PURE__ */ z.object({
  perKmFirst: ownRate('perKmFirst'),
  perKmBeyond: ownRate('perKmBeyond'),
  base: ownRate('base'),
  perExtraHour: ownRate('perExtraHour'),
});

const price = /* @__PURE__ */ z.optional(wholeNumber('rate_invalid', CAR_PRICE_LIMITS));

const ownPackagePrice = () =>
  z.optional(z.nullable(wholeNumber('rate_invalid', CAR_PACKAGE_PRICE_LIMITS)));

/** A car's own local package prices; an omitted (or null) one is its category's. */
const OwnPackagePricesBodySchema = /* @__PURE__ */ z.object({
  '4h40km': ownPackagePrice(),
  '8h80km': ownPackagePrice(),
  '12h120km': ownPackagePrice(),
});

/** The prices of a car's local packages, whole rupees. */
const PackagePricesSchema = /* @__PURE__ */ z.object({
  '4h40km': z.int(),
  '8h80km': z.int(),
  '12h120km': z.int(),
});

// ---------------------------------------------------------------------------------------------
// Cars.

/**
 * What a partner sends to add or edit a car: every field of the car, nothing of its status,
 * company or ratings (those move only by the fleet's rules). The server also checks what needs
 * the company: the city is one it serves, the default driver is one of its own.
 */
export const CarBodySchema = z
  .object({
    carName: text('car_name_required', TEXT_LIMITS.name),
    carModel: text('car_model_required', TEXT_LIMITS.name),
    /** Shown on the storefront's cards beside the name; empty (null) when not given. */
    modelYear: z._default(z.nullable(ModelYearSchema), null),
    fuelType: FuelTypeSchema,
    category: CategorySchema,
    serviceType: z._default(ServiceTypeSchema, 'rental'),
    /** Passenger seats; the car is shown as "N + driver". */
    seater: wholeNumber('car_seats_invalid', CAR_SEATS),
    luggage: wholeNumber('car_luggage_invalid', CAR_LUGGAGE),
    ac: z._default(z.boolean(), true),
    bodyType: BodyTypeSchema,
    city: CitySchema,
    registrationNumber: RegistrationNumberSchema,
    /** Up to {@link CAR_PHOTOS_MAX} uploaded photos, the cover first; a repeat is dropped. */
    photos: z._default(
      z.pipe(
        z
          .array(UploadedPictureSchema)
          .check(
            z.maxLength(CAR_PHOTOS_MAX, messageRef('car_photos_too_many', { max: CAR_PHOTOS_MAX })),
          ),
        z.transform((photos: string[]) => [...new Set(photos)]),
      ),
      [],
    ),
    defaultDriverId: z._default(z.nullable(IdSchema), null),
    rates: z._default(OwnRatesBodySchema, {}),
    localPackagePrices: z._default(OwnPackagePricesBodySchema, {}),
    /** What the storefront card shows for the base period; the effective base fare if omitted. */
    newPrice: price,
    /** The struck-through price; the new price if omitted. */
    oldPrice: price,
    availability: z._default(z.boolean(), true),
  })
  .check(
    z.refine(
      (car) => {
        if (car.oldPrice === undefined) return true;
        const newPrice = car.newPrice ?? effectiveRates(car.category, car.rates).base;
        return car.oldPrice >= newPrice;
      },
      { message: messageRef('car_price_order'), path: ['oldPrice'] },
    ),
  );
export type CarBody = z.infer<typeof CarBodySchema>;
export type CarBodyInput = z.input<typeof CarBodySchema>;

export const PartnerCarListQuerySchema = /* @__PURE__ */ z.object({
  /** One status only; without it, every car but the archived ones. */
  status: z.optional(z.enum(CAR_STATUSES, { error: messageRef('car_status_invalid') })),
});
export type PartnerCarListQuery = z.infer<typeof PartnerCarListQuerySchema>;

/** A car as its own partner sees it. */
export const PartnerCarSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  status: z.enum(CAR_STATUSES),
  /** Why an operator sent the car back or suspended it; empty otherwise. */
  statusReason: z.string(),
  carName: z.string(),
  carModel: z.string(),
  modelYear: z.nullable(z.int()),
  fuelType: z.string(),
  category: z.enum(CATEGORIES),
  serviceType: z.enum(SERVICE_TYPES),
  seater: z.int(),
  luggage: z.int(),
  ac: z.boolean(),
  bodyType: z.nullable(z.enum(BODY_TYPES)),
  city: z.string(),
  /** Empty on cars listed before partners ran their fleets. */
  registrationNumber: z.nullable(z.string()),
  availability: z.boolean(),
  /** The cover photo, or the drawing of a car that has none. */
  carImage: z.string(),
  photos: z.array(z.string()),
  defaultDriverId: z.nullable(IdSchema),
  /** The rates the car is priced at: its own, or its category's where it has none. */
  rates: RateCardSchema,
  /** The car's own rates as stored: null where the car follows its category's. */
  ownRates: z.object({
    perKmFirst: z.nullable(z.int()),
    perKmBeyond: z.nullable(z.int()),
    base: z.nullable(z.int()),
    perExtraHour: z.nullable(z.int()),
  }),
  /** Its local packages' prices: its own, or its category's where it has none. */
  packagePrices: PackagePricesSchema,
  /** The car's own package prices as stored: absent where the car follows its category's. */
  ownPackagePrices: z.object({
    '4h40km': z.optional(z.int()),
    '8h80km': z.optional(z.int()),
    '12h120km': z.optional(z.int()),
  }),
  newPrice: z.int(),
  oldPrice: z.int(),
  createdAt: TimestampSchema,
});
export type PartnerCar = z.infer<typeof PartnerCarSchema>;

export const PartnerCarListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  cars: z.array(PartnerCarSchema),
});
export type PartnerCarListResponse = z.infer<typeof PartnerCarListResponseSchema>;

export const PartnerCarResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  car: PartnerCarSchema,
});
export type PartnerCarResponse = z.infer<typeof PartnerCarResponseSchema>;

/** The fleet list's switch: whether customers can ask for the car now. */
export const CarAvailabilityBodySchema = /* @__PURE__ */ z.object({
  availability: z.boolean({ error: messageRef('car_availability_invalid') }),
});
export type CarAvailabilityBody = z.infer<typeof CarAvailabilityBodySchema>;

/** A change to a car: what happened, in words (a rate change sent it to review). */
export const PartnerCarChangeResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  car: PartnerCarSchema,
});
export type PartnerCarChangeResponse = z.infer<typeof PartnerCarChangeResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Maintenance blocks.

/** Days a car is out of service: from today on, at most {@link CAR_BLOCK_MAX_DAYS} days. */
export const CarBlockBodySchema = z
  .object({
    startsOn: dayFromToday('block_date_invalid'),
    endsOn: dayFromToday('block_date_invalid'),
    reason: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(CAR_BLOCK_REASON_MAX, messageRef('max_chars', { max: CAR_BLOCK_REASON_MAX })),
        ),
      '',
    ),
  })
  .check(
    z.refine((block) => block.endsOn >= block.startsOn, {
      message: messageRef('block_order_invalid'),
      path: ['endsOn'],
    }),
    z.refine(
      (block) =>
        block.endsOn < block.startsOn ||
        daysInRange(block.startsOn, block.endsOn) <= CAR_BLOCK_MAX_DAYS,
      {
        message: messageRef('block_too_long', { max: CAR_BLOCK_MAX_DAYS }),
        path: ['endsOn'],
      },
    ),
  );
export type CarBlockBody = z.infer<typeof CarBlockBodySchema>;
export type CarBlockBodyInput = z.input<typeof CarBlockBodySchema>;

export const CarBlockSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  carId: IdSchema,
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.string(),
  createdAt: TimestampSchema,
});
export type CarBlock = z.infer<typeof CarBlockSchema>;

export const CarBlockParamsSchema = /* @__PURE__ */ z.object({ id: IdSchema, blockId: IdSchema });

export const CarBlockResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  block: CarBlockSchema,
});
export const CarBlockListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  blocks: z.array(CarBlockSchema),
});

// ---------------------------------------------------------------------------------------------
// Drivers.

const LICENCE_INVALID = messageRef('driver_licence_invalid');
const licenceText = /* @__PURE__ */ z
  .string({ error: LICENCE_INVALID })
  .check(z.maxLength(30, LICENCE_INVALID));

/** The 15 characters of a licence number, or an issue on the field. */
function licenceOf(value: string, ctx: z.core.ParsePayload<unknown>) {
  const normalized = normalizeDrivingLicence(value);
  if (normalized !== null) return normalized;
  ctx.issues.push({ code: 'custom', message: LICENCE_INVALID, input: value });
  return z.NEVER;
}

const LicenceNumberSchema = /* @__PURE__ */ z.pipe(licenceText, z.transform(licenceOf));

const driverFields = {
  name: text('driver_name_required', TEXT_LIMITS.name),
  photo: z._default(UploadedPictureOrNoneSchema, ''),
  age: wholeNumber('driver_age_invalid', DRIVER_AGE),
  languages: z.pipe(
    z
      .array(z.enum(DRIVER_LANGUAGES, { error: messageRef('driver_language_invalid') }), {
        error: messageRef('driver_languages_required'),
      })
      .check(
        z.minLength(1, messageRef('driver_languages_required')),
        z.maxLength(DRIVER_LANGUAGES.length * 2),
      ),
    z.transform((languages: (typeof DRIVER_LANGUAGES)[number][]) => [...new Set(languages)]),
  ),
  experienceYears: wholeNumber('driver_experience_invalid', DRIVER_EXPERIENCE_YEARS),
  licenceExpiresOn: dayFromToday('licence_expiry_invalid'),
};

// Nobody drives professionally before 18: more years behind the wheel than that is a typo.
const experienceFitsAge = z.refine<{ age: number; experienceYears: number }>(
  (driver) => driver.experienceYears <= driver.age - DRIVER_AGE.min,
  { message: messageRef('driver_experience_age'), path: ['experienceYears'] },
);

/** What a partner sends to add a driver: the licence number in full, once. */
export const DriverBodySchema = z
  .object({ ...driverFields, licenceNumber: LicenceNumberSchema })
  .check(experienceFitsAge);
export type DriverBody = z.infer<typeof DriverBodySchema>;
export type DriverBodyInput = z.input<typeof DriverBodySchema>;

/**
 * What a partner sends to edit a driver. The licence is only ever answered masked, so leaving it
 * out, or sending the masked value back, keeps the stored one; a new number replaces it.
 */
export const DriverUpdateBodySchema = z
  .object({
    ...driverFields,
    licenceNumber: z.optional(
      z.pipe(
        licenceText,
        z.transform((value: string, ctx) =>
          isMaskedLicence(value) ? undefined : licenceOf(value, ctx),
        ),
      ),
    ),
  })
  .check(experienceFitsAge);
export type DriverUpdateBody = z.infer<typeof DriverUpdateBodySchema>;
export type DriverUpdateBodyInput = z.input<typeof DriverUpdateBodySchema>;

export const PartnerDriverListQuerySchema = /* @__PURE__ */ z.object({
  /** `archived` lists the drivers taken off the list; without it, the active ones. */
  status: z._default(
    z.enum(['active', 'archived'], { error: messageRef('driver_status_invalid') }),
    'active',
  ),
});

/** A driver as the company's partner sees them: the licence masked, never the number. */
export const PartnerDriverSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  name: z.string(),
  photo: z.string(),
  age: z.int(),
  languages: z.array(z.string()),
  experienceYears: z.int(),
  /** `XXXX…1234`: the last 4 characters of the licence number. */
  licence: z.string(),
  licenceExpiresOn: z.string(),
  /** Saarthi's check: a rejected driver can be given no booking until corrected. */
  status: z.enum(DRIVER_STATUSES),
  /** Why the check turned the driver down; empty otherwise. */
  statusReason: z.string(),
  archived: z.boolean(),
  createdAt: TimestampSchema,
});
export type PartnerDriver = z.infer<typeof PartnerDriverSchema>;

export const PartnerDriverListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  drivers: z.array(PartnerDriverSchema),
});
export const PartnerDriverResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  driver: PartnerDriverSchema,
});
export const PartnerDriverChangeResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  driver: PartnerDriverSchema,
});
