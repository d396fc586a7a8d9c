import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OperatorMessageCode } from '@shared/message-ref';
import { COMPANY_BOOKING_TABLES } from '../components/booking/booking-messages';
import { PARTNER_SERVER_MESSAGES } from '../components/console/partner-messages';
import { STOREFRONT_MESSAGES } from '../lib/i18n/messages/storefront-messages';

/**
 * The operator console's messages from the API and its form rules, in the reader's language. They
 * live in the console's catalogue; the console's layout gives them to every page in it, with the
 * partner portal's and the bookings' tables (the console decides on the same records). A new
 * operator code in `shared/operator-messages.ts` fails the type check here until it has its words.
 */
export const OPERATOR_SERVER_MESSAGES: Record<OperatorMessageCode, MessageDescriptor> = {
  operator_only: msg({ message: 'This is for the Saarthi team: sign in with an operator account' }),

  // Statements and settlements.
  settlement_reference_invalid: msg({
    message: 'Enter the bank transfer reference: {min} to {max} letters, digits, / or -',
  }),
  settlement_month_open: msg({ message: 'A month is settled once it is over' }),
  settlement_nothing_due: msg({ message: 'Nothing is owed either way for this month' }),
  settlement_taken: msg({ message: 'This month is settled already for this company' }),
  settlement_recorded: msg({ message: 'Settlement recorded' }),
  commission_percent_invalid: msg({
    message: 'Enter a rate from 0 to {max}%, with at most two decimals',
  }),
  commission_changed: msg({
    message: 'Commission rate changed: it applies to trips completed from now on',
  }),
  promotion_kind_invalid: msg({ message: 'Choose an amount off or a percentage off' }),
  promotion_value_invalid: msg({
    message: 'Enter an amount from ₹1 to ₹10,000, or a percentage from 1 to 50',
  }),
  promotion_cap_invalid: msg({ message: 'Enter a cap from ₹{min} to ₹{max}' }),
  promotion_cap_amount: msg({ message: 'Only a percentage off has a cap' }),
  promotion_day_invalid: msg({ message: 'Enter the day as YYYY-MM-DD' }),
  promotion_days_order: msg({
    message: 'The last day must be on or after the first, and within a year of it',
  }),
  promotion_per_customer_invalid: msg({
    message: 'Enter how often one customer may use it: {min} to {max}',
  }),
  promotion_total_limit_invalid: msg({
    message: 'Enter how often it may be used in all: {min} to {max}',
  }),
  promotion_city_invalid: msg({ message: 'Choose the cities from the list' }),
  promotion_code_taken: msg({ message: 'An offer with this code exists already' }),
  promotion_not_found: msg({ message: 'No offer has this id' }),
  promotion_ended_already: msg({ message: 'This offer has ended already' }),
  promotion_created: msg({ message: 'Offer created: customers can use it from its first day' }),
  promotion_ended: msg({ message: 'Offer ended: bookings holding it keep it' }),

  // Moderation of reviews and comments, and customers' reports.
  hide_reason_required: msg({ message: 'Write why it is hidden (at least {min} characters)' }),
  moderation_state_invalid: msg({ message: 'State must be visible or hidden' }),
  comment_not_found: msg({ message: 'Comment not found' }),
  report_not_found: msg({ message: 'Report not found' }),
  already_hidden: msg({ message: 'This is hidden already' }),
  not_hidden: msg({ message: 'This is not hidden' }),
  report_settled: msg({ message: 'This report has been settled already' }),
  review_hidden: msg({ message: 'Review hidden: it has left the car page and the rating' }),
  review_restored: msg({ message: 'Review restored' }),
  comment_hidden: msg({ message: 'Comment hidden from the home page' }),
  comment_restored: msg({ message: 'Comment restored' }),
  report_dismissed: msg({ message: 'Report dismissed' }),

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
  audit_role_invalid: msg({ message: 'Choose a role: customer, partner, operator or Saarthi' }),
  audit_record_type_invalid: msg({ message: 'Choose a kind of record the audit log knows' }),
  audit_action_invalid: msg({
    message: 'An action is written in lower case with dots, like company.verify',
  }),
  audit_day_invalid: msg({ message: 'Write a day as YYYY-MM-DD' }),
  audit_period_order: msg({ message: 'The first day must not be after the last' }),
  metrics_days_invalid: msg({ message: 'Days must be a whole number from {min} to {max}' }),
  metrics_day_invalid: msg({ message: 'Write a day as YYYY-MM-DD' }),
  metrics_period_order: msg({ message: 'The first day must not be after the last' }),
  metrics_period_too_long: msg({ message: 'Choose at most {max} days' }),
  metrics_city_invalid: msg({ message: 'Choose one of the cities, or Other' }),

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

  // Bookings searched and moved by an operator.
  admin_booking_reference_invalid: msg({
    message: 'A reference is at most {max} letters, digits and dashes, like SA-7K3Q9X',
  }),
  admin_booking_phone_invalid: msg({ message: "Enter the customer's 10-digit mobile number" }),
  admin_booking_status_invalid: msg({ message: 'Choose one of the booking statuses' }),
  admin_booking_day_invalid: msg({ message: 'Write the pickup day as YYYY-MM-DD' }),
  admin_booking_days_order: msg({ message: 'The first pickup day must not be after the last' }),
  booking_move_to_invalid: msg({ message: 'Choose the status to move the booking to' }),
  booking_move_reason_required: msg({
    message: 'Write the reason for the move (at least {min} characters)',
  }),
  booking_move_same_status: msg({
    message: 'The booking has this status already: choose another status',
  }),
  booking_move_expired_clock_only: msg({
    message: 'Only the clock expires a request: decline or cancel the booking instead',
  }),
  booking_move_reopen_too_late: msg({
    message:
      'Its pickup is less than an hour away: the company would have no time to answer a request',
  }),
  booking_move_needs_driver: msg({
    message:
      'No driver is assigned: only its company can confirm this booking, choosing the driver',
  }),
  booking_move_before_trip: msg({
    message: 'A trip can be marked started or completed only from 3 hours before its pickup',
  }),
  booking_move_trip_over: msg({
    message:
      'The trip ended more than a day ago: mark it completed, cancelled or a no-show instead',
  }),
  booking_move_car_taken: msg({
    message:
      'The car is booked or blocked at these times now, so this booking cannot become active again',
  }),
  booking_move_driver_taken: msg({
    message:
      'Its driver is on another trip at these times now, so this booking cannot become active again',
  }),
  booking_move_driver_unavailable: msg({
    message:
      "Its driver has left the company or did not pass Saarthi's check: move it back to requested so that the company chooses another",
  }),
  booking_moved: msg({ message: 'Booking moved: its customer and company are told' }),
  booking_start_unlocked: msg({
    message: 'Starting unlocked: the driver can enter the code again',
  }),
  booking_start_not_locked: msg({ message: 'Starting this trip is not locked' }),
  sos_not_found: msg({
    message: 'This alert is not open: another operator may have acknowledged it',
  }),
  sos_acknowledged: msg({ message: 'Alert acknowledged' }),

  // Users: search, role, suspension.
  admin_user_role_filter_invalid: msg({ message: 'Show customers, partners or operators' }),
  admin_user_state_invalid: msg({ message: 'Show active or suspended accounts' }),
  user_not_found: msg({ message: 'Account not found' }),
  user_role_not_assignable: msg({
    message:
      'Choose customer or partner: an operator account is made only with the npm run user:role command',
  }),
  user_operator_protected: msg({
    message:
      "An operator's account is changed only with the npm run user:role command, never from the console",
  }),
  user_runs_company: msg({
    message: 'This partner runs {company}: an account that runs a travel company stays a partner',
  }),
  user_role_changed: msg({ message: 'Role changed' }),
  user_role_unchanged: msg({ message: 'The account has this role already' }),
  user_suspend_self: msg({ message: 'You cannot suspend your own account' }),
  user_suspend_reason_required: msg({
    message: 'Write why the account is suspended (at least {min} characters)',
  }),
  user_already_suspended: msg({ message: 'This account is suspended already' }),
  user_not_suspended: msg({ message: 'This account is not suspended' }),
  user_suspended: msg({ message: 'Account suspended: every session of it has ended' }),
  user_restored: msg({ message: 'Account restored: it can log in again' }),
};

/**
 * What the console's pages can be told, in the order a code is looked up: the console's own
 * answers, the partner portal's and the bookings' (the console decides on the same records),
 * then the storefront's.
 */
export const OPS_AREA_MESSAGES = [
  OPERATOR_SERVER_MESSAGES,
  PARTNER_SERVER_MESSAGES,
  ...COMPANY_BOOKING_TABLES,
  STOREFRONT_MESSAGES,
];
