import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { PRODUCT_NAME, UPLOAD_MAX_BYTES } from '../../shared/constants.js';
import { UPLOAD_MIME_TYPES } from '../../shared/partner-constants.js';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '../../shared/partner-constants.js';
import { ErrorResponseSchema } from '../../shared/contracts/common.js';
import { DOCUMENTS_PER_COMPANY_MAX } from '../../shared/contracts/documents.js';
import { CONTENT_OPERATIONS } from '../modules/content/operations.js';
import { requiredRoleOf, type AuthGuards } from './auth.js';
import { MAX_PARAM_LENGTH } from './protocol-errors.js';

/** The error statuses this API answers, each with `{ success: false, message, code, errors? }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 431 | 500 | 503;

interface OperationDoc {
  /** One line, shown in the operation list of /api/docs. */
  summary: string;
  /** Errors this route answers beyond the ones its declaration shows, with what they mean here. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** The few routes that answer without asking the database cannot answer 503. */
  database?: false;
  /** Answers a response schema cannot declare (a file), as OpenAPI responses. */
  answers?: Record<number, unknown>;
}

/** What an error status means when the route has nothing more precise to say. */
const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'The input is not valid: `message` says what is wrong, `errors` names each field that failed.',
  401: 'No bearer token, or one that is malformed, expired, ended by signing out, of an account that no longer exists, or of one an operator suspended (`account_suspended`).',
  403: 'The signed-in user may not do this.',
  404: 'No record has this id.',
  409: 'The request conflicts with a record that already exists.',
  413: 'The body is larger than the server accepts.',
  414: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`,
  415: "The body's Content-Type is not one this route reads.",
  429: 'Too many requests from this client: `message` says when to try again.',
  431: 'The request headers are larger than the server reads.',
  500: 'The server failed; the failure is logged with the request id.',
  503: 'The database is unavailable or too slow to answer; try again shortly.',
};

const CAR_MISSING = 'The car does not exist.';

/**
 * Every documented route, keyed by its method and documented path. A route missing here has no
 * summary, which the OpenAPI test and `npm run lint:api` refuse.
 */
export const OPERATIONS: Record<string, OperationDoc> = {
  // The operators' content routes, seven per kind (FAQs, blogs, listings, home strips).
  ...CONTENT_OPERATIONS,
  'GET /api/health': { summary: 'Check that the server and its database answer' },
  'GET /api/health/live': {
    summary: 'Check that the process answers (restart it if not)',
    database: false,
  },
  'GET /api/health/ready': { summary: 'Check that this instance should be sent requests' },
  'GET /api/site': {
    summary: 'Read the support contacts, social links and the Google sign-in client id',
    database: false,
  },

  'GET /api/featured/allFeatured': { summary: "List the home page's featured pictures" },
  'GET /api/offers/allOffer': { summary: "List the home page's offer pictures" },
  [`GET /api/why${PRODUCT_NAME}/allWhy${PRODUCT_NAME}`]: {
    summary: `List the reasons to choose ${PRODUCT_NAME}`,
  },
  'GET /api/comments': { summary: 'List the latest reviews of the site' },
  'POST /api/comments': { summary: 'Review the site (shown as unverified until checked)' },

  'GET /api/faqs': { summary: 'List the frequently asked questions' },

  'GET /api/blogs/all': { summary: 'List the blog posts, with whether the reader liked each' },
  'GET /api/blogs/{id}': { summary: 'Read one blog post' },
  'PATCH /api/blogs/like/{id}': { summary: 'Like a blog post, or take the like back' },
  'PATCH /api/blogs/share/{id}': { summary: 'Count one share of a blog post' },

  'POST /api/user/register': {
    summary: 'Create a customer account with email and password',
    errors: { 409: 'An account with this email already exists.' },
  },
  'POST /api/user/login': {
    summary: 'Sign in with email and password',
    errors: {
      401: 'The email and password do not match an account, or they do and an operator has suspended it (`account_suspended`).',
    },
  },
  'POST /api/user/google': {
    summary: 'Sign in with a Google ID token',
    errors: {
      401: "Google's token is not valid, its email belongs to an account linked to another Google account, or the account is suspended (`account_suspended`).",
      503: "Google sign-in is not configured, Google's keys cannot be fetched, or the database is unavailable.",
    },
  },
  'POST /api/user/logout': {
    summary: "Sign out everywhere: ends every token of the signed-in user's account",
  },
  'GET /api/user/profile': { summary: "Read the signed-in user's profile" },
  'PUT /api/user/language': { summary: "Set the signed-in user's language" },
  'PUT /api/user/update-profile': { summary: "Update the signed-in user's profile" },

  'POST /api/uploads': {
    summary: 'Upload a picture and get its path',
    errors: {
      400: 'The body is not a form with one image in its file field, or the file is not a supported image.',
      413: `The image is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
    },
  },

  'GET /uploads/{fileName}': {
    summary: 'Download an uploaded picture (a car photo is public once the car is live)',
    errors: {
      404: "No upload has this name, or it is a photo of a car that is not live at a verified company and the token is not its uploader's or an operator's.",
    },
    answers: {
      200: {
        description:
          "The picture in its own type. Public pictures are cacheable for a year (an upload is never rewritten); a car's photo before the car is live is answered only to its uploader or an operator, never cached.",
        content: Object.fromEntries(
          UPLOAD_MIME_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      },
      304: { description: 'The picture has the ETag named in If-None-Match.', type: 'null' },
    },
  },

  'POST /api/contact': { summary: 'Send a message to the support team' },

  'GET /api/cars': { summary: 'List cars by city, category and service type, one page at a time' },
  'GET /api/cars/{id}': { summary: 'Read one car with its travel company' },
  'GET /api/cars/{id}/company-badge': {
    summary: "Read the usual response time of the car's travel company (the car page's badge)",
    errors: { 404: CAR_MISSING },
  },

  'POST /api/partner/company': {
    summary: 'Register a travel company: it starts pending and the account becomes its partner',
    errors: {
      403: 'Only a customer account can register a company.',
      409: 'The account already runs a company, or another company holds the GSTIN (`gstin_taken`).',
    },
  },
  'GET /api/partner/company': {
    summary: "Read the signed-in partner's company, with its verification status",
    errors: { 404: 'The partner runs no company.' },
  },
  'PUT /api/partner/company': {
    summary:
      "Edit the signed-in partner's company (a rejected one, or a verified one whose legal name or GSTIN changes, goes back for verification)",
    errors: {
      404: 'The partner runs no company.',
      409: 'The company is suspended, or another company holds the GSTIN (`gstin_taken`).',
    },
  },

  'GET /api/partner/cars': {
    summary: "List the partner's cars, newest first: all but the archived ones, or one status",
    errors: { 404: 'The partner runs no company.' },
  },
  'POST /api/partner/cars': {
    summary: "Add a car to the partner's fleet as a draft",
    errors: {
      400: 'The input is not valid, the city is not one the company serves, or the default driver is not one of its drivers: `errors` names each field.',
      404: 'The partner runs no company.',
      409: 'The company is suspended, or a car with this registration number is already listed.',
    },
  },
  'GET /api/partner/cars/{id}': {
    summary: "Read one of the partner's cars, with its effective rate card",
    errors: { 404: "The partner runs no company, or the car is not one of the company's." },
  },
  'PUT /api/partner/cars/{id}': {
    summary:
      "Edit one of the partner's cars (a live car whose rates move over 30 % goes to review)",
    errors: {
      400: 'The input is not valid, the city is not one the company serves, or the default driver is not one of its drivers: `errors` names each field.',
      404: "The partner runs no company, or the car is not one of the company's.",
      409: 'The company is suspended, the car is archived, or another car has this registration number.',
    },
  },
  'PATCH /api/partner/cars/{id}/availability': {
    summary: 'Mark a car available or not for customers, without changing anything else',
    errors: {
      404: "The partner runs no company, or the car is not one of the company's.",
      409: 'The company is suspended, or the car is archived.',
    },
  },
  'DELETE /api/partner/cars/{id}': {
    summary: "Archive one of the partner's cars: it leaves the fleet and the storefront for good",
    errors: {
      404: "The partner runs no company, or the car is not one of the company's.",
      409: 'The company is suspended.',
    },
  },
  'POST /api/partner/cars/{id}/submit': {
    summary: 'Send a draft or suspended car to the operators for review',
    errors: {
      404: "The partner runs no company, or the car is not one of the company's.",
      409: 'The company is suspended, or the car is in review, live or archived.',
    },
  },
  'GET /api/partner/cars/{id}/blocks': {
    summary: "List a car's maintenance blocks by first day",
    errors: { 404: "The partner runs no company, or the car is not one of the company's." },
  },
  'POST /api/partner/cars/{id}/blocks': {
    summary: 'Block days of a car for maintenance: no booking can take them',
    errors: {
      404: "The partner runs no company, or the car is not one of the company's.",
      409: 'The company is suspended, the car is archived, or it is already blocked on some of the days.',
    },
  },
  'DELETE /api/partner/cars/{id}/blocks/{blockId}': {
    summary: "Remove a car's maintenance block",
    errors: {
      404: "The partner runs no company, or the car or the block is not the company's.",
      409: 'The company is suspended, or the car is archived.',
    },
  },
  'GET /api/partner/drivers': {
    summary: "List the partner's drivers by name: those on the list, or the archived ones",
    errors: { 404: 'The partner runs no company.' },
  },
  'POST /api/partner/drivers': {
    summary: "Add a driver to the partner's company (an archived driver with the licence returns)",
    errors: {
      404: 'The partner runs no company.',
      409: 'The company is suspended, or one of its drivers already has this licence.',
    },
  },
  'GET /api/partner/drivers/{id}': {
    summary: "Read one of the partner's drivers, the licence masked",
    errors: { 404: "The partner runs no company, or the driver is not one of the company's." },
  },
  'PUT /api/partner/drivers/{id}': {
    summary: "Edit one of the partner's drivers (the masked licence sent back keeps the number)",
    errors: {
      404: "The partner runs no company, or the driver is not one of the company's.",
      409: 'The company is suspended, the driver is archived, or another of its drivers has this licence.',
    },
  },
  'DELETE /api/partner/drivers/{id}': {
    summary: "Archive one of the partner's drivers; cars with them as default driver lose them",
    errors: {
      404: "The partner runs no company, or the driver is not one of the company's.",
      409: 'The company is suspended.',
    },
  },

  'GET /api/partner/leads': {
    summary: "List the contact reveals of the partner's cars, newest first, a page at a time",
    errors: { 404: 'The partner runs no company.' },
  },
  'PATCH /api/partner/leads/{id}': {
    summary: "Set a lead's status; the first move from new records the time to first response",
    errors: {
      404: "The partner runs no company, or the lead is not one of the company's.",
      409: 'The company is suspended.',
    },
  },
  'GET /api/admin/feedback': {
    summary: 'List reviews of cars, visible or hidden, newest first, optionally matching words',
  },
  'POST /api/admin/feedback/{id}/hide': {
    summary: 'Hide a review with a reason: it leaves every public list and its company rating',
    errors: { 404: 'No review has this id.', 409: 'The review is hidden already.' },
  },
  'POST /api/admin/feedback/{id}/restore': {
    summary: 'Show a hidden review again, back in its company rating',
    errors: { 404: 'No review has this id.', 409: 'The review is not hidden.' },
  },
  'GET /api/admin/comments': {
    summary: "List the site's comments, visible or hidden, newest first",
  },
  'POST /api/admin/comments/{id}/hide': {
    summary: 'Hide a comment from the home page, with a reason',
    errors: { 404: 'No comment has this id.', 409: 'The comment is hidden already.' },
  },
  'POST /api/admin/comments/{id}/restore': {
    summary: 'Show a hidden comment on the home page again',
    errors: { 404: 'No comment has this id.', 409: 'The comment is not hidden.' },
  },
  'GET /api/admin/reports': {
    summary: "List customers' open reports of reviews, the oldest first, with each review",
  },
  'POST /api/admin/reports/{id}/dismiss': {
    summary: 'Settle a report without hiding its review',
    errors: { 404: 'No report has this id.', 409: 'The report is settled already.' },
  },
  'POST /api/feedback/{id}/report': {
    summary: 'Report a review of a car to the Saarthi team, with what is wrong with it',
    errors: {
      400: 'The reason is missing or too short, or the review is your own.',
      404: 'No visible review has this id.',
      409: 'You have reported this review already.',
    },
  },
  'GET /api/admin/me': {
    summary: 'Tell the operator console who is signed in, if it is an operator',
  },
  'GET /api/admin/companies': {
    summary: 'List travel companies in one status (pending by default), the longest waiting first',
  },
  'POST /api/admin/companies/{id}/verify': {
    summary: 'Verify a waiting company, or reject it with the reason its partner sees',
    errors: {
      404: 'No company has this id.',
      409: 'The company is not waiting for a decision. Approving needs every paper valid and unexpired: otherwise 409 `papers_not_in_order`, with `errors` naming each paper that is not (`papers.<kind>`).',
    },
  },
  'POST /api/admin/companies/{id}/suspend': {
    summary:
      'Suspend a verified company, with the reason its partner sees: its cars leave the storefront',
    errors: { 404: 'No company has this id.', 409: 'The company is not verified.' },
  },
  'POST /api/admin/companies/{id}/restore': {
    summary:
      'Give a suspended company back its verification, with an optional reason for the audit log: its live cars return to the storefront',
    errors: {
      404: 'No company has this id.',
      409: 'The company is not suspended, or its papers are no longer all valid (`papers_not_in_order`).',
    },
  },
  'GET /api/admin/drivers': {
    summary: 'List drivers in one check status (pending by default), the longest waiting first',
  },
  'POST /api/admin/drivers/{id}/verify': {
    summary:
      'Verify a driver waiting for a check, or reject them with the reason their partner sees',
    errors: {
      404: 'No driver has this id.',
      409: 'The driver is not waiting for a check. Approving needs every paper valid and unexpired: otherwise 409 `papers_not_in_order`, with `errors` naming each paper that is not (`papers.<kind>`).',
    },
  },
  'GET /api/admin/documents': {
    summary:
      "List documents in one status (pending by default; `all` for every one), optionally one company's, oldest first",
  },
  'GET /api/admin/documents/expiring': {
    summary:
      'List the documents expired or expiring within 30 days, across companies, soonest first',
  },
  'GET /api/admin/documents/{id}/file': {
    summary: "Open a document's file as it was uploaded, inline and never cached, for the viewer",
    errors: { 404: 'No document has this id.' },
    answers: {
      200: {
        description:
          'The file as uploaded, in its sniffed type, with its original name in Content-Disposition, sandboxed by its Content-Security-Policy.',
        content: Object.fromEntries(
          DOCUMENT_MIME_TYPES.map((type) => [
            type,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      },
    },
  },
  'POST /api/admin/documents/{id}/verify': {
    summary: 'Find a waiting document valid, or reject it with the reason its partner sees',
    errors: { 404: 'No document has this id.', 409: 'The document is not waiting for a check.' },
  },
  'GET /api/admin/cars': {
    summary: 'List cars in one status (pending review by default), the longest waiting first',
  },
  'POST /api/admin/cars/{id}/verify': {
    summary: 'Put a car waiting for review live, or send it back to draft with a reason',
    errors: {
      404: 'No car has this id.',
      409: 'The car is not waiting for review. Approving needs every paper valid and unexpired: otherwise 409 `papers_not_in_order`, with `errors` naming each paper that is not (`papers.<kind>`).',
    },
  },
  'GET /api/admin/audit': {
    summary:
      'Search the audit log of operator and partner writes, newest first, a page at a time (read only)',
  },
  'GET /api/admin/metrics': {
    summary:
      'Count sign-ups, contact reveals, booking requests and completions per city per India day',
  },
  'GET /api/admin/bookings': {
    summary:
      "Search every company's bookings by reference, customer phone, company, status and India pickup days, latest pickup first, a page at a time",
  },
  'GET /api/admin/bookings/{id}': {
    summary:
      'Read a booking with its quote, its history and the statuses an operator may move it to now',
    errors: { 404: 'No booking has this id.' },
  },
  'POST /api/admin/bookings/{id}/move': {
    summary:
      'Move a booking to another status with a reason: its history, both parties and the audit log are told',
    errors: {
      404: 'No booking has this id.',
      409: "The move is not allowed now (the same status, an expiry, no driver, not the trip's time yet, a trip long over), or the car or the driver is taken at its times meanwhile (`booking_move_car_taken`, `booking_move_driver_taken`).",
    },
  },
  'GET /api/admin/users': {
    summary:
      'Search accounts by name, e-mail or mobile number, filtered by role and state, newest first',
  },
  'PUT /api/admin/users/{id}/role': {
    summary: 'Make an account a customer or a partner (never an operator)',
    errors: {
      400: 'The role is not customer or partner: operators are made only by `npm run user:role`.',
      403: "The account is an operator's: it is changed only by `npm run user:role`.",
      404: 'No account has this id.',
      409: 'The account runs a travel company, so it stays a partner.',
    },
  },
  'POST /api/admin/users/{id}/suspend': {
    summary:
      'Suspend an account with a reason: it cannot log in, and every token it holds stops working on the next request',
    errors: {
      403: "The account is the operator's own, or another operator's.",
      404: 'No account has this id.',
      409: 'The account is suspended already.',
    },
  },
  'POST /api/admin/users/{id}/restore': {
    summary: 'Lift a suspension: the account can log in again',
    errors: {
      403: "The account is an operator's.",
      404: 'No account has this id.',
      409: 'The account is not suspended.',
    },
  },
  'GET /api/admin/overview': {
    summary: 'Count what waits for the team: verifications, expiring documents, reports, requests',
  },
  'POST /api/quotes': {
    summary: "Price a trip in a car, line by line, at the car's own rates (GST its own line)",
    errors: {
      400: 'The trip breaks a rule (pickup too soon or too far, return before pickup, over 30 days), or the car cannot be booked now.',
      404: CAR_MISSING,
    },
  },
  'POST /api/bookings': {
    summary:
      'Ask a travel company for a car with a driver: the booking starts requested, priced by the server',
    errors: {
      400: 'The trip breaks a rule, the car cannot be booked now, or the passengers are more than its seats.',
      403: 'Only a customer account books cars.',
      404: CAR_MISSING,
      409: 'The car is already booked or blocked for those times, or the Idempotency-Key was used for another booking.',
    },
  },
  'GET /api/bookings': {
    summary: "List the signed-in customer's bookings: upcoming, past or cancelled",
  },
  'GET /api/bookings/{id}': {
    summary: "Read one of the signed-in customer's bookings, with its history",
    errors: { 404: 'No booking of this customer has this id.' },
  },
  'POST /api/bookings/{id}/cancel': {
    summary: 'Cancel a requested or confirmed booking, with the fee its policy sets',
    errors: {
      404: 'No booking of this customer has this id.',
      409: 'The booking can no longer be cancelled.',
    },
  },
  'GET /api/bookings/{id}/calendar.ics': {
    summary: 'Download a confirmed trip as an iCalendar event',
    errors: {
      404: 'No booking of this customer has this id.',
      409: 'The booking is not confirmed.',
    },
    answers: {
      200: {
        description: 'The trip as one VEVENT, in UTC.',
        content: { 'text/calendar': { schema: { type: 'string' } } },
      },
    },
  },
  'GET /api/cars/{id}/availability': {
    summary: "A car's busy times between two India calendar days (no bookings' details)",
    errors: { 400: 'from and to are not days, or more than 366 days apart.', 404: CAR_MISSING },
  },
  'GET /api/partner/bookings': {
    summary: "List the partner company's bookings: needing action first, upcoming, past or all",
    errors: { 404: 'The partner runs no company.' },
  },
  'GET /api/partner/bookings/{id}': {
    summary: "Read one of the partner company's bookings, with its history",
    errors: { 404: "The partner runs no company, or the booking is not the company's." },
  },
  ...Object.fromEntries(
    (
      [
        ['accept', "Confirm a requested booking with one of the company's drivers"],
        ['decline', 'Decline a requested booking, with the reason the customer sees'],
        ['start', 'Start a confirmed trip (from 3 hours before its pickup)'],
        ['complete', 'Complete a trip in progress'],
        [
          'no-show',
          'Record that the customer did not come (after the pickup time; the no-show fee applies)',
        ],
        ['cancel', 'Cancel a requested or confirmed booking, with the reason the customer sees'],
      ] as const
    ).map(([action, summary]) => [
      `POST /api/partner/bookings/{id}/${action}`,
      {
        summary,
        errors: {
          404: "The partner runs no company, or the booking is not the company's.",
          409: 'The booking is not in a state this move starts from, the driver is busy then, or the company is suspended.',
        },
      },
    ]),
  ),
  'GET /api/notifications': {
    summary: "The signed-in user's newest notifications, with how many are unread",
  },
  'GET /api/notifications/unread': {
    summary: "How many of the signed-in user's notifications are unread",
  },
  'POST /api/notifications/read': { summary: "Mark the signed-in user's notifications read" },
  'GET /api/partner/reviews': {
    summary: "List the reviews of the partner's cars, newest first, a page at a time",
    errors: { 404: 'The partner runs no company.' },
  },
  'POST /api/partner/reviews/{id}/reply': {
    summary: "Write or edit the company's one public reply to a review of its car",
    errors: {
      404: "The partner runs no company, or the review is not of the company's cars.",
      409: 'The company is suspended.',
    },
  },
  'GET /api/partner/stats': {
    summary: "Read the dashboard's figures of the partner's company: the last 30 days, day by day",
    errors: { 404: 'The partner runs no company.' },
  },

  'GET /api/partner/documents': {
    summary: "List the partner's documents, newest first: all, or one car's or one driver's",
    errors: { 404: 'The partner runs no company.' },
  },
  'POST /api/partner/documents/{id}/view': {
    summary:
      "Get a five-minute address that shows one of the company's documents in a frame of this site",
    errors: { 404: "The partner runs no company, or the document is not one of the company's." },
  },
  'POST /api/admin/documents/{id}/view': {
    summary: 'Get a five-minute address that shows a document in a frame of this site',
    errors: { 404: 'No document has this id.' },
  },
  'GET /api/documents/view': {
    summary:
      'Show a document by the ticket its partner or an operator was given (inline, never cached, sandboxed)',
    errors: {
      401: 'The ticket is forged or expired, or its account signed out or was suspended since.',
      404: 'The account may no longer read the document, or it was removed.',
    },
    answers: {
      200: {
        description:
          'The file as uploaded, in its sniffed type, with its original name in Content-Disposition.',
        content: Object.fromEntries(
          DOCUMENT_MIME_TYPES.map((type) => [
            type,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      },
    },
  },
  'GET /api/partner/papers': {
    summary:
      'Read the checklist of papers one car, one driver or the company needs valid to go live',
    errors: {
      400: 'Both carId and driverId were sent.',
      404: "The partner runs no company, or the car or driver is not one of the company's.",
    },
  },
  'POST /api/partner/documents': {
    summary: 'Upload a document of the company, one of its cars or one of its drivers for checking',
    errors: {
      400: 'A field is not valid (`errors` names each), or the file is missing or not a PDF, JPEG or PNG by its content.',
      404: "The partner runs no company, or the car or driver is not one of the company's.",
      409: `The company is suspended, the car or driver is archived, or the company already keeps ${DOCUMENTS_PER_COMPANY_MAX} documents.`,
      413: `The file is larger than ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`,
      415: 'The body is not multipart/form-data.',
    },
  },
  'GET /api/partner/documents/{id}/file': {
    summary: "Download a document's file, to show inline (never cached)",
    errors: { 404: "The partner runs no company, or the document is not one of the company's." },
    answers: {
      200: {
        description:
          'The file as uploaded, in its sniffed type, with its original name in Content-Disposition.',
        content: Object.fromEntries(
          DOCUMENT_MIME_TYPES.map((type) => [
            type,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      },
    },
  },
  'DELETE /api/partner/documents/{id}': {
    summary: "Remove one of the partner's documents",
    errors: {
      404: "The partner runs no company, or the document is not one of the company's.",
      409: 'The company is suspended.',
    },
  },

  'POST /api/queries': {
    summary: "Reveal a car's contact, recorded as the user's query",
    errors: { 404: CAR_MISSING },
  },
  'GET /api/queries': { summary: "List the signed-in user's queries" },

  'GET /api/feedback': { summary: 'List the reviews of a car or of a travel company' },
  'POST /api/feedback': {
    summary: "Review a car and its travel company, or edit the user's review of that car",
    errors: { 404: CAR_MISSING },
  },

  'GET /api/caroffers/all': { summary: 'List the new-car offers' },
  'GET /api/vans/all': { summary: 'List the vehicle carry vans' },
  'GET /api/tours/all': { summary: 'List the tour packages' },
  'GET /api/carwash/all': { summary: 'List the car washes' },
  'GET /api/mechanics/all': { summary: 'List the mechanics' },
  'GET /api/drivingschools/all': { summary: 'List the driving schools' },
};

const TAGS = [
  { name: 'site', description: "The server's health and the site's public settings." },
  { name: 'home', description: 'The home page strips and the reviews of the site.' },
  { name: 'faqs', description: 'Frequently asked questions.' },
  { name: 'blogs', description: 'Blog posts, their likes and shares.' },
  { name: 'account', description: 'Sign-up, sign-in with a password or Google, and the profile.' },
  { name: 'uploads', description: 'Pictures uploaded for the profile.' },
  { name: 'contact', description: 'Messages to the support team.' },
  {
    name: 'cars',
    description: 'Cars that come with a driver, by city, category and service type.',
  },
  { name: 'queries', description: "A customer's requests for a car's contact." },
  { name: 'feedback', description: 'Reviews of cars and their travel companies.' },
  {
    name: 'partner',
    description:
      "The partner portal: a travel company's own profile, fleet, drivers, documents and customers.",
  },
  {
    name: 'admin',
    description:
      "The operator console: Saarthi's team verifies companies and cars, for operators only.",
  },
  {
    name: 'bookings',
    description: 'Quotes, bookings of a car with a driver, and their notifications.',
  },
  {
    name: 'documents',
    description:
      "A company's papers shown in the viewer's frame, by a short-lived ticket its partner or an operator was given.",
  },
  {
    name: 'listings',
    description: 'New-car offers, vans, tours, car washes, mechanics and driving schools.',
  },
];

const ERROR_RESPONSE_REF = '#/components/schemas/ErrorResponse';
// The rate limit sends it with every 429, the error handler with a 503 of an unreachable database.
const RETRY_AFTER = { type: 'integer', description: 'Seconds to wait before trying again.' };

/** `/api/blogs/:id` as the document writes it: `/api/blogs/{id}`. */
export const documentedPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** `PATCH /api/blogs/like/:id` → `patchBlogsLikeById`: stable as long as the route is. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]+/),
    )
    .filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
}

/** The guard decides, not what a route says of itself: `requireUser` answers 401 without a token. */
function securityOf(route: RouteOptions, guards: AuthGuards): Array<Record<string, string[]>> {
  const hooks = hooksOf(route);
  if (hooks.includes(guards.requireUser) || hooks.some(requiredRoleOf)) return [{ bearerAuth: [] }];
  // A token makes the answer personal (a blog's `liked`); none, or a stale one, reads as a visitor.
  if (hooks.includes(guards.optionalUser)) return [{}, { bearerAuth: [] }];
  return [];
}

interface RouteSchema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  consumes?: string[];
}

/** Every error status a route can answer, read from its declaration, then its entry's own. */
function errorsOf(
  route: RouteOptions,
  schema: RouteSchema,
  doc: OperationDoc | undefined,
  guards: AuthGuards,
) {
  const statuses = new Set<ErrorStatus>();
  const readsBody = schema.body !== undefined || (schema.consumes?.length ?? 0) > 0;
  if (readsBody || schema.querystring !== undefined || schema.params !== undefined)
    statuses.add(400);
  if (hooksOf(route).includes(guards.requireUser)) statuses.add(401);
  if (hooksOf(route).some(requiredRoleOf)) {
    statuses.add(401);
    statuses.add(403);
  }
  if (schema.params !== undefined) {
    statuses.add(404);
    statuses.add(414);
  }
  if (readsBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  // Node refuses oversized headers before any route runs, whichever it would have been.
  statuses.add(431);
  statuses.add(500);
  if (doc?.database !== false) statuses.add(503);

  const errors = new Map<ErrorStatus, string>(
    [...statuses].map((status) => [status, ERROR_MEANINGS[status]]),
  );
  for (const [status, meaning] of Object.entries(doc?.errors ?? {}))
    errors.set(Number(status) as ErrorStatus, meaning);
  return new Map([...errors].sort(([a], [b]) => a - b));
}

/**
 * The schema with `null` added to every enum that is `nullable`. OpenAPI 3.0 allows null only
 * where the enum lists it too, so a nullable enum as zod writes it (`from` of a booking's first
 * history row) would refuse the null the API answers, in any client or validator built from it.
 */
function withNullInNullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullInNullableEnums);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'enum' ? value : withNullInNullableEnums(value),
    ]),
  );
  const { nullable, enum: values } = copy as { nullable?: unknown; enum?: unknown };
  if (nullable === true && Array.isArray(values) && !values.includes(null))
    copy.enum = [...(values as unknown[]), null];
  return copy;
}

