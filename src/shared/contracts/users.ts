import { z } from 'zod';
import { IdSchema, ImageReferenceSchema, optionalText } from './common.js';
import { TEXT_LIMITS } from '../constants.js';
import { isAadhaar, isAdult, isPan, isPincode, normalizeIndianMobile, MINIMUM_AGE } from '../validators.js';

// spec §5 and §8: the messages the login and sign-up forms show.
export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields';
export const TERMS_MESSAGE = 'Please accept the terms and conditions';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const MOBILE_MESSAGE = 'Please enter a valid 10-digit Indian mobile number';
export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${TEXT_LIMITS.password.min} characters`;

const requiredField = z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE);

const emailField = requiredField
  .max(TEXT_LIMITS.email, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

const mobileField = (message: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const normalized = normalizeIndianMobile(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalized;
    });

export const LoginBodySchema = z.object({
  userEmail: emailField,
  // Not trimmed: a password is compared exactly as typed.
  password: z.string({ error: REQUIRED_FIELDS_MESSAGE }).min(1, REQUIRED_FIELDS_MESSAGE).max(TEXT_LIMITS.password.max),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RegisterBodySchema = z.object({
  userName: requiredField.max(TEXT_LIMITS.name, `Name must be at most ${TEXT_LIMITS.name} characters`),
  userEmail: emailField,
  usermobile: z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).pipe(mobileField(MOBILE_MESSAGE)),
  password: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .min(TEXT_LIMITS.password.min, PASSWORD_LENGTH_MESSAGE)
    .max(TEXT_LIMITS.password.max, `Password must be at most ${TEXT_LIMITS.password.max} characters`),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const GoogleLoginBodySchema = z.object({
  /** The ID token (JWT) that Google Identity Services handed to the browser. */
  credential: z.string({ error: 'Google credential is required' }).min(1, 'Google credential is required').max(4096),
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

function optionalMatching(max: number, test: (value: string) => boolean, message: string) {
  return optionalText(max).refine((value) => value === '' || test(value), { message });
}

// DESIGN 10: profile values are validated. Email is the account's key and is not changed here;
// an `_id` or `userEmail` in the body is ignored.
export const ProfileUpdateBodySchema = z.object({
  userName: requiredText(),
  usermobile: optionalText(20).refine((v) => v === '' || normalizeIndianMobile(v) !== null, { message: MOBILE_MESSAGE }).transform((v) => (v === '' ? v : normalizeIndianMobile(v)!)),
  dob: optionalMatching(10, (v) => isAdult(v), `You must be at least ${MINIMUM_AGE} years old (date as YYYY-MM-DD)`),
  userAddress: optionalText(TEXT_LIMITS.address),
  userCity: optionalText(TEXT_LIMITS.name),
  userState: optionalText(TEXT_LIMITS.name),
  userPincode: optionalMatching(6, isPincode, 'PIN code must be 6 digits and not start with 0'),
  userWhatsapp: optionalText(20).refine((v) => v === '' || normalizeIndianMobile(v) !== null, { message: 'Please enter a valid 10-digit WhatsApp number' }).transform((v) => (v === '' ? v : normalizeIndianMobile(v)!)),
  userAadhar: optionalText(14)
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => v === '' || isAadhaar(v), { message: 'Aadhaar number is not valid' }),
  userPAN: optionalText(10)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || isPan(v), { message: 'PAN must look like ABCDE1234F' }),
  userDL: optionalText(20)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}[0-9A-Z -]{8,18}$/.test(v), { message: 'Driving licence number is not valid' }),
  userProfilePhoto: ImageReferenceSchema.default(''),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
export type ProfileUpdateInput = z.input<typeof ProfileUpdateBodySchema>;

function requiredText() {
  return z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(TEXT_LIMITS.name, `Name must be at most ${TEXT_LIMITS.name} characters`);
}

export const ProfileUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: UserProfileSchema,
});

export const UploadResponseSchema = z.object({
  success: z.literal(true),
  car_image_url: z.string(),
});
