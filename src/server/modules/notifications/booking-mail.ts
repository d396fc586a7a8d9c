/**
 * The e-mails of a booking's changes (docs/product/trips-and-money.md#notifications-and-e-mails),
 * to its customer and to its company's partner, in the language each reads Saarthi in
 * (`users.language`). The words are the `mail` catalogue's (`booking-mail-messages.ts`); times
 * are India time and amounts rupees in the Indian grouping, whatever the server's zone.
 */
import type { BookingActor, BookingStatus } from '../../../shared/booking-constants.js';
import { INDIA_TIME_ZONE } from '../../../shared/booking-constants.js';
import { LANGUAGE_TAGS, type Language } from '../../../shared/constants.js';
import { formatRupees } from '../../../shared/money.js';
import {
  cancelledBy,
  labels,
  signOff,
  subjects,
  toBoth,
  toCustomer,
  toPartner,
} from './booking-mail-messages.js';
import { escapeHtml } from '../../locales/catalogue.js';
import { greeting, mailText, type MailMessage } from './mail-catalogue.js';

export type Audience = 'customer' | 'partner';

/** What the mails say about a booking: read with it in the transaction of the change. */
export interface MailBooking {
  reference: string;
  carName: string;
  pickupAt: Date;
  returnAt: Date;
  respondBy: Date;
  pickupAddress: string;
  dropAddress: string;
  companyName: string;
  companyPhone: string;
  customerName: string;
  customerPhone: string;
  driverName: string | null;
  /** The car's number plate, once the company has given it. */
  registration: string | null;
  /** The customer's start code: in the customer's mail of the confirmation only. */
  startCode: string | null;
  total: number;
  cancellationFee: number | null;
}

export interface BookingMailInput {
  audience: Audience;
  language: Language;
  /** The recipient's own name, for the greeting. */
  recipientName: string;
  status: BookingStatus;
  /** Who moved the booking: a cancellation says by whom. */
  actor: BookingActor;
  reason: string;
  booking: MailBooking;
}

