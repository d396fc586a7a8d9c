import type { BOOKING_MESSAGES } from './booking-messages.js';
import type { OPERATOR_MESSAGES } from './operator-messages.js';
import type { REPORT_MESSAGES } from './report-messages.js';
import type { ACCOUNT_MESSAGES } from './account-messages.js';
import type { PARTNER_MESSAGES } from './partner-messages.js';
/**
 * Every message the API and the shared form rules can show a person, under a stable code.
 *
 * The server answers errors with `{ message, code }`: `message` is this English text, for
 * integrators and logs; `code` is the key a client translates (the web app keeps one translation
 * per code, in `src/web/lib/i18n/server-messages.ts`, checked against this table by the type
 * system). `{name}` marks a value filled in per message (`Must be at most {max} characters`).
 * Codes never change meaning; a new wording keeps its code, a new meaning gets a new one.
 */
export const MESSAGES = {
  // Generic answers, by HTTP status, for errors without a message of their own.
  invalid_request: 'Invalid request',
  invalid_value: 'Invalid value',
  unauthorized: 'Please log in to continue',
  forbidden: 'You are not allowed to do that',
  not_found: 'Not found',
  route_not_found: 'Route {method} {path} not found',
  conflict: 'That record already exists',
  too_many_requests: 'Too many requests, please try again in {after}',
  invalid_json: 'The request body is not valid JSON',
  nul_character: 'Text must not contain NUL characters',
  request_too_large: 'The request is too large',
  unsupported_media_type: 'Unsupported content type',
  internal_error: 'Internal Server Error',
  service_unavailable: 'Service temporarily unavailable',
  // What Node's HTTP parser and Fastify's router refuse before a route runs.
  url_invalid: 'The address is not a valid URL',
  uri_too_long: 'The address is too long',
  headers_too_large: 'The request headers are too large',
  request_timeout: 'The request took too long to arrive',
  // Database constraints that bad input can trip.
  reference_missing: 'A referenced record does not exist',
  wrong_format: 'A value has the wrong format',
  out_of_range: 'A value is out of range',
  too_long: 'A value is too long',

  // Sessions and accounts.
  invalid_token: 'Invalid token',
  session_expired: 'Your session has expired, please log in again',
  session_ended: 'Your session has ended, please log in again',
  account_gone: 'Your account no longer exists',
  invalid_login: 'Invalid email or password',
  duplicate_email: 'An account with this email already exists',
  google_credential_required: 'Google credential is required',
  google_not_configured: 'Google sign-in is not configured',
  google_unavailable: 'Google sign-in is temporarily unavailable, please try again',
  google_failed: 'Google sign-in failed: {reason}',
  google_other_account: 'Google sign-in failed: this email is linked to another Google account',

  // Form rules (spec §5 and §8).
  required_fields: 'Please fill all required fields',
  accept_terms: 'Please accept the terms and conditions',
  email_invalid: 'Please enter a valid email address',
  mobile_invalid: 'Please enter a valid 10-digit Indian mobile number',
  whatsapp_invalid: 'Please enter a valid 10-digit WhatsApp number',
  password_too_short: 'Password must be at least {min} characters',
  password_too_long: 'Password must be at most {max} characters',
  password_common: 'This password is too common or easy to guess, please choose another',
  name_required: 'Name is required',
  name_too_long: 'Name must be at most {max} characters',
  email_required: 'Email is required',
  message_required: 'Message is required',
  comment_required: 'Comment is required',
  phone_too_long: 'Phone must be at most {max} characters',
  max_chars: 'Must be at most {max} characters',
  adult_dob: 'Choose a date of birth: you must be at least {age} years old',
  pincode_invalid: 'PIN code must be 6 digits and not start with 0',
  aadhaar_invalid: 'Aadhaar number is not valid',
  pan_invalid: 'PAN must look like ABCDE1234F',
  licence_invalid: 'Driving licence number is not valid',
  language_invalid: 'Language must be one of en, te, hi',
  rating_required: 'Rating is required',
  rating_whole: 'Rating must be a whole number',
  rating_whole_stars: 'Rating must be a whole number of stars',
  rating_min: 'Rating must be at least {min}',
  rating_max: 'Rating must be at most {max}',
  feedback_required: 'Please provide both rating and comment',
  feedback_too_long: 'Feedback must be at most {max} characters',
  estimate_invalid: 'Enter valid kilometers and hours',
  invalid_id: 'Invalid id',
  car_cursor_invalid: 'after is not a cursor from this list; start again from the first page',
  image_reference_invalid: 'Image must be an uploaded image path or an http(s) URL',
  car_or_company_required: 'carId or travelUserId is required',

  // Records.
  car_not_found: 'Car not found',
  car_not_of_company: 'This car does not belong to that travel company',
  blog_not_found: 'Blog not found',

  // Uploads.
  upload_not_multipart: 'Send the image as multipart/form-data in the field "{field}"',
  upload_unreadable: 'The upload could not be read as multipart/form-data',
  upload_no_file: 'Please choose an image to upload (field "{field}")',
  upload_one_at_a_time: 'Upload one image at a time',
  upload_too_large: 'Image must be at most {mb} MB',
  upload_too_many_pixels: 'Image must be at most {mp} megapixels: take a smaller one',
  upload_not_yours: 'Use pictures you uploaded to Saarthi yourself',
  upload_image_type: 'Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded',
  upload_daily_limit: 'You can upload at most {max} images a day, please try again later',
  upload_storage_full: 'Your account can keep at most {mb} MB of uploaded images',
  upload_not_found: 'Image not found',

  // Reviews: writing again about the same car edits the first review.
  feedback_updated: 'Feedback updated',
  review_customers_only:
    'Only customers can review cars: travel company and Saarthi team accounts cannot',
} as const;