/**
 * fastify-type-provider-zod's transform, plus what an integrator needs from each operation: a
 * summary, an operationId, its security, and every error it can answer in the one error shape.
 */
function createTransform(guards: AuthGuards): SwaggerTransform {
  return (document) => {
    const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
    const schema = withNullInNullableEnums(transformed.schema) as Record<string, unknown> & {
      hide?: boolean;
      response?: Record<string, unknown>;
    };
    if (schema.hide) return transformed;

    const { route, url } = document;
    const method = String(route.method);
    const doc = OPERATIONS[`${method} ${documentedPath(url)}`];
    const response: Record<string, unknown> = { ...doc?.answers, ...schema.response };
    // What a route declares itself (health's own 503 body) stays as it is.
    for (const [status, meaning] of errorsOf(route, document.schema as RouteSchema, doc, guards)) {
      response[status] ??= {
        description: meaning,
        $ref: ERROR_RESPONSE_REF,
        ...(status === 429 || status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      };
    }
    return {
      url: transformed.url,
      schema: {
        ...schema,
        operationId: operationIdFor(method, url),
        ...(doc ? { summary: doc.summary } : {}),
        security: securityOf(route, guards),
        response,
      },
    };
  };
}

function errorResponseJsonSchema() {
  // The shape the error handler sends, converted as the type provider converts route schemas.
  const { $schema: _ignored, ...schema } = z.toJSONSchema(ErrorResponseSchema, {
    target: 'openapi-3.0',
    io: 'output',
  });
  return schema;
}

/** The options of @fastify/swagger: the document's header and the per-route transform. */
export function openApiOptions(guards: AuthGuards): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description: 'Cars with professional drivers in Andhra Pradesh and Telangana.',
        termsOfService: '/TermsofServices',
        license: {
          name: `Proprietary: use under the ${PRODUCT_NAME} Terms of Service`,
          url: '/TermsofServices',
        },
      },
      // The API answers under /api on the host that serves this document, whatever its name.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token answered by register, login or Google sign-in.',
          },
        },
        schemas: { ErrorResponse: errorResponseJsonSchema() as never },
      },
    },
    transform: createTransform(guards),
  };
}
