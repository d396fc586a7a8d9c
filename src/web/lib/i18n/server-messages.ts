import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useCallback } from 'react';
import { loadArea } from './i18n';
import {
  findMessage,
  type MessageCode,
  type MessageParams,
  type StorefrontMessageCode,
} from '@shared/messages';

/**
 * The reader's words for the storefront's messages of `@shared/messages`: the API's error codes
 * and the shared form rules. A new code there fails the type check here until it has its
 * translation. The partner portal's messages are translated in its own area (and catalogue),
 * which adds them here when it loads (`addServerMessages`).
 */
// Their catalogue comes with the first page that shows them (AREA_PARTS); a piece of the home page
// that needs them (the review form) fetches it as it loads, which this does.
// A catalogue that cannot be fetched leaves these messages in English.
void loadArea('server-messages').catch(() => undefined);

const SERVER_MESSAGES: Record<StorefrontMessageCode, MessageDescriptor> = {
  invalid_request: msg({ message: 'Invalid request' }),
  invalid_value: msg({ message: 'Invalid value' }),
  unauthorized: msg({ message: 'Please log in to continue' }),
  forbidden: msg({ message: 'You are not allowed to do that' }),
  not_found: msg({ message: 'Not found' }),
  route_not_found: msg({ message: 'This address does not exist' }),
  conflict: msg({ message: 'That record already exists' }),
  // The wait (`{after}`) comes from the rate limiter in English, so it is not repeated here.
  too_many_requests: msg({ message: 'Too many attempts. Please wait a little and try again.' }),
  invalid_json: msg({ message: 'The request could not be read. Please try again.' }),
  nul_character: msg({
    message: 'The text contains a character that cannot be saved. Please type it again.',
  }),
  request_too_large: msg({ message: 'That is too much to send at once' }),
  unsupported_media_type: msg({ message: 'The request could not be read. Please try again.' }),
  internal_error: msg({ message: 'Something went wrong on our side. Please try again.' }),
  service_unavailable: msg({ message: 'Service temporarily unavailable' }),
  url_invalid: msg({ message: 'This address does not exist' }),
  uri_too_long: msg({ message: 'That address is too long to open' }),
  headers_too_large: msg({ message: 'The request could not be read. Please try again.' }),
  request_timeout: msg({ message: 'The connection is slow. Please try again.' }),
  reference_missing: msg({ message: 'A referenced record does not exist' }),
  wrong_format: msg({ message: 'A value has the wrong format' }),
  out_of_range: msg({ message: 'A value is out of range' }),
  too_long: msg({ message: 'A value is too long' }),
  invalid_token: msg({ message: 'Your session is not valid, please log in again' }),
  session_expired: msg({ message: 'Your session has expired, please log in again' }),
  session_ended: msg({ message: 'Your session has ended, please log in again' }),
  account_gone: msg({ message: 'Your account no longer exists' }),
  invalid_login: msg({ message: 'Invalid email or password' }),
  duplicate_email: msg({ message: 'An account with this email already exists' }),
  google_credential_required: msg({ message: 'Google credential is required' }),
  google_not_configured: msg({ message: 'Google sign-in is not configured' }),
  google_unavailable: msg({
    message: 'Google sign-in is temporarily unavailable, please try again',
  }),
  google_failed: msg({ message: 'Google did not accept the sign-in' }),
  google_other_account: msg({
    message: 'Google sign-in failed: this email is linked to another Google account',
  }),
  required_fields: msg({ message: 'Please fill all required fields' }),
  accept_terms: msg({ message: 'Please accept the terms and conditions' }),
  email_invalid: msg({ message: 'Please enter a valid email address' }),
  mobile_invalid: msg({ message: 'Please enter a valid 10-digit Indian mobile number' }),
  whatsapp_invalid: msg({ message: 'Please enter a valid 10-digit WhatsApp number' }),
  password_too_short: msg({ message: 'Password must be at least {min} characters' }),
  password_too_long: msg({ message: 'Password must be at most {max} characters' }),
  password_common: msg({
    message: 'This password is too common or easy to guess. Please choose another one.',
  }),
  name_required: msg({ message: 'Name is required' }),
  name_too_long: msg({ message: 'Name must be at most {max} characters' }),
  email_required: msg({ message: 'Email is required' }),
  message_required: msg({ message: 'Message is required' }),
  comment_required: msg({ message: 'Comment is required' }),
  phone_too_long: msg({ message: 'Phone must be at most {max} characters' }),
  max_chars: msg({ message: 'Must be at most {max} characters' }),
  adult_dob: msg({ message: 'Choose a date of birth: you must be at least {age} years old' }),
  pincode_invalid: msg({ message: 'PIN code must be 6 digits and not start with 0' }),
  aadhaar_invalid: msg({ message: 'Aadhaar number is not valid' }),
  pan_invalid: msg({ message: 'PAN must look like ABCDE1234F' }),
  licence_invalid: msg({ message: 'Driving licence number is not valid' }),
  language_invalid: msg({ message: 'Please choose English, Telugu or Hindi' }),
  rating_required: msg({ message: 'Rating is required' }),
  rating_whole: msg({ message: 'Rating must be a whole number' }),
  rating_whole_stars: msg({ message: 'Rating must be a whole number of stars' }),
  rating_min: msg({ message: 'Rating must be at least {min}' }),
  rating_max: msg({ message: 'Rating must be at most {max}' }),
  feedback_required: msg({ message: 'Please provide both rating and comment' }),
  feedback_too_long: msg({ message: 'Feedback must be at most {max} characters' }),
  estimate_invalid: msg({ message: 'Enter valid kilometers and hours' }),
  invalid_id: msg({ message: 'Invalid id' }),
  car_cursor_invalid: msg({
    message: 'The list has changed. Please load it again from the start.',
  }),
  image_reference_invalid: msg({
    message: 'Image must be an uploaded image path or an http(s) URL',
  }),
  car_or_company_required: msg({ message: 'Choose a car or a travel company' }),
  car_not_found: msg({ message: 'Car not found' }),
  car_not_of_company: msg({ message: 'This car does not belong to that travel company' }),
  blog_not_found: msg({ message: 'Blog not found' }),
  upload_not_multipart: msg({ message: 'The image could not be sent. Please try again.' }),
  upload_unreadable: msg({ message: 'The image could not be read. Please try another file.' }),
  upload_no_file: msg({ message: 'Please choose an image to upload' }),
  upload_one_at_a_time: msg({ message: 'Upload one image at a time' }),
  upload_too_large: msg({ message: 'Image must be at most {mb} MB' }),
  upload_too_many_pixels: msg({
    message: 'That picture is too big to show on a phone: choose a smaller one',
  }),
  upload_not_yours: msg({ message: 'Use pictures you uploaded to Saarthi yourself' }),
  upload_image_type: msg({ message: 'Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded' }),
  upload_daily_limit: msg({
    message: 'You can upload at most {max} images a day. Please try again later.',
  }),
  upload_storage_full: msg({ message: 'Your account can keep at most {mb} MB of uploaded images' }),
  upload_not_found: msg({ message: 'Image not found' }),
  feedback_updated: msg({ message: 'Your review has been updated' }),
  review_customers_only: msg({
    message: 'Only customers can review cars: travel company and Saarthi team accounts cannot',
  }),
};

