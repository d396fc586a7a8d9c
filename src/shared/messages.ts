/**
 * The storefront's messages of the API and the shared form rules, in English, under stable
 * codes; the partner portal's, the console's, the bookings' and a few more have tables of their
 * own beside this one (`*-messages.ts`), so that the web app's pages carry none they do not show.
 *
 * Messages travel as their code and values (`message-ref.ts`). The server answers with
 * `{ message, code, params }`: `message` is this English, for integrators and logs
 * (`server/http/messages.ts`); `code` is the key a client translates (the web app keeps one
 * translation per code, checked against these tables by the type system). `{name}` marks a value
 * filled in per message (`Must be at most {max} characters`). Codes never change meaning; a new
 * wording keeps its code, a new meaning gets a new one.
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

  // Form rules (docs/product/storefront.md#form-rules).
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

  // What a storefront write says it did (the words the specification gives them).
  registered: 'Registration successful',
  logged_in: 'Login successful',
  google_logged_in: 'Google login successful',
  logged_out: 'Logged out',
  profile_updated: 'Profile updated successfully',
  car_fetched: 'Car fetched successfully',
  site_review_thanks: 'Thank you for your review!',
  contact_sent: 'Message sent successfully!',
  query_saved: 'Query saved',
  feedback_submitted: 'Feedback submitted successfully',

  // Reviews: writing again about the same car edits the first review.
  feedback_updated: 'Feedback updated',
  review_customers_only:
    'Only customers can review cars: travel company and Saarthi team accounts cannot',
} as const;
