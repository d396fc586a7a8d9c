import * as z from 'zod/mini';
import { IdSchema, ImageReferenceSchema, optionalText, SaidFields } from './common.js';
import { LANGUAGES, TEXT_LIMITS } from '../constants.js';
import {
  isAadhaar,
  isAdult,
  isMaskedAadhaar,
  isMaskedPan,
  isPan,
  isPincode,
  normalizeIndianMobile,
  MINIMUM_AGE,
} from '../validators.js';
import { messageRef } from '../message-ref.js';

// docs/product/storefront.md#form-rules: the messages the login and sign-up forms show.
export const REQUIRED_FIELDS_MESSAGE = messageRef('required_fields');
export const TERMS_MESSAGE = messageRef('accept_terms');
export const EMAIL_MESSAGE = messageRef('email_invalid');
export const MOBILE_MESSAGE = messageRef('mobile_invalid');
export const PASSWORD_LENGTH_MESSAGE = messageRef('password_too_short', {
  min: TEXT_LIMITS.password.min,
});

const passwordMaxLength = /* @__PURE__ */ z.maxLength(
  TEXT_LIMITS.password.max,
  messageRef('password_too_long', { max: TEXT_LIMITS.password.max }),
);

const requiredField = (...checks: z.core.CheckFn<string>[] | z.core.$ZodCheck<string>[]) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE), ...checks);

const emailField = /* @__PURE__ */ z.pipe(
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

export const LoginBodySchema = /* @__PURE__ */ z.object({
  userEmail: emailField,
  // Not trimmed: a password is compared exactly as typed.
  password: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(z.minLength(1, REQUIRED_FIELDS_MESSAGE), passwordMaxLength),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** A new password, as sign-up checks it (the server then refuses guessable ones). */
const newPasswordField = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .check(
    z.minLength(1, REQUIRED_FIELDS_MESSAGE),
    z.minLength(TEXT_LIMITS.password.min, PASSWORD_LENGTH_MESSAGE),
    passwordMaxLength,
  );

export const RegisterBodySchema = /* @__PURE__ */ z.object({
  userName: requiredField(
    z.maxLength(TEXT_LIMITS.name, messageRef('name_too_long', { max: TEXT_LIMITS.name })),
  ),
  userEmail: emailField,
  usermobile: z.pipe(requiredField(), mobileNumber(MOBILE_MESSAGE)),
  password: newPasswordField,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** How long a password reset link works, in minutes. */
export const PASSWORD_RESET_MINUTES = 30;

/** The web page a reset link opens; the link's token follows in its fragment (`#token=`). */
export const PASSWORD_RESET_PAGE = '/user/reset-password';

/** `POST /api/user/password-reset`: send a reset link to this address, if it has an account. */
export const PasswordResetRequestBodySchema = /* @__PURE__ */ z.object({ userEmail: emailField });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/** `POST /api/user/password-reset/confirm`: the link's token and the new password. */
export const PasswordResetConfirmBodySchema = /* @__PURE__ */ z.object({
  token: z
    .string({ error: messageRef('password_reset_link_invalid') })
    .check(z.maxLength(200, messageRef('password_reset_link_invalid'))),
  password: newPasswordField,
});
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>;

export const GoogleLoginBodySchema = /* @__PURE__ */ z.object({
  /** The ID token (JWT) that Google Identity Services handed to the browser. */
  credential: z
    .string({ error: messageRef('google_credential_required') })
    .check(z.minLength(1, messageRef('google_credential_required')), z.maxLength(4096)),
});

export const AuthResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  token: z.string(),
  ...SaidFields,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** docs/product/storefront.md#records-and-fields: the profile, with empty strings for values not yet given; Aadhaar and PAN masked. */
export const UserProfileSchema = /* @__PURE__ */ z.object({
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
  /** The language the person reads Saarthi in; e-mails to them are written in it. */
  language: z.enum(LANGUAGES),
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

// docs/product/storefront.md#aadhaar-and-pan: profile values are validated. Email is the account's key and is not changed here;
// an `_id` or `userEmail` in the body is ignored.
export const ProfileUpdateBodySchema = /* @__PURE__ */ z.object({
  userName: z
    .string({ error: messageRef('name_required') })
    .check(
      z.trim(),
      z.minLength(1, messageRef('name_required')),
      z.maxLength(TEXT_LIMITS.name, messageRef('name_too_long', { max: TEXT_LIMITS.name })),
    ),
  usermobile: optionalMobile(MOBILE_MESSAGE),
  dob: optionalProfileValue(10, messageRef('adult_dob', { age: MINIMUM_AGE }), isAdult),
  userAddress: optionalText(TEXT_LIMITS.address),
  userCity: optionalText(TEXT_LIMITS.name),
  userState: optionalText(TEXT_LIMITS.name),
  userPincode: optionalProfileValue(6, messageRef('pincode_invalid'), isPincode),
  userWhatsapp: optionalMobile(messageRef('whatsapp_invalid')),
  // The profile answers these masked (docs/product/storefront.md#aadhaar-and-pan). A new number replaces the stored one, the
  // masked value sent back unchanged keeps it, and an empty value removes it.
  userAadhar: optionalProfileValue(
    14,
    messageRef('aadhaar_invalid'),
    (value) => isAadhaar(value) || isMaskedAadhaar(value),
    (value) => value.replace(/\s/g, ''),
  ),
  userPAN: optionalProfileValue(
    10,
    messageRef('pan_invalid'),
    (value) => isPan(value) || isMaskedPan(value),
    (value) => value.toUpperCase(),
  ),
  userDL: optionalProfileValue(
    20,
    messageRef('licence_invalid'),
    (value) => /^[A-Z]{2}[0-9A-Z -]{8,18}$/.test(value),
    (value) => value.toUpperCase(),
  ),
  userProfilePhoto: z._default(ImageReferenceSchema, ''),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
export type ProfileUpdateInput = z.input<typeof ProfileUpdateBodySchema>;

export const ProfileUpdateResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  user: UserProfileSchema,
});

/** `POST /api/user/logout`: every token issued to the account so far stops working. */
export const LogoutResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
});

export const UploadResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  car_image_url: z.string(),
});
