/**
 * The words of a booking's e-mails, as messages of the `mail` catalogue (docs/messages.md
 * "E-mails"). The English is here; the Telugu and Hindi are in `src/server/locales/{te,hi}/
 * mail.po`, written as a native speaker would put them, not word for word. Each paragraph is its
 * own message, so a paragraph the booking leaves out (no reason, no fee) is left out in every
 * language. The places: `{reference}`, `{car}`, `{when}` (the pickup, short), `{pickup}` (with the
 * year), `{respondBy}`, `{company}`, `{customer}`, `{driver}`, `{reason}`, `{fee}`, `{by}`.
 */
import type { MailMessage } from './mail-catalogue.js';

export const signOff: MailMessage = /*i18n*/ {
  id: 'mail.booking.sign_off',
  message: '— Saarthi',
};

/** The labels of the booking's details, under the paragraphs. */
export const labels = {
  reference: /*i18n*/ { id: 'mail.booking.label.reference', message: 'Reference' },
  car: /*i18n*/ { id: 'mail.booking.label.car', message: 'Car' },
  pickup: /*i18n*/ { id: 'mail.booking.label.pickup', message: 'Pickup' },
  return: /*i18n*/ { id: 'mail.booking.label.return', message: 'Return' },
  pickupAddress: /*i18n*/ { id: 'mail.booking.label.pickup_address', message: 'Pickup address' },
  dropAddress: /*i18n*/ { id: 'mail.booking.label.drop_address', message: 'Drop address' },
  company: /*i18n*/ { id: 'mail.booking.label.company', message: 'Travel company' },
  companyPhone: /*i18n*/ { id: 'mail.booking.label.company_phone', message: 'Company phone' },
  customer: /*i18n*/ { id: 'mail.booking.label.customer', message: 'Customer' },
  customerPhone: /*i18n*/ { id: 'mail.booking.label.customer_phone', message: 'Customer phone' },
  driver: /*i18n*/ { id: 'mail.booking.label.driver', message: 'Driver' },
  registration: /*i18n*/ { id: 'mail.booking.label.registration', message: 'Number plate' },
  startCode: /*i18n*/ {
    id: 'mail.booking.label.startCode',
    message: 'Start code (tell it to your driver when you meet)',
  },
  total: /*i18n*/ { id: 'mail.booking.label.total', message: 'Total fare' },
} satisfies Record<string, MailMessage>;

/** The subject lines, which the in-app notification repeats in English. */
export const subjects = {
  requestedCustomer: /*i18n*/ {
    id: 'mail.booking.subject.requested.customer',
    message: 'Booking request {reference} for {car} on {when} received',
  },
  requestedPartner: /*i18n*/ {
    id: 'mail.booking.subject.requested.partner',
    message: 'New booking request {reference} for {car} on {when}',
  },
  confirmed: /*i18n*/ {
    id: 'mail.booking.subject.confirmed',
    message: 'Booking {reference} for {car} on {when} is confirmed',
  },
  declined: /*i18n*/ {
    id: 'mail.booking.subject.declined',
    message: 'Booking {reference} for {car} on {when} was declined',
  },
  expired: /*i18n*/ {
    id: 'mail.booking.subject.expired',
    message: 'Booking request {reference} for {car} on {when} expired without an answer',
  },
  inProgress: /*i18n*/ {
    id: 'mail.booking.subject.in_progress',
    message: 'Trip {reference} in the {car} has started',
  },
  // One message for both readers: the customer's Telugu and Hindi leave the car out.
  completed: /*i18n*/ {
    id: 'mail.booking.subject.completed',
    message:
      '{audience, select, customer {Trip {reference} in the {car} is complete: how was it?} other {Trip {reference} in the {car} is complete}}',
    comment: '{audience} is "customer" or "partner", who reads the mail',
  },
  cancelled: /*i18n*/ {
    id: 'mail.booking.subject.cancelled',
    message: 'Booking {reference} for {car} on {when} was cancelled',
  },
  noShow: /*i18n*/ {
    id: 'mail.booking.subject.no_show',
    message: 'Booking {reference} for {car} on {when} was recorded as a no-show',
  },
} satisfies Record<string, MailMessage>;