const areaMessages = new Map<MessageCode, MessageDescriptor>();

/** An area's own translations of messages (the partner portal's), added when it loads. */
export function addServerMessages(table: Partial<Record<MessageCode, MessageDescriptor>>): void {
  for (const [code, descriptor] of Object.entries(table))
    if (descriptor) areaMessages.set(code as MessageCode, descriptor);
}

const descriptorOf = (code: MessageCode): MessageDescriptor | undefined =>
  (SERVER_MESSAGES as Partial<Record<MessageCode, MessageDescriptor>>)[code] ??
  areaMessages.get(code);

/**
 * Failures that never got an answer from the server (ApiError codes set by lib/api-client.ts, and
 * `offline` by lib/use-destructive-mutation.ts).
 */
const CLIENT_MESSAGES: Record<string, MessageDescriptor> = {
  network_error: msg({
    message: 'Could not reach Saarthi. Check your internet connection and try again.',
  }),
  offline: msg({ message: 'You are offline. Check your connection and try again.' }),
  request_failed: msg({ message: 'Something went wrong. Please try again.' }),
  unexpected_answer: msg({ message: 'Something went wrong. Please try again.' }),
};

/**
 * A message from the API or a shared form rule in the reader's language: by its code when the
 * API sent one, else by recognising the English text; any other text is shown as it came.
 */
export function translateMessage(
  i18n: I18n,
  text: string,
  code?: string,
  params?: MessageParams,
): string {
  const client = code ? CLIENT_MESSAGES[code] : undefined;
  if (client) return i18n._(client);
  const known =
    code && descriptorOf(code as MessageCode)
      ? { code: code as MessageCode, params: params ?? findMessage(text)?.params ?? {} }
      : findMessage(text);
  const translation = known && descriptorOf(known.code);
  if (!known || !translation) return text;
  // Passed as a variable: Lingui's extractor reads an object literal given to `i18n._` as a
  // message of its own and stops on the spread (npm run i18n:extract fails on this file).
  const withValues: MessageDescriptor = { ...translation, values: known.params };
  return i18n._(withValues);
}

/** `translateMessage` bound to the current language, for components. */
export function useTranslateMessage(): (text: string, code?: string) => string {
  const { i18n } = useLingui();
  return useCallback((text: string, code?: string) => translateMessage(i18n, text, code), [i18n]);
}
