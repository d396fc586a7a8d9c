/**
 * The e-mails' words in each language: the `mail` catalogues (`src/server/locales/<language>/
 * mail.po`, docs/messages.md "E-mails"), read and compiled once as the server starts, so a
 * mail's text is looked up, never written in code per language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '../../../shared/constants.js';
import { MAIL_LOCALES_DIR } from '../../paths.js';

/** A mail's message: its stable id and its English, as `npm run i18n:extract` reads them. */
export type MailMessage = MessageDescriptor & { id: string; message: string };

/** The first line of every e-mail. */
export const greeting: MailMessage = /*i18n*/ {
  id: 'mail.greeting',
  message: 'Hello {name},',
  comment: "The first line of every e-mail; {name} is the reader's name",
};

/** The catalogue's messages of one language, id → text. Every mail message has an explicit id. */
export function readMailCatalogue(language: Language): Record<string, string> {
  const file = parsePoFile(readFileSync(join(MAIL_LOCALES_DIR, language, 'mail.po'), 'utf8'));
  const messages: Record<string, string> = {};
  for (const item of file.items) {
    const text = item.msgstr[0] ?? '';
    if (item.msgid && text !== '' && !item.obsolete) messages[item.msgid] = text;
  }
  return messages;
}

function compiledCatalogue(language: Language): Record<string, CompiledMessage> {
  // A message not yet translated reads as English rather than as its id.
  const messages = { ...readMailCatalogue('en'), ...readMailCatalogue(language) };
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]),
  );
}

// A message written in code but not yet extracted reads as its English, values placed.
const catalogues = new Map<Language, I18n>(
  LANGUAGES.map((language) => [
    language,
    setupI18n({
      locale: language,
      messages: { [language]: compiledCatalogue(language) },
    }).setMessagesCompiler(compileMessage),
  ]),
);

/**
 * Lingui decodes `\uXXXX` and `\xXX` anywhere in a finished message, values included: a backslash
 * of a value (a customer's reason, a company's name) is written as its own escape so it arrives
 * as typed.
 */
const keepBackslashes = (value: string) => value.replaceAll('\\', '\\u005c');

/** A message of the mails in one language, its `{places}` filled with the values as given. */
export function mailText(
  language: Language,
  message: MailMessage,
  values: Record<string, string> = {},
): string {
  const kept = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, keepBackslashes(value)]),
  );
  return catalogues.get(language)!._(message.id, kept, { message: message.message });
}

/** Text made safe inside HTML, for the values and the words of a mail's HTML part. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
