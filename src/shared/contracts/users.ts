import * as z from 'zod/mini';
import { IdSchema, ImageReferenceSchema, optionalText } from './common.js';
import { TEXT_LIMITS } from '../constants.js';
import {
  isAadhaar,
  isAdult,
  isPan,
  isPincode,
  normalizeIndianMobile,
  MINIMUM_AGE,
} from '../validators.js';

// spec §5 and §8: the messages the login and sign-up forms show.
export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields';
export const TERMS_MESSAGE = 'Please accept the terms and conditions';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const MOBILE_MESSAGE = 'Please enter a valid 10-digit Indian mobile number';
export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${TEXT_LIMITS.password.min} characters`;

const passwordMaxLength = z.maxLength(
  TEXT_LIMITS.password.max,
  `Password must be at most ${TEXT_LIMITS.password.max} characters`,
);

const requiredField = (...checks: z.core.CheckFn<string>[] | z.core.$ZodCheck<string>[]) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE), ...checks);

const emailField = z.pipe(
  z.pipe(
    requiredField(z.maxLength(TEXT_LIMITS.email, EMAIL_MESSAGE)),
    z.email({ error: EMAIL_MESSAGE }),
  ),
  z.transform((email) => email.toLowerCase()),
);

/**
 * A mobile number in any common spelling, answered as its 10 digits. An empty value stays empty:
 * whether one is required is the field's own check, before this one.
 */
const mobileNumber = (message: string) =>
  z.transform((value: string, ctx) => {
    if (value === '') return value;
    const normalized = normalizeIndianMobile(value);
    if (normalized === null) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return normalized;
  });

export const LoginBodySchema = z.object({
  userEmail: emailField,
  // Not trimmed: a password is compared exactly as typed.
  password: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(z.minLength(1, REQUIRED_FIELDS_MESSAGE), passwordMaxLength),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RegisterBodySchema = z.object({
  userName: requiredField(
    z.maxLength(TEXT_LIMITS.name, `Name must be at most ${TEXT_LIMITS.name} characters`),
  ),
  userEmail: emailField,
  usermobile: z.pipe(requiredField(), mobileNumber(MOBILE_MESSAGE)),
  password: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(
      z.minLength(1, REQUIRED_FIELDS_MESSAGE),
      z.minLength(TEXT_LIMITS.password.min, PASSWORD_LENGTH_MESSAGE),
      passwordMaxLength,
    ),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const GoogleLoginBodySchema = z.object({
  /** The ID token (JWT) that Google Identity Services handed to the browser. */
  credential: z
    .string({ error: 'Google credential is required' })
    .check(z.minLength(1, 'Google credential is required'), z.maxLength(4096)),
});

export const AuthResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** spec §3: the profile, with empty strings for values not yet given. */
export const UserProfileSchema = z.object({
  _id: IdSchema,
  userName: z.string(),
  userEmail: z.string(),
  usermobile: z.string(),
  dob: z.string(),
  userAddress: z.string(),
  userCity: z.string(),
  userState: z.string(),
  userPincode: z.string(),
  userWhatsapp: z.string(),
  userAadhar: z.string(),
  userPAN: z.string(),
  userDL: z.string(),
  userProfilePhoto: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** An optional profile value: empty, or passing `test` once `normalize` has run. */
function optionalProfileValue(
  max: number,
  message: string,
  test: (value: string) => boolean,
  normalize: (value: string) => string = (value) => value,
) {
  return z.pipe(
    z.pipe(optionalText(max), z.transform(normalize)),
    z.string().check(z.refine((value) => value === '' || test(value), { message })),
  );
}

/** A mobile number field that may be left empty; a given one is answered as its 10 digits. */
const optionalMobile = (message: string) => z.pipe(optionalText(20), mobileNumber(message));

// DESIGN 10: profile values are validated. Email is the account's key and is not changed here;
// an `_id` or `userEmail` in the body is ignored.
export const ProfileUpdateBodySchema = z.object({
  userName: z
    .string({ error: 'Name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Name is required'),
      z.maxLength(TEXT_LIMITS.name, `Name must be at most ${TEXT_LIMITS.name} characters`),
    ),
  usermobile: optionalMobile(MOBILE_MESSAGE),
  dob: optionalProfileValue(
    10,
    `You must be at least ${MINIMUM_AGE} years old (date as YYYY-MM-DD)`,
    isAdult,
  ),
  userAddress: optionalText(TEXT_LIMITS.address),
  userCity: optionalText(TEXT_LIMITS.name),
  userState: optionalText(TEXT_LIMITS.name),
  userPincode: optionalProfileValue(6, 'PIN code must be 6 digits and not start with 0', isPincode),
  userWhatsapp: optionalMobile('Please enter a valid 10-digit WhatsApp number'),
  userAadhar: optionalProfileValue(14, 'Aadhaar number is not valid', isAadhaar, (value) =>
    value.replace(/\s/g, ''),
  ),
  userPAN: optionalProfileValue(10, 'PAN must look like ABCDE1234F', isPan, (value) =>
    value.toUpperCase(),
  ),
  userDL: optionalProfileValue(
    20,
    'Driving licence number is not valid',
    (value) => /^[A-Z]{2}[0-9A-Z -]{8,18}$/.test(value),
    (value) => value.toUpperCase(),
  ),
  userProfilePhoto: z._default(ImageReferenceSchema, ''),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
export type ProfileUpdateInput = z.input<typeof ProfileUpdateBodySchema>;

export const ProfileUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: UserProfileSchema,
});

export const UploadResponseSchema = z.object({
  success: z.literal(true),
  car_image_url: z.string(),
});
