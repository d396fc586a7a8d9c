import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StorefrontMessageCode } from '@shared/message-ref';
import type { GENERIC_MESSAGES } from '../server-messages';
import { FORM_MESSAGES } from './form-messages';

/**
 * The reader's words for every storefront message of the API and the shared form rules
 * (`shared/messages.ts`), by code. A new code there fails the type check here until it has its
 * translation. The storefront's pages word the API's answers by this table.
 */
export const STOREFRONT_MESSAGES: Record<
  Exclude<StorefrontMessageCode, keyof typeof GENERIC_MESSAGES>,
  MessageDescriptor
> = {
  ...FORM_MESSAGES,
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
  accept_terms: msg({ message: 'Please accept the terms and conditions' }),
  email_invalid: msg({ message: 'Please enter a valid email address' }),
  mobile_invalid: msg({ message: 'Please enter a valid 10-digit Indian mobile number' }),
  whatsapp_invalid: msg({ message: 'Please enter a valid 10-digit WhatsApp number' }),
  password_too_short: msg({ message: 'Password must be at least {min} characters' }),
  password_too_long: msg({ message: 'Password must be at most {max} characters' }),
  password_common: msg({
    message: 'This password is too common or easy to guess. Please choose another one.',
  }),
  email_required: msg({ message: 'Email is required' }),
  message_required: msg({ message: 'Message is required' }),
  phone_too_long: msg({ message: 'Phone must be at most {max} characters' }),
  adult_dob: msg({ message: 'Choose a date of birth: you must be at least {age} years old' }),
  pincode_invalid: msg({ message: 'PIN code must be 6 digits and not start with 0' }),
  aadhaar_invalid: msg({ message: 'Aadhaar number is not valid' }),
  pan_invalid: msg({ message: 'PAN must look like ABCDE1234F' }),
  licence_invalid: msg({ message: 'Driving licence number is not valid' }),
  language_invalid: msg({ message: 'Please choose English, Telugu or Hindi' }),
  estimate_invalid: msg({ message: 'Enter valid kilometers and hours' }),
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
  registered: msg({ message: 'Registration successful' }),
  logged_in: msg({ message: 'Login successful' }),
  google_logged_in: msg({ message: 'Google login successful' }),
  logged_out: msg({ message: 'Logged out' }),
  profile_updated: msg({ message: 'Profile updated successfully' }),
  car_fetched: msg({ message: 'Car fetched successfully' }),
  contact_sent: msg({ message: 'Message sent successfully!' }),
  query_saved: msg({ message: 'Query saved' }),
  feedback_submitted: msg({ message: 'Feedback submitted successfully' }),
};
