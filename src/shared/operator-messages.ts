/**
 * Messages only the operator console shows, under stable codes like the storefront's in
 * `messages.ts`. A separate module, so that neither the storefront nor the partner portal carries
 * their text: importing it adds them to the table that `messageText` and `findMessage` read. The
 * server's admin contracts import it; the web app's console translates them in its own catalogue
 * (`src/web/ops/server-messages.ts`).
 */
import { addMessages } from './messages.js';

export const OPERATOR_MESSAGES = {
  // The console itself.
  operator_only: 'This is for the Saarthi team: sign in with an operator account',

  // Verification of drivers and documents, and companies suspended.
  driver_not_waiting: 'This driver is not waiting for a check',
  driver_verified: 'Driver verified',
  driver_rejected: 'Driver rejected',
  document_not_waiting: 'This document is not waiting for a check',
  document_approved: 'Document approved',
  document_rejected: 'Document rejected',
  suspend_reason_required: 'Write the reason (at least {min} characters)',
  company_not_suspendable: 'Only a verified company can be suspended',
  company_not_suspended: 'This company is not suspended',
  company_suspended_now: 'Company suspended: its cars have left the storefront',
  company_restored: 'Company restored: its live cars are back in the storefront',

  // The audit log and the metrics.
  audit_role_invalid: 'Choose a role: customer, partner or operator',
  audit_record_type_invalid: 'Choose a kind of record the audit log knows',
  audit_action_invalid: 'An action is written in lower case with dots, like company.verify',
  audit_day_invalid: 'Write a day as YYYY-MM-DD',
  audit_period_order: 'The first day must not be after the last',
  metrics_days_invalid: 'Days must be a whole number from {min} to {max}',

  // Content: FAQs, blogs, the side listings and the home strips.
  faq_not_found: 'FAQ not found',
  listing_not_found: 'Listing not found',
  home_strip_item_not_found: 'Home strip picture not found',
  faq_question_required: 'Write the question',
  faq_answer_required: 'Write the answer',
  blog_title_required: 'Write the title of the blog',
  blog_body_required: 'Write the blog itself',
  content_field_required: 'This field is required',
  content_image_required: 'Choose a picture',
  content_position_invalid: 'Position must be a whole number from {min} to {max}',
  content_published_invalid: 'Published must be true or false',
  content_number_invalid: 'Enter a whole number from {min} to {max}',
  content_rating_invalid: 'Rating must be a number from {min} to {max}',
  content_year_invalid: 'Enter a year from {min} to this year',
  content_lines_too_many: 'At most {max} lines',
  home_strip_kind_invalid: 'Choose the strip: featured, offer or reason',
  content_saved_draft: 'Saved as a draft: publish it to show it on the site',
  content_saved_published: 'Saved and published',
  content_saved: 'Changes saved',
  content_published: 'Published: it shows on the site now',
  content_unpublished: 'Unpublished: it no longer shows on the site',
  content_deleted: 'Deleted',
} as const;

addMessages(OPERATOR_MESSAGES);
