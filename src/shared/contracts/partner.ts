/**
 * The partner portal's contract (docs/product/marketplace.md#partner-portal): a travel company as its own
 * partner sees and edits it.
 */
import * as z from 'zod/mini';
import {
  IdSchema,
  ImageReferenceSchema,
  OptionalSaidFields,
  TimestampSchema,
  requiredText,
} from './common.js';
import { CitySchema } from './cars.js';
import { CITIES, TEXT_LIMITS } from '../constants.js';
import { CITY_GST_STATE, COMPANY_STATUSES, RATE_DEFAULTS } from '../partner-constants.js';
import { messageRef, type MessageCode } from '../message-ref.js';
import { isGstin, isPan, isUpiId, normalizeIndianMobile, panOfGstin } from '../validators.js';

/** Company rates a car may override: whole rupees (or km) within sane bounds. */
export const COMPANY_RATE_LIMITS = {
  driverAllowancePerDay: { min: 0, max: 5_000 },
  nightChargePerNight: { min: 0, max: 5_000 },
  outstationMinKmPerDay: { min: 0, max: 1_000 },
} as const;

const text = (code: MessageCode, max: number) => requiredText(messageRef(code), max);

/** A 10-digit Indian mobile in any common spelling, answered as its 10 digits. */
const mobile = (code: MessageCode) =>
  z.pipe(
    z.string({ error: messageRef(code) }).check(z.trim()),
    z.transform((value: string, ctx) => {
      const normalized = normalizeIndianMobile(value);
      if (normalized === null) {
        ctx.issues.push({ code: 'custom', message: messageRef(code), input: value });
        return z.NEVER;
      }
      return normalized;
    }),
  );

const optionalMobile = (code: MessageCode) =>
  z._default(
    z.pipe(
      z.string({ error: messageRef(code) }).check(z.trim()),
      z.transform((value: string, ctx) => {
        if (value === '') return '';
        const normalized = normalizeIndianMobile(value);
        if (normalized === null) {
          ctx.issues.push({ code: 'custom', message: messageRef(code), input: value });
          return z.NEVER;
        }
        return normalized;
      }),
    ),
    '',
  );

const upper = /* @__PURE__ */ z.transform((value: string) => value.toUpperCase());

const gstinField = /* @__PURE__ */ z.pipe(
  z
    .string({ error: messageRef('gstin_invalid') })
    .check(z.trim(), z.refine(isGstin, { message: messageRef('gstin_invalid') })),
  upper,
);

// The PAN is read from the GSTIN (its characters 3 to 12); a client that still sends it is
// held to that.
const panField = /* @__PURE__ */ z.optional(
  z.pipe(
    z
      .string({ error: messageRef('pan_invalid') })
      .check(z.trim(), z.refine(isPan, { message: messageRef('pan_invalid') })),
    upper,
  ),
);

const wholeAmount = (
  name: keyof typeof COMPANY_RATE_LIMITS,
  code: 'rate_invalid' | 'km_invalid',
) => {
  const { min, max } = COMPANY_RATE_LIMITS[name];
  const message = messageRef(code, { min, max });
  return z._default(
    z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message)),
    RATE_DEFAULTS[name],
  );
};

/**
 * What a partner sends to register or edit the company. The legal name and GSTIN are its legal
 * identity: changing them sends a verified company back to Saarthi's check
 * (docs/product/verification.md); the trade name and the contact may change freely.
 */
export const CompanyBodySchema = z
  .object({
    travelsName: text('company_name_required', TEXT_LIMITS.name),
    legalName: text('company_legal_name_required', 120),
    city: CitySchema,
    citiesServed: z
      .array(CitySchema, { error: messageRef('company_cities_required') })
      .check(z.minLength(1, messageRef('company_cities_required')), z.maxLength(CITIES.length)),
    address: text('company_address_required', 300),
    gstin: gstinField,
    pan: panField,
    phone: mobile('company_phone_invalid'),
    whatsapp: optionalMobile('company_whatsapp_invalid'),
    email: z._default(
      z.string({ error: messageRef('company_email_invalid') }).check(
        z.trim(),
        z.maxLength(TEXT_LIMITS.email, messageRef('company_email_invalid')),
        z.refine((value) => value === '' || z.safeParse(z.email(), value).success, {
          message: messageRef('company_email_invalid'),
        }),
      ),
      '',
    ),
    imageUrl: z._default(ImageReferenceSchema, ''),
    /** Where customers pay by UPI; empty while the company takes no UPI. */
    upiId: z._default(
      z.string({ error: messageRef('upi_id_invalid') }).check(
        z.trim(),
        z.refine((value) => value === '' || isUpiId(value), {
          message: messageRef('upi_id_invalid'),
        }),
      ),
      '',
    ),
    driverAllowancePerDay: wholeAmount('driverAllowancePerDay', 'rate_invalid'),
    nightChargePerNight: wholeAmount('nightChargePerNight', 'rate_invalid'),
    outstationMinKmPerDay: wholeAmount('outstationMinKmPerDay', 'km_invalid'),
  })
  .check(
    z.refine((body) => body.pan === undefined || panOfGstin(body.gstin) === body.pan, {
      message: messageRef('gstin_pan_mismatch'),
      path: ['gstin'],
    }),
    // A GSTIN is registered in one state: the company's city's.
    z.superRefine((body, ctx) => {
      const { code, state } = CITY_GST_STATE[body.city];
      if (body.gstin.startsWith(code)) return;
      ctx.issues.push({
        code: 'custom',
        path: ['gstin'],
        message: messageRef('gstin_state_mismatch', { state, city: body.city, code }),
        input: body.gstin,
      });
    }),
  );
export type CompanyBody = z.infer<typeof CompanyBodySchema>;
export type CompanyBodyInput = z.input<typeof CompanyBodySchema>;

/** Who a company is and how to reach it: what its partner and the operators both read. */
export const CompanyIdentityFields = {
  _id: IdSchema,
  travelsName: z.string(),
  legalName: z.string(),
  city: z.string(),
  citiesServed: z.array(z.string()),
  address: z.string(),
  gstin: z.string(),
  pan: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
};

/** The company as its partner sees it. */
export const PartnerCompanySchema = /* @__PURE__ */ z.object({
  ...CompanyIdentityFields,
  imageUrl: z.string(),
  upiId: z.string(),
  status: z.enum(COMPANY_STATUSES),
  /** Why an operator rejected or suspended it; empty otherwise. */
  statusReason: z.string(),
  driverAllowancePerDay: z.int(),
  nightChargePerNight: z.int(),
  outstationMinKmPerDay: z.int(),
  createdAt: TimestampSchema,
});
export type PartnerCompany = z.infer<typeof PartnerCompanySchema>;

export const PartnerCompanyResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** What a save did, in words (an identity change sends the company back to verification). */
  ...OptionalSaidFields,
  company: PartnerCompanySchema,
});
export type PartnerCompanyResponse = z.infer<typeof PartnerCompanyResponseSchema>;