/**
 * Every message known in this program: the storefront's, and the partner portal's once
 * `partner-messages.ts` is imported (the server and the partner area do; the storefront's
 * pages never carry them).
 */
const known: Record<string, string> = { ...MESSAGES };

/** Adds a table of messages (the partner portal's), found by code and by text from then on. */
export function addMessages(table: Record<string, string>): void {
  Object.assign(known, table);
  patterns = undefined;
}

/** Every message known now, by code. */
export function knownMessages(): Readonly<Record<string, string>> {
  return known;
}

export type StorefrontMessageCode = keyof typeof MESSAGES;
export type PartnerMessageCode = keyof typeof PARTNER_MESSAGES;
export type BookingMessageCode = keyof typeof BOOKING_MESSAGES;
export type OperatorMessageCode = keyof typeof OPERATOR_MESSAGES;
export type ReportMessageCode = keyof typeof REPORT_MESSAGES;
export type AccountMessageCode = keyof typeof ACCOUNT_MESSAGES;
export type MessageCode =
  | StorefrontMessageCode
  | PartnerMessageCode
  | BookingMessageCode
  | OperatorMessageCode
  | ReportMessageCode
  | AccountMessageCode;
export type MessageParams = Record<string, string | number>;

/** The English text of a message, its `{name}` places filled from `params`. */
export function messageText(code: MessageCode, params: MessageParams = {}): string {
  const text = known[code];
  if (text === undefined)
    throw new Error(
      `Message "${code}" is not known here: import its table (shared/partner-messages.ts or shared/booking-messages.ts)`,
    );
  return text.replace(/\{(\w+)\}/g, (place, name: string) =>
    name in params ? String(params[name]) : place,
  );
}

interface Pattern {
  code: MessageCode;
  names: string[];
  regex: RegExp;
}

let patterns: Pattern[] | undefined;

function compilePatterns(): Pattern[] {
  return (
    (Object.keys(known) as MessageCode[])
      .map((code) => {
        const names: string[] = [];
        const source = known[code]!.split(/(\{\w+\})/)
          .map((part) => {
            const place = /^\{(\w+)\}$/.exec(part);
            if (!place) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(place[1]!);
            return '(.+?)';
          })
          .join('');
        return { code, names, regex: new RegExp(`^${source}$`) };
      })
      // A fixed text wins over a template it also fits ("Google sign-in failed: {reason}").
      .sort((a, b) => a.names.length - b.names.length)
  );
}

/**
 * The code and values of an English message from this table, or undefined for any other text.
 * Form rules (zod) carry only their text, so this is how a client finds the code of one.
 */
export function findMessage(
  text: string,
): { code: MessageCode; params: MessageParams } | undefined {
  patterns ??= compilePatterns();
  for (const { code, names, regex } of patterns) {
    const match = regex.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    names.forEach((name, index) => {
      params[name] = match[index + 1]!;
    });
    return { code, params };
  }
  return undefined;
}
