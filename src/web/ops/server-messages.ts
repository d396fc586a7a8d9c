import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MessageCode, OperatorMessageCode } from '@shared/messages';
// The English of these messages, so that a form rule's text is recognised in this area too.
import '@shared/operator-messages';
import { addServerMessages } from '../lib/i18n/server-messages';

/**
 * The operator console's messages from the API and its form rules, in the reader's language. They
 * live in the console's catalogue; importing this module (the console's layout does) makes
 * `useTranslateMessage` know them. A new operator code in `@shared/messages` fails the type check
 * here until it has its translation.
 */
export const OPERATOR_SERVER_MESSAGES: Record<OperatorMessageCode, MessageDescriptor> = {
  operator_only: msg({ message: 'This is for the Saarthi team: sign in with an operator account' }),

  // Verification of drivers and documents, and companies suspended.
  driver_not_waiting: msg({ message: 'This driver is not waiting for a check' }),
  driver_verified: msg({ message: 'Driver verified' }),
  driver_rejected: msg({ message: 'Driver rejected' }),
  document_not_waiting: msg({ message: 'This document is not waiting for a check' }),
  document_approved: msg({ message: 'Document approved' }),
  document_rejected: msg({ message: 'Document rejected' }),
  suspend_reason_required: msg({ message: 'Write the reason (at least {min} characters)' }),
  company_not_suspendable: msg({ message: 'Only a verified company can be suspended' }),
  company_not_suspended: msg({ message: 'This company is not suspended' }),
  company_suspended_now: msg({ message: 'Company suspended: its cars have left the storefront' }),
  company_restored: msg({
    message: 'Company restored: its live cars are back in the storefront',
  }),

  // The audit log and the metrics.
  audit_role_invalid: msg({ message: 'Choose a role: customer, partner or operator' }),
  audit_record_type_invalid: msg({ message: 'Choose a kind of record the audit log knows' }),
  audit_action_invalid: msg({
    message: 'An action is written in lower case with dots, like company.verify',
  }),
  audit_day_invalid: msg({ message: 'Write a day as YYYY-MM-DD' }),
  audit_period_order: msg({ message: 'The first day must not be after the last' }),
  metrics_days_invalid: msg({ message: 'Days must be a whole number from {min} to {max}' }),

  // Content: FAQs, blogs, the side listings and the home strips.
  faq_not_found: msg({ message: 'FAQ not found' }),
  listing_not_found: msg({ message: 'Listing not found' }),
  home_strip_item_not_found: msg({ message: 'Home strip picture not found' }),
  faq_question_required: msg({ message: 'Write the question' }),
  faq_answer_required: msg({ message: 'Write the answer' }),
  blog_title_required: msg({ message: 'Write the title of the blog' }),
  blog_body_required: msg({ message: 'Write the blog itself' }),
  content_field_required: msg({ message: 'This field is required' }),
  content_image_required: msg({ message: 'Choose a picture' }),
  content_position_invalid: msg({ message: 'Position must be a whole number from {min} to {max}' }),
  content_published_invalid: msg({ message: 'Published must be true or false' }),
  content_number_invalid: msg({ message: 'Enter a whole number from {min} to {max}' }),
  content_rating_invalid: msg({ message: 'Rating must be a number from {min} to {max}' }),
  content_year_invalid: msg({ message: 'Enter a year from {min} to this year' }),
  content_lines_too_many: msg({ message: 'At most {max} lines' }),
  home_strip_kind_invalid: msg({ message: 'Choose the strip: featured, offer or reason' }),
  content_saved_draft: msg({ message: 'Saved as a draft: publish it to show it on the site' }),
  content_saved_published: msg({ message: 'Saved and published' }),
  content_saved: msg({ message: 'Changes saved' }),
  content_published: msg({ message: 'Published: it shows on the site now' }),
  content_unpublished: msg({ message: 'Unpublished: it no longer shows on the site' }),
  content_deleted: msg({ message: 'Deleted' }),
};

addServerMessages(OPERATOR_SERVER_MESSAGES);

/**
 * The partner portal's and the bookings' messages that the console also meets (a verification
 * refused, a booking that cannot move): translated again in the console's own catalogue, since
 * one area never loads another's.
 */
export const SHARED_SERVER_MESSAGES: Partial<Record<MessageCode, MessageDescriptor>> = {
  verify_decision_invalid: msg({ message: 'Decision must be approve or reject' }),
  verify_reason_required: msg({
    message: 'Write the reason the partner will see (at least {min} characters)',
  }),
  company_not_found: msg({ message: 'Travel company not found' }),
  company_not_waiting: msg({ message: 'This company is not waiting for verification' }),
  company_verified: msg({ message: 'Company verified' }),
  company_rejected: msg({ message: 'Company rejected' }),
  car_not_found: msg({ message: 'Car not found' }),
  car_not_waiting: msg({ message: 'This car is not waiting for review' }),
  car_approved: msg({ message: 'Car approved' }),
  car_rejected: msg({ message: 'Car sent back to its partner' }),
  driver_not_found: msg({ message: 'Driver not found' }),
  document_not_found: msg({ message: 'Document not found' }),
};

addServerMessages(SHARED_SERVER_MESSAGES);