/** The paragraphs a customer reads. */
export const toCustomer = {
  requested: /*i18n*/ {
    id: 'mail.booking.customer.requested',
    message: 'We have sent your request for the {car} on {pickup} to {company}.',
  },
  requestedWait: /*i18n*/ {
    id: 'mail.booking.customer.requested.wait',
    message:
      'They have until {respondBy} to answer, and we will e-mail you as soon as they do. Nothing is charged until the trip.',
  },
  confirmed: /*i18n*/ {
    id: 'mail.booking.customer.confirmed',
    message: 'Good news: {company} has confirmed your trip in the {car} on {pickup}.',
  },
  confirmedDriver: /*i18n*/ {
    id: 'mail.booking.customer.confirmed.driver',
    message: 'Your driver will be {driver}. The trip is attached as a calendar file.',
  },
  declined: /*i18n*/ {
    id: 'mail.booking.customer.declined',
    message: 'Sorry, {company} could not take your booking of the {car} on {pickup}.',
  },
  declinedReason: /*i18n*/ {
    id: 'mail.booking.customer.declined.reason',
    message: 'Their reason: {reason}',
  },
  declinedNoCharge: /*i18n*/ {
    id: 'mail.booking.customer.declined.no_charge',
    message: 'Nothing has been charged. Other cars are waiting for you on Saarthi.',
  },
  expired: /*i18n*/ {
    id: 'mail.booking.customer.expired',
    message:
      '{company} did not answer your request for the {car} on {pickup} in time, so it has lapsed.',
  },
  expiredNoCharge: /*i18n*/ {
    id: 'mail.booking.customer.expired.no_charge',
    message: 'Nothing has been charged. Please try another car on Saarthi.',
  },
  inProgress: /*i18n*/ {
    id: 'mail.booking.customer.in_progress',
    message: 'Your trip in the {car} with {driver} has started. Have a safe journey!',
  },
  completed: /*i18n*/ {
    id: 'mail.booking.customer.completed',
    message: 'Thank you for travelling with Saarthi. We hope you enjoyed your trip with {company}.',
  },
  completedReview: /*i18n*/ {
    id: 'mail.booking.customer.completed.review',
    message:
      'Please take a minute to review the {car} in My trips: your review helps other travellers choose.',
    comment: '"My trips" is the page of the web app with that name',
  },
  noShow: /*i18n*/ {
    id: 'mail.booking.customer.no_show',
    message:
      '{company} recorded your booking of the {car} on {pickup} as a no-show: the driver waited, but the trip did not start.',
  },
  noShowMistake: /*i18n*/ {
    id: 'mail.booking.customer.no_show.mistake',
    message: 'If this is a mistake, please call {company} or reply to this e-mail.',
  },
} satisfies Record<string, MailMessage>;

/** The paragraphs the company's partner reads. */
export const toPartner = {
  requested: /*i18n*/ {
    id: 'mail.booking.partner.requested',
    message: '{customer} would like to book your {car} from {pickup}.',
  },
  requestedAnswer: /*i18n*/ {
    id: 'mail.booking.partner.requested.answer',
    message:
      'Please accept (and assign a driver) or decline by {respondBy} in the partner portal. If there is no answer by then, the request expires.',
  },
  confirmed: /*i18n*/ {
    id: 'mail.booking.partner.confirmed',
    message: "You confirmed {customer}'s trip in the {car} on {pickup}, with {driver} driving.",
  },
  confirmedCalendar: /*i18n*/ {
    id: 'mail.booking.partner.confirmed.calendar',
    message: 'The trip is attached as a calendar file.',
  },
  declined: /*i18n*/ {
    id: 'mail.booking.partner.declined',
    message: "You declined {customer}'s request for the {car} on {pickup}.",
  },
  declinedReason: /*i18n*/ {
    id: 'mail.booking.partner.declined.reason',
    message: 'Reason given: {reason}',
  },
  expired: /*i18n*/ {
    id: 'mail.booking.partner.expired',
    message:
      "{customer}'s request for the {car} on {pickup} was not answered by {respondBy}, so it has expired.",
  },
  expiredAdvice: /*i18n*/ {
    id: 'mail.booking.partner.expired.advice',
    message: 'Answering requests quickly keeps your company high in the listings.',
  },
  inProgress: /*i18n*/ {
    id: 'mail.booking.partner.in_progress',
    message: 'The trip of {customer} in the {car} has started.',
  },
  completed: /*i18n*/ {
    id: 'mail.booking.partner.completed',
    message: 'The trip of {customer} in the {car} is complete.',
  },
  noShow: /*i18n*/ {
    id: 'mail.booking.partner.no_show',
    message: "You recorded {customer}'s booking of the {car} on {pickup} as a no-show.",
  },
} satisfies Record<string, MailMessage>;

/** The paragraphs both parties read, and who cancelled (`{by}`). */
export const toBoth = {
  cancelled: /*i18n*/ {
    id: 'mail.booking.cancelled',
    message: 'The booking of the {car} on {pickup} was cancelled {by}.',
    comment: '{by} is one of the mail.booking.by.* messages',
  },
  cancelledReason: /*i18n*/ { id: 'mail.booking.cancelled.reason', message: 'Reason: {reason}' },
  cancellationFee: /*i18n*/ {
    id: 'mail.booking.cancelled.fee',
    message: 'Cancellation fee: {fee}.',
  },
  noFeeCustomer: /*i18n*/ {
    id: 'mail.booking.cancelled.no_fee.customer',
    message: 'No cancellation fee applies.',
  },
  noFeePartner: /*i18n*/ {
    id: 'mail.booking.cancelled.no_fee.partner',
    message: 'No cancellation fee was charged.',
  },
  noShowFee: /*i18n*/ { id: 'mail.booking.no_show.fee', message: 'No-show fee: {fee}.' },
} satisfies Record<string, MailMessage>;

/** Who cancelled, as the cancellation's paragraph says it to its reader. */
export const cancelledBy = {
  you: /*i18n*/ { id: 'mail.booking.by.you', message: 'by you' },
  customer: /*i18n*/ { id: 'mail.booking.by.customer', message: 'by the customer' },
  yourCompany: /*i18n*/ { id: 'mail.booking.by.your_company', message: 'by your company' },
  company: /*i18n*/ { id: 'mail.booking.by.company', message: 'by the travel company' },
  team: /*i18n*/ { id: 'mail.booking.by.team', message: 'by the Saarthi team' },
  saarthi: /*i18n*/ { id: 'mail.booking.by.saarthi', message: 'by Saarthi' },
} satisfies Record<string, MailMessage>;
