import { readFileSync } from 'node:fs';
import PO from 'pofile';

/**
 * The web app's message catalogues as it ships them, for journeys that read what a Telugu or
 * Hindi reader sees: an area's catalogue in a language, English message to translation.
 */
const catalogues = new Map<string, Map<string, string>>();

export function catalogue(language: string, area: string): Map<string, string> {
  const key = `${language}/${area}`;
  let messages = catalogues.get(key);
  if (!messages) {
    const po = PO.parse(
      readFileSync(new URL(`../src/web/locales/${key}.po`, import.meta.url), 'utf8'),
    );
    messages = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
    catalogues.set(key, messages);
  }
  return messages;
}
