/**
 * Messages of a customer's report of a review ("Report"), under stable codes like the rest in
 * `messages.ts`. A module of their own, so that only the car page (which offers the report) and
 * the server carry them, not the home page's first screen.
 */
export const REPORT_MESSAGES = {
  report_reason_required: 'Tell us what is wrong with this review (at least {min} characters)',
  report_own_review: 'You cannot report your own review',
  report_twice: 'You have reported this review already: our team will look at it',
  report_received: 'Thanks: our team will look at this review',
} as const;