export interface BookingMail {
  subject: string;
  text: string;
  html: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "5 Dec 2026, 6:00 am" in India time (with the year) or "5 Dec, 6:00 am" (without). */
function formatIndiaTime(at: Date, language: Language, withYear = true): string {
  const key = `${language}:${withYear}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
      timeZone: INDIA_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    dateFormats.set(key, format);
  }
  return format.format(at);
}

/** What the messages place (booking-mail-messages.ts), formatted for the reader. */
type Values = {
  reference: string;
  car: string;
  /** The pickup without the year, for subjects. */
  when: string;
  pickup: string;
  respondBy: string;
  company: string;
  customer: string;
  /** "—" before a driver is chosen. */
  driver: string;
  /** '' when none was given: its paragraph is left out. */
  reason: string;
  /** '' when none was charged. */
  fee: string;
};

/** The subject of a change to one party, in its reader's language. */
function subject(language: Language, audience: Audience, status: BookingStatus, v: Values): string {
  const say = (message: MailMessage) => mailText(language, message, v);
  switch (status) {
    case 'requested':
      return say(audience === 'partner' ? subjects.requestedPartner : subjects.requestedCustomer);
    case 'confirmed':
      return say(subjects.confirmed);
    case 'declined':
      return say(subjects.declined);
    case 'expired':
      return say(subjects.expired);
    case 'in_progress':
      return say(subjects.inProgress);
    case 'completed':
      return mailText(language, subjects.completed, { ...v, audience });
    case 'cancelled':
      return say(subjects.cancelled);
    case 'no_show':
      return say(subjects.noShow);
  }
}

/** The paragraphs of a change to one party: a paragraph without its value (reason, fee) is left out. */
function body(
  language: Language,
  audience: Audience,
  status: BookingStatus,
  v: Values,
  actor: BookingActor,
): string[] {
  const say = (message: MailMessage) => mailText(language, message, v);
  const customer = audience === 'customer';
  const reason = (message: MailMessage) => (v.reason ? [say(message)] : []);
  const fee = (message: MailMessage) => (v.fee ? [say(message)] : []);
  switch (status) {
    case 'requested':
      return customer
        ? [say(toCustomer.requested), say(toCustomer.requestedWait)]
        : [say(toPartner.requested), say(toPartner.requestedAnswer)];
    case 'confirmed':
      return customer
        ? [say(toCustomer.confirmed), say(toCustomer.confirmedDriver)]
        : [say(toPartner.confirmed), say(toPartner.confirmedCalendar)];
    case 'declined':
      return customer
        ? [
            say(toCustomer.declined),
            ...reason(toCustomer.declinedReason),
            say(toCustomer.declinedNoCharge),
          ]
        : [say(toPartner.declined), ...reason(toPartner.declinedReason)];
    case 'expired':
      return customer
        ? [say(toCustomer.expired), say(toCustomer.expiredNoCharge)]
        : [say(toPartner.expired), say(toPartner.expiredAdvice)];
    case 'in_progress':
      return [say(customer ? toCustomer.inProgress : toPartner.inProgress)];
    case 'completed':
      return customer
        ? [say(toCustomer.completed), say(toCustomer.completedReview)]
        : [say(toPartner.completed)];
    case 'cancelled':
      return [
        mailText(language, toBoth.cancelled, { ...v, by: say(by(audience, actor)) }),
        ...reason(toBoth.cancelledReason),
        v.fee
          ? say(toBoth.cancellationFee)
          : say(customer ? toBoth.noFeeCustomer : toBoth.noFeePartner),
      ];
    case 'no_show':
      return customer
        ? [say(toCustomer.noShow), ...fee(toBoth.noShowFee), say(toCustomer.noShowMistake)]
        : [say(toPartner.noShow), ...fee(toBoth.noShowFee)];
  }
}

/** Who cancelled, as the reader knows them: "by you" to the party that did. */
function by(audience: Audience, actor: BookingActor): MailMessage {
  switch (actor) {
    case 'customer':
      return audience === 'customer' ? cancelledBy.you : cancelledBy.customer;
    case 'partner':
      return audience === 'partner' ? cancelledBy.yourCompany : cancelledBy.company;
    case 'operator':
      return cancelledBy.team;
    case 'system':
      return cancelledBy.saarthi;
  }
}

function valuesFor(input: BookingMailInput): Values {
  const { booking, language } = input;
  const fee = booking.cancellationFee;
  return {
    reference: booking.reference,
    car: booking.carName,
    when: formatIndiaTime(booking.pickupAt, language, false),
    pickup: formatIndiaTime(booking.pickupAt, language),
    respondBy: formatIndiaTime(booking.respondBy, language),
    company: booking.companyName,
    customer: booking.customerName,
    driver: booking.driverName ?? '—',
    reason: input.reason.trim(),
    fee: fee ? formatRupees(fee, LANGUAGE_TAGS[language]) : '',
  };
}

/** The in-app notification's text: the English subject for that party (the contract's `text`). */
export function notificationText(
  audience: Audience,
  status: BookingStatus,
  actor: BookingActor,
  booking: MailBooking,
): string {
  const input: BookingMailInput = {
    audience,
    language: 'en',
    recipientName: '',
    status,
    actor,
    reason: '',
    booking,
  };
  return subject('en', audience, status, valuesFor(input));
}

type Detail = [label: MailMessage, value: string | null];

/** The mail of one change to one party: subject, plain text and the same as simple HTML. */
export function bookingMail(input: BookingMailInput): BookingMail {
  const { booking, audience, language } = input;
  const values = valuesFor(input);
  const label = (message: MailMessage) => mailText(language, message);
  // The party reading sees the other's contact: the customer the company, the partner the customer.
  // A detail without a value (no drop address, no driver yet) is left out.
  const details: Detail[] = [
    [labels.reference, booking.reference],
    [labels.car, booking.carName],
    [labels.pickup, values.pickup],
    [labels.return, formatIndiaTime(booking.returnAt, language)],
    [labels.pickupAddress, booking.pickupAddress],
    [labels.dropAddress, booking.dropAddress || null],
    ...(audience === 'customer'
      ? ([
          [labels.company, booking.companyName],
          [labels.companyPhone, booking.companyPhone],
        ] satisfies Detail[])
      : ([
          [labels.customer, booking.customerName],
          [labels.customerPhone, booking.customerPhone || null],
        ] satisfies Detail[])),
    [labels.driver, booking.driverName || null],
    [labels.registration, booking.registration || null],
    // The code proves the customer met the right driver: the company never reads it.
    [
      labels.startCode,
      audience === 'customer' && input.status === 'confirmed' ? booking.startCode : null,
    ],
    [labels.total, formatRupees(booking.total, LANGUAGE_TAGS[language])],
  ];
  const rows = details.flatMap(([message, value]): [string, string][] =>
    value === null ? [] : [[label(message), value]],
  );
  const greetingLine = mailText(language, greeting, { name: input.recipientName });
  const paragraphs = body(language, audience, input.status, values, input.actor);
  const closing = label(signOff);
  const text = [
    greetingLine,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...rows.map(([name, value]) => `${name}: ${value}`),
    '',
    closing,
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#1f2937;line-height:1.5">`,
    `<p>${escapeHtml(greetingLine)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '<table style="border-collapse:collapse;margin:16px 0">',
    ...rows.map(
      ([name, value]) =>
        `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#6b7280;font-weight:normal">${escapeHtml(name)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(closing)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: subject(language, audience, input.status, values), text, html };
}
