/**
 * Messages only the operator console shows, in English under stable codes like the storefront's
 * in `messages.ts`. A table of its own, so neither the storefront nor the partner portal carries
 * their words; the console translates them in its own catalogue (`src/web/ops/server-messages.ts`).
 */
export const OPERATOR_MESSAGES = {
  // The console itself.
  operator_only: 'This is for the Saarthi team: sign in with an operator account',

  // Statements and settlements.
  settlement_reference_invalid:
    'Enter the bank transfer reference: {min} to {max} letters, digits, / or -',
  settlement_month_open: 'A month is settled once it is over',
  settlement_nothing_due: 'Nothing is owed either way for this month',
  settlement_taken: 'This month is settled already for this company',
  settlement_recorded: 'Settlement recorded',
  commission_percent_invalid: 'Enter a rate from 0 to {max}%, with at most two decimals',
  commission_changed: 'Commission rate changed: it applies to trips completed from now on',

  // Offers.
  promotion_kind_invalid: 'Choose an amount off or a percentage off',
  promotion_value_invalid: 'Enter an amount from ₹1 to ₹10,000, or a percentage from 1 to 50',
  promotion_cap_invalid: 'Enter a cap from ₹{min} to ₹{max}',
  promotion_cap_amount: 'Only a percentage off has a cap',
  promotion_day_invalid: 'Enter the day as YYYY-MM-DD',
  promotion_days_order: 'The last day must be on or after the first, and within a year of it',
  promotion_per_customer_invalid: 'Enter how often one customer may use it: {min} to {max}',
  promotion_total_limit_invalid: 'Enter how often it may be used in all: {min} to {max}',
  promotion_city_invalid: 'Choose the cities from the list',
  promotion_code_taken: 'An offer with this code exists already',
  promotion_not_found: 'No offer has this id',
  promotion_ended_already: 'This offer has ended already',
  promotion_created: 'Offer created: customers can use it from its first day',
  promotion_ended: 'Offer ended: bookings holding it keep it',

  // Moderation of reviews and comments, and customers' reports.
  hide_reason_required: 'Write why it is hidden (at least {min} characters)',
  moderation_state_invalid: 'State must be visible or hidden',
  comment_not_found: 'Comment not found',
  report_not_found: 'Report not found',
  already_hidden: 'This is hidden already',
  not_hidden: 'This is not hidden',
  report_settled: 'This report has been settled already',
  review_hidden: 'Review hidden: it has left the car page and the rating',
  review_restored: 'Review restored',
  comment_hidden: 'Comment hidden from the home page',
  comment_restored: 'Comment restored',
  report_dismissed: 'Report dismissed',

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
  audit_role_invalid: 'Choose a role: customer, partner, operator or system',
  audit_record_type_invalid: 'Choose a kind of record the audit log knows',
  audit_action_invalid: 'An action is written in lower case with dots, like company.verify',
  audit_day_invalid: 'Write a day as YYYY-MM-DD',
  audit_period_order: 'The first day must not be after the last',
  metrics_days_invalid: 'Days must be a whole number from {min} to {max}',
  metrics_day_invalid: 'Write a day as YYYY-MM-DD',
  metrics_period_order: 'The first day must not be after the last',
  metrics_period_too_long: 'Choose at most {max} days',
  metrics_city_invalid: 'Choose one of the cities, or Other',

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

  // Bookings searched and moved by an operator.
  admin_booking_reference_invalid:
    'A reference is at most {max} letters, digits and dashes, like SA-7K3Q9X',
  admin_booking_phone_invalid: "Enter the customer's 10-digit mobile number",
  admin_booking_status_invalid: 'Choose one of the booking statuses',
  admin_booking_day_invalid: 'Write the pickup day as YYYY-MM-DD',
  admin_booking_days_order: 'The first pickup day must not be after the last',
  booking_move_to_invalid: 'Choose the status to move the booking to',
  booking_move_reason_required: 'Write the reason for the move (at least {min} characters)',
  booking_move_same_status: 'The booking has this status already: choose another status',
  booking_move_expired_clock_only:
    'Only the clock expires a request: decline or cancel the booking instead',
  booking_move_reopen_too_late:
    'Its pickup is less than an hour away: the company would have no time to answer a request',
  booking_move_needs_driver:
    'No driver is assigned: only its company can confirm this booking, choosing the driver',
  booking_move_before_trip:
    'A trip can be marked started or completed only from 3 hours before its pickup',
  booking_move_trip_over:
    'The trip ended more than a day ago: mark it completed, cancelled or a no-show instead',
  booking_move_car_taken:
    'The car is booked or blocked at these times now, so this booking cannot become active again',
  booking_move_driver_taken:
    'Its driver is on another trip at these times now, so this booking cannot become active again',
  booking_move_driver_unavailable:
    "Its driver has left the company or did not pass Saarthi's check: move it back to requested so that the company chooses another",
  booking_moved: 'Booking moved: its customer and company are told',
  booking_start_unlocked: 'Starting unlocked: the driver can enter the code again',
  booking_start_not_locked: 'Starting this trip is not locked',
  sos_not_found: 'This alert is not open: another operator may have acknowledged it',
  sos_acknowledged: 'Alert acknowledged',

  // Users: search, role, suspension.
  admin_user_role_filter_invalid: 'Show customers, partners or operators',
  admin_user_state_invalid: 'Show active or suspended accounts',
  user_not_found: 'Account not found',
  user_role_not_assignable:
    'Choose customer or partner: an operator account is made only with the npm run user:role command',
  user_operator_protected:
    "An operator's account is changed only with the npm run user:role command, never from the console",
  user_runs_company:
    'This partner runs {company}: an account that runs a travel company stays a partner',
  user_role_changed: 'Role changed',
  user_role_unchanged: 'The account has this role already',
  user_suspend_self: 'You cannot suspend your own account',
  user_suspend_reason_required: 'Write why the account is suspended (at least {min} characters)',
  user_already_suspended: 'This account is suspended already',
  user_not_suspended: 'This account is not suspended',
  user_suspended: 'Account suspended: every session of it has ended',
  user_restored: 'Account restored: it can log in again',
} as const;
