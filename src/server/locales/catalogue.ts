/**
 * The server's own message catalogues (`src/server/locales/<language>/<name>.po`): the e-mails'
 * (`mail`) and the public pages' titles and descriptions (`pages`). Each is read and compiled
 * once as the server starts, so a text is looked up by its id, never written in code per
 * language. `npm run i18n:extract` writes the English from the code (lingui.config.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '../../shared/constants.js';
import { SERVER_LOCALES_DIR } from '../paths.js';

/** A server message: its stable id and its English, as `npm run i18n:extract` reads them. */
export type ServerMessage = MessageDescriptor & { id: string; message: string };

export type CatalogueName = 'mail' | 'pages';

/** A catalogue's messages of one language, id → text. Every server message has an explicit id. */
export function readCatalogue(name: CatalogueName, language: Language): Record<string, string> {
  const file = parsePoFile(readFileSync(join(SERVER_LOCALES_DIR, language, `${name}.po`), 'utf8'));
  const messages: Record<string, string> = {};
  for (const item of file.items) {
    const text = item.msgstr[0] ?? '';
    if (item.msgid && text !== '' && !item.obsolete) messages[item.msgid] = text;
  }
  return messages;
}

function compiledCatalogue(name: CatalogueName, language: Language) {
  // A message not yet translated reads as English rather than as its id.
  const messages = { ...readCatalogue(name, 'en'), ...readCatalogue(name, language) };
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]): [string, CompiledMessage] => [
      id,
      compileMessage(text),
    ]),
  );
}

/**
 * Lingui decodes `\uXXXX` and `\xXX` anywhere in a finished message, values included: a backslash
 * of a value (a customer's reason, a company's name) is written as its own escape so it arrives
 * as typed.
 */
const keepBackslashes = (value: string) => value.replaceAll('\\', '\\u005c');

/**
 * The texts of one catalogue: `say(language, message, values)` answers the message in that
 * language with its `{places}` filled with the values as given. A message written in code but
 * not yet extracted reads as its English.
 */
export function openCatalogue(name: CatalogueName) {
  const catalogues = new Map<Language, I18n>(
    LANGUAGES.map((language) => [
      language,
      setupI18n({
        locale: language,
        messages: { [language]: compiledCatalogue(name, language) },
      }).setMessagesCompiler(compileMessage),
    ]),
  );
  return (language: Language, message: ServerMessage, values: Record<string, string> = {}) => {
    const kept = Object.fromEntries(
      Object.entries(values).map(([place, value]) => [place, keepBackslashes(value)]),
    );
    return catalogues.get(language)!._(message.id, kept, { message: message.message });
  };
}

/** Text made safe inside HTML: a value or a word of a mail's HTML part or of a page's head. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
