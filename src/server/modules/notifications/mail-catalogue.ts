/**
 * The e-mails' words in each language: the `mail` catalogue (`src/server/locales/<language>/
 * mail.po`, docs/messages.md "E-mails"), read through `locales/catalogue.ts`.
 */
import { openCatalogue, type ServerMessage } from '../../locales/catalogue.js';

/** A mail's message: its stable id and its English, as `npm run i18n:extract` reads them. */
export type MailMessage = ServerMessage;

/** The first line of every e-mail. */
export const greeting: MailMessage = /*i18n*/ {
  id: 'mail.greeting',
  message: 'Hello {name},',
  comment: "The first line of every e-mail; {name} is the reader's name",
};

/** A message of the mails in one language, its `{places}` filled with the values as given. */
export const mailText = openCatalogue('mail');
