/**
 * The e-mail with a password reset link (docs/product/storefront.md#forgot-password), in the
 * account's language, in the words of the `mail` catalogue (docs/messages.md "E-mails").
 */
import type { Language } from '../../../shared/constants.js';
import { escapeHtml } from '../../locales/catalogue.js';
import { greeting, mailText, type MailMessage } from './mail-catalogue.js';

/**
 * The outbox kind of a reset mail. Its payload is a mail like a booking's; once sent, the worker
 * blanks its text, so the link lives in the database only until it is delivered.
 */
export const PASSWORD_RESET_EMAIL = 'password_reset_email';

const subject: MailMessage = /*i18n*/ {
  id: 'mail.password_reset.subject',
  message: 'Reset your Saarthi password',
};

const request: MailMessage = /*i18n*/ {
  id: 'mail.password_reset.body',
  message:
    'Someone asked to reset the password of your Saarthi account. To choose a new password, open this link within {minutes} minutes:',
};

const action: MailMessage = /*i18n*/ {
  id: 'mail.password_reset.action',
  message: 'Choose a new password',
  comment: 'The words of the link in the HTML part of the password reset e-mail',
};

const notYou: MailMessage = /*i18n*/ {
  id: 'mail.password_reset.not_you',
  message:
    'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
};

const signOff: MailMessage = /*i18n*/ {
  id: 'mail.password_reset.sign_off',
  message: 'Team Saarthi',
};

export interface PasswordResetMail {
  subject: string;
  text: string;
  html: string;
}

/** The reset e-mail for `link`, which works for `minutes` minutes. */
export function passwordResetMail(
  link: string,
  recipientName: string,
  language: Language,
  minutes: number,
): PasswordResetMail {
  const hello = mailText(language, greeting, { name: recipientName });
  const body = mailText(language, request, { minutes: String(minutes) });
  const warning = mailText(language, notYou);
  const closing = mailText(language, signOff);
  return {
    subject: mailText(language, subject),
    text: [hello, `${body}\n${link}`, warning, closing].join('\n\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(mailText(language, action))}</a></p>`,
      `<p>${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(warning)}</p>`,
      `<p>${escapeHtml(closing)}</p>`,
    ].join(''),
  };
}
