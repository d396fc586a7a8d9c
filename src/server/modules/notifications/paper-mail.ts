/**
 * What Saarthi tells a partner about a paper: that it expires soon (30, 7 and 1 days before), or
 * that its lapse took a car or driver off the storefront (docs/product/verification.md). In the
 * partner's language, in the words of the `mail` catalogue (docs/messages.md "E-mails"); the
 * papers are named as the partner portal names them.
 */
import type { DocumentKind } from '../../../shared/partner-constants.js';
import type { PaperNotice } from '../../../shared/contracts/notifications.js';
import { LANGUAGE_TAGS, type Language } from '../../../shared/constants.js';
import { escapeHtml } from '../../locales/catalogue.js';
import { greeting, mailText, type MailMessage } from './mail-catalogue.js';

export interface PaperMail {
  subject: string;
  text: string;
  html: string;
}

/** Each paper as the partner portal names it, to go in a sentence. */
const papers = {
  gst_certificate: /*i18n*/ { id: 'mail.paper.kind.gst_certificate', message: 'GST certificate' },
  rc: /*i18n*/ { id: 'mail.paper.kind.rc', message: 'RC' },
  permit: /*i18n*/ { id: 'mail.paper.kind.permit', message: 'permit' },
  fitness: /*i18n*/ { id: 'mail.paper.kind.fitness', message: 'fitness certificate' },
  insurance: /*i18n*/ { id: 'mail.paper.kind.insurance', message: 'insurance' },
  puc: /*i18n*/ { id: 'mail.paper.kind.puc', message: 'PUC certificate' },
  driving_licence: /*i18n*/ { id: 'mail.paper.kind.driving_licence', message: 'driving licence' },
  police_verification: /*i18n*/ {
    id: 'mail.paper.kind.police_verification',
    message: 'police verification',
  },
} satisfies Record<DocumentKind, MailMessage>;

/**
 * The subject lines, which the in-app notification repeats in English. `{name}` is the car's name
 * and number or the driver's name, `{paper}` one of the papers above.
 */
const headlines = {
  expiring: /*i18n*/ {
    id: 'mail.paper.subject.expiring',
    message: 'The {paper} of {name} expires {within}',
    comment: `{within} is "in 7 days", "tomorrow" or "today", already in the reader's language`,
  },
  lapsed: /*i18n*/ {
    id: 'mail.paper.subject.lapsed',
    message: '{name} is off the storefront: its {paper} expired',
  },
} satisfies Record<PaperNotice['event'], MailMessage>;

/** What to do about it; `{when}` is the day the paper expires. A company's papers read as a car's. */
const bodies = {
  expiringDriver: /*i18n*/ {
    id: 'mail.paper.expiring.driver',
    message:
      'The {paper} of {name} expires on {when}. Upload the renewed one in the Saarthi partner portal before then: from that day {name} cannot be given a booking until Saarthi has checked it.',
  },
  expiringCar: /*i18n*/ {
    id: 'mail.paper.expiring.car',
    message:
      'The {paper} of {name} expires on {when}. Upload the renewed one in the Saarthi partner portal before then: from that day customers cannot find or book the car until Saarthi has checked it.',
  },
  lapsedDriver: /*i18n*/ {
    id: 'mail.paper.lapsed.driver',
    message:
      "The {paper} of {name} expired on {when}, so they cannot be given a booking. Upload the renewed one in the partner portal and save the driver to send them for Saarthi's check again.",
  },
  lapsedCar: /*i18n*/ {
    id: 'mail.paper.lapsed.car',
    message:
      'The {paper} of {name} expired on {when}, so customers can no longer find or book the car. Upload the renewed one in the partner portal; once Saarthi has checked it, send the car for review again.',
  },
} satisfies Record<string, MailMessage>;

const signOff: MailMessage = /*i18n*/ { id: 'mail.paper.sign_off', message: 'Team Saarthi' };

/** "in 7 days", "tomorrow", "today" in each language. */
function within(language: Language, daysLeft: number): string {
  const relative = new Intl.RelativeTimeFormat(LANGUAGE_TAGS[language], { numeric: 'auto' });
  return relative.format(daysLeft, 'day');
}

/** "20 Dec 2026" in the reader's language, for a YYYY-MM-DD day. */
function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The values of a notice's messages, in the reader's language. */
function valuesFor(notice: PaperNotice, language: Language): Record<string, string> {
  return {
    name: notice.subjectName,
    paper: mailText(language, papers[notice.kind]),
    when: formatDay(notice.expiresOn, language),
  };
}

function headline(notice: PaperNotice, language: Language): string {
  const values = valuesFor(notice, language);
  return notice.event === 'expiring'
    ? mailText(language, headlines.expiring, {
        ...values,
        within: within(language, notice.daysLeft),
      })
    : mailText(language, headlines.lapsed, values);
}

function body(notice: PaperNotice, language: Language): string {
  const driver = notice.subject === 'driver';
  const expiring = notice.event === 'expiring';
  const message = driver
    ? expiring
      ? bodies.expiringDriver
      : bodies.lapsedDriver
    : expiring
      ? bodies.expiringCar
      : bodies.lapsedCar;
  return mailText(language, message, valuesFor(notice, language));
}

/** The notice's one line, as the in-app notification keeps it (in English). */
export function paperNoticeText(notice: PaperNotice): string {
  return headline(notice, 'en');
}

/** The e-mail of a paper's notice to the company's partner, in their language. */
export function paperMail(
  notice: PaperNotice,
  recipientName: string,
  language: Language,
): PaperMail {
  const paragraphs = [
    mailText(language, greeting, { name: recipientName }),
    body(notice, language),
  ];
  const closing = mailText(language, signOff);
  return {
    subject: headline(notice, language),
    text: [...paragraphs, closing].join('\n\n'),
    html: [
      ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${escapeHtml(closing)}</p>`,
    ].join(''),
  };
}
